import { existsSync, readdirSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { abrirPglite } from '../platform/db/pglite';
import pg from 'pg';
import { extract as extraerTar } from 'tar';
import { quitarPermisosAjenos } from '../platform/files/permisos';
import {
  ARCHIVO_MANIFIESTO,
  ARCHIVO_VOLCADO,
  CARPETA_ARCHIVOS,
  CARPETA_SECRETOS,
  contarFilas,
  ejecutar,
  esParcial,
  fechaLegible,
  medirCarpeta,
  separarPassword,
  type Consulta,
  type Manifiesto,
} from './respaldo-comun';

export type OpcionesRestauracion = { archivo: string; dataDir: string; databaseUrl?: string };

export type Restauracion = {
  manifiesto: Manifiesto;
  archivos: { cantidad: number; bytes: number };
  /** Told, not fatal: files can change while a live PostgreSQL installation is backed up. */
  avisos: string[];
};

/**
 * Restores an archive of `respaldar` into an empty DATA_DIR (PGlite) or an empty database
 * (DATABASE_URL), then checks every table's row count against the manifest. It never
 * overwrites: a target with a database, files or secrets is refused before anything is written.
 */
export async function restaurar(o: OpcionesRestauracion): Promise<Restauracion> {
  const archivo = resolve(o.archivo);
  if (!existsSync(archivo)) throw new Error(`No existe el archivo ${archivo}.`);
  const preparacion = await mkdtemp(join(tmpdir(), 'worknet-restaurar-'));
  try {
    await extraerTar({
      file: archivo,
      cwd: preparacion,
      filter: (ruta) => ruta === ARCHIVO_MANIFIESTO || ruta === ARCHIVO_VOLCADO || ruta.startsWith(`${CARPETA_SECRETOS}/`),
    });
    const manifiesto = await leerManifiesto(preparacion);
    await exigirDestinoVacio(o, manifiesto);
    await mkdir(o.dataDir, { recursive: true, mode: 0o700 });
    const volcado = join(preparacion, ARCHIVO_VOLCADO);
    const tablas = o.databaseUrl ? await restaurarPostgres(o.databaseUrl, volcado, manifiesto) : await restaurarPglite(o.dataDir, volcado);
    const diferencias = compararTablas(manifiesto.tablas, tablas);
    if (diferencias.length) {
      throw new Error(`La base restaurada no coincide con el respaldo (filas por tabla): ${diferencias.join('; ')}.`);
    }
    await extraerTar({
      file: archivo,
      cwd: o.dataDir,
      filter: (ruta) => ruta.startsWith(`${CARPETA_ARCHIVOS}/`) && !esParcial(ruta),
    });
    for (const s of manifiesto.secretos) {
      const destino = join(o.dataDir, s);
      await copyFile(join(preparacion, CARPETA_SECRETOS, s), destino);
      await chmod(destino, 0o600);
    }
    // The owner's only, like the server leaves it at start (platform/files/permisos.ts): PGlite wrote
    // its files 666, and the archive's folders come with the modes they had (755 before issue 37).
    quitarPermisosAjenos(o.dataDir);
    const archivos = medirCarpeta(join(o.dataDir, CARPETA_ARCHIVOS));
    const avisos: string[] = [];
    if (archivos.cantidad !== manifiesto.archivos.cantidad || archivos.bytes !== manifiesto.archivos.bytes) {
      avisos.push(
        `Se restauraron ${archivos.cantidad} archivos (${archivos.bytes} bytes); el manifiesto contó ${manifiesto.archivos.cantidad} (${manifiesto.archivos.bytes} bytes). ` +
          'Puede pasar si se subieron o borraron archivos mientras se hacía el respaldo.',
      );
    }
    return { manifiesto, archivos, avisos };
  } finally {
    await rm(preparacion, { recursive: true, force: true });
  }
}

async function leerManifiesto(carpeta: string): Promise<Manifiesto> {
  const ruta = join(carpeta, ARCHIVO_MANIFIESTO);
  if (!existsSync(ruta) || !existsSync(join(carpeta, ARCHIVO_VOLCADO))) {
    throw new Error('El archivo no es un respaldo de Worknet (le falta manifiesto.json o base.sql).');
  }
  const m = JSON.parse(await readFile(ruta, 'utf8')) as Manifiesto;
  if (m.aplicacion !== 'worknet' || m.formato !== 1) throw new Error(`Formato de respaldo desconocido (${String(m.formato)}): actualice Worknet.`);
  return m;
}

const vacia = (carpeta: string) => !existsSync(carpeta) || readdirSync(carpeta).length === 0;

async function exigirDestinoVacio(o: OpcionesRestauracion, m: Manifiesto): Promise<void> {
  const ocupado: string[] = [];
  if (!vacia(join(o.dataDir, CARPETA_ARCHIVOS))) ocupado.push(`la carpeta ${join(o.dataDir, CARPETA_ARCHIVOS)} tiene archivos`);
  for (const s of m.secretos) if (existsSync(join(o.dataDir, s))) ocupado.push(`ya existe ${join(o.dataDir, s)}`);
  if (o.databaseUrl) {
    const tablas = await tablasDe(o.databaseUrl);
    if (tablas.length) ocupado.push(`la base de DATABASE_URL tiene ${tablas.length} tablas (p. ej. ${tablas.slice(0, 3).join(', ')})`);
  } else {
    if (m.base === 'postgres') {
      throw new Error('Este respaldo es de PostgreSQL: se restaura en una base PostgreSQL vacía. Defina DATABASE_URL y repita.');
    }
    if (!vacia(join(o.dataDir, 'pglite'))) ocupado.push(`la carpeta ${join(o.dataDir, 'pglite')} ya tiene una base`);
  }
  if (ocupado.length) {
    throw new Error(
      `No se restaura sobre datos existentes: ${ocupado.join('; ')}. Restaure en un DATA_DIR y una base vacíos ` + `(respaldo del ${fechaLegible(m.fecha)}).`,
    );
  }
}

async function tablasDe(databaseUrl: string): Promise<string[]> {
  const cliente = new pg.Client({ connectionString: databaseUrl });
  await cliente.connect();
  try {
    const r = await cliente.query<{ t: string }>(
      `select n.nspname || '.' || c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%' order by 1`,
    );
    return r.rows.map((f) => f.t);
  } finally {
    await cliente.end();
  }
}

async function restaurarPglite(dataDir: string, volcado: string): Promise<Record<string, number>> {
  const carpeta = join(dataDir, 'pglite');
  const base = await abrirPglite({ dataDir: carpeta });
  let bien = false;
  try {
    // pglite-tools dumps with --inserts, so the whole file runs as one script.
    await base.exec(await readFile(volcado, 'utf8'));
    const tablas = await contarFilas(async (sql) => (await base.query<Record<string, unknown>>(sql)).rows);
    bien = true;
    return tablas;
  } finally {
    await base.close();
    // A half-restored database is removed, so the same command can be run again.
    if (!bien) await rm(carpeta, { recursive: true, force: true });
  }
}

/** psql in one transaction: on any error the database stays empty. */
async function restaurarPostgres(databaseUrl: string, volcado: string, m: Manifiesto): Promise<Record<string, number>> {
  const cliente = new pg.Client({ connectionString: databaseUrl });
  await cliente.connect();
  try {
    const consulta: Consulta = async (sql) => (await cliente.query<Record<string, unknown>>(sql)).rows;
    const [v] = await consulta(`select current_setting('server_version_num')::int / 10000 as mayor`);
    const origen = Number(/PostgreSQL (\d+)/.exec(m.version_base)?.[1] ?? 0);
    if (Number(v?.mayor) < origen) {
      throw new Error(`El respaldo viene de PostgreSQL ${origen} y este servidor es ${String(v?.mayor)}: restaure en un servidor ${origen} o posterior.`);
    }
    const { url, password } = separarPassword(databaseUrl);
    await ejecutar('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', `--file=${volcado}`, `--dbname=${url}`], {
      ...(password ? { PGPASSWORD: password } : {}),
      PGOPTIONS: '--client-min-messages=warning',
    });
    return await contarFilas(consulta);
  } finally {
    await cliente.end();
  }
}

function compararTablas(esperadas: Record<string, number>, halladas: Record<string, number>): string[] {
  const nombres = new Set([...Object.keys(esperadas), ...Object.keys(halladas)]);
  return [...nombres]
    .filter((t) => esperadas[t] !== halladas[t])
    .map((t) => `${t}: ${esperadas[t] ?? 'falta'} en el respaldo, ${halladas[t] ?? 'falta'} restauradas`);
}
