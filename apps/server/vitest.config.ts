import { configDefaults, defineConfig } from 'vitest/config';

/**
 * What `npm test` runs of the API on the embedded database when the whole API suite also runs on
 * PostgreSQL (WORKNET_API_PGLITE=muestra, set by scripts/test.mjs): PGlite runs the suite three
 * times slower, and the rules are the same SQL on both. Kept: what only PGlite has, what the
 * quickstart does on it (migrations, the demo seeds), the queue, notices and live events over its
 * single connection, and shutdown. Left to the other passes: the demo seeds that the date-pinned
 * pass (scripts/relojes.mjs) already runs on PGlite three times, login (every browser journey
 * logs in on PGlite), and races (PGlite's one connection serialises them: PostgreSQL is the test).
 * docs/decisions.md, "La API completa en PostgreSQL".
 */
const MUESTRA_PGLITE = [
  'test/**/*.pglite.test.ts',
  'test/{archivos,inventario-maestros,notificaciones,novedades,pedidos-internos,tickets}-demo.test.ts',
  'test/catalogos-semillas.test.ts',
  'test/semillas-personas.test.ts',
  'test/base-de-datos.test.ts',
  'test/operacion-cierre.test.ts',
  'test/operacion-migraciones.test.ts',
  'test/trabajos.test.ts',
  'test/avisos-durables.test.ts',
  'test/realtime.test.ts',
  'test/chat-tiempo-real.test.ts',
  'test/respaldo-rotacion.test.ts',
];
const soloMuestra = !process.env.TEST_DATABASE_URL && process.env.WORKNET_API_PGLITE === 'muestra';

export default defineConfig({
  test: {
    name: 'server',
    include: soloMuestra ? MUESTRA_PGLITE : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.postgres.test.ts check what only a PostgreSQL server has (its pool): they run in the PostgreSQL
    // pass only; *.pglite.test.ts what only the embedded database has (its data folder): in the PGlite
    // pass only. Left out, not skipped.
    exclude: [...configDefaults.exclude, process.env.TEST_DATABASE_URL ? '**/*.pglite.test.ts' : '**/*.postgres.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/reloj.setup.ts'],
    environment: 'node',
    // One module graph per worker, not one per test file: importing the whole server (Fastify,
    // every module, the schemas) again for each file was most of the suite's time (a loaded
    // 2-core machine: 91 s of imports for 6 small files, 9.6 s without isolation). Each file
    // still gets its own database and app (test/app-de-prueba.ts); what is shared is module
    // state only, which must not depend on the database (caches of the schema, registries).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
