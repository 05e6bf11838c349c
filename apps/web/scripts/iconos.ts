// Draws the PNG icons from public/favicon.svg with Debian's Chromium (no image tool needed):
// apple-touch-icon.png (180 px) and the web manifest's 192 and 512 px icons. Run after
// changing the mark: `npx tsx apps/web/scripts/iconos.ts`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lanzarChromium } from './navegador';

const publico = fileURLToPath(new URL('../public/', import.meta.url));
const svg = readFileSync(`${publico}favicon.svg`, 'utf8');
const navegador = await lanzarChromium();
try {
  for (const [nombre, lado] of [
    ['apple-touch-icon.png', 180],
    ['icono-192.png', 192],
    ['icono-512.png', 512],
  ] as const) {
    const pagina = await navegador.newPage({ viewport: { width: lado, height: lado } });
    // The mark's blue fills the square: the phone rounds the corners itself.
    await pagina.setContent(`<body style="margin:0;background:#0958d9">${svg.replace('<svg ', `<svg width="${lado}" height="${lado}" `)}</body>`);
    await pagina.screenshot({ path: `${publico}${nombre}` });
    await pagina.close();
  }
} finally {
  await navegador.close();
}
