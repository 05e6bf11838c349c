import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { iniciarBuzon } from './correo';
import { arrancarServidor, PUERTO_BASE, VAR_PLANTILLA } from './servidor';

/**
 * Playwright's global setup: the server migrates and seeds a new database once, on a
 * port no worker uses, and stops (closing the database cleanly). Each worker's server
 * starts on a copy of that directory (servidor.ts). The returned function, Playwright's
 * global teardown, removes it (E2E_KEEP_DATA=1 keeps it).
 */
export default async function crearPlantilla(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'worknet-e2e-plantilla-'));
  const buzon = await iniciarBuzon();
  try {
    const servidor = await arrancarServidor(PUERTO_BASE - 1, dir, buzon.puerto);
    await servidor.detener();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  } finally {
    await buzon.cerrar();
  }
  // Workers inherit the runner's environment.
  process.env[VAR_PLANTILLA] = dir;
  return () => {
    if (!process.env.E2E_KEEP_DATA) rmSync(dir, { recursive: true, force: true });
  };
}
