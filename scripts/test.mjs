// The one test command (README): typecheck, lint, build, every Vitest project,
// then the Playwright journeys; ends with the `N passed, N failed` line CI reads.
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --api      only the server's API tests
// WORKNET_RESULTADOS names the results folder, WORKNET_HILOS_API the API pass's workers.
// The API tests run whole on PostgreSQL: a throw-away server this run starts and stops
// (scripts/preparar-pruebas.mjs), or the one WORKNET_PG_URL names; the PGlite pass then runs
// their sample (apps/server/vitest.config.ts). WORKNET_SIN_PG=1 skips PostgreSQL (and the
// whole API runs on PGlite). WORKNET_REPETIR=N runs every journey N times (Playwright's --repeat-each) to catch flaky ones.
//
// Before anything, the pre-flight (scripts/preparar-pruebas.mjs) checks the machine: what the
// tests need and it lacks is installed as root, or the run stops at once with the command to type.
//
// Two lanes, one per core (issue 16: CI under 45 minutes as modules arrive). The build comes
// first. Lane 1 runs journey files from a shared queue (a Chromium and a server: about one
// core); lane 2 runs the static checks, Vitest with one worker (WORKNET_HILOS_VITEST
// overrides), the PostgreSQL pass and the date-pinned suites (scripts/relojes.mjs), then takes journey files from the same queue until it
// is empty. Each phase's output is printed in one block when it ends. Without a build (it
// failed) there are no journeys, and Vitest gets both cores.
import { spawn, spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { prepararPruebas } from './preparar-pruebas.mjs';

const soloApi = process.argv.includes('--api');
const out = join(process.cwd(), process.env.WORKNET_RESULTADOS ?? '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const totales = { passed: 0, failed: 0, skipped: 0 };
// The names of what failed, repeated after the summary: CI keeps only the tail of the output.
const fallas = [];

const inicio = Date.now();
const tiempos = [];
const segundos = (ms) => `${(ms / 1000).toFixed(1)} s`;

console.log('\n=== Preparación de la máquina ===');
const preparacion = await prepararPruebas({ soloApi });
tiempos.push(['Preparación de la máquina', Date.now() - inicio]);
console.log(`=== Preparación de la máquina: ${segundos(Date.now() - inicio)} ===`);
// Every journey N times in a row (flaky ones fail one of them); the durations file is left alone.
const repetir = Number(process.env.WORKNET_REPETIR) > 1 ? Math.floor(Number(process.env.WORKNET_REPETIR)) : 1;

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
/** The output of the last correrAparte: a run that fails without a failed test says why from it. */
let ultimaSalida = '';
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
      const salida = Buffer.concat(partes).toString();
      ultimaSalida = salida;
      process.stdout.write(`\n=== ${titulo} ===\n${salida}=== ${titulo}: ${segundos(Date.now() - desde)} ===\n`);
      resolve(codigo === 0);
    });
  });
}

// A check that is not a test suite counts as one test.
function contarPaso(titulo, ok) {
  if (ok) totales.passed++;
  else {
    totales.failed++;
    fallas.push(titulo);
    console.log(`FALLÓ: ${titulo}`);
  }
}

/**
 * The first lines of a failure's message, without colours: CI keeps only the log's tail, where
 * the summary is, so each failed test says there why it failed.
 */
function motivo(mensaje) {
  if (!mensaje) return '';
  const limpio = stripVTControlCharacters(mensaje)
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .join(' / ');
  return `\n      ${limpio.length > 400 ? `${limpio.slice(0, 400)}…` : limpio}`;
}

/** Vitest's own account of an error outside the tests (an unhandled rejection, a load error), for the summary. */
function motivoSinPrueba(salida) {
  const lineas = stripVTControlCharacters(salida).split('\n');
  const desde = lineas.findIndex((l) => /Unhandled|Error:|ERROR|Worker exited|timed out/.test(l));
  // Nothing recognisable (a crashed worker, a hung teardown): the output's last lines say most.
  const utiles = (desde < 0 ? lineas.filter((l) => l.trim()).slice(-6) : lineas.slice(desde))
    .map((l) => l.trim())
    .filter((l) => l && !/^⎯|Vitest caught|This (error|might)/.test(l))
    .slice(0, 6)
    .join(' / ');
  return `\n      ${utiles.length > 600 ? `${utiles.slice(0, 600)}…` : utiles}`;
}

