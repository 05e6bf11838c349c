import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/platform/db/client';
import { crearAlmacenEnDisco } from '../src/platform/files/almacen';
import { contarFilas, ejecutar } from '../src/operacion/respaldo-comun';
import { respaldar } from '../src/operacion/respaldo';
import { restaurar } from '../src/operacion/respaldo-restaurar';
import { mailerDePrueba } from './app-de-prueba';
import { archivosDe, comprobarRestaurada, configEn, sinCola } from './respaldo-apoyo';
import { crearUsuario, iniciarSesion } from './factories';
import { crearPersona } from './novedades-personal-apoyo';

// The operator's path on PostgreSQL: pg_dump while the server runs, psql into an empty
// database, and a server on the restored database and DATA_DIR finds everything.
function basePostgres() {
  const b = inject('baseDePrueba');
  if (b.tipo !== 'postgres') throw new Error('respaldo.postgres.test.ts corre solo con TEST_DATABASE_URL');
  return b;
}
const b = basePostgres();
const raiz = mkdtempSync(join(tmpdir(), 'worknet-respaldo-pg-'));
const origen = join(raiz, 'origen');
const destino = join(raiz, 'destino');
const sufijo = randomBytes(4).toString('hex');
const bases = { origen: `worknet_t_resp_o_${sufijo}`, destino: `worknet_t_resp_d_${sufijo}` };
const urlDe = (nombre: string) => Object.assign(new URL(b.url), { pathname: `/${nombre}` }).toString();

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: b.url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function abrir(dataDir: string, url: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir });
  const app = await buildApp({ config: configEn(dataDir), database, mailer: mailerDePrueba(), logger: false });
  await app.ready();
  const filas = () => contarFilas(async (q) => ((await database.db.execute(sql.raw(q))) as unknown as { rows: Record<string, unknown>[] }).rows);
  return { app, database, filas, cerrar: async () => (await app.close(), await database.close()) };
}

const grande = randomBytes(300_000);
const chico = Buffer.from('recibo de sueldo, noviembre de 2026\n');

/** A user with a persona, a session, two uploads; then the backup, with the server still up. */
async function hacerDatosYRespaldar() {
  const o = await abrir(origen, urlDe(bases.origen));
  try {
    const u = await crearUsuario(o.database.db, { username: 'respaldada' });
    await crearPersona(o.database.db, { sectorId: u.sectores[0]!, usuarioId: u.id, apellido: 'Respaldada' });
    const token = await iniciarSesion(o.app, 'respaldada');
    const almacen = crearAlmacenEnDisco(join(origen, 'files'));
    await almacen.guardar('media/2026/11/foto.bin', grande);
    await almacen.guardar('recibos/2026-11/recibo.txt', chico);
    const filasOrigen = await o.filas();
    // pg_dump reads one snapshot, the one the manifest's counts come from.
    const { archivo } = await respaldar({ dataDir: origen, databaseUrl: urlDe(bases.origen), salida: join(raiz, 'respaldos') });
    return { token, filasOrigen, archivo };
  } finally {
    await o.cerrar();
  }
}

beforeAll(async () => {
  await admin(`create database ${bases.origen} template ${b.plantilla}`);
  await admin(`create database ${bases.destino}`);
});

afterAll(async () => {
  for (const n of Object.values(bases)) await admin(`drop database if exists ${n} with (force)`);
  rmSync(raiz, { recursive: true, force: true });
});

describe('npm run backup y npm run restore (PostgreSQL)', () => {
  it('respalda con el servidor en marcha y restaura en una base vacía cada fila, cada archivo y el secreto', async () => {
    const { token, filasOrigen, archivo } = await hacerDatosYRespaldar();

    const r = await restaurar({ archivo, dataDir: destino, databaseUrl: urlDe(bases.destino) });
    expect(r.manifiesto.base).toBe('postgres');
    expect(sinCola(r.manifiesto.tablas)).toEqual(sinCola(filasOrigen));
    expect(r.manifiesto.secretos).toEqual(['jwt-secret']);
    expect(archivosDe(join(destino, 'files'))).toEqual(['media/2026/11/foto.bin', 'recibos/2026-11/recibo.txt']);
    expect(readFileSync(join(destino, 'files', 'media/2026/11/foto.bin')).equals(grande)).toBe(true);
    expect(readFileSync(join(destino, 'files', 'recibos/2026-11/recibo.txt')).equals(chico)).toBe(true);
    expect(readFileSync(join(destino, 'jwt-secret'), 'utf8')).toBe(readFileSync(join(origen, 'jwt-secret'), 'utf8'));

    const d = await abrir(destino, urlDe(bases.destino));
    try {
      await d.database.migrate();
      expect(sinCola(await d.filas())).toEqual(sinCola(filasOrigen));
      await comprobarRestaurada(d, token);
    } finally {
      await d.cerrar();
    }

    // Again into the same database, with an empty DATA_DIR: refused, the database untouched.
    const otroDir = join(raiz, 'otro');
    await expect(restaurar({ archivo, dataDir: otroDir, databaseUrl: urlDe(bases.destino) })).rejects.toThrow(
      /No se restaura sobre datos existentes: la base de DATABASE_URL tiene \d+ tablas/,
    );
  }, 120_000);

  it('sin pg_dump o psql dice qué instalar', async () => {
    await expect(ejecutar('pg_dump-que-no-existe', ['--version'])).rejects.toThrow(/No se encontró pg_dump-que-no-existe.*apt install postgresql-client/);
  });
});
