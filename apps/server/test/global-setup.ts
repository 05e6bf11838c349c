import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abrirPglite } from '../src/platform/db/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import PgBoss from 'pg-boss';
import { openDatabase, type Database } from '../src/platform/db/client';
import { adaptadorSql } from '../src/platform/trabajos/trabajos';
import { sembrarCatalogos } from '../src/modules/catalogos/catalogos.semillas';
import { sincronizarRbac } from '../src/platform/rbac/rbac.service';
import { SEMILLAS_REFERENCIA } from '../src/seed/catalogos/referencia';
import { sembrarTiposMedia } from '../src/seed/media-tipos';

export const PLANTILLA_PG = 'worknet_test_plantilla';

/** What every test database starts with: migrations, RBAC, reference seeds and the job queue's schema. */
async function prepararPlantilla(database: Database) {
  await database.migrate();
  await sincronizarRbac(database.db);
  await sembrarCatalogos(database.db, SEMILLAS_REFERENCIA);
  await sembrarTiposMedia(database.db);
  // What pg-boss runs on its first start (~175 ms per test app): done once here, each app's start finds it installed.
  await adaptadorSql(database).executeSql(PgBoss.getConstructionPlans('pgboss'));
}

export default async function setup(project: TestProject) {
  const auditoria = mkdtempSync(join(tmpdir(), 'worknet-auditoria-'));
  project.provide('auditoriaRutas', auditoria);
  await prepararBase(project);
  return () => verificarCoberturaDeAuditoria(project, auditoria);
}

/**
 * Migrates once per run. PGlite: the migrated data dir is dumped to a file every
 * test file loads (~1.7 s instead of a 3 s initdb). PostgreSQL (TEST_DATABASE_URL):
 * a template database every test file clones.
 */
async function prepararBase(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${PLANTILLA_PG}`);
    await admin.query(`create database ${PLANTILLA_PG}`);
    await admin.end();
    const tpl = new URL(url);
    tpl.pathname = `/${PLANTILLA_PG}`;
    const database = await openDatabase({ databaseUrl: tpl.toString(), dataDir: tmpdir() });
    await prepararPlantilla(database);
    await database.close();
    project.provide('baseDePrueba', { tipo: 'postgres', url, plantilla: PLANTILLA_PG });
    return;
  }
  const client = await abrirPglite();
  const database = await openDatabase({ pglite: client });
  await prepararPlantilla(database);
  // Without a checkpoint every test file's PGlite replays the template's WAL when it starts
  // (~0.6 s of the ~2.3 s each file spent loading its database).
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  const file = join(mkdtempSync(join(tmpdir(), 'worknet-test-')), 'plantilla.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('baseDePrueba', { tipo: 'pglite', archivo: file });
}

/**
 * After a run of every server test file: each write route (one that does not
 * declare config.sinAuditoria) must have written an audit row in some test,
 * otherwise the per-request check (platform/audit/auditoria-rutas.ts) never ran
 * for it. A partial run (one file, a name filter) proves nothing and checks nothing.
 */
async function verificarCoberturaDeAuditoria(project: TestProject, carpeta: string) {
  const { testFiles } = await project.globTestFiles();
  const corridos = new Set(
    project.vitest.state
      .getFiles()
      .filter((f) => f.projectName === project.name)
      .map((f) => f.filepath),
  );
  // The date-pinned projects (scripts/relojes.mjs) run a few suites again: their coverage is not the suite's.
  if (project.config.env?.WORKNET_RELOJ) return;
  // The PGlite sample (vitest.config.ts) is not the suite either: the PostgreSQL pass checks coverage.
  if (process.env.WORKNET_API_PGLITE === 'muestra' && !process.env.TEST_DATABASE_URL) return;
  if (project.vitest.config.testNamePattern || testFiles.some((f) => !corridos.has(f))) return;
  const apps = readdirSync(carpeta).map((f) => JSON.parse(readFileSync(join(carpeta, f), 'utf8')) as { vigiladas: string[]; auditadas: string[] });
  if (!apps.length) return;
  // Routes every app declares: a test's own extra routes (rutasExtra) are not the product's.
  const vigiladas = apps.map((a) => new Set(a.vigiladas)).reduce((a, b) => new Set([...a].filter((r) => b.has(r))));
  const auditadas = new Set(apps.flatMap((a) => a.auditadas));
  const faltan = [...vigiladas].filter((r) => !auditadas.has(r)).sort();
  if (!faltan.length) return;
  console.error(
    `\nError: rutas de escritura que ninguna prueba ejercitó con auditoría (pruébelas o declare config.sinAuditoria con el motivo):\n  ${faltan.join('\n  ')}\n`,
  );
  process.exitCode = 1;
}

declare module 'vitest' {
  export interface ProvidedContext {
    auditoriaRutas: string;
    baseDePrueba: { tipo: 'pglite'; archivo: string } | { tipo: 'postgres'; url: string; plantilla: string };
  }
}
