import { existsSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EJECUTABLE, HEADLESS_SHELL } from './support/chromium';

// Journeys against the built app served by the real server. The runner builds first
// (`npm run build`); this config never builds. There is no webServer: the global setup
// seeds one database (support/plantilla.ts) and each worker starts its own server on a
// copy of it, with its own mailbox (support/servidor.ts), so the workers share nothing
// and run side by side.

// One worker per two cores, as many as memory allows: a worker is a Chromium and a Worknet
// server with its embedded database, both busy while a journey runs (about 2 GB together).
// On the 2-core CI machine two workers took 21.7 min against 16.5 min for one: they only
// fought over the cores and pushed journeys into their time limits. E2E_WORKERS overrides.
const GB = 1024 ** 3;
// The journeys run in Debian's headless shell when it is installed (package
// chromium-headless-shell, which .ci/run installs): the same Blink without the desktop
// browser's compositor and GPU process, about a fifth less CPU per journey on this machine.
// CHROMIUM_PATH overrides.
const navegador = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_EJECUTABLE);

const workers = Number(process.env.E2E_WORKERS) || Math.max(1, Math.min(Math.floor(availableParallelism() / 2), Math.floor(totalmem() / (2 * GB))));

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/plantilla.ts',
  outputDir: './test-results',
  workers,
  // Files run in parallel, the tests of a file in order, in one worker (and so on one
  // database): some files build on what their earlier tests did.
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // On CI a journey that fails once runs once more and, if it passes, is reported as flaky
  // (counted, and listed in the output): a timing flake on a loaded 2-core machine must not
  // hide a whole submission, while a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // baseURL is each worker's own server (support/servidor.ts).
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    viewport: { width: 1280, height: 800 },
    // A trace is recorded while the test runs and thrown away when it passes: on CI it cost about
    // a third of a journey's CPU (perfil.spec.ts: 38.6 s of CPU with it, 27.7 s without, runner,
    // server and Chromium together). On CI a failed test runs once more (retries above) and that
    // second run records its trace; the first failure keeps its screenshot. Locally, where a
    // failure is not retried, every test still records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app registers a service worker (issue 40). A page's route() does not see what the worker
    // fetches, and a cached shell would hide a journey's own build: only tests/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    // Debian's Chromium (its headless shell, above) with the flags every browser of the project uses (support/chromium.ts).
    launchOptions: { executablePath: navegador, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'chromium' }],
});
