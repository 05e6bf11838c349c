import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../../config';
import type { Database } from '../db/client';
import { noAutenticado } from '../http/errors';
import type { Realtime } from '../realtime/realtime';

// Prometheus metrics (issue 24, item 4). Exposed only when the operator chose how to protect
// them: METRICS_TOKEN (a Bearer token on the main port, for a scraper that goes through the
// balancer) and/or METRICS_PORT (a listener of its own on METRICS_HOST, 127.0.0.1 by default,
// that serves nothing else). Without either nothing is collected and /metrics answers 404.
// Each app has its own registry: tests build several apps in one process.

const BUCKETS_SEGUNDOS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digerir = (texto: string) => createHash('sha256').update(texto).digest();

/** Whether the request's Bearer token is the metrics token, compared in constant time (digests of equal length). */
function tokenValido(req: FastifyRequest, esperado: Buffer): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  return m?.[1] ? timingSafeEqual(digerir(m[1].trim()), esperado) : false;
}

function crearRegistro(database: Database, realtime: Realtime): Registry {
  const registro = new Registry();
  collectDefaultMetrics({ register: registro });

  const cliente = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = cliente as pg.Pool;
    const medir = (name: string, help: string, valor: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registro],
        collect() {
          this.set(valor());
        },
      });
    medir('worknet_db_pool_connections', 'Conexiones abiertas del pool de PostgreSQL.', () => pool.totalCount);
    medir('worknet_db_pool_idle_connections', 'Conexiones libres del pool de PostgreSQL.', () => pool.idleCount);
    medir('worknet_db_pool_waiting_clients', 'Consultas esperando una conexión libre del pool.', () => pool.waitingCount);
  } else {
    // PGlite: one connection inside the process, always open.
    new Gauge({ name: 'worknet_db_pool_connections', help: 'Conexiones con la base (PGlite: una, dentro del proceso).', registers: [registro] }).set(1);
  }

  new Gauge({
    name: 'worknet_sockets_connected',
    help: 'Sockets de tiempo real conectados a esta instancia.',
    registers: [registro],
    collect() {
      this.set(realtime.io.engine.clientsCount);
    },
  });

  // Read at scrape time only: one grouped count over the queue's unfinished jobs.
  new Gauge({
    name: 'worknet_jobs',
    help: 'Trabajos de la cola (pg-boss) por nombre y estado: created y retry esperan, active corren.',
    labelNames: ['queue', 'state'],
    registers: [registro],
    async collect() {
      this.reset();
      try {
        const r = await database.db.execute<{ cola: string; estado: string; n: number }>(
          sql`select name as cola, state::text as estado, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') group by 1, 2`,
        );
        for (const f of (r as { rows: { cola: string; estado: string; n: number }[] }).rows) this.set({ queue: f.cola, state: f.estado }, Number(f.n));
      } catch {
        // Before the queue's first start its schema does not exist: no jobs to count.
      }
    },
  });
  return registro;
}

/** Counts and times every answer by route pattern, and serves /metrics as configured. */
export function registrarMetricas(app: FastifyInstance, deps: { config: Config['metricas']; database: Database; realtime: Realtime }): void {
  const { token, puerto, host } = deps.config;
  if (!token) {
    // Registered anyway so the answer is the API's 404 whatever else serves '/' (the web).
    app.get('/metrics', { schema: { hide: true } }, (_req, reply) => reply.callNotFound());
  }
  if (!token && !puerto) return;

  const registro = crearRegistro(deps.database, deps.realtime);
  const etiquetas = ['method', 'route', 'status'] as const;
  const pedidos = new Counter({ name: 'worknet_http_requests_total', help: 'Pedidos HTTP atendidos.', labelNames: etiquetas, registers: [registro] });
  const duracion = new Histogram({
    name: 'worknet_http_request_duration_seconds',
    help: 'Duración de los pedidos HTTP, en segundos.',
    labelNames: etiquetas,
    buckets: BUCKETS_SEGUNDOS,
    registers: [registro],
  });
  app.addHook('onResponse', (req, reply, listo) => {
    // The route's pattern (/api/v1/persona/:id), never the URL: one series per route, not per id.
    const e = { method: req.method, route: req.routeOptions.url ?? 'sin_ruta', status: String(reply.statusCode) };
    pedidos.inc(e);
    duracion.observe(e, reply.elapsedTime / 1000);
    listo();
  });

  if (token) {
    const esperado = digerir(token);
    app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (req, reply) => {
      if (!tokenValido(req, esperado)) throw noAutenticado('Falta el token de métricas o no es válido.');
      return reply.type(registro.contentType).send(await registro.metrics());
    });
  }

  if (puerto) {
    let servidor: Server | undefined;
    app.addHook('onReady', async () => {
      servidor = createServer((req, res) => {
        if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado: este puerto sirve solo /metrics.\n');
          return;
        }
        registro.metrics().then(
          (texto) => res.writeHead(200, { 'content-type': registro.contentType }).end(texto),
          (err: unknown) => {
            app.log.error({ err }, 'No se pudieron armar las métricas.');
            res.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((listo, fallo) => {
        servidor!.once('error', fallo);
        servidor!.listen(puerto, host, () => listo());
      });
      app.log.info(`Métricas de Prometheus en http://${host}:${puerto}/metrics`);
    });
    app.addHook('onClose', async () => {
      if (!servidor?.listening) return;
      servidor.closeAllConnections();
      await new Promise<void>((r) => servidor!.close(() => r()));
    });
  }
}
