// Chat (issue 39), in `npm run bench`. Alone: cd apps/server && npx tsx bench/chat.ts
//  1. Delivery: BENCH_SOCKETS (1,000) users connected by socket.io to one instance on the embedded
//     database; BENCH_RITMO (100) messages a second between random pairs for BENCH_SEGUNDOS (30) s,
//     sent over HTTP (fetch, POST set_message_notify): delivery latency, from just before the send
//     to the recipient's socket receiving chat-mensaje, p50/p99/max (target p99 < 100 ms).
//  2. The same with two instances joined by a real redis-server (the sockets on B, the sends
//     through A: every message crosses instances), if redis-server is installed (target p99 < 150 ms).
//  3. History: BENCH_MENSAJES (1,000,000) messages stored, in the 200 conversations of one user;
//     a page of 50 (POST get_conversation with a random cursor) p95 (target < 20 ms).
// BENCH_DATABASE_URL runs it all on a scratch PostgreSQL database instead of PGlite.
//  4. The participant list with unread counts of that user (200 conversations, a few unread
//     in each): GET get_conversations p95 (target < 20 ms).
// The clients run in a worker thread (bench/chat-clientes.mjs) of the same process: on 2 cores their work still competes with the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Worker } from 'node:worker_threads';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { abrirSesion } from '../src/modules/auth/login.service';
import { openDatabase, type Database } from '../src/platform/db/client';
import { abrirPglite } from '../src/platform/db/pglite';
import { filasDe } from '../src/platform/db/sql';
import { sincronizarRbac } from '../src/platform/rbac/rbac.service';
import { iniciarRedis } from '../test/operacion-apoyo';
import { percentil } from './app-en-proceso';
import { postgres } from './comun.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const RITMO = Number(process.env.BENCH_RITMO ?? 100);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 30);
const MENSAJES = Number(process.env.BENCH_MENSAJES ?? 1_000_000);
const CONVERSACIONES = 200;
const CONSULTAS = 300;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
// BENCH_DATABASE_URL (a role that may create databases): the same on a scratch PostgreSQL database.
const scratch = process.env.BENCH_DATABASE_URL ? await postgres(process.env.BENCH_DATABASE_URL, 'chat') : null;
const database: Database = scratch
  ? await openDatabase({ databaseUrl: scratch.env.DATABASE_URL, dataDir })
  : await openDatabase({ pglite: await abrirPglite({ dataDir: join(dataDir, 'pg') }) });
console.log(`chat: base ${scratch ? 'PostgreSQL' : 'PGlite (embebida)'}`);
await database.migrate();
await sincronizarRbac(database.db);
const db = database.db;

const configCon = (extra: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    JWT_SECRET: 'secreto-jwt-del-benchmark-0123456789abcdef',
    SSO_JWT_SECRET: 'secreto-sso-del-benchmark-0123456789',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    WEB_DIST: '/nonexistent',
    ...extra,
  });
