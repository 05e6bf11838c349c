import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What `npm run backup` writes next to the dump, and what `npm run restore` checks against. */
export type Manifiesto = {
  formato: 1;
  aplicacion: 'worknet';
  /** ISO 8601, UTC. */
  fecha: string;
  base: 'pglite' | 'postgres';
  /** `select version()` of the database that was dumped. */
  version_base: string;
  /** Rows of drizzle.__drizzle_migrations: the server does not migrate again what the dump brings. */
  migraciones: number;
  /** Rows per table (schema.table), counted in the dump's own snapshot. */
  tablas: Record<string, number>;
  archivos: { cantidad: number; bytes: number };
  /** Generated secrets (files of DATA_DIR) the archive carries. */
  secretos: string[];
};

export const ARCHIVO_MANIFIESTO = 'manifiesto.json';
export const ARCHIVO_VOLCADO = 'base.sql';
export const CARPETA_ARCHIVOS = 'files';
export const CARPETA_SECRETOS = 'secretos';

// The secrets config.ts generates in DATA_DIR when the environment does not give them
// (secretoPersistido). A secret added there must be added here, or a restore would
// sign every user out.
export const SECRETOS_GENERADOS = ['jwt-secret'] as const;

// Unfinished uploads (almacen.ts writes `<key>.<uuid>.parcial` and renames): never part of a backup.
export const esParcial = (ruta: string) => ruta.endsWith('.parcial');

export type Consulta = (sql: string) => Promise<Record<string, unknown>[]>;

/** Every table outside the system schemas (public, drizzle, pgboss…), with its row count. */
export async function contarFilas(consulta: Consulta): Promise<Record<string, number>> {
  const tablas = await consulta(
    `select n.nspname as esquema, c.relname as tabla from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
     order by 1, 2`,
  );
  const cuentas: Record<string, number> = {};
  for (const t of tablas) {
    const nombre = `${String(t.esquema)}.${String(t.tabla)}`;
    const [fila] = await consulta(`select count(*)::text as n from ${identificador(String(t.esquema))}.${identificador(String(t.tabla))}`);
    cuentas[nombre] = Number(fila?.n ?? 0);
  }
  return cuentas;
}

export async function contarMigraciones(consulta: Consulta): Promise<number> {
  const [existe] = await consulta(`select to_regclass('drizzle.__drizzle_migrations') is not null as hay`);
  if (!existe?.hay) return 0;
  const [fila] = await consulta(`select count(*)::text as n from drizzle.__drizzle_migrations`);
  return Number(fila?.n ?? 0);
}

const identificador = (s: string) => `"${s.replaceAll('"', '""')}"`;

/** Files and bytes under a folder, unfinished uploads left out (what the archive will hold). */
export function medirCarpeta(carpeta: string): { cantidad: number; bytes: number } {
  const total = { cantidad: 0, bytes: 0 };
  if (!existsSync(carpeta)) return total;
  for (const e of readdirSync(carpeta, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || esParcial(e.name)) continue;
    total.cantidad += 1;
    total.bytes += statTamano(join(e.parentPath, e.name));
  }
  return total;
}

function statTamano(ruta: string): number {
  try {
    return statSync(ruta).size;
  } catch {
    return 0; // deleted while walking: the archive will not hold it either
  }
}

/** A PostgreSQL URL without its password, and the password apart (for PGPASSWORD: never on a command line `ps` shows). */
export function separarPassword(databaseUrl: string): { url: string; password?: string } {
  const u = new URL(databaseUrl);
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.password = '';
  return { url: u.toString(), password };
}

/** Runs a PostgreSQL client program; a missing program is told with the package to install. */
export function ejecutar(programa: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolver, rechazar) => {
    const hijo = spawn(programa, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    hijo.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    hijo.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    hijo.on('error', (e: NodeJS.ErrnoException) =>
      rechazar(
        e.code === 'ENOENT'
          ? new Error(`No se encontró ${programa}. Instale el cliente de PostgreSQL (en Debian o Ubuntu: apt install postgresql-client) y repita.`)
          : e,
      ),
    );
    hijo.on('close', (codigo) =>
      codigo === 0 ? resolver({ stdout, stderr }) : rechazar(new Error(`${programa} terminó con error (código ${codigo}): ${stderr.trim()}`)),
    );
  });
}

/** The major version of a PostgreSQL client program (pg_dump, psql), from `--version`. */
export async function versionMayorCliente(programa: string): Promise<number> {
  const { stdout } = await ejecutar(programa, ['--version']);
  const m = /(\d+)(?:\.\d+)?/.exec(stdout);
  if (!m) throw new Error(`No se pudo leer la versión de ${programa}: ${stdout.trim()}`);
  return Number(m[1]);
}

/** DD/MM/YYYY HH:MM for messages (es-AR). */
export function fechaLegible(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
