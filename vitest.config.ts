import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every workspace's unit and API tests in one run (each project has its own config).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // One value for all projects (Vitest refuses different ones): a worker per core (2 on the
    // CI machine kind); VITEST_WORKERS overrides it (a busy machine, a profiling run).
    maxWorkers: Number(process.env.VITEST_WORKERS) || availableParallelism(),
  },
});
