import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { SSO_SECRET_E2E } from './support/constantes';
import { iniciarBuzon } from './support/correo';

// Journeys against the built app served by the real server on a fresh embedded
// database. The runner builds first (`npm run build`); this config never builds.
const raiz = fileURLToPath(new URL('..', import.meta.url));
const puerto = Number(process.env.E2E_PORT ?? 3100);
// Workers re-read this file: the env var keeps one data dir per run. The main
// process removes it on exit, after Playwright has stopped the server.
if (!process.env.WORKNET_E2E_DATA_DIR) {
  const creado = mkdtempSync(join(tmpdir(), 'worknet-e2e-'));
  process.env.WORKNET_E2E_DATA_DIR = creado;
  if (!process.env.E2E_KEEP_DATA) process.on('exit', () => rmSync(creado, { recursive: true, force: true }));
}
const dataDir = process.env.WORKNET_E2E_DATA_DIR;
// The SMTP server the app sends its mail to: started once, in the runner's process.
const puertoSmtp = puerto + 25;
if (!process.env.WORKNET_E2E_SMTP) {
  process.env.WORKNET_E2E_SMTP = '1';
  iniciarBuzon(puertoSmtp, dataDir);
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // One server and one shared database: tests that mutate use their own users.
  workers: 1,
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
    baseURL: `http://localhost:${puerto}`,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium; Playwright's own download is never used (toolchain.md).
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: raiz,
    url: `http://localhost:${puerto}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(puerto),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SSO_JWT_SECRET: SSO_SECRET_E2E,
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${puertoSmtp}`,
    },
  },
});
