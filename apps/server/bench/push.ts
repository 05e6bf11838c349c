// Web push fan-out (issue 40), in `npm run bench`. Alone: cd apps/server && npx tsx bench/push.ts
// One news item pushed to BENCH_PUSH (5,000) subscriptions, one per user, against a local stub
// push service (an HTTP server in a thread of its own answering 201 to each encrypted, VAPID-signed request) on the
// embedded database: total time until the stub received them all (target < 60 s), memory growth
// of the process (RSS, target < 100 MB), and the API's p99 (GET get_user) idle and during the
// fan-out (target < 2x idle). BENCH_DATABASE_URL runs it on a scratch PostgreSQL database.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { abrirSesion } from '../src/modules/auth/login.service';
import { avisarAhora } from '../src/modules/notificaciones/avisos.service';
import { suscripcionPush } from '../src/modules/push/push.table';
import { openDatabase, type Database } from '../src/platform/db/client';
import { abrirPglite } from '../src/platform/db/pglite';
import { filasDe } from '../src/platform/db/sql';
import { sincronizarRbac } from '../src/platform/rbac/rbac.service';
import { percentil } from './app-en-proceso';
import { postgres } from './comun.mjs';

const N = Number(process.env.BENCH_PUSH ?? 5000);
const CONSULTAS = 300;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-push-'));
const scratch = process.env.BENCH_DATABASE_URL ? await postgres(process.env.BENCH_DATABASE_URL, 'push') : null;
const database: Database = scratch
  ? await openDatabase({ databaseUrl: scratch.env.DATABASE_URL, dataDir })
  : await openDatabase({ pglite: await abrirPglite({ dataDir: join(dataDir, 'pg') }) });
console.log(`push: base ${scratch ? 'PostgreSQL' : 'PGlite (embebida)'}, ${N} suscripciones`);
await database.migrate();
await sincronizarRbac(database.db);
const db = database.db;

// ---- The stub push service, in a thread of its own (a real one is never in the server's process) ----
const stub = new Worker(
  `const { createServer } = require('node:http');
  const { parentPort, workerData } = require('node:worker_threads');
  let recibidos = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.statusCode = 201;
      res.end();
      if (++recibidos === workerData.n) parentPort.postMessage({ recibidos });
    });
  });
  server.listen(0, '127.0.0.1', () => parentPort.postMessage({ puerto: server.address().port }));
  parentPort.on('message', () => server.close(() => process.exit(0)));`,
  { eval: true, workerData: { n: N } },
);
let recibidos = 0;
let alTerminar: (() => void) | null = null;
const puerto = await new Promise<number>((r) =>
  stub.on('message', (m: { puerto?: number; recibidos?: number }) => {
    if (m.puerto) r(m.puerto);
    if (m.recibidos) {
      recibidos = m.recibidos;
      alTerminar?.();
    }
  }),
);
const base = `http://127.0.0.1:${puerto}`;

// ---- Users and their subscriptions (real P-256 keys: the server encrypts for each) ----
const usuarios = filasDe<{ id: number }>(
  await db.execute(sql`insert into usuario (username, nombre_completo, activo)
    select 'push' || g, 'Persona ' || g, true from generate_series(1, ${N + 1}::int) g returning id`),
);
const filas = usuarios.slice(1).map((u) => {
  const e = createECDH('prime256v1');
  e.generateKeys();
  return { usuario_id: u.id, endpoint: `${base}/sub/${u.id}`, p256dh: e.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
});
for (let i = 0; i < filas.length; i += 1000) await db.insert(suscripcionPush).values(filas.slice(i, i + 1000));

const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    JWT_SECRET: 'secreto-jwt-del-benchmark-0123456789abcdef',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    WEB_DIST: '/nonexistent',
    VAPID_SUBJECT: 'mailto:sistemas@clinica-worknet.com.ar',
  }),
  database,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const token = await abrirSesion(app.ctx, usuarios[0]!.id, 'password', { ip: '10.9.9.9' });

async function getUser(): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(`${api}/api/v1/get_user`, { headers: { authorization: `Bearer ${token}` } });
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`get_user respondió ${r.status}`);
  return performance.now() - t0;
}

// ---- API p99 idle ----
for (let i = 0; i < 30; i++) await getUser();
const quieto: number[] = [];
for (let i = 0; i < CONSULTAS; i++) quieto.push(await getUser());

// ---- The fan-out, with the API measured meanwhile ----
const rssAntes = process.memoryUsage().rss;
let rssMax = rssAntes;
const medidor = setInterval(() => (rssMax = Math.max(rssMax, process.memoryUsage().rss)), 100);
const terminado = new Promise<void>((r) => (alTerminar = r));
const t0 = performance.now();
await avisarAhora(app.ctx, {
  push: [
    { tipo: 'novedades', usuarioIds: usuarios.slice(1).map((u) => u.id), titulo: 'Novedad importante', texto: 'Simulacro de evacuación', enlace: '/novedad/1' },
  ],
});
const durante: number[] = [];
let listo = false;
void terminado.then(() => (listo = true));
// Paced like real traffic (one request every 20 ms), not back to back: a flood from this same
// process would measure the benchmark's own client instead of the fan-out.
while (!listo) {
  durante.push(await getUser());
  await new Promise((r) => setTimeout(r, 20));
}
const segundos = (performance.now() - t0) / 1000;
clearInterval(medidor);

const p99q = percentil(quieto, 99)!;
const p99d = percentil(durante, 99)!;
console.log(`push: ${recibidos} entregados en ${segundos.toFixed(1)} s (objetivo < 60 s)`);
console.log(`push: memoria +${((rssMax - rssAntes) / 1024 / 1024).toFixed(1)} MB (RSS, objetivo < 100 MB)`);
console.log(
  `push: API p99 en reposo ${p99q.toFixed(1)} ms, durante el reparto ${p99d.toFixed(1)} ms (${durante.length} consultas; ${(p99d / p99q).toFixed(2)}x, objetivo < 2x)`,
);

await app.close();
stub.postMessage('cerrar');
await new Promise((r) => stub.once('exit', r));
await database.close();
await scratch?.borrar();
rmSync(dataDir, { recursive: true, force: true });