const urlDe = (app: App) => {
  const a = app.server.address();
  return `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
};
const ms = (x: number | undefined) => `${(x ?? Number.NaN).toFixed(1)} ms`;
const resumen = (xs: number[]) => `p50 ${ms(percentil(xs, 50))}, p95 ${ms(percentil(xs, 95))}, p99 ${ms(percentil(xs, 99))}, máx ${ms(Math.max(...xs))}`;

// ---- People and their sessions (no password hashing: sessions are opened directly) ----
const usuarios = filasDe<{ id: number; username: string }>(
  await db.execute(sql`insert into usuario (username, nombre_completo, activo)
    select 'chat' || g, 'Persona ' || g, true from generate_series(1, ${SOCKETS + 1}::int) g returning id, username`),
);
const app = await buildApp({ config: configCon(), database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const tokens: string[] = [];
for (const u of usuarios) tokens.push(await abrirSesion(app.ctx, u.id, 'password', { ip: '10.9.9.9' }));

/** Runs the clients (bench/chat-clientes.mjs) in a worker thread: the server keeps its event loop. */
function clientes(urlSockets: string, urlEnvio: string) {
  return new Promise<{ conexion: number; total: number; errores: number; perdidos: number; latencias: number[]; http: number[]; segundos: number }>(
    (ok, mal) => {
      const w = new Worker(new URL('./chat-clientes.mjs', import.meta.url), {
        workerData: {
          urlSockets,
          urlEnvio,
          usuarios: usuarios.slice(0, SOCKETS).map((u, i) => ({ username: u.username, token: tokens[i] })),
          ritmo: RITMO,
          segundos: SEGUNDOS,
        },
      });
      w.once('message', ok);
      w.once('error', mal);
    },
  );
}

// ---- 1. One instance ----
{
  const r = await clientes(urlDe(app), urlDe(app));
  console.log(`chat: ${SOCKETS} sockets conectados en ${r.conexion.toFixed(1)} s`);
  console.log(
    `chat, una instancia: ${r.total} mensajes a ${RITMO}/s en ${r.segundos.toFixed(1)} s, errores ${r.errores}, sin llegar ${r.perdidos}; entrega ${resumen(r.latencias)} (objetivo p99 < 100 ms); respuesta HTTP ${resumen(r.http)}`,
  );
}

// ---- 2. Two instances with Redis ----
let redis: Awaited<ReturnType<typeof iniciarRedis>> | null = null;
try {
  redis = await iniciarRedis();
} catch (err) {
  console.log(`chat, dos instancias: sin redis-server (${(err as Error).message})`);
}
if (redis) {
  const a = await buildApp({ config: configCon({ REDIS_URL: redis.url }), database, logger: false });
  const b = await buildApp({ config: configCon({ REDIS_URL: redis.url }), database, logger: false });
  await a.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  const r = await clientes(urlDe(b), urlDe(a));
  console.log(
    `chat, dos instancias con Redis (envío por A, sockets en B): ${r.total} mensajes a ${RITMO}/s, errores ${r.errores}, sin llegar ${r.perdidos}; entrega ${resumen(r.latencias)} (objetivo p99 < 150 ms)`,
  );
  await a.close();
  await b.close();
  redis.proceso.kill('SIGTERM');
}

// ---- 3 and 4. A user with 200 conversations and 1,000,000 stored messages ----
{
  const yo = usuarios[SOCKETS]!;
  const otros = usuarios.slice(0, CONVERSACIONES);
  const t0 = performance.now();
  const convs = filasDe<{ id: number; otro: number }>(
    await db.execute(sql`insert into chat_conversacion (tipo, usuario_a, usuario_b)
      select 'directa', least(u.id, ${yo.id}), greatest(u.id, ${yo.id}) from usuario u where u.id = any(${sql.param(otros.map((o) => o.id))}::integer[])
      on conflict (usuario_a, usuario_b) where tipo = 'directa' do update set tipo = excluded.tipo
      returning id, case when usuario_a = ${yo.id} then usuario_b else usuario_a end as otro`),
  );
  const lote = 50_000;
  for (let desde = 0; desde < MENSAJES; desde += lote) {
    // Interleaved like real traffic: consecutive ids belong to different conversations.
    await db.execute(sql`insert into chat_mensaje (conversacion_id, remitente_id, cuerpo, created_at)
      select c.id, case when g % 2 = 0 then ${yo.id} else c.otro end,
             'Mensaje ' || g || ': la enfermería del piso ' || (g % 7) || ' pide guantes y alcohol en gel', now() - make_interval(secs => ${MENSAJES}::int - g)
      from generate_series(${desde + 1}::int, ${Math.min(desde + lote, MENSAJES)}::int) g
      join (select id, otro, row_number() over (order by id) - 1 as n from (values ${sql.join(
        convs.map((c) => sql`(${c.id}::int, ${c.otro}::int)`),
        sql`, `,
      )}) v(id, otro)) c on c.n = g % ${convs.length}`);
  }
  await db.execute(sql`update chat_conversacion c set ultimo_mensaje_id = m.id, ultimo_en = m.created_at
    from (select conversacion_id, max(id) as id, max(created_at) as created_at from chat_mensaje group by conversacion_id) m where m.conversacion_id = c.id`);
  // Each member read all but a few (0 to 20) of the latest.
  await db.execute(sql`insert into chat_miembro (conversacion_id, usuario_id, leido_hasta, entregado_hasta)
    select c.id, u.u, greatest(0, c.ultimo_mensaje_id - ((c.id * 7 + u.u) % 21) * ${convs.length}), c.ultimo_mensaje_id
    from chat_conversacion c cross join lateral (values (c.usuario_a), (c.usuario_b)) u(u)
    where c.id = any(${sql.param(convs.map((c) => c.id))}::integer[])
    on conflict (conversacion_id, usuario_id) do update set leido_hasta = excluded.leido_hasta, entregado_hasta = excluded.entregado_hasta`);
  await db.execute(sql`analyze chat_mensaje`);
  await db.execute(sql`analyze chat_miembro`);
  await db.execute(sql`analyze chat_conversacion`);
  const n = filasDe<{ n: number }>(await db.execute(sql`select count(*)::int as n from chat_mensaje`))[0]!.n;
  console.log(`chat: ${n} mensajes guardados en ${convs.length} conversaciones en ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const token = tokens[SOCKETS]!;
  const from = `${yo.username}@worknet`;
  const pedir = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const historial: number[] = [];
  for (let i = 0; i < CONSULTAS; i++) {
    const otro = otros[Math.floor(Math.random() * otros.length)]!;
    const antes = i % 3 === 0 ? undefined : Math.floor(Math.random() * MENSAJES) + 1;
    const t1 = performance.now();
    const r = await pedir('POST', '/api/v1/openfire/get_conversation', {
      from,
      to: `${otro.username}@worknet`,
      count: 50,
      ...(antes ? { before: antes } : {}),
    });
    historial.push(performance.now() - t1);
    if (r.statusCode !== 200) throw new Error(`get_conversation: ${r.body}`);
  }
  console.log(`chat, página de 50 de ${n} mensajes (get_conversation): ${resumen(historial)} (objetivo p95 < 20 ms)`);

  const lista: number[] = [];
  let conversaciones = 0;
  let sinLeer = 0;
  for (let i = 0; i < CONSULTAS; i++) {
    const t1 = performance.now();
    const r = await pedir('GET', `/api/v1/openfire/get_conversations/?from=${encodeURIComponent(from)}`);
    lista.push(performance.now() - t1);
    if (r.statusCode !== 200) throw new Error(`get_conversations: ${r.body}`);
    const data = r.json().data as { cantidad: number }[];
    conversaciones = data.length;
    sinLeer = data.reduce((t, p) => t + p.cantidad, 0);
  }
  console.log(`chat, lista de ${conversaciones} conversaciones con ${sinLeer} sin leer (get_conversations): ${resumen(lista)} (objetivo p95 < 20 ms)`);
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
await scratch?.borrar();
