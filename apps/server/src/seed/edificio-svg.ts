/** A simple drawn building, so the demo's sector chooser has real images without binary files. */
export function imagenEdificio(nombre: string, color: string): Buffer {
  const ventanas = Array.from({ length: 12 }, (_, i) => {
    const x = 70 + (i % 4) * 45;
    const y = 70 + Math.floor(i / 4) * 40;
    return `<rect x="${x}" y="${y}" width="26" height="22" rx="3" fill="#e6f4ff"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="220" viewBox="0 0 320 220" role="img" aria-label="${nombre}">
<rect width="320" height="220" fill="#f0f5ff"/>
<rect x="50" y="40" width="200" height="150" rx="6" fill="${color}"/>
${ventanas}
<rect x="135" y="160" width="30" height="30" fill="#ffffff"/>
<rect x="142" y="12" width="16" height="40" fill="#cf1322"/><rect x="130" y="24" width="40" height="16" fill="#cf1322"/>
<text x="160" y="212" font-family="sans-serif" font-size="15" text-anchor="middle" fill="#141414">${nombre}</text>
</svg>`;
  return Buffer.from(svg, 'utf8');
}
