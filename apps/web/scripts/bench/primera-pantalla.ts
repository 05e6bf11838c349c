// npm run bench (web): from the click on «Ingresar» to the home (issue 16, item 6). The
// built server on a fresh demo database, warmed by one login that is not counted; then
// BENCH_CORRIDAS (7) logins of «empleado» (one sector: straight to the home), each in a
// new browser context (empty cache, no session) at 1366×800, typing as a person does.
// Measured inside the page: from the form's submit event to the first frame where the
// h1 «Novedades» and the side menu's entries are both on screen, and to the first frame
// that also shows the news (a card or the empty state). Target: median < 1 s.
import type { Browser } from 'playwright-core';
import { mediana, PASSWORD_DEMO, type Servidor } from '../navegador';

const CORRIDAS = Number(process.env.BENCH_CORRIDAS ?? 7);
const OBJETIVO_MS = 1_000;

type Marca = { envio?: number; inicio?: number; datos?: number };

/**
 * Runs in the page before its scripts: notes the submit and watches every frame for the
 * home. A string, not a function: tsx's name helpers would not exist in the page.
 */
const VIGILAR = `(() => {
  const marca = (window.__marca = {});
  const visible = (el) => !!el && el.getClientRects().length > 0;
  document.addEventListener('submit', (e) => (marca.envio = e.timeStamp), true);
  const mirar = (ahora) => {
    if (marca.envio !== undefined) {
      const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent === 'Novedades');
      const menu = document.querySelector('nav[aria-label="Menú principal"] [role="menuitem"]');
      if (marca.inicio === undefined && visible(h1) && visible(menu)) marca.inicio = ahora;
      if (marca.inicio !== undefined && document.querySelector('ul[aria-label="Novedades publicadas"] li, main .ant-empty')) {
        marca.datos = ahora;
        return;
      }
    }
    requestAnimationFrame(mirar);
  };
  requestAnimationFrame(mirar);
})();`;

async function unIngreso(navegador: Browser, url: string): Promise<Required<Marca>> {
  const contexto = await navegador.newContext({ viewport: { width: 1366, height: 800 }, locale: 'es-AR' });
  try {
    const pagina = await contexto.newPage();
    await pagina.addInitScript(VIGILAR);
    await pagina.goto(`${url}/#/login`);
    // A person types; 40 ms a key is a fast typist.
    await pagina.getByLabel('Usuario').pressSequentially('empleado', { delay: 40 });
    await pagina.getByLabel('Contraseña', { exact: true }).pressSequentially(PASSWORD_DEMO, { delay: 40 });
    await pagina.getByRole('button', { name: /Ingresar/ }).click();
    await pagina.waitForFunction(() => (window as unknown as { __marca: Marca }).__marca.datos !== undefined, undefined, { timeout: 30_000 });
    const m = await pagina.evaluate(() => (window as unknown as { __marca: Marca }).__marca);
    return { envio: m.envio!, inicio: m.inicio! - m.envio!, datos: m.datos! - m.envio! };
  } finally {
    await contexto.close();
  }
}

export async function medirPrimeraPantalla(servidor: Servidor, navegador: Browser): Promise<boolean> {
  await unIngreso(navegador, servidor.url);
  const inicio: number[] = [];
  const datos: number[] = [];
  for (let i = 0; i < CORRIDAS; i++) {
    const m = await unIngreso(navegador, servidor.url);
    inicio.push(m.inicio);
    datos.push(m.datos);
  }
  const ms = (v: number[]) => v.map((x) => Math.round(x)).join(', ');
  const ok = mediana(inicio) < OBJETIVO_MS;
  console.log(`\nDel clic en «Ingresar» al inicio (${CORRIDAS} ingresos de «empleado», 1366×800, servidor en caliente):`);
  console.log(`  h1 y menú visibles:   mediana ${Math.round(mediana(inicio))} ms  [${ms(inicio)}]  objetivo < ${OBJETIVO_MS} ms ${ok ? 'OK' : 'EXCEDE'}`);
  console.log(`  con las novedades:    mediana ${Math.round(mediana(datos))} ms  [${ms(datos)}]`);
  return ok;
}
