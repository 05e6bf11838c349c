import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
