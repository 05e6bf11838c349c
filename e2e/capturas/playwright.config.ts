import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// The screenshots of docs/ui.md, taken against the built app (`npm run build` first) with the
// same per-worker server as the journeys. Not part of `npm test`: run it when a rule or its
// screen changes, `npm run capturas -w e2e`.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'capturas.spec.ts',
  globalSetup: '../support/plantilla.ts',
  outputDir: '../test-results/capturas',
  workers: 1,
  timeout: 120_000,
});
