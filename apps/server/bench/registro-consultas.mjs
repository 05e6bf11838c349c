// Preloaded into the server by bench/nomina.mjs (`node --import`): records the SQL
// the server really runs, so the benchmark can EXPLAIN ANALYZE the very queries
// it measured (whatever nomina.sql.ts builds today) instead of a hand-made copy.
// For each distinct SQL text: how many times, total and slowest time (as the
// server's code sees it, waits for the database included) and the parameters of
// the slowest run. Written as JSON to BENCH_REGISTRO_SQL when the process exits.
// Only for benchmarks: the server never loads this file on its own.
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const destino = process.env.BENCH_REGISTRO_SQL;
const consultas = new Map();

function anotar(texto, params, ms) {
  if (typeof texto !== 'string') return;
  let c = consultas.get(texto);
  if (!c) consultas.set(texto, (c = { sql: texto, veces: 0, totalMs: 0, maxMs: 0, params: [] }));
  c.veces++;
  c.totalMs += ms;
  if (ms >= c.maxMs) {
    c.maxMs = ms;
    c.params = params ?? [];
  }
}

if (destino) {
  const query = PGlite.prototype.query;
  PGlite.prototype.query = async function (texto, params, ...resto) {
    const t0 = performance.now();
    try {
      return await query.call(this, texto, params, ...resto);
    } finally {
      anotar(texto, params, performance.now() - t0);
    }
  };

  // pg: pool.query calls client.query with a callback; drizzle calls it with a config object.
  const pgQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    const texto = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : config?.values;
    if (typeof texto !== 'string' || typeof config?.submit === 'function') return pgQuery.call(this, config, values, callback);
    const t0 = performance.now();
    const cb = typeof values === 'function' ? values : callback;
    if (typeof cb === 'function') {
      const envuelto = (err, res) => {
        anotar(texto, params, performance.now() - t0);
        cb(err, res);
      };
      return typeof values === 'function' ? pgQuery.call(this, config, envuelto) : pgQuery.call(this, config, values, envuelto);
    }
    const r = pgQuery.call(this, config, values);
    return r && typeof r.then === 'function' ? r.finally(() => anotar(texto, params, performance.now() - t0)) : r;
  };

  process.on('exit', () => {
    writeFileSync(
      destino,
      JSON.stringify([...consultas.values()], (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
    );
  });
}
