import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { abrirPglite } from './pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { quitarPermisosAjenos } from '../files/permisos';

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
          const conexion = drizzlePg(client);
          await rechazarBaseMasNueva(conexion, migrationsFolder);
          await migratePg(conexion, { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(7263001)').catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const carpeta = 'pglite' in opts ? undefined : join(opts.dataDir, 'pglite');
  const client = carpeta === undefined ? (opts as { pglite: PGlite }).pglite : await abrirPglite({ dataDir: carpeta });
  // PGlite chmods every file it creates to 666 whatever the umask (platform/files/permisos.ts):
  // taken back to the owner once it has created them, and again after the migrations.
  if (carpeta) quitarPermisosAjenos(carpeta);
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await rechazarBaseMasNueva(db, migrationsFolder);
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      if (carpeta) quitarPermisosAjenos(carpeta);
    },
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

type EntradaDiario = { when: number; tag: string };

// The code's migrations as drizzle-kit lists them (meta/_journal.json), read once per folder.
const diarios = new Map<string, EntradaDiario[]>();
function diarioDeMigraciones(carpeta = carpetaMigraciones()): EntradaDiario[] {
  let d = diarios.get(carpeta);
  if (!d) {
    const texto = readFileSync(join(carpeta, 'meta', '_journal.json'), 'utf8');
    d = (JSON.parse(texto) as { entries: EntradaDiario[] }).entries.map((e) => ({ when: Number(e.when), tag: e.tag }));
    diarios.set(carpeta, d);
  }
  return d;
}

/** When each applied migration was written (drizzle keeps the journal's `when` as created_at); none before the first start. */
async function migracionesAplicadas(db: Db): Promise<number[]> {
  const existe = await db.execute<{ existe: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as existe`);
  if (!(existe as { rows: { existe: boolean }[] }).rows[0]?.existe) return [];
  const r = await db.execute<{ creada: string }>(sql`select created_at::text as creada from drizzle.__drizzle_migrations`);
  return (r as { rows: { creada: string }[] }).rows.map((f) => Number(f.creada));
}

const fechaDeMigracion = (ms: number) => {
  const d = new Date(ms);
  const dos = (n: number) => String(n).padStart(2, '0');
  return `${dos(d.getUTCDate())}/${dos(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

/**
 * Refuses a database that a newer Worknet already migrated. drizzle's migrator applies only the
 * migrations written after the last applied one, so on such a database it would do nothing and
 * the old code would run against tables it does not know: stop instead, before touching anything.
 */
export async function rechazarBaseMasNueva(db: Db, carpeta = carpetaMigraciones()): Promise<void> {
  const diario = diarioDeMigraciones(carpeta);
  const ultima = diario[diario.length - 1];
  const aplicadas = await migracionesAplicadas(db);
  const posteriores = aplicadas.filter((c) => !ultima || c > ultima.when);
  if (posteriores.length === 0 && aplicadas.length <= diario.length) return;
  const masNueva = Math.max(...aplicadas);
  throw new Error(
    `La base de datos tiene migraciones más nuevas que este Worknet (la base tiene ${aplicadas.length} aplicadas, la última del ${fechaDeMigracion(masNueva)}; ` +
      `este servidor conoce ${diario.length}, hasta ${ultima?.tag ?? 'ninguna'} del ${ultima ? fechaDeMigracion(ultima.when) : '-'}): ` +
      'actualice el servidor, no lo baje de versión.',
  );
}

/** How many of the code's migrations the database lacks (0 when it is up to date). */
export async function migracionesPendientes(db: Db, carpeta = carpetaMigraciones()): Promise<number> {
  const aplicadas = new Set(await migracionesAplicadas(db));
  return diarioDeMigraciones(carpeta).filter((e) => !aplicadas.has(e.when)).length;
}

export async function tamanoBaseDeDatos(db: Db): Promise<number> {
  const r = await db.execute<{ size: string }>(sql`select pg_database_size(current_database())::text as size`);
  return Number((r as { rows: { size: string }[] }).rows[0]?.size ?? 0);
}
