// The one test command (README): typecheck, lint, build, every Vitest project,
// then the Playwright journeys; ends with the `N passed, N failed` line CI reads.
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --api      only the server's API tests (CI runs them again on PostgreSQL)
// WORKNET_RESULTADOS names the results folder (CI runs the PostgreSQL pass beside the first one)
// and WORKNET_HILOS_API the API pass's workers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const soloApi = process.argv.includes('--api');
const out = join(process.cwd(), process.env.WORKNET_RESULTADOS ?? '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const totales = { passed: 0, failed: 0, skipped: 0 };

const inicio = Date.now();
const tiempos = [];
const segundos = (ms) => `${(ms / 1000).toFixed(1)} s`;

function correr(titulo, cmd, args, env = {}) {
  console.log(`\n=== ${titulo} ===`);
  const desde = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  // The cost of each phase, printed as it ends and again in the summary.
  tiempos.push([titulo, Date.now() - desde]);
  console.log(`=== ${titulo}: ${segundos(Date.now() - desde)} ===`);
  return r.status === 0;
}

// A check that is not a test suite counts as one test.
function paso(titulo, cmd, args) {
  if (correr(titulo, cmd, args)) totales.passed++;
  else {
    totales.failed++;
    console.log(`FALLÓ: ${titulo}`);
  }
}

// A run that exits non-zero without a failed test (a config or load error) still fails once.
function sumarVitest(archivo, exitoso) {
  if (!existsSync(archivo)) return void totales.failed++;
  const r = JSON.parse(readFileSync(archivo, 'utf8'));
  if ((!exitoso && r.numFailedTests === 0) || r.numTotalTests === 0) totales.failed++;
  totales.passed += r.numPassedTests;
  totales.failed += r.numFailedTests + (r.numFailedTestSuites ?? 0) - countFailedSuitesWithTests(r);
  totales.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
// A file that fails to load has no failed tests of its own: count it once.
function countFailedSuitesWithTests(r) {
  return (r.testResults ?? []).filter((f) => f.status === 'failed' && f.assertionResults?.some((a) => a.status === 'failed')).length;
}

function sumarPlaywright(archivo, exitoso) {
  if (!existsSync(archivo)) return void totales.failed++;
  const s = JSON.parse(readFileSync(archivo, 'utf8')).stats ?? {};
  if ((!exitoso && !s.unexpected) || !s.expected) totales.failed++;
  totales.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totales.failed += s.unexpected ?? 0;
  totales.skipped += s.skipped ?? 0;
}

const vitestJson = join(out, 'vitest.json');
if (soloApi) {
  const ok = correr('API (servidor)', 'npx', [
    'vitest',
    'run',
    '--project',
    'server',
    ...(process.env.WORKNET_HILOS_API ? [`--maxWorkers=${process.env.WORKNET_HILOS_API}`] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  sumarVitest(vitestJson, ok);
} else {
  paso('Chequeo de tipos', 'npm', ['run', 'typecheck']);
  paso('Lint', 'npm', ['run', 'lint']);
  paso('Formato (Prettier)', 'npm', ['run', 'format:check']);
  const compilado = correr('Compilación', 'npm', ['run', 'build']);
  if (compilado) totales.passed++;
  else totales.failed++;
  const ok = correr('Vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
  sumarVitest(vitestJson, ok);
  if (compilado) {
    const pwJson = join(out, 'playwright.json');
    const okPw = correr('Playwright', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    });
    sumarPlaywright(pwJson, okPw);
  }
}

console.log('\nTiempo por fase:');
for (const [titulo, ms] of tiempos) console.log(`  ${titulo.padEnd(24)} ${segundos(ms)}`);
console.log(`  ${'Total'.padEnd(24)} ${segundos(Date.now() - inicio)}`);
const skipped = totales.skipped ? `, ${totales.skipped} skipped` : '';
console.log(`\n${totales.passed} passed, ${totales.failed} failed${skipped}`);
process.exit(totales.failed > 0 ? 1 : 0);
