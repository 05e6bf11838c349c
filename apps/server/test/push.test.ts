import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { horaLocalDe } from '@worknet/domain/fichaje/reloj';
import * as reloj from '@worknet/domain/reloj';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { avisarAhora, enviarMensajeSistema } from '../src/modules/notificaciones/avisos.service';
import { envioPush, suscripcionPush } from '../src/modules/push/push.table';
import { usuario } from '../src/platform/identidad/identidad.table';
import { appDePrueba, esperarAvisos, type Prueba } from './app-de-prueba';
import { conSesion, iniciarSesion, type ConSesion } from './factories';
import { desactivar, socketsDePrueba } from './notificaciones-apoyo';
import { peticiones } from './peticion';

// Web push (issue 40): subscriptions bound to the caller, delivery through the notice pipeline to
// a stub push service that receives the real encrypted, VAPID-signed request.

const ece = createRequire(import.meta.url)('http_ece') as { decrypt: (b: Buffer, p: Record<string, unknown>) => Buffer };

type Recibido = { ruta: string; headers: Record<string, string | string[] | undefined>; cuerpo: Buffer };

/** A local push service: records each request and answers the status set for its path (201 by default). */
function servicioPush() {
  const recibidos: Recibido[] = [];
  const estados = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      recibidos.push({ ruta: req.url ?? '', headers: req.headers, cuerpo: Buffer.concat(partes) });
      res.statusCode = estados.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  return {
    recibidos,
    estados,
    server,
    base: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    de: (ruta: string) => recibidos.filter((r) => r.ruta === ruta),
  };
}

/** A browser's subscription: its own P-256 key pair and auth secret, as pushManager.subscribe makes them. */
function navegador(endpoint: string) {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    endpoint,
    json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } },
    /** Decrypts what the push service received for this browser. */
    abrir: (r: Recibido) =>
      JSON.parse(ece.decrypt(r.cuerpo, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as Record<string, unknown>,
  };
}

let t: Prueba;
let url = '';
const stub = servicioPush();
const api = peticiones(() => t);
const sockets = socketsDePrueba(() => url);
let n = 0;

