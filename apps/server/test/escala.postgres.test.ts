import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { io as conectarCliente, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { TRABAJO_PROGRAMADAS } from '../src/modules/novedades/novedades.vivo';
import { EVENTO_NOTIFICACION } from '../src/modules/notificaciones/notificaciones.service';
import { compilarParaNode } from './compilar-apoyo';
import { esperarEvento } from './notificaciones-apoyo';
import { iniciarRedis, puertoLibre } from './operacion-apoyo';
import { openDatabase, type Database } from '../src/platform/db/client';
import { filasDe } from '../src/platform/db/sql';
import { crearUsuario, PASSWORD } from './factories';

/**
 * Scale-out as an operator runs it (issue 24): two real server processes (src/main.ts,
 * production mode) started at the same moment on one fresh PostgreSQL database, one
 * redis-server and one shared DATA_DIR (the JWT secret and the uploaded files), and
 * nothing else in common. Every request goes over HTTP to one instance or the other.
 * Without redis-server this file FAILS (CI installs it); it never skips.
 */
const base = inject('baseDePrueba');
if (base.tipo !== 'postgres') throw new Error('Este archivo necesita TEST_DATABASE_URL.');
const URL_ADMIN = base.url;

const RAIZ_SERVIDOR = resolve(import.meta.dirname, '..');
const ESPERA_MS = 5_000;
// A limit, not a wait: about 15 s on an idle 2-core machine, close to a minute under a full CI run.
const ARRANQUE_MS = 120_000;

type Instancia = { nombre: string; proceso: ChildProcess; url: string; salida: () => string };

let redis: ChildProcess | undefined;
let nombreBase = '';
let dataDir = '';
let compilado = '';
let database: Database | undefined;
let a: Instancia | undefined;
let b: Instancia | undefined;
/** Database clock when the instances were started: the job queue's rows are compared with it. */
let arranque: Date | undefined;
let fallaDeArranque: Error | undefined;
const abiertos: Socket[] = [];

/** Rejects when the process ends or cannot start (the startup race loses on it). */
function alTerminar(proceso: ChildProcess, que: string, salida: () => string): Promise<never> {
  const p = new Promise<never>((_, reject) => {
    proceso.once('error', (err: NodeJS.ErrnoException) => reject(new Error(`No se pudo iniciar ${que}: ${err.message}`)));
    proceso.once('exit', (code, signal) => reject(new Error(`${que} terminó al iniciar (código ${code ?? signal}):\n${salida().trim()}`)));
  });
  p.catch(() => undefined);
  return p;
}

/** Polls `listo` every 100 ms until it holds, the process dies or the time runs out. */
async function esperarA(listo: () => Promise<boolean>, proceso: ChildProcess, que: string, salida: () => string, ms: number): Promise<void> {
  const fin = alTerminar(proceso, que, salida);
  const sondeo = (async () => {
    const hasta = Date.now() + ms;
    while (Date.now() < hasta) {
      if (await listo()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${que}: sin respuesta en ${ms / 1000} s.\n${salida().trim()}`);
  })();
  await Promise.race([sondeo, fin]);
}

/**
 * The server bundled as `npm run build` does (scripts/build.mjs: workspace packages inlined,
 * npm packages external), from the sources under test, into a folder of its own: dist/ may be
 * missing or stale, and other runs may be using it. Inside apps/server/node_modules (ignored by
 * git) so the bundle finds the npm packages and the migrations (drizzle/) by walking up, as
 * dist/main.js does. Starting a bundle takes about a second; tsx compiling the sources in two
 * processes at once took most of a minute on a loaded 2-core machine.
 */
function compilarServidor(): Promise<string> {
  return compilarParaNode('src/main.ts', 'worknet-escala-', { conDominio: true });
}

/**
 * One Worknet server process, as `npm start` runs it, in production mode (no demo data: the
 * users are made by each test). Its output is kept for the error message when it fails.
 */
function iniciarInstancia(nombre: string, port: number, env: Record<string, string>): Instancia {
  const proceso = spawn(process.execPath, [join(compilado, 'main.js')], {
    cwd: RAIZ_SERVIDOR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  const guardar = (d: Buffer) => {
    // The last lines are enough to explain a failed start.
    salida = (salida + d.toString()).slice(-8_000);
  };
  proceso.stdout?.on('data', guardar);
  proceso.stderr?.on('data', guardar);
  return { nombre, proceso, url: `http://127.0.0.1:${port}`, salida: () => salida };
}

async function saludable(url: string): Promise<boolean> {
  try {
    const r = await fetch(`${url}/api/health`);
    return r.status === 200;
  } catch {
    return false;
  }
}

/** SIGTERM (the server's own shutdown), SIGKILL if it has not ended in 10 s. */
async function detener(proceso: ChildProcess | undefined): Promise<void> {
  if (!proceso || proceso.exitCode !== null || proceso.signalCode !== null) return;
  const fin = new Promise<void>((r) => proceso.once('exit', () => r()));
  proceso.kill('SIGTERM');
  const plazo = setTimeout(() => proceso.kill('SIGKILL'), 10_000);
  await fin;
  clearTimeout(plazo);
}

async function conAdmin<T>(hacer: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: URL_ADMIN });
  await c.connect();
  try {
    return await hacer(c);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  try {
    const [r, carpeta] = await Promise.all([iniciarRedis(), compilarServidor()]);
    redis = r.proceso;
    compilado = carpeta;
    // An empty database, not the migrated test template: both instances meet a new
    // installation and race for its migrations and seeds, as two machines would.
    nombreBase = `worknet_escala_${randomBytes(6).toString('hex')}`;
    await conAdmin((c) => c.query(`create database ${nombreBase}`));
    const url = new URL(URL_ADMIN);
    url.pathname = `/${nombreBase}`;
    dataDir = mkdtempSync(join(tmpdir(), 'worknet-escala-'));
    // No JWT_SECRET: the shared DATA_DIR is what gives both the same one.
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      REDIS_URL: r.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_MAX: '100000',
      JWT_SECRET: '',
      // The schedules are checked each second instead of each 30 s (see the last test).
      WORKNET_TRABAJOS_SONDEO_SEGUNDOS: '1',
    };
    database = await openDatabase({ databaseUrl: url.toString(), dataDir });
    arranque = await ahoraEnLaBase();
    const [pa, pb] = await Promise.all([puertoLibre(), puertoLibre()]);
    a = iniciarInstancia('A', pa, env);
    b = iniciarInstancia('B', pb, env);
    await Promise.all([a, b].map((i) => esperarA(() => saludable(i.url), i.proceso, `La instancia ${i.nombre}`, i.salida, ARRANQUE_MS)));
  } catch (err) {
    // Reported by every test (a failed beforeAll alone would show them as skipped).
    fallaDeArranque = err as Error;
  }
}, 180_000);
afterEach(() => {
  for (const s of abiertos.splice(0)) s.disconnect();
});
afterAll(async () => {
  await Promise.all([detener(a?.proceso), detener(b?.proceso)]);
  await database?.close();
  if (nombreBase) await conAdmin((c) => c.query(`drop database if exists ${nombreBase} with (force)`));
  await detener(redis);
  for (const d of [dataDir, compilado]) if (d) rmSync(d, { recursive: true, force: true });
}, 30_000);

/** The two instances, or the startup failure as this test's error. */
function instancias(): { a: Instancia; b: Instancia; db: Database['db'] } {
  if (fallaDeArranque) throw fallaDeArranque;
  return { a: a!, b: b!, db: database!.db };
}

async function ahoraEnLaBase(): Promise<Date> {
  const [f] = filasDe<{ ahora: Date }>(await database!.db.execute(sql`select now() as ahora`));
  return new Date(f!.ahora);
}

type Respuesta = { status: number; json: { success?: boolean; message?: string; data?: unknown; token?: string } };

async function pedir(i: Instancia, metodo: string, ruta: string, o: { token?: string; cuerpo?: unknown } = {}): Promise<Respuesta> {
  const r = await fetch(`${i.url}${ruta}`, {
    method: metodo,
    headers: {
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...(o.cuerpo !== undefined && !(o.cuerpo instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: o.cuerpo === undefined ? undefined : o.cuerpo instanceof FormData ? o.cuerpo : JSON.stringify(o.cuerpo),
  });
  return { status: r.status, json: (await r.json()) as Respuesta['json'] };
}

async function login(i: Instancia, username: string): Promise<string> {
  const r = await pedir(i, 'POST', '/api/v1/login', { cuerpo: { username, password: PASSWORD } });
  if (r.status !== 200 || !r.json.token) throw new Error(`login de ${username} en ${i.nombre} falló: ${JSON.stringify(r.json)}`);
  return r.json.token;
}

const usuarioActual = (i: Instancia, token: string) => pedir(i, 'GET', '/api/v1/get_user', { token });

function conectar(i: Instancia, token: string): Promise<Socket> {
  // The web's handshake (apps/web/src/lib/socket.ts): the token in `auth`.
  const socket = conectarCliente(i.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: ESPERA_MS });
  abiertos.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const SESION_CERRADA = 'La sesión venció o fue cerrada. Por favor inicie sesión nuevamente.';

describe('dos procesos del servidor sobre una base PostgreSQL, un Redis y un DATA_DIR compartido', () => {
  it('un inicio de sesión en A vale en B', async () => {
    const { a, b, db } = instancias();
    const ana = await crearUsuario(db);
    const token = await login(a, ana.username);
    const r = await usuarioActual(b, token);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.data).toMatchObject({ id: ana.id, username: ana.username });
  });

  it('el logout en A y la desactivación hecha en A se rechazan en B en el pedido siguiente', async () => {
    const { a, b, db } = instancias();
    const [ana, beto, admin] = await Promise.all([crearUsuario(db), crearUsuario(db), crearUsuario(db, { items: ['Administrador'] })]);

    // B checks each token once and keeps the session in its memory cache: only the
    // invalidation that crosses through Redis can make it refuse the next request.
    const deAna = await login(a, ana.username);
    expect((await usuarioActual(b, deAna)).status).toBe(200);
    expect((await pedir(a, 'POST', '/api/v1/logout', { token: deAna, cuerpo: {} })).status).toBe(200);
    const trasLogout = await usuarioActual(b, deAna);
    expect(trasLogout.status).toBe(401);
    expect(trasLogout.json.message).toBe(SESION_CERRADA);

    const deBeto = await login(a, beto.username);
    expect((await usuarioActual(b, deBeto)).status).toBe(200);
    const baja = await pedir(a, 'POST', '/api/v1/update_user_meta', {
      token: await login(a, admin.username),
      cuerpo: { id: beto.id, accion: 'activo', activo: false },
    });
    expect(baja.status, JSON.stringify(baja.json)).toBe(200);
    expect((await usuarioActual(b, deBeto)).status).toBe(401);
  });

  it('una notificación enviada por A llega al socket del destinatario conectado a B', async () => {
    const { a, b, db } = instancias();
    const [emisor, destinatario] = await Promise.all([crearUsuario(db, { items: ['notificaciones.notificacion.enviar'] }), crearUsuario(db)]);
    const socket = await conectar(b, await login(a, destinatario.username));
    const llegada = esperarEvento(socket, EVENTO_NOTIFICACION, ESPERA_MS);
    const titulo = `Corte de agua ${randomBytes(3).toString('hex')}`;
    const r = await pedir(a, 'POST', '/api/v1/notificaciones/enviar', {
      token: await login(a, emisor.username),
      cuerpo: { titulo, texto: 'Mañana de 8 a 10 en el edificio central.', audiencia: 'usuarios', ids: [destinatario.id] },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(await llegada).toMatchObject({ titulo, texto: 'Mañana de 8 a 10 en el edificio central.' });
  });

  it('un archivo subido a A lo sirve B (DATA_DIR/files compartido)', async () => {
    const { a, b, db } = instancias();
    const editor = await crearUsuario(db, { items: ['novedades.novedad.editar'] });
    const [tipo] = filasDe<{ id: number }>(
      await db.execute(sql`select id from recurso_media_tipo where modulo = 'novedades' and modelo = 'novedad' and label = 'Portada'`),
    );
    const datos = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0958d9' } })
      .png()
      .toBuffer();
    const f = new FormData();
    for (const [k, v] of Object.entries({ tipo_id: tipo!.id, modulo: 'novedades', modelo: 'novedad' })) f.append(k, String(v));
    f.append('file', new Blob([new Uint8Array(datos)], { type: 'image/png' }), 'portada.png');
    const subida = await pedir(a, 'POST', '/api/v1/recurso_media_worknet', { token: await login(a, editor.username), cuerpo: f });
    expect(subida.status, JSON.stringify(subida.json)).toBe(200);
    const { url } = subida.json.data as { url: string };

    // The signed link A made (signed with the shared secret) opens on B, from B's disk view.
    const r = await fetch(`${b.url}${url}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await r.arrayBuffer()).equals(datos)).toBe(true);
  });

  it('un trabajo programado corre una sola vez por minuto entre las dos instancias', async () => {
    const { db } = instancias();
    // The news job runs each minute ('* * * * *'). Both instances scheduled it, and each checks
    // the schedules every second (WORKNET_TRABAJOS_SONDEO_SEGUNDOS): a check that sent the job
    // every time, or an instance running its own timer, would run it many times a minute.
    // Jobs are read from the live table and the archive alike.
    const corridas = async () =>
      filasDe<{ estado: string; reintentos: number; salida: unknown }>(
        await db.execute(sql`
          select state as estado, retry_count as reintentos, output as salida from pgboss.job where name = ${TRABAJO_PROGRAMADAS}
          union all
          select state, retry_count, output from pgboss.archive where name = ${TRABAJO_PROGRAMADAS}`),
      );
    await expect.poll(async () => (await corridas()).filter((c) => c.estado === 'completed').length, { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
    // Then a few more checks of the schedules (each one moves pgboss.version.cron_on), so a
    // second run in the same minute would have had its chance.
    const chequeos = new Set<string>();
    await expect
      .poll(
        async () => {
          const [v] = filasDe<{ cron_on: string | null }>(await db.execute(sql`select cron_on::text from pgboss.version`));
          if (v?.cron_on) chequeos.add(v.cron_on);
          return chequeos.size;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBeGreaterThanOrEqual(4);

    const ahora = await ahoraEnLaBase();
    const filas = await corridas();
    // Never more runs than minutes since the two instances started.
    const minutos = Math.floor(ahora.getTime() / 60_000) - Math.floor(arranque!.getTime() / 60_000) + 1;
    expect(filas.length).toBeLessThanOrEqual(minutos);
    // And each run ran its handler once: no retry, the handler's own result.
    for (const f of filas.filter((x) => x.estado === 'completed')) expect(f).toMatchObject({ reintentos: 0, salida: { avisadas: 0 } });
  });
});
