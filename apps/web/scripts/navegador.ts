// What `npm run size` and the web benchmarks share: the BUILT server (apps/server/dist,
// serving apps/web/dist with its own compression) on a fresh demo database, Debian's
// Chromium driven by playwright-core, and the JS bytes a page really transfers as the
// browser's DevTools protocol counts them.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EJECUTABLE } from '../../../e2e/support/chromium';

export type Servidor = { url: string; detener(): Promise<void> };
type ModuloServidor = {
  iniciarServidor(opciones?: { env?: Record<string, string>; esperaMs?: number }): Promise<Servidor>;
  iniciarSesion(url: string, usuario: string, password: string): Promise<string>;
  puertoLibre(): Promise<number>;
};

const raiz = fileURLToPath(new URL('../../..', import.meta.url));
// The server benchmarks' helper (plain JS): one way to start the built server for every benchmark.
const rutaModulo = fileURLToPath(new URL('../../server/bench/servidor.mjs', import.meta.url));
export const servidorBench = (): Promise<ModuloServidor> => import(rutaModulo) as Promise<ModuloServidor>;

export const PASSWORD_DEMO = 'worknet123';

/** Starts the built server, building it first when it is missing (esbuild, a few seconds). */
export async function arrancarServidor(): Promise<Servidor> {
  if (!existsSync(`${raiz}/apps/server/dist/main.js`)) execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: raiz, stdio: 'inherit' });
  // Seeding a new database has taken minutes on a loaded 2-core machine.
  return (await servidorBench()).iniciarServidor({ esperaMs: 300_000 });
}

// The same browser and flags as the journeys (one list, e2e/support/chromium.ts); CHROMIUM_PATH
// points at another Chromium.
export const OPCIONES_CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_EJECUTABLE,
  args: [...CHROMIUM_ARGS],
};

export function lanzarChromium(args: string[] = []): Promise<Browser> {
  return chromium.launch({ ...OPCIONES_CHROMIUM, args: [...CHROMIUM_ARGS, ...args] });
}

export type Transferido = { url: string; bytes: number; cuerpo: number; codificacion: string };

/**
 * Records every script the page receives: `bytes` is what crossed the wire (headers and
 * the compressed body, CDP's encodedDataLength, DevTools' "transferred"), `cuerpo` the
 * compressed body alone. Call before navigating; read the array once the page is loaded.
 */
export async function registrarScripts(contexto: BrowserContext, pagina: Page): Promise<Transferido[]> {
  const cdp = await contexto.newCDPSession(pagina);
  await cdp.send('Network.enable');
  // No HTTP cache: every file as a first visit gets it.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, Transferido & { cabeceras: number }>();
  const lista: Transferido[] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.type !== 'Script') return;
    const cabeceras = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    // At this point only the response's headers have arrived.
    scripts.set(e.requestId, {
      url: e.response.url,
      bytes: 0,
      cuerpo: 0,
      cabeceras: e.response.encodedDataLength,
      codificacion: cabeceras['content-encoding'] ?? 'ninguna',
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (!s) return;
    lista.push({ url: s.url, bytes: e.encodedDataLength, cuerpo: e.encodedDataLength - s.cabeceras, codificacion: s.codificacion });
  });
  return lista;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} kB`;

export function mediana(valores: number[]): number {
  const orden = [...valores].sort((a, b) => a - b);
  const medio = Math.floor(orden.length / 2);
  return orden.length % 2 ? orden[medio]! : (orden[medio - 1]! + orden[medio]!) / 2;
}