// A run that exits non-zero without a failed test (a config or load error) still fails once.
function sumarVitest(archivo, exitoso) {
  if (!existsSync(archivo)) return void contarPaso(`${archivo}: sin resultados`, false);
  const r = JSON.parse(readFileSync(archivo, 'utf8'));
  const archivosFallidos = (r.testResults ?? []).filter((f) => f.status === 'failed').length;
  if ((!exitoso && r.numFailedTests === 0 && archivosFallidos === 0) || r.numTotalTests === 0)
    contarPaso(`${archivo}: terminó con error sin una prueba fallida${motivoSinPrueba(ultimaSalida)}`, false);
  totales.passed += r.numPassedTests;
  totales.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  totales.failed += r.numFailedTests;
  for (const f of r.testResults ?? []) {
    const propias = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    // A file that fails to load has no failed tests of its own: it counts once. (numFailedTestSuites
    // would also count every describe block around a failed test.)
    if (f.status === 'failed' && !propias.length) {
      totales.failed++;
      fallas.push(`${relative(process.cwd(), f.name)}: ${(f.message ?? '').split('\n')[0]}`);
    }
    for (const a of propias) fallas.push(`${relative(process.cwd(), f.name)} › ${a.fullName}${motivo(a.failureMessages?.[0])}`);
  }
}

function sumarPlaywright(archivo, exitoso) {
  if (!existsSync(archivo)) return void contarPaso(`${archivo}: sin resultados`, false);
  const informe = JSON.parse(readFileSync(archivo, 'utf8'));
  const s = informe.stats ?? {};
  // A run where nothing ran fails once; a test that passed on its retry (flaky) did run.
  if ((!exitoso && !s.unexpected) || !((s.expected ?? 0) + (s.flaky ?? 0) + (s.unexpected ?? 0))) contarPaso(`${archivo}: no corrió ninguna prueba`, false);
  totales.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totales.failed += s.unexpected ?? 0;
  totales.skipped += s.skipped ?? 0;
  const recorrer = (suite) => {
    for (const spec of suite.specs ?? []) {
      const fallida = spec.tests?.find((t) => t.status === 'unexpected');
      if (fallida) fallas.push(`${spec.file}:${spec.line} › ${spec.title}${motivo(fallida.results?.at(-1)?.error?.message)}`);
    }
    for (const hija of suite.suites ?? []) recorrer(hija);
  };
  for (const suite of informe.suites ?? []) recorrer(suite);
}

// The journeys, one Playwright run per file, taken from one queue by whichever lane is free:
// lane 1 from the start, lane 2 once its checks and Vitest are done. Longest first (the
// durations of the last full run, e2e/duraciones.json; a new file counts as a long one), so
// the short ones fill the end and both lanes finish together.
const DURACIONES = join('e2e', 'duraciones.json');
function colaDeRecorridos() {
  const previas = existsSync(DURACIONES) ? JSON.parse(readFileSync(DURACIONES, 'utf8')) : {};
  const specs = readdirSync(join('e2e', 'tests'))
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => `tests/${f}`);
  const peso = (s) => previas[s] ?? Number.MAX_SAFE_INTEGER;
  return specs.sort((a, b) => peso(b) - peso(a) || a.localeCompare(b));
}

/**
 * One journey file in its own Playwright run: the lane's ports (a server per run, on a copy of
 * the seeded template that the first run makes and every later one reuses: support/plantilla.ts).
 */
async function correrRecorrido(spec, carril, plantilla) {
  const json = join(out, `playwright-${spec.replace(/\W+/g, '-')}.json`);
  const desde = Date.now();
  const ok = await correrAparte(
    `Playwright ${spec} (carril ${carril})`,
    'node_modules/.bin/playwright',
    [
      'test',
      '-c',
      'e2e/playwright.config.ts',
      spec,
      '--reporter=list,json',
      ...(repetir > 1 ? [`--repeat-each=${repetir}`] : []),
      // Each run its own: Playwright empties its output folder when it starts.
      `--output=${join('e2e', 'test-results', spec.replace(/^tests\//, '').replace(/\.spec\.ts$/, ''))}`,
    ],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: json,
      E2E_PORT: String(3100 + 50 * carril),
      E2E_WORKERS: '1',
      WORKNET_E2E_PLANTILLA: plantilla,
    },
  );
  return { spec, json, ok, ms: Date.now() - desde };
}

