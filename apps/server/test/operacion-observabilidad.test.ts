import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDePrueba, configDePrueba, type Prueba } from './app-de-prueba';
import { bearer, crearUsuario, iniciarSesion } from './factories';
import { esperarA, iniciarRedis, puertoLibre } from './operacion-apoyo';

// Issue 24, item 4: readiness, request ids and Prometheus metrics.

const TOKEN = 'token-de-metricas-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: Prueba;
const lineas: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await appDePrueba({
    env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
    logger: { write: (l) => void lineas.push(JSON.parse(l) as Record<string, unknown>) },
    rutasExtra: (app) =>
      app.get('/api/v1/prueba_falla', { config: { permiso: 'publico' } }, async (req) => {
        req.log.info('antes de fallar');
        throw new Error('falla interna');
      }),
  });
});
afterAll(() => t.cerrar());

describe('GET /api/ready', () => {
  it('responde 200 con la base, sin Redis configurado, y con las migraciones al día', async () => {
    const r = await t.app.inject({ url: '/api/ready' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, data: { base: true, redis: null, migraciones: true } });
    // /api/health sigue igual (liveness).
    expect((await t.app.inject({ url: '/api/health' })).json().data).toMatchObject({ estado: 'ok' });
  });

  it('responde 503 en español cuando falta aplicar una migración', async () => {
    const p = await appDePrueba();
    try {
      const [fila] = (
        (await p.database.db.execute(
          sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
        )) as unknown as {
          rows: { hash: string; created_at: string }[];
        }
      ).rows;
      const r = await p.app.inject({ url: '/api/ready' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({
        success: false,
        code: 'NO_LISTO',
        message: 'Faltan aplicar migraciones de la base de datos.',
        data: { base: true, redis: null, migraciones: false },
        request_id: r.headers['x-request-id'],
      });
      await p.database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${fila!.hash}, ${fila!.created_at})`);
      expect((await p.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await p.cerrar();
    }
  });

  it('con REDIS_URL pregunta a Redis: 200 mientras responde, 503 cuando deja de responder', { timeout: 60_000 }, async () => {
    const redis = await iniciarRedis();
    let p: Prueba | undefined;
    try {
      p = await appDePrueba({ env: { REDIS_URL: redis.url } });
      const bien = await p.app.inject({ url: '/api/ready' });
      expect(bien.statusCode).toBe(200);
      expect(bien.json().data).toEqual({ base: true, redis: true, migraciones: true });
      // Frozen, not killed: the connection stays up and the PING goes unanswered (the probe's own time limit),
      // and the app can still close cleanly once it thaws.
      redis.proceso.kill('SIGSTOP');
      const mal = await p.app.inject({ url: '/api/ready' });
      expect(mal.statusCode).toBe(503);
      expect(mal.json()).toMatchObject({ message: 'Redis no responde.', code: 'NO_LISTO', data: { base: true, redis: false, migraciones: true } });
      redis.proceso.kill('SIGCONT');
      await esperarA('ready vuelve a 200', async () => (await p!.app.inject({ url: '/api/ready' })).statusCode === 200);
    } finally {
      redis.proceso.kill('SIGCONT');
      await p?.cerrar();
      redis.proceso.kill('SIGKILL');
    }
  });
});

describe('identificador de pedido', () => {
  it('acepta un X-Request-Id corto y seguro, y si no genera un UUID; siempre lo devuelve en la cabecera', async () => {
    const dado = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'balanceador-1.a_b' } });
    expect(dado.headers['x-request-id']).toBe('balanceador-1.a_b');
    for (const malo of ['con espacio', 'x'.repeat(65), 'linea\\nfalsa', '']) {
      const r = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': malo } });
      expect(r.headers['x-request-id'], malo).toMatch(UUID);
    }
    const a = await t.app.inject({ url: '/api/health' });
    const b = await t.app.inject({ url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('los sobres de error (401, 404, 400, 500) llevan request_id, el mismo de la cabecera', async () => {
    for (const [url, status] of [
      ['/api/v1/get_user', 401],
      ['/api/v1/no_existe', 404],
      ['/api/v1/grupos/%ED%A0%80', 400],
      ['/api/v1/prueba_falla', 500],
    ] as const) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(status);
      expect(r.json().success).toBe(false);
      expect(r.json().request_id, url).toMatch(UUID);
      expect(r.json().request_id).toBe(r.headers['x-request-id']);
    }
  });

  it('cada línea del registro de un pedido lleva su reqId, también la del error no controlado', async () => {
    const r = await t.app.inject({ url: '/api/v1/prueba_falla', headers: { 'x-request-id': 'rastro-500' } });
    expect(r.json().request_id).toBe('rastro-500');
    const delPedido = lineas.filter((l) => l.reqId === 'rastro-500');
    const mensajes = delPedido.map((l) => l.msg);
    expect(mensajes).toEqual(expect.arrayContaining(['incoming request', 'antes de fallar', 'error no controlado', 'request completed']));
    // Ninguna línea del pedido queda sin el identificador.
    expect(lineas.filter((l) => l.msg === 'antes de fallar').every((l) => typeof l.reqId === 'string' && l.reqId.length > 0)).toBe(true);
  });
});

describe('métricas de Prometheus', () => {
  it('con METRICS_TOKEN, /metrics pide el token y cuenta los pedidos por patrón de ruta', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: bearer('otro-token-0123456789') })).statusCode).toBe(401);

    const admin = await crearUsuario(t.database.db, { items: ['Administrador'] });
    const token = await iniciarSesion(t.app, admin.username);
    await t.app.inject({ url: `/api/v1/usuario_meta/${admin.id}`, headers: bearer(token) });
    await t.app.inject({ url: `/api/v1/usuario_meta/999999`, headers: bearer(token) });
    // A job waiting (an hour ahead, so no worker takes it): the queue's depth shows it.
    const [cola] = ((await t.database.db.execute(sql`select name from pgboss.queue order by name limit 1`)) as unknown as { rows: { name: string }[] }).rows;
    await t.database.db.execute(sql`insert into pgboss.job (name, data, start_after) values (${cola!.name}, '{}', now() + interval '1 hour')`);

    const r = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    const texto = r.body;
    expect(texto).toMatch(/worknet_http_requests_total\{method="GET",route="\/api\/v1\/usuario_meta\/:id",status="200"\} 1/);
    expect(texto).toMatch(/worknet_http_requests_total\{method="GET",route="\/api\/v1\/usuario_meta\/:id",status="404"\} 1/);
    expect(texto).not.toMatch(/route="[^"]*999999/);
    expect(texto).toMatch(/worknet_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/usuario_meta\/:id",status="200"\}/);
    if (t.database.kind === 'pglite') expect(texto).toMatch(/^worknet_db_pool_connections 1$/m);
    else {
      // The pool of the PostgreSQL pass: at least the connection that just answered, none waiting.
      expect(Number(/^worknet_db_pool_connections (\d+)$/m.exec(texto)?.[1])).toBeGreaterThanOrEqual(1);
      expect(texto).toMatch(/^worknet_db_pool_idle_connections \d+$/m);
      expect(texto).toMatch(/^worknet_db_pool_waiting_clients 0$/m);
    }
    expect(texto).toMatch(/^worknet_sockets_connected 0$/m);
    expect(texto).toContain(`worknet_jobs{queue="${cola!.name}",state="created"} 1`);
    expect(texto).toMatch(/^process_cpu_user_seconds_total /m);
    expect(texto).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('sin METRICS_TOKEN ni METRICS_PORT, /metrics no existe (404)', async () => {
    const p = await appDePrueba();
    try {
      const r = await p.app.inject({ url: '/metrics' });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ success: false, code: 'NO_ENCONTRADO' });
    } finally {
      await p.cerrar();
    }
  });

  it('con METRICS_PORT las sirve solo en ese puerto, en METRICS_HOST, sin token', async () => {
    const puerto = await puertoLibre();
    const p = await appDePrueba({ env: { METRICS_PORT: String(puerto) } });
    try {
      expect((await p.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      const r = await fetch(`http://127.0.0.1:${puerto}/metrics`);
      expect(r.status).toBe(200);
      expect(await r.text()).toMatch(/^# HELP worknet_http_requests_total /m);
      expect((await fetch(`http://127.0.0.1:${puerto}/api/health`)).status).toBe(404);
    } finally {
      await p.cerrar();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${puerto}/metrics`)).rejects.toThrow();
  });
});

describe('configuración de las métricas', () => {
  it('rechaza un token corto y un METRICS_PORT igual a PORT; por omisión escucha en 127.0.0.1', () => {
    expect(() => configDePrueba({ METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN debe tener al menos 16 caracteres/);
    expect(() => configDePrueba({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(/METRICS_PORT debe ser distinto de PORT/);
    expect(configDePrueba({ METRICS_PORT: '9464' }).metricas).toEqual({ token: undefined, puerto: 9464, host: '127.0.0.1' });
  });
});
