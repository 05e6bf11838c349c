import { defineConfig } from 'vitest/config';

// Every workspace's unit and API tests in one run (each project has its own config).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
