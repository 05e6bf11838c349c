import { defineConfig } from 'vitest/config';
import raiz from './vitest.config';
import dominio from './packages/domain/vitest.config';
import servidor from './apps/server/vitest.config';
import { INSTANTES, SUITES } from './scripts/relojes.mjs';

// The date-pinned step (scripts/relojes.mjs): the date-sensitive suites once per instant, each
// instant a project of its own with WORKNET_RELOJ set, all in one Vitest run. The projects copy
// each workspace's settings and replace its file list (`extends` would add to it).
export default defineConfig({
  test: {
    // The same workers as the main run (one per core unless VITEST_WORKERS says otherwise).
    maxWorkers: raiz.test?.maxWorkers,
    projects: INSTANTES.flatMap(({ nombre, instante }) => [
      { root: './apps/server', test: { ...servidor.test, name: `server · ${nombre}`, include: SUITES.server, env: { WORKNET_RELOJ: instante } } },
      { root: './packages/domain', test: { ...dominio.test, name: `domain · ${nombre}`, include: SUITES.domain, env: { WORKNET_RELOJ: instante } } },
    ]),
  },
});