/** The seconds each file took, for the next run's order (commit the file when it changes much). */
function guardarDuraciones(recorridos) {
  const previas = existsSync(DURACIONES) ? JSON.parse(readFileSync(DURACIONES, 'utf8')) : {};
  for (const r of recorridos) previas[r.spec] = Math.round(r.ms / 1000);
  const orden = Object.fromEntries(Object.entries(previas).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(DURACIONES, `${JSON.stringify(orden, null, 2)}\n`);
}

const vitestJson = join(out, 'vitest.json');
const argsVitest = (json, hilos) => [
  'vitest',
  'run',
  ...(hilos ? [`--maxWorkers=${hilos}`] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${json}`,
];
if (soloApi) {
  const ok = correr('API (servidor)', 'npx', [...argsVitest(vitestJson, process.env.WORKNET_HILOS_API), '--project', 'server']);
  sumarVitest(vitestJson, ok);
} else {
  // The journeys need only the build: it goes first.
  const compilado = correr('Compilación', 'npm', ['run', 'build']);
  contarPaso('Compilación', compilado);
  const cola = compilado ? colaDeRecorridos() : [];
  const plantilla = join(tmpdir(), `worknet-e2e-plantilla-${process.pid}`);
  const recorridos = [];
  /** A lane takes the next journey file from the shared queue until none is left. */
  const tomarRecorridos = async (carril) => {
    for (let spec = cola.shift(); spec; spec = cola.shift()) recorridos.push(await correrRecorrido(spec, carril, plantilla));
  };
  // Lane 1: the journeys, from the longest.
  const carril1 = tomarRecorridos(1);
  // Lane 2: the checks and Vitest (one worker while lane 1 runs journeys), the PostgreSQL pass
  // when asked for, then it takes journeys from the same queue.
  const carril2 = (async () => {
    const hilosVitest = process.env.WORKNET_HILOS_VITEST ?? (cola.length ? '1' : '');
    contarPaso('Chequeo de tipos', await correrAparte('Chequeo de tipos', 'npm', ['run', 'typecheck']));
    contarPaso('Lint', await correrAparte('Lint', 'npm', ['run', 'lint']));
    contarPaso('Formato (Prettier)', await correrAparte('Formato (Prettier)', 'npm', ['run', 'format:check']));
    const pg = preparacion.pgUrl;
    // With a PostgreSQL pass, the API's PGlite pass is its sample (apps/server/vitest.config.ts).
    sumarVitest(vitestJson, await correrAparte('Vitest', 'npx', argsVitest(vitestJson, hilosVitest), pg ? { WORKNET_API_PGLITE: 'muestra' } : {}));
    if (pg) {
      const json = join(out, 'vitest-pg.json');
      const ok = await correrAparte('API en PostgreSQL', 'npx', [...argsVitest(json, hilosVitest), '--project', 'server'], { TEST_DATABASE_URL: pg });
      sumarVitest(json, ok);
    }
    // The throw-away PostgreSQL is done: its memory goes back to the journeys.
    preparacion.cerrar();
    // The date-sensitive suites again, with the clock pinned at each instant of scripts/relojes.mjs.
    const relojes = join(out, 'vitest-relojes.json');
    sumarVitest(relojes, await correrAparte('Relojes fijos', 'npx', [...argsVitest(relojes, hilosVitest), '-c', 'vitest.relojes.config.ts']));
    await tomarRecorridos(2);
  })();
  await Promise.all([carril1, carril2]);
  rmSync(plantilla, { recursive: true, force: true });
  for (const r of recorridos) sumarPlaywright(r.json, r.ok);
  if (recorridos.length && repetir === 1) guardarDuraciones(recorridos);
}
preparacion.cerrar();

console.log('\nTiempo por fase:');
for (const [titulo, ms] of tiempos) console.log(`  ${titulo.padEnd(44)} ${segundos(ms)}`);
console.log(`  ${'Total'.padEnd(44)} ${segundos(Date.now() - inicio)}`);
const skipped = totales.skipped ? `, ${totales.skipped} skipped` : '';
if (fallas.length) console.log(`\nFallaron:\n${fallas.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${totales.passed} passed, ${totales.failed} failed${skipped}`);
process.exit(totales.failed > 0 ? 1 : 0);
