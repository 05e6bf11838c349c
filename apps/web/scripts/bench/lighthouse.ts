// npm run bench (web): Lighthouse's mobile preset (its simulated mid-range phone on a slow
// 4G network) on the login page and on the home (issue 16, item 6). Debian's Chromium is
// started by playwright-core with a debugging port that Lighthouse drives. The home needs a
// session: «empleado» logs in through the API and the token goes into the browser's
// storage, which Lighthouse is told not to clear (the HTTP cache is emptied instead, so the
// home still loads as a first visit); the sector is stored too, as the app does after the first
// login. BENCH_LIGHTHOUSE_CORRIDAS (3) runs of each page; the
// median score counts. Targets: performance >= 90, accessibility 100.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { mediana, OPCIONES_CHROMIUM, PASSWORD_DEMO, servidorBench, type Servidor } from '../navegador';

const CORRIDAS = Number(process.env.BENCH_LIGHTHOUSE_CORRIDAS ?? 3);
// BENCH_LIGHTHOUSE_INFORMES=<dir> keeps each run's full report (JSON) there, to read what took the time.
const INFORMES = process.env.BENCH_LIGHTHOUSE_INFORMES;
// BENCH_LIGHTHOUSE_PAGINAS=login or inicio measures only that page.
const PAGINAS = process.env.BENCH_LIGHTHOUSE_PAGINAS?.split(',');
const AUDITORIAS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

type Corrida = { rendimiento: number; accesibilidad: number; metricas: Record<string, string>; fallas: string[] };

export async function medirLighthouse(servidor: Servidor): Promise<boolean> {
  const { iniciarSesion, puertoLibre } = await servidorBench();
  const puerto = await puertoLibre();
  const perfil = mkdtempSync(join(tmpdir(), 'worknet-lighthouse-'));
  // A persistent context is the browser's default one: the tab Lighthouse opens shares its storage.
  const contexto = await chromium.launchPersistentContext(perfil, {
    ...OPCIONES_CHROMIUM,
    args: [...OPCIONES_CHROMIUM.args!, `--remote-debugging-port=${puerto}`],
  });
  let ok = true;
  try {
    const pagina = contexto.pages()[0] ?? (await contexto.newPage());
    const cdp = await contexto.newCDPSession(pagina);
    let numero = 0;
    const una = async (ruta: string, conSesion: boolean): Promise<Corrida> => {
      if (conSesion) {
        const token = await iniciarSesion(servidor.url, 'empleado', PASSWORD_DEMO);
        // What a returning user's browser holds: the token and the sector chosen (the app stores both).
        const usuario = (await (await fetch(`${servidor.url}/api/v1/get_user`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
          data: { sector: { id: number }[] };
        };
        const sector = String(usuario.data.sector[0]!.id);
        await pagina.goto(`${servidor.url}/favicon.svg`);
        await pagina.evaluate(
          ([t, s]) => {
            window.localStorage.setItem('worknet.token', t);
            window.localStorage.setItem('worknet.sector', s);
          },
          [token, sector] as const,
        );
        await cdp.send('Network.clearBrowserCache');
      }
      const r = await lighthouse(`${servidor.url}/${ruta}`, {
        port: puerto,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: conSesion,
      });
      if (!r) throw new Error('Lighthouse no devolvió resultado');
      if (INFORMES) {
        mkdirSync(INFORMES, { recursive: true });
        writeFileSync(join(INFORMES, `${conSesion ? 'inicio' : 'login'}-${++numero}.json`), typeof r.report === 'string' ? r.report : JSON.stringify(r.lhr));
      }
      const { categories, audits } = r.lhr;
      const fallas = (categories.accessibility?.auditRefs ?? []).filter((a) => (audits[a.id]?.score ?? 1) < 1 && a.weight > 0).map((a) => a.id);
      return {
        rendimiento: Math.round((categories.performance?.score ?? 0) * 100),
        accesibilidad: Math.round((categories.accessibility?.score ?? 0) * 100),
        metricas: Object.fromEntries(AUDITORIAS.map((id) => [id, audits[id]?.displayValue ?? '?'])),
        fallas,
      };
    };
    console.log(`\nLighthouse, preajuste móvil (${CORRIDAS} corridas por página; mediana de la puntuación):`);
    for (const [nombre, ruta, conSesion] of [
      ['login', '#/login', false],
      ['inicio', '#/', true],
    ] as const) {
      if (PAGINAS && !PAGINAS.includes(nombre)) continue;
      const corridas: Corrida[] = [];
      for (let i = 0; i < CORRIDAS; i++) corridas.push(await una(ruta, conSesion));
      const rendimiento = mediana(corridas.map((c) => c.rendimiento));
      const accesibilidad = mediana(corridas.map((c) => c.accesibilidad));
      const paginaOk = rendimiento >= 90 && accesibilidad === 100;
      ok &&= paginaOk;
      console.log(
        `  ${nombre.padEnd(7)} rendimiento ${rendimiento} [${corridas.map((c) => c.rendimiento).join(', ')}], accesibilidad ${accesibilidad} ${paginaOk ? 'OK' : 'bajo el objetivo (>= 90 y 100)'}`,
      );
      for (const c of corridas) {
        console.log(
          `          ${AUDITORIAS.map((id) => `${id.replace(/-/g, ' ')} ${c.metricas[id]}`).join(' · ')}${c.fallas.length ? ` · accesibilidad: ${c.fallas.join(', ')}` : ''}`,
        );
      }
    }
  } finally {
    await contexto.close();
    rmSync(perfil, { recursive: true, force: true });
  }
  return ok;
}
