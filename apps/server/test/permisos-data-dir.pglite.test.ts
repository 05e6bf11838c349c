import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { abrirPglite } from '../src/platform/db/pglite';
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/platform/db/client';
import { crearAlmacenEnDisco } from '../src/platform/files/almacen';
import { protegerDataDir, restringirUmask } from '../src/platform/files/permisos';
import { respaldar } from '../src/operacion/respaldo';
import { restaurar } from '../src/operacion/respaldo-restaurar';
import { mailerDePrueba } from './app-de-prueba';
import { configEn } from './respaldo-apoyo';

// Issue 37, item 3: DATA_DIR (the embedded database and its WAL, the uploads, the session secret)
// is the owner's only. With the default umask 022 PGlite left 755 folders and ~970 files 666.
// Only the embedded database has a data folder: PGlite pass only (*.pglite.test.ts).
const raiz = join(tmpdir(), `worknet-permisos-${randomBytes(6).toString('hex')}`);

/** Every entry under a folder (itself included) whose mode lets group or others in, as `path mode`. */
function ajenas(carpeta: string): string[] {
  const todas = [carpeta, ...readdirSync(carpeta, { recursive: true }).map((r) => join(carpeta, String(r)))];
  return todas
    .filter((r) => !lstatSync(r).isSymbolicLink() && (statSync(r).mode & 0o077) !== 0)
    .map((r) => `${relative(carpeta, r) || '.'} ${(statSync(r).mode & 0o777).toString(8)}`);
}

const modo = (ruta: string) => statSync(ruta).mode & 0o777;

// The umask of the shell that starts the server; the test process gets its own back after each test.
let umaskDeLaPrueba = 0;
beforeEach(() => {
  umaskDeLaPrueba = process.umask(0o022);
});
afterEach(() => {
  process.umask(umaskDeLaPrueba);
});
afterAll(() => rmSync(raiz, { recursive: true, force: true }));

/** What main.ts does before listening, on a PGlite DATA_DIR: umask, config, modes, database, migrations, app. */
async function arrancar(dataDir: string, desdePlantilla: boolean) {
  restringirUmask();
  const config = configEn(dataDir);
  const corregidas = protegerDataDir(config.dataDir);
  const b = inject('baseDePrueba');
  if (desdePlantilla && b.tipo === 'pglite') {
    // The migrated template, loaded where openDatabase will find it (as a DATA_DIR from an earlier start).
    const p = await abrirPglite({ dataDir: join(dataDir, 'pglite'), loadDataDir: new Blob([readFileSync(b.archivo)]) });
    await p.close();
  }
  const database = await openDatabase({ dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, mailer: mailerDePrueba(), logger: false });
  await app.ready();
  return { corregidas, app, database, cerrar: async () => (await app.close(), await database.close()) };
}

describe('permisos de DATA_DIR (PGlite)', () => {
  it('al arrancar con umask 022, DATA_DIR y todo lo de adentro son sólo del dueño, también una subida', async () => {
    const dataDir = join(raiz, 'nuevo');
    const s = await arrancar(dataDir, true);
    try {
      await crearAlmacenEnDisco(join(dataDir, 'files')).guardar('recibos/2026-11/recibo.pdf', Buffer.from('%PDF-1.4 recibo'));
      expect(modo(dataDir)).toBe(0o700);
      expect(modo(join(dataDir, 'pglite'))).toBe(0o700);
      expect(modo(join(dataDir, 'jwt-secret'))).toBe(0o600);
      expect(modo(join(dataDir, 'files', 'recibos'))).toBe(0o700);
      expect(modo(join(dataDir, 'files', 'recibos', '2026-11', 'recibo.pdf'))).toBe(0o600);
      // PGlite's own files (the WAL too) had been chmodded 666: taken back after opening and after migrating.
      expect(readdirSync(join(dataDir, 'pglite', 'pg_wal')).length).toBeGreaterThan(0);
      expect(ajenas(dataDir)).toEqual([]);
    } finally {
      await s.cerrar();
    }
    // The backup is the owner's only too, and so is a folder it creates.
    const respaldos = join(raiz, 'respaldos', 'nueva');
    const { archivo } = await respaldar({ dataDir, salida: respaldos });
    expect(modo(archivo)).toBe(0o600);
    expect(modo(respaldos)).toBe(0o700);

    // npm run restore (umask 022 again, as a test of restaurar() alone): the restored DATA_DIR is the owner's only.
    process.umask(0o022);
    const destino = join(raiz, 'restaurado');
    mkdirSync(destino, { mode: 0o755 });
    await restaurar({ archivo, dataDir: destino });
    expect(readdirSync(destino).sort()).toEqual(['files', 'jwt-secret', 'pglite']);
    expect(modo(destino)).toBe(0o700);
    expect(modo(join(destino, 'files', 'recibos', '2026-11', 'recibo.pdf'))).toBe(0o600);
    expect(ajenas(destino)).toEqual([]);
  }, 180_000);

  it('un DATA_DIR anterior, legible por todos (755, archivos 644 y 666), se corrige al arrancar y lo dice', async () => {
    const dataDir = join(raiz, 'anterior');
    mkdirSync(join(dataDir, 'files', 'media', '2026'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'files', 'media', '2026', 'foto.bin'), 'foto', { mode: 0o666 });
    chmodSync(join(dataDir, 'files', 'media', '2026', 'foto.bin'), 0o666);
    writeFileSync(join(dataDir, 'jwt-secret'), randomBytes(48).toString('base64url'));
    chmodSync(join(dataDir, 'jwt-secret'), 0o644);
    expect(ajenas(dataDir).length).toBe(6);
    const s = await arrancar(dataDir, true);
    try {
      expect(s.corregidas).toBe(6);
      expect(ajenas(dataDir)).toEqual([]);
      expect(modo(join(dataDir, 'files', 'media', '2026', 'foto.bin'))).toBe(0o600);
      expect(modo(join(dataDir, 'jwt-secret'))).toBe(0o600);
    } finally {
      await s.cerrar();
    }
  }, 120_000);
});
