import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { SSO_SECRET_E2E } from './constantes';
import { iniciarBuzon, type CorreoRecibido } from './correo';

// One Worknet server per Playwright worker, so journeys run in parallel without sharing
// a database: each worker starts the built server (`npm run build` first) on its own
// port, with its own embedded database and its own SMTP mailbox, and stops it when the
// worker ends. Files that run in the same worker share that database; files in other
// workers never see it. Every journey imports `test` and `expect` from here, not from
// '@playwright/test'.
//
// Migrating and seeding a new database is most of a server's start, so it is done once:
// the global setup (plantilla.ts) starts a server on an empty directory, stops it, and
// each worker starts on a copy of that directory (the demo organisation as seeded, never
// touched by a journey), as the API tests do with their PGlite template.

export type Servidor = {
  /** The server's address; also the worker's `baseURL`. */
  url: string;
  dataDir: string;
  /** The mails the server sent to an address so far, oldest first. */
  correosPara(email: string): CorreoRecibido[];
};

const raiz = fileURLToPath(new URL('../..', import.meta.url));
export const PUERTO_BASE = Number(process.env.E2E_PORT ?? 3100);
// Generous: a loaded 2-core machine has taken over 3 minutes to seed a new database.
const ARRANQUE_MS = 300_000;
/** The seeded database each worker copies, made by the global setup (plantilla.ts). */
export const VAR_PLANTILLA = 'WORKNET_E2E_PLANTILLA';

/** Fails early and clearly if something (a server left over from another run) holds the port. */
async function exigirPuertoLibre(puerto: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const sonda = createServer();
    sonda.once('error', (err: NodeJS.ErrnoException) =>
      reject(new Error(err.code === 'EADDRINUSE' ? `El puerto ${puerto} está ocupado (¿un servidor de otra corrida?); use otro con E2E_PORT.` : err.message)),
    );
    sonda.listen(puerto, () => sonda.close(() => resolve()));
  });
}

/** Waits for /api/health to answer 200, or fails as soon as the server exits. */
async function esperarSalud(url: string, proceso: ChildProcess, errores: () => string): Promise<void> {
  let salida: string | undefined;
  const alSalir = (codigo: number | null, senal: string | null) => (salida = `el servidor terminó (${codigo ?? senal}) al arrancar:\n${errores()}`);
  proceso.once('exit', alSalir);
  const limite = Date.now() + ARRANQUE_MS;
  try {
    for (;;) {
      if (salida) throw new Error(salida);
      if (Date.now() > limite) throw new Error(`el servidor no respondió ${url}/api/health en ${ARRANQUE_MS / 1000} s:\n${errores()}`);
      const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      // Polling: the server signals readiness only by answering.
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    proceso.off('exit', alSalir);
  }
}

/** SIGTERM (the server closes its database cleanly), SIGKILL if it takes too long. */
async function detener(proceso: ChildProcess): Promise<void> {
  if (proceso.exitCode !== null || proceso.signalCode !== null) return;
  const terminado = new Promise<void>((resolve) => proceso.once('exit', () => resolve()));
  proceso.kill('SIGTERM');
  const plazo = setTimeout(() => proceso.kill('SIGKILL'), 15_000);
  await terminado;
  clearTimeout(plazo);
}

export type ServidorEnMarcha = { url: string; detener(): Promise<void> };

/**
 * Starts the built server on a data directory and waits until it answers. The env is
 * what the journeys rely on: test mode (demo seed), the SSO secret of constantes.ts, no
 * rate limit in practice, warnings only, mail to the given SMTP port.
 */
export async function arrancarServidor(puerto: number, dataDir: string, puertoSmtp: number): Promise<ServidorEnMarcha> {
  await exigirPuertoLibre(puerto);
  const url = `http://localhost:${puerto}`;
  const proceso = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: raiz,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(puerto),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SSO_JWT_SECRET: SSO_SECRET_E2E,
      // Push on, as in production: a real-looking subject (the service worker is blocked in most journeys).
      VAPID_SUBJECT: 'mailto:sistemas@sanatorio-sanmartin.com.ar',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${puertoSmtp}`,
    },
  });
  // The server's warnings and errors go to the runner's output, as with webServer;
  // the last ones also explain a failed start.
  let stderr = '';
  proceso.stderr!.on('data', (d: Buffer) => {
    process.stderr.write(d);
    stderr = (stderr + d.toString()).slice(-4_000);
  });
  // If this process dies without its teardown, the server must not outlive it.
  const matarAlSalir = () => proceso.kill('SIGKILL');
  process.once('exit', matarAlSalir);
  const detenerlo = async () => {
    await detener(proceso);
    process.off('exit', matarAlSalir);
  };
  try {
    await esperarSalud(url, proceso, () => stderr);
  } catch (err) {
    await detenerlo();
    throw err;
  }
  return { url, detener: detenerlo };
}

export const test = base.extend<object, { servidor: Servidor }>({
  servidor: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from its first parameter.
    async ({}, use, workerInfo) => {
      const plantilla = process.env[VAR_PLANTILLA];
      if (!plantilla) throw new Error(`Falta ${VAR_PLANTILLA}: la crea el globalSetup de playwright.config.ts.`);
      // workerIndex, not parallelIndex: a worker that replaces a failed one gets a new
      // index, so its port never collides with a server still shutting down.
      const puerto = PUERTO_BASE + workerInfo.workerIndex;
      const dataDir = mkdtempSync(join(tmpdir(), `worknet-e2e-w${workerInfo.workerIndex}-`));
      cpSync(plantilla, dataDir, { recursive: true });
      const buzon = await iniciarBuzon();
      try {
        const servidor = await arrancarServidor(puerto, dataDir, buzon.puerto);
        try {
          await use({ url: servidor.url, dataDir, correosPara: (email) => buzon.correosPara(email) });
        } finally {
          await servidor.detener();
        }
      } finally {
        await buzon.cerrar();
        if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
      }
    },
    // Started with the worker, before its first test, under its own time limit.
    { scope: 'worker', auto: true, timeout: ARRANQUE_MS + 30_000 },
  ],
  baseURL: async ({ servidor }, use) => {
    await use(servidor.url);
  },
});

export { expect };
