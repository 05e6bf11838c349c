import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abrirPglite } from '../src/platform/db/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db/client';
import { sincronizarRbac } from '../src/platform/rbac/rbac.service';
import { postgres } from './comun.mjs';

// What the in-process benchmarks (fichaje.ts, tareas.ts) share: a fresh PGlite in a temporary
// folder, migrated and with the permissions synced, and the app built on it with no rate limit
// (each benchmark logs in many people) and no logging. With `urlPostgres` (BENCH_DATABASE_URL, a
// role that may create databases) the same on a scratch PostgreSQL database, dropped by cerrar().

export async function appEnProceso(prefijo: string, urlPostgres?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${prefijo}-`));
  // The scratch PostgreSQL database of the other benchmarks (comun.mjs): created now, dropped by cerrar().
  const base = urlPostgres ? await postgres(urlPostgres, prefijo) : null;
  const databaseUrl: string | undefined = base?.env.DATABASE_URL;
  const database = databaseUrl
    ? await openDatabase({ databaseUrl, dataDir })
    : await openDatabase({ pglite: await abrirPglite({ dataDir: join(dataDir, 'pg') }) });
  await database.migrate();
  await sincronizarRbac(database.db);
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    JWT_SECRET: 'secreto-jwt-del-benchmark-0123456789abcdef',
    SSO_JWT_SECRET: 'secreto-sso-del-benchmark-0123456789',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    database,
    db: database.db,
    /** Closes the app and the database and removes the folder. */
    cerrar: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      await base?.borrar();
    },
  };
}

/** The p-th percentile of some measures (ms). */
export const percentil = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
