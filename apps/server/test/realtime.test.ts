import { SignJWT } from 'jose';
import { io as conectarCliente, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { publicarDePrueba } from './notificaciones-apoyo';
import { bearer, crearSector, crearUsuario, iniciarSesion, tokenCon } from './factories';

const NO_LOGUEADO = 'No se encuentra logueado. Por favor inicie sesión.';
const ESPERA_MS = 3_000;

let t: Prueba;
let url: string;
const abiertos: Socket[] = [];

beforeAll(async () => {
  t = await appDePrueba();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const s of abiertos.splice(0)) s.disconnect();
});
afterAll(() => t.cerrar());

/** A socket.io client; resolves once connected, rejects with the server's connect_error. */
function conectar(auth: Record<string, unknown> | undefined): Promise<Socket> {
  const socket = conectarCliente(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true, timeout: ESPERA_MS });
  abiertos.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

/** Resolves with the error the server gives when refusing the handshake. */
async function rechazo(auth: Record<string, unknown> | undefined): Promise<Error> {
  try {
    await conectar(auth);
  } catch (err) {
    return err as Error;
  }
  throw new Error('La conexión fue aceptada y debía ser rechazada.');
}

/** Everything a socket receives, in order. */
function grabar(socket: Socket) {
  const recibidos: { evento: string; payload: unknown }[] = [];
  socket.onAny((evento: string, payload: unknown) => recibidos.push({ evento, payload }));
  return recibidos;
}

