// Shared pieces of the benchmarks: start the BUILT server (apps/server/dist/main.js)
// on a fresh embedded database with the demo data, log in, run autocannon and
// print its figures. Each benchmark is a small script that uses these helpers.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export function puertoLibre() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const esperar = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts `node dist/main.js` on a free port with a temporary DATA_DIR (PGlite,
 * migrated and seeded with the demo organisation: NODE_ENV=development), and
 * waits for GET /api/health. `env` overrides or adds variables; `nodeArgs`
 * (default: BENCH_NODE_ARGS split on spaces, e.g. "--cpu-prof") go to the server's node.
 * Returns { url, detener }; detener() stops the server and deletes the data.
 */
export async function iniciarServidor({ env = {}, nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), esperaMs = 120_000 } = {}) {
  if (!existsSync(MAIN)) throw new Error(`No existe ${MAIN}. Compile el servidor primero: npm run build`);
  const port = await puertoLibre();
  const dataDir = mkdtempSync(join(tmpdir(), 'worknet-bench-'));
  const entorno = { ...process.env };
  // Always the embedded database and a single instance, whatever the shell has set.
  delete entorno.DATABASE_URL;
  delete entorno.REDIS_URL;
  delete entorno.JWT_SECRET;
  Object.assign(entorno, {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '10000000',
    ...env,
  });
  const proceso = spawn(process.execPath, [...nodeArgs, MAIN], { env: entorno, stdio: ['ignore', 'pipe', 'pipe'] });
  let salida = '';
  const guardar = (d) => {
    salida += d.toString();
    if (salida.length > 20_000) salida = salida.slice(-20_000);
  };
  proceso.stdout.on('data', guardar);
  proceso.stderr.on('data', guardar);
  let terminado = false;
  const fin = new Promise((resolve) =>
    proceso.once('exit', (code, signal) => {
      terminado = true;
      resolve({ code, signal });
    }),
  );

  const detener = async () => {
    if (!terminado) {
      proceso.kill('SIGTERM');
      const forzar = setTimeout(() => proceso.kill('SIGKILL'), 10_000);
      await fin;
      clearTimeout(forzar);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const hasta = Date.now() + esperaMs;
  for (;;) {
    if (terminado) {
      await detener();
      throw new Error(`El servidor terminó al iniciar:\n${salida}`);
    }
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > hasta) {
      await detener();
      throw new Error(`El servidor no respondió /api/health en ${esperaMs / 1000} s:\n${salida}`);
    }
    await esperar(100);
  }
  return { url, detener, salida: () => salida };
}

/** POST /api/v1/login; returns the token. */
export async function iniciarSesion(url, username, password) {
  const r = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await r.json();
  if (!r.ok || !body.token) throw new Error(`No se pudo iniciar sesión como ${username}: ${r.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** A GET with the given headers; returns the parsed envelope or throws. */
export async function obtener(url, headers = {}) {
  const r = await fetch(url, { headers });
  const body = await r.json();
  if (!r.ok) throw new Error(`GET ${url} respondió ${r.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Runs autocannon (loopback). A short warm-up first (not measured) so the
 * figures are of a warmed JIT and filled caches.
 */
export async function cargar({ url, method = 'GET', headers = {}, body, connections = 50, duration = 10, calentamiento = 2 }) {
  const opciones = { url, method, headers, body, connections };
  if (calentamiento > 0) await autocannon({ ...opciones, duration: calentamiento });
  const r = await autocannon({ ...opciones, duration });
  return {
    conexiones: connections,
    segundos: duration,
    total: r.requests.total,
    reqPorSegundo: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    latenciaMedia: r.latency.average,
    latenciaMax: r.latency.max,
    respuestas2xx: r['2xx'],
    no2xx: r.non2xx,
    errores: r.errors,
    timeouts: r.timeouts,
  };
}

/** Prints one result; returns true when there were no failed requests and the targets (if given) were met. */
export function informar(nombre, r, objetivo = {}) {
  const fmt = (n, d = 0) => Number(n).toFixed(d);
  console.log(`\n${nombre}  (${r.conexiones} conexiones, ${r.segundos} s)`);
  console.log(`  solicitudes/s (promedio): ${fmt(r.reqPorSegundo)}`);
  console.log(`  latencia p50: ${fmt(r.p50)} ms   p99: ${fmt(r.p99)} ms   media: ${fmt(r.latenciaMedia, 2)} ms   máx: ${fmt(r.latenciaMax)} ms`);
  console.log(`  respuestas 2xx: ${fmt(r.respuestas2xx)} de ${fmt(r.total)}   no 2xx: ${r.no2xx}   errores: ${r.errores}   timeouts: ${r.timeouts}`);
  const sinFallas = r.no2xx === 0 && r.errores === 0 && r.timeouts === 0;
  const metas = [];
  if (objetivo.minReqPorSegundo) metas.push([`>= ${fmt(objetivo.minReqPorSegundo)} solicitudes/s`, r.reqPorSegundo >= objetivo.minReqPorSegundo]);
  if (objetivo.maxP99) metas.push([`p99 < ${objetivo.maxP99} ms`, r.p99 < objetivo.maxP99]);
  for (const [texto, ok] of metas) console.log(`  objetivo ${texto}: ${ok ? 'cumplido' : 'NO cumplido'}`);
  return { sinFallas, objetivoCumplido: metas.every(([, ok]) => ok) };
}
