/**
 * The group's picture on the public screens: a hand-drawn, decorative scene of care (a
 * heart with a pulse line, a medical cross, a leaf) over soft circles. Inline SVG of plain
 * shapes: no request, no image decoding, and never the page's largest paint.
 */
export function IlustracionSalud() {
  return (
    <svg className="worknet-ilustracion" viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <circle cx="322" cy="72" r="62" fill="#ffffff" opacity="0.08" />
      <circle cx="78" cy="226" r="64" fill="#ffffff" opacity="0.07" />
      <circle cx="210" cy="150" r="96" fill="#ffffff" opacity="0.12" />
      <path
        d="M210 214c-6 0-62-40-76-72-11-25 4-56 34-56 18 0 32 10 42 26 10-16 24-26 42-26 30 0 45 31 34 56-14 32-70 72-76 72z"
        fill="#ffffff"
        opacity="0.92"
      />
      <path d="M92 150h70l14-30 20 62 18-50 12 18h82" fill="none" stroke="#0958d9" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />
      <g transform="translate(318 168)">
        <rect x="-26" y="-26" width="52" height="52" rx="14" fill="#ffffff" opacity="0.95" />
        <path d="M-6-17h12v11h11v12H6v11H-6V6h-11V-6h11z" fill="#08979c" />
      </g>
      <path d="M76 92c26-36 64-40 88-30-10 30-46 52-88 30z" fill="#b5f5ec" opacity="0.9" />
      <path d="M80 90c28-8 52-18 74-26" stroke="#006d75" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
