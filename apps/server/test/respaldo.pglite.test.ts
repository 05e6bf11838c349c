import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abrirPglite } from '../src/platform/db/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/platform/db/client';
import { crearAlmacenEnDisco } from '../src/platform/files/almacen';
import { contarFilas } from '../src/operacion/respaldo-comun';
import { respaldar } from '../src/operacion/respaldo';
import { restaurar } from '../src/operacion/respaldo-restaurar';
import { mailerDePrueba } from './app-de-prueba';
import { archivosDe, comprobarRestaurada, configEn, sinCola } from './respaldo-apoyo';
import { crearUsuario, iniciarSesion } from './factories';
import { crearPersona } from './novedades-personal-apoyo';

// The whole path an operator takes on a PGlite installation: data and uploads made by the
// app, `npm run backup` with the server stopped, `npm run restore` into a new DATA_DIR, and
// the server started there finds every row, every byte and the same signing secret.
// Not created here: the PostgreSQL pass skips this file and must leave nothing behind.
const raiz = join(tmpdir(), `worknet-respaldo-${randomBytes(6).toString('hex')}`);
const origen = join(raiz, 'origen');
const destino = join(raiz, 'destino');
const respaldos = join(raiz, 'respaldos');

async function abrir(dataDir: string, desdePlantilla = false) {
  const b = inject('baseDePrueba');
  mkdirSync(dataDir, { recursive: true });
  const pglite = await abrirPglite({
    dataDir: join(dataDir, 'pglite'),
    ...(desdePlantilla && b.tipo === 'pglite' ? { loadDataDir: new Blob([readFileSync(b.archivo)]) } : {}),
  });
  const database = await openDatabase({ pglite });
  const app = await buildApp({ config: configEn(dataDir), database, mailer: mailerDePrueba(), logger: false });
  await app.ready();
  return { app, database, pglite, cerrar: async () => (await app.close(), await database.close()) };
}

const grande = randomBytes(300_000);
const chico = Buffer.from('recibo de sueldo, noviembre de 2026\n');
let token = '';
let filasOrigen: Record<string, number> = {};
let archivo = '';
let conServidor: unknown;

// The PostgreSQL pass has its own file (respaldo.postgres.test.ts); this one needs the PGlite template
// (*.pglite.test.ts: left out of the PostgreSQL pass by vitest.config.ts).
describe('npm run backup y npm run restore (PGlite)', () => {
  beforeAll(async () => {
    const o = await abrir(origen, true);
    try {
      const u = await crearUsuario(o.database.db, { username: 'respaldada' });
      await crearPersona(o.database.db, { sectorId: u.sectores[0]!, usuarioId: u.id, apellido: 'Respaldada' });
      token = await iniciarSesion(o.app, 'respaldada');
      const almacen = crearAlmacenEnDisco(join(origen, 'files'));
      await almacen.guardar('media/2026/11/foto.bin', grande);
      await almacen.guardar('recibos/2026-11/recibo.txt', chico);
      filasOrigen = await contarFilas(async (sql) => (await o.pglite.query<Record<string, unknown>>(sql)).rows);
      // PGlite is one process's: a backup while the server has it open must be refused.
      conServidor = await respaldar({ dataDir: origen, salida: respaldos }).then(
        () => null,
        (e: unknown) => e,
      );
    } finally {
      await o.cerrar();
    }
    // An upload cut short (almacen.ts writes aside, then renames): never part of a backup.
    writeFileSync(join(origen, 'files', 'media', '2026', '11', 'otra.bin.0b1c.parcial'), 'a medias');
  }, 180_000);

  afterAll(() => rmSync(raiz, { recursive: true, force: true }));

  it('se niega a respaldar mientras el servidor tiene abierta la base PGlite', () => {
    expect(conServidor).toBeInstanceOf(Error);
    expect((conServidor as Error).message).toMatch(/está en uso.*detenga el servidor/);
  });

  it('respalda y restaura en un DATA_DIR nuevo cada fila, cada archivo y el secreto', async () => {
    ({ archivo } = await respaldar({ dataDir: origen, salida: respaldos, ahora: new Date(2026, 10, 25, 2, 30, 0) }));
    expect(archivo).toBe(join(respaldos, 'worknet-respaldo-2026-11-25-023000.tar.gz'));
    const r = await restaurar({ archivo, dataDir: destino });
    expect(r.manifiesto.base).toBe('pglite');
    expect(sinCola(r.manifiesto.tablas)).toEqual(sinCola(filasOrigen));
    expect(r.manifiesto.migraciones).toBeGreaterThan(20);
    expect(r.manifiesto.secretos).toEqual(['jwt-secret']);
    expect(r.avisos).toEqual([]);

    // Files: the same names and bytes, the cut-short upload left behind.
    expect(archivosDe(join(destino, 'files'))).toEqual(['media/2026/11/foto.bin', 'recibos/2026-11/recibo.txt']);
    expect(readFileSync(join(destino, 'files', 'media/2026/11/foto.bin')).equals(grande)).toBe(true);
    expect(readFileSync(join(destino, 'files', 'recibos/2026-11/recibo.txt')).equals(chico)).toBe(true);
    expect(readFileSync(join(destino, 'jwt-secret'), 'utf8')).toBe(readFileSync(join(origen, 'jwt-secret'), 'utf8'));

    // The server starts on it as on any installation: no migration left, the rows there, the old token valid.
    const d = await abrir(destino);
    try {
      await d.database.migrate();
      expect(sinCola(await contarFilas(async (sql) => (await d.pglite.query<Record<string, unknown>>(sql)).rows))).toEqual(sinCola(filasOrigen));
      await comprobarRestaurada(d, token);
    } finally {
      await d.cerrar();
    }
  }, 240_000);

  it('se niega a restaurar sobre un DATA_DIR con datos, sin tocarlo', async () => {
    const antes = archivosDe(destino).length;
    await expect(restaurar({ archivo, dataDir: destino })).rejects.toThrow(/No se restaura sobre datos existentes/);
    // Only uploads, no database: still refused (the files would mix with another installation's).
    const soloArchivos = join(raiz, 'solo-archivos');
    await crearAlmacenEnDisco(join(soloArchivos, 'files')).guardar('media/a.bin', chico);
    await expect(restaurar({ archivo, dataDir: soloArchivos })).rejects.toThrow(/tiene archivos/);
    expect(readdirSync(soloArchivos)).toEqual(['files']);
    expect(archivosDe(destino).length).toBe(antes);
  }, 60_000);
});