beforeAll(async () => {
  await new Promise<void>((r) => stub.server.listen(0, '127.0.0.1', r));
  t = await appDePrueba();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => sockets.cerrarTodos());
afterAll(async () => {
  await t.cerrar();
  await new Promise((r) => stub.server.close(r));
});

/** A user with one registered browser. */
async function suscripto(o: Parameters<typeof conSesion>[1] = {}): Promise<ConSesion & { nav: ReturnType<typeof navegador>; ruta: string }> {
  const u = await conSesion(t, o);
  const ruta = `/sub/${++n}`;
  const nav = navegador(`${stub.base()}${ruta}`);
  await api.datos('POST', '/register/worknet', u.token, nav.json, {
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36' },
  });
  return { ...u, nav, ruta };
}

const mensaje = (u: { id: number }, extra: Record<string, unknown> = {}) =>
  enviarMensajeSistema(t.app.ctx, {
    usuarioIds: [u.id],
    titulo: 'Guardia de mañana',
    texto: 'Se cambió su turno.',
    enlace: '/mensajes',
    modulo: 'tareas',
    ...extra,
  });

async function filasDe(usuarioId: number) {
  return t.database.db.select().from(suscripcionPush).where(eq(suscripcionPush.usuario_id, usuarioId));
}

describe('suscripción', () => {
  it('GET push/clave da la clave pública VAPID', async () => {
    const u = await conSesion(t);
    const d = await api.datos('GET', '/api/v1/push/clave', u.token);
    expect(d.clave_publica).toBe(t.app.ctx.config.push.clavePublica);
    expect(d.clave_publica).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await api.get('/api/v1/push/clave')).statusCode).toBe(401);
  });

  it('queda del que llama y su sesión, aunque el cuerpo nombre a otro; registrar de nuevo no duplica; otro usuario se la lleva', async () => {
    const [ana, beto] = await Promise.all([conSesion(t), conSesion(t)]);
    const nav = navegador(`${stub.base()}/sub/compartido`);
    const d = await api.datos('POST', '/register/worknet', ana.token, { ...nav.json, usuario_id: beto.id, usuarioId: beto.id });
    expect(d).toMatchObject({ actual: true, sesion_id: expect.any(String) });
    expect((await filasDe(ana.id)).length).toBe(1);
    expect(await filasDe(beto.id)).toEqual([]);

    // Each start re-synchronises: the same endpoint again is the same row.
    const otra = await api.datos('POST', '/register/worknet', ana.token, nav.json);
    expect(otra.id).toBe(d.id);
    expect((await filasDe(ana.id)).length).toBe(1);

    // Another account on the same browser: the subscription moves to it.
    await api.datos('POST', '/register/worknet', beto.token, nav.json);
    expect(await filasDe(ana.id)).toEqual([]);
    expect((await filasDe(beto.id)).map((f) => f.id)).toEqual([d.id]);
    expect(await api.datos('GET', '/api/v1/push/dispositivos', ana.token)).toEqual([]);
  });

  it('una suscripción mal formada es 400 en español', async () => {
    const u = await conSesion(t);
    const r = await api.post('/register/worknet', u.token, { endpoint: 'ftp://x', keys: { p256dh: 'corto', auth: '' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/suscripción/);
    expect((await api.post('/register/worknet', undefined, navegador('https://fcm.googleapis.com/fcm/send/x').json)).statusCode).toBe(401);
  });

  it('set_token con una PushSubscription en JSON la registra; otro texto queda como antes', async () => {
    const u = await conSesion(t);
    const nav = navegador(`${stub.base()}/sub/set-token-${u.id}`);
    await api.datos('POST', '/api/v1/set_token', u.token, { token: JSON.stringify(nav.json) });
    expect((await filasDe(u.id)).map((f) => f.endpoint)).toEqual([nav.endpoint]);
    await api.datos('POST', '/api/v1/set_token', u.token, { token: 'token-de-la-app-vieja' });
    const [fila] = await t.database.db.select({ token: usuario.token_push }).from(usuario).where(eq(usuario.id, u.id));
    expect(fila!.token).toBe('token-de-la-app-vieja');
  });

  it('token_wp del login y de get_user registra el navegador con esa sesión', async () => {
    const u = await conSesion(t);
    const nav = navegador(`${stub.base()}/sub/login-${u.id}`);
    const r = await api.post('/api/v1/login', undefined, { username: u.username, password: 'worknet123', token_wp: JSON.stringify(nav.json) });
    expect(r.statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from((r.json().token as string).split('.')[1]!, 'base64url').toString()).sid as string;
    expect((await filasDe(u.id)).map((f) => f.sesion_id)).toEqual([sid]);

    const otro = navegador(`${stub.base()}/sub/get-user-${u.id}`);
    await api.datos('GET', `/api/v1/get_user?token_wp=${encodeURIComponent(JSON.stringify(otro.json))}`, u.token);
    expect((await filasDe(u.id)).map((f) => f.endpoint).sort()).toEqual([nav.endpoint, otro.endpoint].sort());
  });
});

describe('dispositivos', () => {
  it('cada uno ve y quita sólo los suyos: el id de otro es 404', async () => {
    const [a, b] = await Promise.all([suscripto(), suscripto()]);
    const [propio] = await api.datos('GET', '/api/v1/push/dispositivos', a.token);
    expect(propio).toMatchObject({ actual: true, user_agent: expect.stringContaining('Android') });
    const [ajeno] = await api.datos('GET', '/api/v1/push/dispositivos', b.token);
    const r = await api.delete(`/api/v1/push/dispositivos/${ajeno.id}`, a.token);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('No existe ese dispositivo.');
    expect((await filasDe(b.id)).length).toBe(1);
    await api.datos('DELETE', `/api/v1/push/dispositivos/${propio.id}`, a.token);
    expect(await filasDe(a.id)).toEqual([]);
  });

  it('cerrar la sesión o desactivar al usuario quita sus suscripciones', async () => {
    const a = await suscripto();
    // A second browser of the same user, with another session.
    const token2 = await iniciarSesion(t.app, a.username);
    await api.datos('POST', '/register/worknet', token2, navegador(`${stub.base()}/sub/otra-${a.id}`).json);
    expect((await filasDe(a.id)).length).toBe(2);
    await api.datos('POST', '/api/v1/logout', a.token, {});
    expect((await filasDe(a.id)).map((f) => f.endpoint)).toEqual([`${stub.base()}/sub/otra-${a.id}`]);

    await desactivar(t.database.db, a.id);
    expect(await filasDe(a.id)).toEqual([]);
  });
});

describe('entrega', () => {
  it('llega cifrada y firmada (VAPID) a quien no está conectado, y no a quien tiene Worknet abierto', async () => {
    const [lejos, cerca] = await Promise.all([suscripto(), suscripto()]);
    await sockets.conectar(cerca.token);
    await expect.poll(async () => (await t.app.ctx.realtime.presencia.enLinea([cerca.id])).has(cerca.id)).toBe(true);

    await enviarMensajeSistema(t.app.ctx, {
      usuarioIds: [lejos.id, cerca.id],
      titulo: 'Guardia de mañana',
      texto: 'Se cambió su turno.',
      enlace: '/mensajes',
      modulo: 'tareas',
    });
    await esperarAvisos(t.app);

    const [r] = stub.de(lejos.ruta);
    expect(r).toBeDefined();
    expect(r!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.app.ctx.config.push.clavePublica}$`));
    expect(r!.headers['content-encoding']).toBe('aes128gcm');
    expect(r!.headers.ttl).toBe(String(72 * 3600));
    expect(r!.headers.urgency).toBe('normal');
    expect(lejos.nav.abrir(r!)).toEqual({ titulo: 'Guardia de mañana', texto: 'Se cambió su turno.', enlace: '/mensajes', tipo: 'mensajes', etiqueta: null });
    expect(stub.de(cerca.ruta)).toEqual([]);

    // The log: the user sees their own; the connected one has nothing.
    const propio = await api.get('/api/v1/log_notificacion_push', lejos.token);
    expect(propio.json()).toMatchObject({
      total: 1,
      data: [{ usuario_id: lejos.id, tipo: 'mensajes', titulo: 'Guardia de mañana', resultado: 'entregado', codigo: 201 }],
    });
    expect((await api.get('/api/v1/log_notificacion_push', cerca.token)).json().total).toBe(0);
  });

  it('410 quita la suscripción y lo anota; 500 se anota como error y se reintenta', async () => {
    const [vencida, caida] = await Promise.all([suscripto(), suscripto()]);
    stub.estados.set(vencida.ruta, 410);
    stub.estados.set(caida.ruta, 500);
    await enviarMensajeSistema(t.app.ctx, { usuarioIds: [vencida.id, caida.id], titulo: 'Aviso', texto: 'Texto.', modulo: 'tareas' });
    await esperarAvisos(t.app);
    expect(await filasDe(vencida.id)).toEqual([]);
    expect((await filasDe(caida.id)).length).toBe(1);
    const log = await t.database.db.select().from(envioPush).where(eq(envioPush.usuario_id, vencida.id));
    expect(log.map((l) => [l.resultado, l.codigo])).toEqual([['vencida', 410]]);
    const errores = await t.database.db.select().from(envioPush).where(eq(envioPush.usuario_id, caida.id));
    expect(errores.map((l) => [l.resultado, l.codigo])).toEqual([['error', 500]]);
    // Its retry is queued on its own, backed off.
    const [reintento] = (
      await t.app.ctx.db.execute(
        // eslint-disable-next-line no-restricted-syntax -- the queue's own table
        `select count(*)::int as n from pgboss.job where name = 'aviso_push_reintento' and data->>'suscripcionId' = '${(await filasDe(caida.id))[0]!.id}'`,
      )
    ).rows as { n: number }[];
    expect(Number(reintento!.n)).toBe(1);
  });

  it('respeta el tipo apagado y el horario de silencio; un mensaje urgente pasa el silencio', async () => {
    const [sinMensajes, enSilencio] = await Promise.all([suscripto(), suscripto()]);
    const todo = { novedades: true, notificaciones: true, mensajes: true, chat: true };
    await api.datos('PUT', '/api/v1/push/preferencias', sinMensajes.token, { ...todo, mensajes: false });
    // Quiet hours around the present hour, whatever it is (Argentina time).
    const minutos = (ms: number) => horaLocalDe(ms).slice(11, 16);
    const ahora = reloj.ahoraMs();
    const pref = await api.datos('PUT', '/api/v1/push/preferencias', enSilencio.token, {
      ...todo,
      silencio_desde: minutos(ahora - 3_600_000),
      silencio_hasta: minutos(ahora + 3_600_000),
    });
    expect(pref).toMatchObject({ mensajes: true, silencio_desde: minutos(ahora - 3_600_000) });
    expect(await api.datos('GET', '/api/v1/push/preferencias', sinMensajes.token)).toMatchObject({ mensajes: false, chat: true, silencio_desde: null });

    await mensaje(sinMensajes);
    await mensaje(enSilencio);
    await esperarAvisos(t.app);
    expect(stub.de(sinMensajes.ruta)).toEqual([]);
    expect(stub.de(enSilencio.ruta)).toEqual([]);

    await mensaje(sinMensajes, { urgente: true });
    await mensaje(enSilencio, { urgente: true, titulo: 'Evacuación del piso 3' });
    await esperarAvisos(t.app);
    expect(stub.de(sinMensajes.ruta)).toEqual([]);
    const [urgente] = stub.de(enSilencio.ruta);
    expect(urgente!.headers.urgency).toBe('high');
    expect(enSilencio.nav.abrir(urgente!).titulo).toBe('Evacuación del piso 3');
  });

  it('las preferencias rechazan un horario a medias', async () => {
    const u = await conSesion(t);
    const r = await api.put('/api/v1/push/preferencias', u.token, {
      novedades: true,
      notificaciones: true,
      mensajes: true,
      chat: true,
      silencio_desde: '22:00',
    });
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain('Indique el comienzo y el fin del horario de silencio.');
  });

  it('la carga nunca lleva datos de sueldo ni del legajo: sólo título, texto corto, ruta, tipo y etiqueta', async () => {
    const u = await suscripto();
    const admin = await conSesion(t, { items: ['Administrador'] });
    // A pay-slip notification (e-mailed to all, as recibos does) and an HR system message.
    await avisarAhora(t.app.ctx, {
      notificacion: {
        autorId: admin.id,
        datos: {
          titulo: 'Nuevo recibo de sueldo',
          texto: 'Neto a cobrar $ 1.234.567,89 — CUIL 20-12345678-3',
          enlace: '/mis_recibos',
          audiencia: 'usuarios',
          ids: [u.id],
        },
        correoATodos: { motivo: 'Recibe este correo porque RRHH publicó un recibo de sueldo suyo.' },
      },
    });
    await mensaje(u, { modulo: 'licencias', titulo: 'Licencia por enfermedad de Pérez, DNI 12345678', texto: 'Diagnóstico: gripe A. Legajo 445.' });
    await esperarAvisos(t.app);
    const cargas = stub.de(u.ruta).map((r) => u.nav.abrir(r));
    expect(cargas).toHaveLength(2);
    for (const c of cargas) {
      expect(Object.keys(c).sort()).toEqual(['enlace', 'etiqueta', 'texto', 'tipo', 'titulo']);
      const texto = JSON.stringify(c);
      for (const dato of ['1.234.567', 'CUIL', '20-12345678-3', 'DNI', '12345678', 'Diagnóstico', 'gripe', 'Legajo', 'Pérez', 'sueldo'])
        expect(texto, `la carga ${texto} lleva «${dato}»`).not.toContain(dato);
    }
    expect(cargas.map((c) => c.enlace).sort()).toEqual(['/mensajes', '/mis_recibos']);
  });
});

describe('registro de envíos (log_notificacion_push sin id)', () => {
  it('un usuario ve sólo los suyos (el usuario_id de otro es 403); con notificaciones.push.ver, todos', async () => {
    const [a, b] = await Promise.all([suscripto(), suscripto()]);
    await enviarMensajeSistema(t.app.ctx, { usuarioIds: [a.id, b.id], titulo: 'Para el registro', texto: 'Texto.', modulo: 'tareas' });
    await esperarAvisos(t.app);
    const propio = (await api.get('/api/v1/log_notificacion_push?tipo=mensajes', a.token)).json();
    expect(propio.data.map((f: { usuario_id: number }) => f.usuario_id)).toEqual([a.id]);
    expect((await api.get(`/api/v1/log_notificacion_push?usuario_id=${b.id}`, a.token)).statusCode).toBe(403);
    expect((await api.get(`/api/v1/log_notificacion_push?usuario_id=${a.id}`, a.token)).statusCode).toBe(200);

    const auditor = await conSesion(t, { items: ['notificaciones.push.ver'] });
    const deB = (await api.get(`/api/v1/log_notificacion_push?usuario_id=${b.id}&limit=5`, auditor.token)).json();
    expect(deB).toMatchObject({ total: 1, data: [{ usuario_id: b.id, titulo: 'Para el registro', resultado: 'entregado' }] });
    const todos = (await api.get('/api/v1/log_notificacion_push?limit=500', auditor.token)).json();
    expect(todos.data.some((f: { usuario_id: number }) => f.usuario_id === a.id)).toBe(true);
    expect((await api.get('/api/v1/log_notificacion_push?resultado=otro', a.token)).statusCode).toBe(400);
  });
});
