import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abrirPglite } from '../src/platform/db/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { inject, vi } from 'vitest';
import { buildApp, type App, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type OpenOptions } from '../src/platform/db/client';
import type { Correo, Mailer } from '../src/platform/mail/mailer';
import { TRABAJO_RECUPERACION } from '../src/modules/auth/recuperacion.service';
import { TRABAJO_CORREO, TRABAJO_PUSH, TRABAJO_VIVO } from '../src/modules/notificaciones/canales';
import { filasDe } from '../src/platform/db/sql';

export const SSO_SECRET_PRUEBA = 'secreto-sso-de-pruebas-0123456789';

// The template's bytes, read once per worker (the server project runs without isolation, so this
// module outlives each test file): ~65 MB, about 0.5 s a file to read again. PGlite copies them
// into its own memory, so one Blob serves every database.
let plantillaLeida: { archivo: string; datos: Blob } | undefined;
function datosDePlantilla(archivo: string): Blob {
  if (plantillaLeida?.archivo !== archivo) plantillaLeida = { archivo, datos: new Blob([readFileSync(archivo)]) };
  return plantillaLeida.datos;
}

/** A fresh, migrated database for one test file (PGlite copy or a cloned PostgreSQL database). */
export async function baseDePrueba(avisos: Pick<OpenOptions, 'alPerderConexion'> = {}): Promise<Database> {
  const b = inject('baseDePrueba');
  if (b.tipo === 'pglite') {
    const client = await abrirPglite({ loadDataDir: datosDePlantilla(b.archivo) });
    return openDatabase({ pglite: client });
  }
  const nombre = `worknet_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: b.url });
  await admin.connect();
  await admin.query(`create database ${nombre} template ${b.plantilla}`);
  await admin.end();
  const url = new URL(b.url);
  url.pathname = `/${nombre}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), ...avisos });
  return {
    ...database,
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: b.url });
      await a.connect();
      await a.query(`drop database if exists ${nombre} with (force)`);
      await a.end();
    },
  };
}

export function configDePrueba(extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tmpdir(),
    JWT_SECRET: 'secreto-jwt-de-pruebas-0123456789abcdef',
    SSO_JWT_SECRET: SSO_SECRET_PRUEBA,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST: '/nonexistent',
    // A real-looking subject: web push refuses placeholders (config.ts).
    VAPID_SUBJECT: 'mailto:sistemas@clinica-worknet.com.ar',
    ...extra,
  });
}

/** A mailer that keeps what it sends, for assertions. */
export function mailerDePrueba(): Mailer & { enviados: Correo[] } {
  const enviados: Correo[] = [];
  return { enviados, enviar: async (c) => void enviados.push(c) };
}

/**
 * Leaves what this app saw of the audit check (write routes under it, those that
 * audited) for the whole run's coverage check in global-setup.ts.
 */
export function anotarAuditoria(app: App): void {
  if (!app.rutasVigiladas?.length) return;
  const archivo = join(inject('auditoriaRutas'), `${process.pid}-${randomBytes(6).toString('hex')}.json`);
  writeFileSync(archivo, JSON.stringify({ vigiladas: app.rutasVigiladas, auditadas: [...app.rutasAuditadas] }));
}

export type Prueba = { app: App; database: Database; correos: Correo[]; cerrar: () => Promise<void> };

export async function appDePrueba(
  opts: { env?: Record<string, string>; mailerReal?: boolean; rutasExtra?: (app: App) => void; logger?: AppDeps['logger'] } = {},
): Promise<Prueba> {
  const database = await baseDePrueba();
  const mailer = mailerDePrueba();
  const app = await buildApp({ config: configDePrueba(opts.env), database, mailer: opts.mailerReal ? undefined : mailer, logger: opts.logger ?? false });
  opts.rutasExtra?.(app);
  await app.ready();
  return {
    app,
    database,
    correos: mailer.enviados,
    cerrar: async () => {
      anotarAuditoria(app);
      await app.close();
      await database.close();
    },
  };
}

/** The jobs that deliver notices (notificaciones/canales.ts) and the recovery mail. */
const TRABAJOS_DE_AVISO = [TRABAJO_VIVO, TRABAJO_CORREO, TRABAJO_PUSH, TRABAJO_RECUPERACION];

/**
 * Waits until every queued notice has been delivered (or has failed for good): no job of the
 * notice queues waiting, running or due for a retry. The queue's own state, not a pause.
 */
export async function esperarAvisos(app: App, nombres: string[] = TRABAJOS_DE_AVISO): Promise<void> {
  await vi.waitFor(
    async () => {
      const [f] = filasDe<{ n: number }>(
        await app.ctx.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = any(${sql.param(nombres)}::text[]) and state in ('created', 'retry', 'active')`,
        ),
      );
      if (Number(f?.n) > 0) throw new Error(`Quedan ${f?.n} avisos por entregar.`);
    },
    { timeout: 15_000, interval: 20 },
  );
}