function esperarEvento<T = unknown>(socket: Socket, evento: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No llegó el evento "${evento}" en ${ESPERA_MS} ms.`)), ESPERA_MS);
    socket.once(evento, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * Events reach a socket in the order they were published, so once a marker sent
 * to everybody after the event under test has arrived, anything that was going
 * to arrive has arrived: "it did not receive it" is then a fact, not a timeout.
 */
async function barrera(sockets: Socket[]) {
  const marca = `marca-${Math.random()}`;
  const llegadas = sockets.map((s) => esperarEvento(s, marca));
  publicarDePrueba(t.app.ctx.realtime, 'todos', marca);
  await Promise.all(llegadas);
}

const eventosDe = (recibidos: { evento: string; payload: unknown }[], evento: string) => recibidos.filter((r) => r.evento === evento).map((r) => r.payload);

async function usuarioConSesion(sectores?: number[]) {
  const u = await crearUsuario(t.database.db, sectores ? { sectores } : {});
  return { ...u, token: await iniciarSesion(t.app, u.username) };
}

describe('realtime: autenticación del socket', () => {
  it('rechaza un socket sin token con el mensaje en español', async () => {
    expect((await rechazo(undefined)).message).toBe(NO_LOGUEADO);
    expect((await rechazo({ token: '' })).message).toBe(NO_LOGUEADO);
    expect((await rechazo({ token: 12345 })).message).toBe(NO_LOGUEADO);
  });

  it('rechaza un token falsificado (otra firma, alg none o basura)', async () => {
    const u = await usuarioConSesion();
    // Same claims as the real token (a live session), only the signature is wrong.
    const [, payload] = u.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string; sub: string };
    const otraFirma = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer('worknet')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('un-secreto-que-no-es-el-del-servidor-0123'));
    const sinFirma = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of [otraFirma, sinFirma, `${u.token}x`, 'no.es.un-jwt']) {
      expect((await rechazo({ token })).message).toBe(NO_LOGUEADO);
    }
  });

  it('acepta un socket con un token válido', async () => {
    const u = await usuarioConSesion();
    const socket = await conectar({ token: u.token });
    expect(socket.connected).toBe(true);
  });
});

describe('realtime: publish', () => {
  it('un evento para un usuario llega a sus sockets y no a los de otro usuario', async () => {
    const ana = await usuarioConSesion();
    const beto = await usuarioConSesion();
    const anaPc = await conectar({ token: ana.token });
    const anaCelular = await conectar({ token: await iniciarSesion(t.app, ana.username) });
    const betoPc = await conectar({ token: beto.token });
    const deBeto = grabar(betoPc);

    const llegadas = [esperarEvento(anaPc, 'aviso'), esperarEvento(anaCelular, 'aviso')];
    publicarDePrueba(t.app.ctx.realtime, { usuario: ana.id }, 'aviso', { texto: 'Hola Ana' });
    expect(await Promise.all(llegadas)).toEqual([{ texto: 'Hola Ana' }, { texto: 'Hola Ana' }]);

    await barrera([betoPc]);
    expect(eventosDe(deBeto, 'aviso')).toEqual([]);
  });

  it('un evento para un sector llega solo a los sockets que eligieron ese sector y pertenecen a él', async () => {
    const { sector: guardia } = await crearSector(t.database.db, { nombre: 'Guardia' });
    const { sector: farmacia } = await crearSector(t.database.db, { nombre: 'Farmacia' });
    const ana = await usuarioConSesion([guardia.id, farmacia.id]);
    const beto = await usuarioConSesion([farmacia.id]);

    const anaEnGuardia = await conectar({ token: ana.token, sector: guardia.id });
    const anaEnFarmacia = await conectar({ token: ana.token, sector: farmacia.id });
    const anaSinSector = await conectar({ token: ana.token });
    // Beto names a sector he does not belong to: he connects, but does not join it.
    const betoColado = await conectar({ token: beto.token, sector: guardia.id });
    const betoColadoComoTexto = await conectar({ token: beto.token, sector: String(guardia.id) });
    const ajenos = [anaEnFarmacia, anaSinSector, betoColado, betoColadoComoTexto];
    const grabaciones = ajenos.map(grabar);

    const llegada = esperarEvento(anaEnGuardia, 'turno');
    publicarDePrueba(t.app.ctx.realtime, { sector: guardia.id }, 'turno', { id: 7 });
    expect(await llegada).toEqual({ id: 7 });

    await barrera(ajenos);
    for (const g of grabaciones) expect(eventosDe(g, 'turno')).toEqual([]);
  });

  it('un socket que eligió un sector propio recibe los eventos de ese sector', async () => {
    const { sector: farmacia } = await crearSector(t.database.db);
    const beto = await usuarioConSesion([farmacia.id]);
    const socket = await conectar({ token: beto.token, sector: String(farmacia.id) });
    const llegada = esperarEvento(socket, 'stock');
    publicarDePrueba(t.app.ctx.realtime, { sector: farmacia.id }, 'stock', { bajo: true });
    expect(await llegada).toEqual({ bajo: true });
  });

  it("'todos' llega a cada socket conectado", async () => {
    const ana = await usuarioConSesion();
    const beto = await usuarioConSesion();
    const sockets = [await conectar({ token: ana.token }), await conectar({ token: beto.token }), await conectar({ token: ana.token })];
    const llegadas = sockets.map((s) => esperarEvento(s, 'mantenimiento'));
    publicarDePrueba(t.app.ctx.realtime, 'todos', 'mantenimiento', { en: '5 minutos' });
    expect(await Promise.all(llegadas)).toEqual(sockets.map(() => ({ en: '5 minutos' })));
  });
});

describe('realtime: cierre de sesión', () => {
  it("POST /api/v1/logout envía 'sesion-revocada' a los sockets de esa sesión y no a otra sesión del mismo usuario", async () => {
    const ana = await usuarioConSesion();
    const otraSesion = await iniciarSesion(t.app, ana.username);
    const pestana1 = await conectar({ token: ana.token });
    const pestana2 = await conectar({ token: ana.token });
    const celular = await conectar({ token: otraSesion });
    const delCelular = grabar(celular);

    const llegadas = [esperarEvento(pestana1, 'sesion-revocada'), esperarEvento(pestana2, 'sesion-revocada')];
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(ana.token), payload: { token: ana.token } });
    expect(r.statusCode).toBe(200);
    expect(await Promise.all(llegadas)).toEqual([{ motivo: 'logout' }, { motivo: 'logout' }]);

    await barrera([celular]);
    expect(eventosDe(delCelular, 'sesion-revocada')).toEqual([]);
  });

  it('tras el logout, una conexión nueva con ese token es rechazada', async () => {
    const ana = await usuarioConSesion();
    await conectar({ token: ana.token });
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(ana.token), payload: {} });
    expect(r.statusCode).toBe(200);
    expect((await rechazo({ token: ana.token })).message).toBe(NO_LOGUEADO);
  });
});

/** Resolves once the server closed the socket (reason 'io server disconnect'). */
function cerradoPorElServidor(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`El servidor no cerró el socket en ${ESPERA_MS} ms.`)), ESPERA_MS);
    socket.once('disconnect', (motivo) => {
      clearTimeout(timer);
      resolve(motivo);
    });
  });
}

describe('realtime: un socket no sobrevive a su sesión', () => {
  const revocaciones: [string, (u: { id: number; token: string; username: string }) => Promise<void>][] = [
    ['el logout', async (u) => void (await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(u.token), payload: {} }))],
    [
      'la desactivación',
      async (u) => {
        const admin = await tokenCon(t, ['Administrador']);
        const r = await t.app.inject({
          method: 'POST',
          url: '/api/v1/update_user_meta',
          headers: bearer(admin),
          payload: { id: u.id, accion: 'activo', activo: false },
        });
        expect(r.statusCode).toBe(200);
      },
    ],
    [
      'una contraseña temporal puesta por un administrador',
      async (u) => {
        const admin = await tokenCon(t, ['Administrador']);
        const r = await t.app.inject({
          method: 'POST',
          url: '/api/v1/update_user_meta',
          headers: bearer(admin),
          payload: { id: u.id, accion: 'password_temporal', password: 'Temporal2026x' },
        });
        expect(r.statusCode).toBe(200);
      },
    ],
  ];

  it.each(revocaciones)('tras %s el servidor avisa y cierra el socket, y lo publicado después no le llega', async (_n, revocar) => {
    const ana = await usuarioConSesion();
    const socket = await conectar({ token: ana.token });
    const recibidos = grabar(socket);
    const cierre = cerradoPorElServidor(socket);
    await revocar(ana);
    expect(await cierre).toBe('io server disconnect');
    expect(eventosDe(recibidos, 'sesion-revocada')).toHaveLength(1);
    // A socket still in the user's room would receive this: the closed one cannot.
    const testigo = await conectar({ token: await tokenCon(t) });
    publicarDePrueba(t.app.ctx.realtime, { usuario: ana.id }, 'aviso-privado', { dato: 'no debe llegar' });
    await barrera([testigo]);
    expect(eventosDe(recibidos, 'aviso-privado')).toEqual([]);
    expect(socket.connected).toBe(false);
  });

  it('cambiar la propia contraseña cierra los sockets de las otras sesiones y deja el de la sesión actual', async () => {
    const ana = await usuarioConSesion();
    const otra = await iniciarSesion(t.app, ana.username);
    const actual = await conectar({ token: ana.token });
    const celular = await conectar({ token: otra });
    const cierre = cerradoPorElServidor(celular);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cambiar_password',
      headers: bearer(ana.token),
      payload: { password_actual: 'worknet123', password: 'OtraClave2026x' },
    });
    expect(r.statusCode).toBe(200);
    expect(await cierre).toBe('io server disconnect');
    await barrera([actual]);
    expect(actual.connected).toBe(true);
  });
});
