// What the database benchmarks (nomina.mjs, novedades.mjs) share: the two
// databases they run on, the load loop with its percentiles, and the plans of
// the SQL the server really ran (recorded by registro-consultas.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { iniciarServidor } from './servidor.mjs';

const REGISTRO = fileURLToPath(new URL('./registro-consultas.mjs', import.meta.url));
const argsNode = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

export const percentil = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
export const cumple = (ok) => (ok ? 'cumplido' : 'NO cumplido');
export const carga = () => `carga del sistema ${loadavg()[0].toFixed(1)}`;

// The load generator shares the 2 vCPU with the server and the database: fetch()
// cost it ~1.7 ms of CPU per roster page, taken from the server being measured;
// node:http with kept-alive sockets costs ~0.7 ms. It still asks for compressed
// answers, as a browser does, and inflates them.
const agente = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A request with a JSON body or none; resolves { status, texto }. */
export function pedirHttp(url, { method = 'GET', headers = {}, body } = {}) {
  const cuerpo = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, agent: agente, headers: { 'accept-encoding': 'br, gzip', ...headers, ...(cuerpo ? { 'content-length': cuerpo.length } : {}) } },
      (res) => {
        const partes = [];
        res.on('data', (d) => partes.push(d));
        res.on('error', reject);
        res.on('end', () => {
          let datos = Buffer.concat(partes);
          const codificacion = res.headers['content-encoding'];
          if (codificacion === 'br') datos = zlib.brotliDecompressSync(datos);
          else if (codificacion === 'gzip') datos = zlib.gunzipSync(datos);
          resolve({ status: res.statusCode, texto: datos.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end(cuerpo);
  });
}

/** The embedded database: a DATA_DIR of our own, kept between the server's runs. */
export async function embebida(prefijo) {
  const dir = mkdtempSync(join(tmpdir(), `worknet-${prefijo}-`));
  return {
    nombre: 'PGlite (embebida)',
    env: { DATA_DIR: dir },
    abrir: async () => {
      const db = await PGlite.create({ dataDir: join(dir, 'pglite'), extensions: { unaccent } });
      return { query: (q, p) => db.query(q, p), cerrar: () => db.close() };
    },
    borrar: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** PostgreSQL: a scratch database created for the run and dropped after it. */
export async function postgres(urlAdmin, prefijo) {
  const nombreBase = `worknet_bench_${prefijo}_${process.pid}`;
  const admin = new pg.Client({ connectionString: urlAdmin });
  await admin.connect();
  await admin.query(`drop database if exists ${nombreBase}`);
  await admin.query(`create database ${nombreBase}`);
  await admin.end();
  const url = new URL(urlAdmin);
  url.pathname = `/${nombreBase}`;
  return {
    nombre: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    abrir: async () => {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      return { query: (q, p) => c.query(q, p), cerrar: () => c.end() };
    },
    borrar: async () => {
      const a = new pg.Client({ connectionString: urlAdmin });
      await a.connect();
      await a.query(`drop database if exists ${nombreBase} with (force)`);
      await a.end();
    },
  };
}

/** The server on `env`, recording every SQL it runs into a temporary file (for `planesDe`). */
export async function servidorRegistrando(env) {
  const registro = join(mkdtempSync(join(tmpdir(), 'worknet-sql-')), 'consultas.json');
  const servidor = await iniciarServidor({ env: { ...env, BENCH_REGISTRO_SQL: registro }, nodeArgs: [...argsNode, '--import', REGISTRO] });
  return { servidor, registro, borrarRegistro: () => rmSync(join(registro, '..'), { recursive: true, force: true }) };
}

async function enParalelo(n, cantidad, hasta, tarea) {
  let siguiente = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (siguiente < cantidad && performance.now() < hasta) await tarea(siguiente++);
    }),
  );
}

/**
 * `pedido(i)` after 40 warm-up runs (the server's JIT and PGlite's WebAssembly
 * are slow at first), once with 1 client and once with each count of `clientes`,
 * printing p50/p95/p99 and, for the counts in `objetivoCon`, the target's status.
 */
export async function medirClientes({ nombre, pedido, clientes, pedidos, segundos, objetivoP95, objetivoCon }) {
  for (let i = 0; i < 40; i++) await pedido(1000 + i);
  const filas = [];
  for (const n of clientes) {
    const tiempos = [];
    const inicio = performance.now();
    await enParalelo(n, n === 1 ? Math.min(100, pedidos) : pedidos, inicio + segundos * 1000, async (i) => {
      const t = performance.now();
      await pedido(i);
      tiempos.push(performance.now() - t);
    });
    const duracion = (performance.now() - inicio) / 1000;
    tiempos.sort((a, b) => a - b);
    const f = {
      clientes: n,
      pedidos: tiempos.length,
      p50: percentil(tiempos, 50),
      p95: percentil(tiempos, 95),
      p99: percentil(tiempos, 99),
      max: tiempos.at(-1),
      porSegundo: tiempos.length / duracion,
    };
    filas.push(f);
    const quienes = `${n} ${n === 1 ? 'cliente' : 'clientes'}`;
    console.log(`\n${nombre}  (${quienes}, ${f.pedidos} pedidos, ${f.porSegundo.toFixed(0)}/s, ${carga()})`);
    console.log(`  p50: ${f.p50.toFixed(1)} ms   p95: ${f.p95.toFixed(1)} ms   p99: ${f.p99.toFixed(1)} ms   máx: ${f.max.toFixed(1)} ms`);
    if (objetivoCon.includes(n)) console.log(`  objetivo p95 < ${objetivoP95} ms con ${quienes}: ${cumple(f.p95 < objetivoP95)}`);
  }
  return filas;
}

/** The parameters of a query, cut for a log line (long id lists say how many). */
export const resumir = (params) => {
  const texto = JSON.stringify(params);
  return texto.length > 120 ? `${texto.slice(0, 120)}… (${Array.isArray(params?.[0]) ? `${params[0].length} ids` : 'recortado'})` : texto;
};

/** One plan as the benchmarks print it: title, the query on one line, the plan. */
export function imprimirPlan(titulo, p) {
  console.log(`\n--- ${titulo}, parámetros ${resumir(p.params)}\n${p.sql.replace(/\s+/g, ' ')}\n`);
  console.log(p.plan.join('\n'));
}

/**
 * `medir(base)` on the embedded database, and on PostgreSQL too when
 * BENCH_DATABASE_URL is set (a scratch database, dropped after); the results in order.
 */
export async function enCadaBase(prefijo, medir) {
  const bases = [() => embebida(prefijo)];
  const urlPostgres = process.env.BENCH_DATABASE_URL;
  if (urlPostgres) bases.push(() => postgres(urlPostgres, prefijo));
  const resultados = [];
  for (const crear of bases) {
    const base = await crear();
    try {
      resultados.push(await medir(base));
    } finally {
      await base.borrar();
    }
  }
  return resultados;
}

/** EXPLAIN ANALYZE of each recorded query, the fastest of five runs (the first ones pay for cold caches), slowest first. */
export async function planesDe(db, consultas) {
  const planes = [];
  for (const c of consultas) {
    let plan;
    let ms = Infinity;
    for (let k = 0; k < 5; k++) {
      const filas = (await db.query(`explain (analyze, buffers) ${c.sql}`, c.params)).rows.map((r) => r['QUERY PLAN']);
      const t = Number(/Execution Time: ([\d.]+) ms/.exec(filas.join('\n'))?.[1] ?? NaN);
      if (t < ms || !plan) [plan, ms] = [filas, t];
    }
    planes.push({ ...c, plan, ms });
  }
  return planes.sort((a, b) => b.ms - a.ms);
}
