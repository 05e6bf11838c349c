// The one test command (README): typecheck, lint, build, every Vitest project,
// then the Playwright journeys; ends with the `N passed, N failed` line CI reads.
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --api      only the server's API tests (CI runs them again on PostgreSQL)
// WORKNET_RESULTADOS names the results folder (CI runs the PostgreSQL pass beside the first one)
// and WORKNET_HILOS_API the API pass's workers.
//
// Two lanes (issue 16: CI under 45 minutes as modules arrive). The build comes first; then the
// Playwright journeys (one worker: a Chromium and a server, about one core) start at once and
// run to the end, the longest phase, while the other lane runs the static checks and Vitest
// one after the other with one worker (WORKNET_HILOS_VITEST overrides), on the other core.
// That lane's output is printed as each of its phases ends, between Playwright's lines; its
// closing line `=== Vitest: N s ===` is what .ci/run waits for to start the PostgreSQL pass on
// the core Vitest leaves. Without a build (it failed) there are no journeys, and Vitest gets
// both cores.
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * The same as correr, beside another phase: the output is kept and printed in one block when
 * the phase ends, so it does not interleave line by line with the other lane's.
 */
function correrAparte(titulo, cmd, args, env = {}) {
  const desde = Date.now();
  return new Promise((resolve) => {
    const hijo = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', ...env } });
    const partes = [];
    hijo.stdout.on('data', (d) => partes.push(d));
    hijo.stderr.on('data', (d) => partes.push(d));
    hijo.on('error', (err) => partes.push(Buffer.from(`${err.message}\n`)));
    hijo.on('close', (codigo) => {
      tiempos.push([titulo, Date.now() - desde]);
      process.stdout.write(`\n=== ${titulo} ===\n${Buffer.concat(partes).toString()}=== ${titulo}: ${segundos(Date.now() - desde)} ===\n`);
      resolve(codigo === 0);
    });
  });
}

// A check that is not a test suite counts as one test.
function contarPaso(titulo, ok) {
  if (ok) totales.passed++;
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
  // The journeys need only the build: it goes first, and they start as soon as it ends.
  const compilado = correr('Compilación', 'npm', ['run', 'build']);
  contarPaso('Compilación', compilado);
  const pwJson = join(out, 'playwright.json');
  const playwright = compilado
    ? new Promise((resolve) => {
        console.log('\n=== Playwright ===');
        const desde = Date.now();
        const hijo = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
          stdio: 'inherit',
          env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
        });
        hijo.on('close', (codigo) => {
          tiempos.push(['Playwright', Date.now() - desde]);
          console.log(`=== Playwright: ${segundos(Date.now() - desde)} ===`);
          resolve(codigo === 0);
        });
      })
    : null;
  // The other lane: checks, then every Vitest project.
  const hilosVitest = process.env.WORKNET_HILOS_VITEST ?? (playwright ? '1' : '');
  contarPaso('Chequeo de tipos', await correrAparte('Chequeo de tipos', 'npm', ['run', 'typecheck']));
  contarPaso('Lint', await correrAparte('Lint', 'npm', ['run', 'lint']));
  contarPaso('Formato (Prettier)', await correrAparte('Formato (Prettier)', 'npm', ['run', 'format:check']));
  const ok = await correrAparte('Vitest', 'npx', [
    'vitest',
    'run',
    ...(hilosVitest ? [`--maxWorkers=${hilosVitest}`] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  sumarVitest(vitestJson, ok);
  if (playwright) sumarPlaywright(pwJson, await playwright);
}

console.log('\nTiempo por fase:');
for (const [titulo, ms] of tiempos) console.log(`  ${titulo.padEnd(24)} ${segundos(ms)}`);
console.log(`  ${'Total'.padEnd(24)} ${segundos(Date.now() - inicio)}`);
const skipped = totales.skipped ? `, ${totales.skipped} skipped` : '';
console.log(`\n${totales.passed} passed, ${totales.failed} failed${skipped}`);
process.exit(totales.failed > 0 ? 1 : 0);
