import type { ChildProcess } from 'node:child_process';
import { io as conectarCliente, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/platform/db/client';
import { baseDePrueba, configDePrueba, mailerDePrueba } from './app-de-prueba';
import { iniciarRedis } from './operacion-apoyo';

/**
 * Two Worknet instances on one database joined by a real redis-server, started once for the
 * file (beforeAll) and closed after it; the sockets a test opens with `conectar` close after
 * each test. Without redis-server the file FAILS (CI installs it): a startup failure is every
 * test's error (a failed beforeAll alone would show them as skipped).
 */
export function dosInstanciasConRedis(o: { esperaMs: number }) {
  let redis: ChildProcess | undefined;
  let database: Database | undefined;
  let a: App | undefined;
  let b: App | undefined;
  const urls = { a: '', b: '' };
  let redisUrl = '';
  let fallaDeArranque: Error | undefined;
  const abiertos: Socket[] = [];

  beforeAll(async () => {
    try {
      const r = await iniciarRedis();
      redis = r.proceso;
      redisUrl = r.url;
      database = await baseDePrueba();
      const crear = () => buildApp({ config: configDePrueba({ REDIS_URL: r.url }), database: database!, mailer: mailerDePrueba(), logger: false });
      a = await crear();
      b = await crear();
      urls.a = await a.listen({ port: 0, host: '127.0.0.1' });
      urls.b = await b.listen({ port: 0, host: '127.0.0.1' });
    } catch (err) {
      fallaDeArranque = err as Error;
    }
  });
  afterEach(() => {
    for (const s of abiertos.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    redis?.kill('SIGTERM');
  });

  /** The two instances, or the startup failure as this test's error. */
  function instancias(): { a: App; b: App } {
    if (fallaDeArranque) throw fallaDeArranque;
    return { a: a!, b: b! };
  }

  /** A socket of `token` on instance `en`, connected (or the connection error). */
  function conectar(en: 'a' | 'b', token: string): Promise<Socket> {
    instancias();
    const socket = conectarCliente(urls[en], { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: o.esperaMs });
    abiertos.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  return { instancias, conectar, redisUrl: () => redisUrl };
}
