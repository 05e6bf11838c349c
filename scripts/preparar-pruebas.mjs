// What `npm test` needs from the machine, checked before any suite runs (issue 24, item 6): a
// fresh Debian with Node must get from `npm test` either a full run or, at once, the exact
// command that makes one possible; never minutes of other suites and then four Redis failures.
//
//   Chromium (/usr/bin/chromium) and its headless shell   the journeys (e2e/playwright.config.ts)
//   redis-server                                           the API tests of several instances
//   PostgreSQL's binaries (/usr/lib/postgresql/*/bin)      the API tests' second pass
//
// As root (CI, a container) what is missing is installed with apt-get, as .ci/run did before;
// otherwise the run stops with the apt-get command to type. The PostgreSQL pass gets a
// throw-away server of its own (initdb in a temporary folder, a free port, stopped at the end)
// unless WORKNET_PG_URL names one; WORKNET_SIN_PG=1 skips the pass and says so.
//
// Alone, `node scripts/preparar-pruebas.mjs [--api]` checks (and installs) and exits.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const esRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** An executable by name, on the PATH or as a path. */
function ejecutable(nombre) {
  const candidatos = nombre.includes('/') ? [nombre] : (process.env.PATH ?? '').split(delimiter).map((d) => join(d, nombre));
  return candidatos.find((c) => {
    try {
      accessSync(c, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The newest PostgreSQL's bin folder with initdb and pg_ctl (Debian's layout, then the PATH). */
export function binariosPostgres() {
  const raiz = '/usr/lib/postgresql';
  const versiones = existsSync(raiz) ? readdirSync(raiz).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versiones) {
    const bin = join(raiz, v, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  const initdb = ejecutable('initdb');
  return initdb && ejecutable('pg_ctl') ? join(initdb, '..') : null;
}

/** What the run would need and the machine lacks, as Debian package names. */
export function paquetesFaltantes({ soloApi = false, env = process.env } = {}) {
  const faltan = [];
  // CHROMIUM_PATH names another browser for the journeys: then Debian's is not needed.
  if (!soloApi && !env.CHROMIUM_PATH) {
    if (!existsSync(CHROMIUM)) faltan.push('chromium');
    if (!existsSync(HEADLESS_SHELL)) faltan.push('chromium-headless-shell');
  }
  if (!ejecutable(env.REDIS_SERVER_BIN ?? 'redis-server')) faltan.push('redis-server');
  if (!soloApi && !env.WORKNET_PG_URL && env.WORKNET_SIN_PG !== '1' && !binariosPostgres()) faltan.push('postgresql');
  return faltan;
}

class PreparacionFallida extends Error {}

function instalar(paquetes) {
  console.log(`Instalando paquetes del sistema: ${paquetes.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // A stale or missing package list is the usual reason an install fails on a fresh machine.
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', ...paquetes], { stdio: 'inherit', env });
  if (r.status !== 0) throw new PreparacionFallida(`apt-get install -y ${paquetes.join(' ')} falló (código ${r.status ?? r.error?.message}).`);
}

/** Installs what is missing when it can; otherwise stops with the command to run. */
export function verificarMaquina({ soloApi = false } = {}) {
  const faltan = paquetesFaltantes({ soloApi });
  if (!faltan.length) return;
  if (esRoot && ejecutable('apt-get')) {
    instalar(faltan);
    const siguen = paquetesFaltantes({ soloApi });
    if (siguen.length) throw new PreparacionFallida(`Después de instalar siguen faltando: ${siguen.join(' ')}.`);
    return;
  }
  const comando = ejecutable('apt-get')
    ? `sudo apt-get update && sudo apt-get install -y ${faltan.join(' ')}`
    : `instale ${faltan.join(', ')} con el gestor de paquetes de su sistema`;
  const sinPg = faltan.includes('postgresql') ? '\n(O, para omitir la pasada en PostgreSQL: WORKNET_SIN_PG=1 npm test.)' : '';
  throw new PreparacionFallida(
    `A esta máquina le falta lo que usan las pruebas: ${faltan.join(', ')}.\nEjecute:\n\n  ${comando}\n\ny vuelva a correr npm test.${sinPg}`,
  );
}

function puertoLibre() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL for this run only: initdb into a temporary folder (trust, a superuser
 * `worknet`), started on a free port of 127.0.0.1 with its socket in that folder, without
 * durability (fsync off: the data is thrown away). PostgreSQL refuses to run as root, so as
 * root the folder goes to the `postgres` user (the Debian package creates it) and the binaries
 * run as that user.
 */
export async function iniciarPostgresDescartable() {
  const bin = binariosPostgres();
  if (!bin) throw new PreparacionFallida('No se encontraron initdb y pg_ctl de PostgreSQL (paquete postgresql).');
  const dir = mkdtempSync(join(tmpdir(), 'worknet-pg-'));
  const datos = join(dir, 'datos');
  const correr = (programa, args) => {
    const [cmd, todos] = esRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, programa), ...args]] : [join(bin, programa), args];
    const r = spawnSync(cmd, todos, { encoding: 'utf8' });
    return { ok: r.status === 0, salida: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? r.error.message : ''}` };
  };
  if (esRoot) {
    const r = spawnSync('chown', ['postgres:postgres', dir]);
    if (r.status !== 0) throw new PreparacionFallida(`No se pudo ceder ${dir} al usuario postgres: ${r.stderr}`);
  }
  const detener = () => {
    if (existsSync(join(datos, 'postmaster.pid'))) correr('pg_ctl', ['-D', datos, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The same collation as Debian's clusters (C.UTF-8); a system without that locale gets C.
    let init = correr('initdb', ['-D', datos, '-U', 'worknet', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    if (!init.ok) {
      rmSync(datos, { recursive: true, force: true });
      init = correr('initdb', ['-D', datos, '-U', 'worknet', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
    }
    if (!init.ok) throw new PreparacionFallida(`initdb falló:\n${init.salida}`);
    const puerto = await puertoLibre();
    const opciones = `-p ${puerto} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    const inicio = correr('pg_ctl', ['-D', datos, '-l', join(dir, 'postgres.log'), '-o', opciones, '-w', '-t', '60', 'start']);
    if (!inicio.ok) throw new PreparacionFallida(`PostgreSQL no arrancó:\n${inicio.salida}`);
    return { url: `postgres://worknet@127.0.0.1:${puerto}/postgres`, detener };
  } catch (err) {
    detener();
    throw err;
  }
}

/**
 * The whole pre-flight for scripts/test.mjs: the machine's packages, then the database of the
 * PostgreSQL pass. Returns its URL (undefined: no pass) and a function that stops what was
 * started. On a failure it prints why and the count line CI reads, and exits.
 */
export async function prepararPruebas({ soloApi = false } = {}) {
  try {
    verificarMaquina({ soloApi });
    if (soloApi) return { pgUrl: undefined, cerrar: () => undefined };
    if (process.env.WORKNET_PG_URL) {
      console.log('PostgreSQL de WORKNET_PG_URL para la segunda pasada de la API.');
      return { pgUrl: process.env.WORKNET_PG_URL, cerrar: () => undefined };
    }
    if (process.env.WORKNET_SIN_PG === '1') {
      console.log('Sin la pasada de la API en PostgreSQL (WORKNET_SIN_PG=1).');
      return { pgUrl: undefined, cerrar: () => undefined };
    }
    const pg = await iniciarPostgresDescartable();
    console.log(`PostgreSQL descartable para la segunda pasada de la API en ${pg.url.replace(/^.*@/, '')}.`);
    let cerrado = false;
    const cerrar = () => {
      if (cerrado) return;
      cerrado = true;
      pg.detener();
    };
    // Interrupted (Ctrl+C, CI's timeout), the server must not outlive the run.
    for (const senal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.once(senal, () => {
        cerrar();
        process.exit(130);
      });
    }
    process.once('exit', cerrar);
    return { pgUrl: pg.url, cerrar };
  } catch (err) {
    if (!(err instanceof PreparacionFallida)) throw err;
    console.error(`\n${err.message}\n`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

// Alone: the check (and install) only, e.g. before a long run.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const soloApi = process.argv.includes('--api');
  try {
    verificarMaquina({ soloApi });
    console.log('La máquina tiene lo que usan las pruebas.');
  } catch (err) {
    if (!(err instanceof PreparacionFallida)) throw err;
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
}
