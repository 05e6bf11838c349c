import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** One type for both drivers; a transaction is also a Db. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type OpenOptions = ({ databaseUrl?: string; dataDir: string } | { pglite: PGlite }) & {
  /** Told when PostgreSQL closes an idle pooled connection (restart, failover, terminated backend). */
  alPerderConexion?: (err: Error) => void;
};

const avisarPorConsola = (err: Error) => console.error(`Se perdió una conexión inactiva con PostgreSQL; la próxima consulta abre otra. (${err.message})`);

/** PGlite in DATA_DIR without DATABASE_URL, a pg pool with it. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const migrationsFolder = carpetaMigraciones();
  if ('databaseUrl' in opts && opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // pg-pool emits 'error' for an idle client the server closed, and an unheard
    // 'error' event ends the process. The pool has already dropped that client.
    pool.on('error', opts.alPerderConexion ?? avisarPorConsola);
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // An advisory lock so several instances starting together migrate once.
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(7263001)');
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(7263001)').catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = 'pglite' in opts ? opts.pglite : await PGlite.create({ dataDir: join(opts.dataDir, 'pglite') });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

// Migrations sit in apps/server/drizzle; found by walking up from this file so the
// same code works from src/ (tsx, vitest) and from the dist/ bundle.
function carpetaMigraciones(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('No se encontró la carpeta de migraciones (drizzle/)');
}

export async function tamanoBaseDeDatos(db: Db): Promise<number> {
  const r = await db.execute<{ size: string }>(sql`select pg_database_size(current_database())::text as size`);
  return Number((r as { rows: { size: string }[] }).rows[0]?.size ?? 0);
}
