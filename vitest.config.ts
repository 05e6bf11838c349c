import { defineConfig } from 'vitest/config';

// Every workspace's unit and API tests in one run (each project has its own config).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // One value for all projects (Vitest refuses different ones); 2 cores on this machine kind.
    maxWorkers: 2,
  },
});
