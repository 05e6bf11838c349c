import { APP_NOMBRE } from '@worknet/domain/constantes';

type Props = {
  /** Height of the mark in px; the word scales with it. */
  alto?: number;
  /** Show the word next to the mark (the header at phone width shows the mark only). */
  conNombre?: boolean;
  /** Colour of the word: white on the dark header, the primary colour on light pages. */
  color?: string;
};

/**
 * Worknet's mark: the same rounded «W» as public/favicon.svg, so the tab, the header and the
 * login page show one identity. Inline SVG: no request, no layout shift.
 */
export function Logo({ alto = 32, conNombre = true, color = '#ffffff' }: Props) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: alto / 4, lineHeight: 1 }}>
      <svg width={alto} height={alto} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0958d9" />
        <path d="M12 20h8l5 20 6-20h6l6 20 5-20h8l-9 28h-7l-6-19-6 19h-7z" fill="#fff" />
      </svg>
      {conNombre && <span style={{ color, fontWeight: 700, fontSize: alto * 0.62, letterSpacing: 2 }}>{APP_NOMBRE}</span>}
    </span>
  );
}
