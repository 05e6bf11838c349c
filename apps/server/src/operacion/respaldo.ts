import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { abrirPglite } from '../platform/db/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { create as crearTar } from 'tar';
import {
  ARCHIVO_MANIFIESTO,
  ARCHIVO_VOLCADO,
  CARPETA_ARCHIVOS,
  CARPETA_SECRETOS,
  contarFilas,
  contarMigraciones,
  ejecutar,
  esParcial,
  medirCarpeta,
  SECRETOS_GENERADOS,
  separarPassword,
  versionMayorCliente,
  type Consulta,
  type Manifiesto,
} from './respaldo-comun';
import * as reloj from '@worknet/domain/reloj';

export type OpcionesRespaldo = {
  dataDir: string;
  databaseUrl?: string;
  /** A .tar.gz file, or a folder for the dated name (./respaldos by default). */
  salida?: string;
  ahora?: Date;
};

type Volcado = Pick<Manifiesto, 'base' | 'version_base' | 'migraciones' | 'tablas'>;

/**
 * Writes one archive: the database dump (one snapshot), DATA_DIR/files, the generated
 * secrets and a manifest with the row count of every table, so a restore can check itself.
 * Files are read after the dump: a file is stored before the row naming it commits, so
 * every file a dumped row names is already there; only one deleted between the dump and
 * the copy (a replaced receipt, a media item cleaned up) can be missing.
 */
export async function respaldar(o: OpcionesRespaldo): Promise<{ archivo: string; manifiesto: Manifiesto }> {
  const ahora = o.ahora ?? reloj.ahora();
  const archivo = destino(o.salida, ahora);
  // A new folder for the backups is the owner's only, as the archive itself (600).
  await mkdir(dirname(archivo), { recursive: true, mode: 0o700 });
  // Beside the archive, not in /tmp: the dump can be as large as the database.
  const preparacion = await mkdtemp(join(dirname(archivo), '.preparando-'));
  const parcial = `${archivo}.parcial`;
  try {
    const volcado = o.databaseUrl
      ? await volcarPostgres(o.databaseUrl, join(preparacion, ARCHIVO_VOLCADO))
      : await volcarPglite(o.dataDir, join(preparacion, ARCHIVO_VOLCADO));
    const entradas = [ARCHIVO_VOLCADO];
    const secretos: string[] = [];
    for (const s of SECRETOS_GENERADOS) {
      if (!existsSync(join(o.dataDir, s))) continue;
      await mkdir(join(preparacion, CARPETA_SECRETOS), { recursive: true });
      await copyFile(join(o.dataDir, s), join(preparacion, CARPETA_SECRETOS, s));
      secretos.push(s);
    }
    if (secretos.length) entradas.push(CARPETA_SECRETOS);
    const carpetaArchivos = join(o.dataDir, CARPETA_ARCHIVOS);
    if (existsSync(carpetaArchivos)) {
      // A link the archiver follows: the files go in as files/… without a copy on disk.
      await symlink(carpetaArchivos, join(preparacion, CARPETA_ARCHIVOS), 'dir');
      entradas.push(CARPETA_ARCHIVOS);
    }
    const manifiesto: Manifiesto = {
      formato: 1,
      aplicacion: 'worknet',
      fecha: ahora.toISOString(),
      ...volcado,
      archivos: medirCarpeta(carpetaArchivos),
      secretos,
    };
    await writeFile(join(preparacion, ARCHIVO_MANIFIESTO), JSON.stringify(manifiesto, null, 2));
    // The manifest first, so a restore reads it without going through the whole archive.
    const tar = crearTar({ gzip: true, cwd: preparacion, portable: true, follow: true, filter: (ruta) => !esParcial(ruta) }, [ARCHIVO_MANIFIESTO, ...entradas]);
    // Owner-only: the archive holds the secrets that sign every session.
    await pipeline(tar, createWriteStream(parcial, { mode: 0o600 }));
    // Renamed only when whole: an interrupted backup never looks like a finished one.
    await rename(parcial, archivo);
    return { archivo, manifiesto };
  } finally {
    await rm(preparacion, { recursive: true, force: true });
    await rm(parcial, { force: true });
  }
}

