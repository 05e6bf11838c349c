import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './platform/db/client';
import { avisoPermisosCorregidos, protegerDataDir, restringirUmask } from './platform/files/permisos';
import { candadoDeArranque } from './platform/db/arranque';
import { cerrarAlRecibirSenal } from './platform/operacion/cierre';
import { sembrarCatalogos } from './modules/catalogos/catalogos.semillas';
import { sincronizarRbac } from './platform/rbac/rbac.service';
import { SEMILLAS_DEMO } from './seed/catalogos/demo';
import { SEMILLAS_REFERENCIA } from './seed/catalogos/referencia';
import { USUARIOS_DEMO, PASSWORD_DEMO, sembrarDemo } from './seed/demo';
import { USUARIO_FARMACIA } from './seed/inventario-demo';
import { sembrarPersonas } from './seed/personas';
import { sembrarFichajeDemo } from './seed/fichaje-demo';
import { sembrarLicenciasDemo } from './seed/licencias-demo';
import { sembrarTareasDemo } from './seed/tareas-demo';
import { sembrarTicketsDemo } from './seed/tickets-demo';
import { sembrarTiposMedia } from './seed/media-tipos';

// Start: config -> database -> migrations -> RBAC sync -> demo seed (not in production) -> reference catalogs -> demo catalogs and personas -> listen.
async function main() {
  // Before anything is written: DATA_DIR and every folder under it are the owner's only (700).
  restringirUmask();
  // A .env in the working directory is read if present; real variables win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // A DATA_DIR readable by others (from before this rule, or copied by hand) is fixed and told;
  // one this user cannot fix stops the start with the commands to run.
  const corregidas = protegerDataDir(config.dataDir);
  if (corregidas) console.warn(avisoPermisosCorregidos(config.dataDir, corregidas));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // One instance at a time migrates and seeds; the others then find it done.
  const soltarArranque = await candadoDeArranque(config.databaseUrl);
  await database.migrate();
  await sincronizarRbac(database.db);
  const sembrado = config.nodeEnv !== 'production' ? await sembrarDemo(database.db) : false;
  // After the demo organisation, so reference rows that name a demo sector find it.
  await sembrarCatalogos(database.db, SEMILLAS_REFERENCIA);
  await sembrarTiposMedia(database.db);
  if (sembrado) {
    await sembrarCatalogos(database.db, SEMILLAS_DEMO);
    // The personnel files name the demo sectors and catalogs, so they come last.
    await sembrarPersonas(database.db);
    // Leaves and vacations of the demo users and their sectors (they need the personnel files).
    await sembrarLicenciasDemo(database.db);
    // Forty days of attendance of some of them, so «Fichaje» shows a board and a detail.
    await sembrarFichajeDemo(database.db);
    // Scheduled tasks and a month of their history, so the day's list and the task reports have content.
    await sembrarTareasDemo(database.db);
    // Sistemas and Mantenimiento take tickets: 200 over three months, in every state.
    await sembrarTicketsDemo(database.db);
  }
  const sondeo = config.trabajosSondeoSegundos;
  const app = await buildApp({ config, database, trabajos: sondeo ? { sondeoSegundos: sondeo, cronSegundos: sondeo } : undefined });
  // Ready (the job queue started: its queues and schedules written) still inside the lock: two
  // instances creating the same queues at once could deadlock, and one of them stopped.
  await app.ready();
  await soltarArranque();
  // The database closes after app.close(), not in an onClose hook: Fastify runs those
  // last-added first, so a hook added here would close it before the job queue and the
  // after-the-answer work (added inside buildApp) had finished with it.
  cerrarAlRecibirSenal(app.log, async () => {
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const base = database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nWorknet escuchando en ${url}  (base de datos: ${base})`);
  console.log(`Documentación de la API: ${url}/api/docs`);
  if (config.nodeEnv !== 'production') {
    console.log(
      `Usuarios de demostración${sembrado ? ' (recién creados)' : ''}, contraseña "${PASSWORD_DEMO}": ${[...USUARIOS_DEMO, USUARIO_FARMACIA].map((u) => u.username).join(', ')}\n`,
    );
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
