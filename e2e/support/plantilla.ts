import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { iniciarBuzon } from './correo';
import { arrancarServidor, PUERTO_BASE, VAR_PLANTILLA } from './servidor';

/** Written last into a finished template: a directory without it is still being seeded. */
const LISTA = '.plantilla-lista';
const ESPERA_MS = 330_000;

/** The server migrates and seeds a new database in `dir`, on a port no worker uses, and stops (closing the database cleanly). */
async function sembrar(dir: string): Promise<void> {
  const buzon = await iniciarBuzon();
  try {
    const servidor = await arrancarServidor(PUERTO_BASE - 1, dir, buzon.puerto);
    await servidor.detener();
  } finally {
    await buzon.cerrar();
  }
  writeFileSync(join(dir, LISTA), '');
}

/**
 * The template named by the runner (scripts/test.mjs runs one Playwright per journey file,
 * in two lanes, and all of them share one): the first run seeds it, holding a lock directory
 * made atomically; a run that finds the lock taken waits for the finished mark. The runner
 * removes it at the end.
 */
async function plantillaCompartida(dir: string): Promise<void> {
  if (existsSync(join(dir, LISTA))) return;
  try {
    mkdirSync(`${dir}.bloqueo`);
  } catch {
    const limite = Date.now() + ESPERA_MS;
    while (!existsSync(join(dir, LISTA))) {
      if (Date.now() > limite) throw new Error(`La plantilla ${dir} no quedó lista en ${ESPERA_MS / 1000} s.`);
      // Another run is seeding it; it says so only with the mark.
      await new Promise((r) => setTimeout(r, 200));
    }
    return;
  }
  try {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await sembrar(dir);
  } finally {
    rmSync(`${dir}.bloqueo`, { recursive: true, force: true });
  }
}

/**
 * Playwright's global setup: the seeded database each worker's server starts on a copy of
 * (servidor.ts). Given by the runner (WORKNET_E2E_PLANTILLA), it is made once and shared;
 * otherwise it is made for this run and the returned function, Playwright's global teardown,
 * removes it (E2E_KEEP_DATA=1 keeps it).
 */
export default async function crearPlantilla(): Promise<() => void> {
  const dada = process.env[VAR_PLANTILLA];
  if (dada) {
    await plantillaCompartida(dada);
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'worknet-e2e-plantilla-'));
  try {
    await sembrar(dir);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  // Workers inherit the runner's environment.
  process.env[VAR_PLANTILLA] = dir;
  return () => {
    if (!process.env.E2E_KEEP_DATA) rmSync(dir, { recursive: true, force: true });
  };
}