/** worknet-respaldo-AAAA-MM-DD-HHMMSS.tar.gz in the folder given (./respaldos by default), or the file given. */
export function destino(salida: string | undefined, ahora: Date): string {
  if (salida?.endsWith('.tar.gz')) return resolve(salida);
  const p = (n: number) => String(n).padStart(2, '0');
  const nombre = `worknet-respaldo-${ahora.getFullYear()}-${p(ahora.getMonth() + 1)}-${p(ahora.getDate())}-${p(ahora.getHours())}${p(ahora.getMinutes())}${p(ahora.getSeconds())}.tar.gz`;
  return resolve(salida ?? 'respaldos', nombre);
}

/**
 * PGlite: a SQL dump by pg_dump built for WebAssembly (pglite-tools), so the archive does not
 * depend on PGlite's on-disk format and also restores into PostgreSQL. PGlite is one process's:
 * the server must be stopped, which its lock file (postmaster.pid, present while open) tells.
 */
async function volcarPglite(dataDir: string, salida: string): Promise<Volcado> {
  const carpeta = join(dataDir, 'pglite');
  if (!existsSync(join(carpeta, 'PG_VERSION'))) throw new Error(`No hay una base PGlite en ${carpeta}: revise DATA_DIR.`);
  if (existsSync(join(carpeta, 'postmaster.pid'))) {
    throw new Error(
      `La base PGlite de ${carpeta} está en uso (existe postmaster.pid): detenga el servidor de Worknet y repita el respaldo. ` +
        'PGlite admite un solo proceso a la vez. Si el servidor no está en marcha (el archivo quedó de un corte), inícielo y deténgalo una vez, y repita.',
    );
  }
  const base = await abrirPglite({ dataDir: carpeta });
  try {
    const consulta: Consulta = async (sql) => (await base.query<Record<string, unknown>>(sql)).rows;
    const [version] = await consulta('select version() as v');
    const tablas = await contarFilas(consulta);
    const migraciones = await contarMigraciones(consulta);
    const volcado = await pgDump({ pg: base, args: ['--no-owner', '--no-privileges'] });
    await writeFile(salida, Buffer.from(await volcado.arrayBuffer()));
    return { base: 'pglite', version_base: String(version?.v), tablas, migraciones };
  } finally {
    await base.close();
  }
}

/**
 * PostgreSQL: pg_dump in plain SQL. The row counts are taken in a transaction whose snapshot
 * pg_dump then uses (--snapshot), so the manifest describes exactly what the dump holds even
 * with the servers running.
 */
async function volcarPostgres(databaseUrl: string, salida: string): Promise<Volcado> {
  const cliente = new pg.Client({ connectionString: databaseUrl });
  await cliente.connect();
  try {
    const consulta: Consulta = async (sql) => (await cliente.query<Record<string, unknown>>(sql)).rows;
    const [v] = await consulta(`select version() as v, current_setting('server_version_num')::int / 10000 as mayor`);
    const mayorServidor = Number(v?.mayor);
    const mayorPgDump = await versionMayorCliente('pg_dump');
    if (mayorPgDump < mayorServidor) {
      throw new Error(
        `pg_dump es de la versión ${mayorPgDump} y el servidor de PostgreSQL de la ${mayorServidor}: pg_dump no puede respaldar un servidor más nuevo. ` +
          `Instale el cliente ${mayorServidor} (en Debian o Ubuntu: apt install postgresql-client-${mayorServidor}) y repita.`,
      );
    }
    await cliente.query('begin isolation level repeatable read read only');
    const [instantanea] = await consulta('select pg_export_snapshot() as id');
    const tablas = await contarFilas(consulta);
    const migraciones = await contarMigraciones(consulta);
    const { url, password } = separarPassword(databaseUrl);
    await ejecutar(
      'pg_dump',
      ['--format=plain', '--no-owner', '--no-privileges', `--snapshot=${String(instantanea?.id)}`, `--file=${salida}`, `--dbname=${url}`],
      password ? { PGPASSWORD: password } : {},
    );
    await cliente.query('commit');
    return { base: 'postgres', version_base: String(v?.v), tablas, migraciones };
  } finally {
    await cliente.end();
  }
}
