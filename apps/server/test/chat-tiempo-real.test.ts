import { alLlegarMensaje } from '@worknet/domain/chat/reglas';
import type { CargaDe } from '@worknet/domain/tiempo-real';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { dir, eventos, llamadasChat } from './chat-apoyo';
import { conSesionPropia, type ConSesion } from './factories';
import { barrera, esperarEvento, grabar, socketsDePrueba } from './notificaciones-apoyo';
import { peticiones } from './peticion';

// The chat over the socket (issue 39): new messages to every member (spec §4 rules applied by
// the client), read and delivered pointers, typing, presence with several tabs, and a revoked
// session that hears nothing more.

const api = peticiones(() => t);
const chat = llamadasChat(api);
let t: Prueba;
let url = '';
const sockets = socketsDePrueba(() => url);

beforeAll(async () => {
  t = await appDePrueba();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => sockets.cerrarTodos());
afterAll(() => t.cerrar());

const persona = () => conSesionPropia(t);
type Mensaje = CargaDe<'chat-mensaje'>;

/** Resolves once the socket is closed, with the reason. */
const cerrado = (s: Socket) => new Promise<string>((ok) => s.once('disconnect', ok));

describe('mensajes en vivo y las reglas del §4', () => {
  it('llega a cada miembro: al destinatario con el remitente como participante, a las otras pestañas del remitente como propio', async () => {
    const [ana, beto] = [await persona(), await persona()];
    const deBeto = await sockets.conectar(beto.token);
    const otraPestanaDeAna = await sockets.conectar(ana.token);
    const llegaABeto = esperarEvento<Mensaje>(deBeto, 'chat-mensaje');
    const llegaAAna = esperarEvento<Mensaje>(otraPestanaDeAna, 'chat-mensaje');
    const enviado = (await chat.enviar(ana, dir(beto), 'primer mensaje')).json().data;
    const aBeto = await llegaABeto;
    expect(aBeto).toMatchObject({ participante: dir(ana), nueva: true, mensaje: { id: enviado.id, body: 'primer mensaje', fromJID: dir(ana), propio: false } });
    expect(await llegaAAna).toMatchObject({ participante: dir(beto), nueva: true, mensaje: { id: enviado.id, propio: true } });
    // The second message of the conversation is not new.
    const segundo = esperarEvento<Mensaje>(deBeto, 'chat-mensaje');
    await chat.enviar(ana, dir(beto), 'segundo');
    expect((await segundo).nueva).toBe(false);
  });

  it('el cliente aplica las reglas: se anexa si está abierta; si no, sube la cuenta y pasa arriba; un primer mensaje recarga', async () => {
    const [ana, beto, carla, dario] = [await persona(), await persona(), await persona(), await persona()];
    await chat.enviar(ana, dir(beto), 'hola Beto');
    await chat.enviar(carla, dir(beto), 'hola de Carla');
    const deBeto = await sockets.conectar(beto.token);
    let lista = await chat.participantes(beto);
    expect(lista.map((p) => p.fromJID)).toEqual([dir(carla), dir(ana)]);
    const abierta = dir(carla);
    const recibidos = eventos<Mensaje>(deBeto, 'chat-mensaje');

    await chat.enviar(ana, dir(beto), 'otra vez Ana');
    await vi.waitFor(() => expect(recibidos).toHaveLength(1));
    let efecto = alLlegarMensaje(lista, recibidos[0]!, abierta);
    expect(efecto).toMatchObject({ anexar: false, recargar: false });
    lista = efecto.lista;
    expect(lista.map((p) => [p.fromJID, p.cantidad])).toEqual([
      [dir(ana), 2],
      [dir(carla), 1],
    ]);
    // The server's list says the same.
    expect((await chat.participantes(beto)).map((p) => [p.fromJID, p.cantidad])).toEqual(lista.map((p) => [p.fromJID, p.cantidad]));

    await chat.enviar(carla, dir(beto), 'en la abierta');
    await vi.waitFor(() => expect(recibidos).toHaveLength(2));
    efecto = alLlegarMensaje(lista, recibidos[1]!, abierta);
    expect(efecto.anexar).toBe(true);
    lista = efecto.lista;

    await chat.enviar(dario, dir(beto), 'soy nuevo');
    await vi.waitFor(() => expect(recibidos).toHaveLength(3));
    expect(recibidos[2]!.nueva).toBe(true);
    expect(alLlegarMensaje(lista, recibidos[2]!, abierta).recargar).toBe(true);
  });

  it('leer mueve el puntero: quien envió recibe chat-leido («visto») y las otras pestañas del lector su cuenta en cero', async () => {
    const [ana, beto] = [await persona(), await persona()];
    const id = (await chat.enviar(ana, dir(beto), 'leeme')).json().data.id as number;
    const deAna = await sockets.conectar(ana.token);
    const otraDeBeto = await sockets.conectar(beto.token);
    const aAna = esperarEvento<CargaDe<'chat-leido'>>(deAna, 'chat-leido');
    const aBeto = esperarEvento<CargaDe<'chat-leido'>>(otraDeBeto, 'chat-leido');
    await chat.leerTodo(beto, dir(ana));
    expect(await aAna).toMatchObject({ usuario_id: beto.id, fromJID: dir(beto), leido_hasta: id, cantidad: 0 });
    expect(await aBeto).toMatchObject({ usuario_id: beto.id, leido_hasta: id });
    // Nothing moved: no event.
    const despues = grabar(deAna);
    await chat.leerTodo(beto, dir(ana));
    await barrera(t, [deAna]);
    expect(despues.filter((e) => e.evento === 'chat-leido')).toEqual([]);
  });

  it('entregado: en línea al enviar, o cuando el destinatario carga su chat', async () => {
    const [ana, beto] = [await persona(), await persona()];
    const deBeto = await sockets.conectar(beto.token);
    await vi.waitFor(async () => expect((await chat.contactos(ana)).find((c) => c.usuario_id === beto.id)?.en_linea).toBe(true));
    const enLinea = (await chat.enviar(ana, dir(beto), 'estás')).json().data;
    expect(enLinea.entregado).toBe(true);
    expect((await chat.conversacion(ana, dir(beto))).mensajes[0]!.entregado).toBe(true);
    deBeto.disconnect();
    await vi.waitFor(async () => expect((await chat.contactos(ana)).find((c) => c.usuario_id === beto.id)?.en_linea).toBe(false));
    const id = (await chat.enviar(ana, dir(beto), 'no estás')).json().data.id as number;
    expect((await chat.conversacion(ana, dir(beto))).mensajes[0]!.entregado).toBe(false);
    const deAna = await sockets.conectar(ana.token);
    const aviso = esperarEvento<CargaDe<'chat-entregado'>>(deAna, 'chat-entregado');
    await chat.participantes(beto);
    expect(await aviso).toMatchObject({ usuario_id: beto.id, entregado_hasta: id });
    expect((await chat.conversacion(ana, dir(beto))).mensajes[0]!.entregado).toBe(true);
  });

  it('eliminar llega a los miembros', async () => {
    const [ana, beto] = [await persona(), await persona()];
    const id = (await chat.enviar(ana, dir(beto), 'borrame')).json().data.id as number;
    const deBeto = await sockets.conectar(beto.token);
    const aviso = esperarEvento<CargaDe<'chat-eliminado'>>(deBeto, 'chat-eliminado');
    expect((await api.delete(`/api/v1/chat/mensajes/${id}`, ana)).statusCode).toBe(200);
    expect(await aviso).toMatchObject({ id });
  });
});

describe('escribiendo', () => {
  it('por el socket o por la API llega a los otros miembros; una carga mala se ignora', async () => {
    const [ana, beto, carla] = [await persona(), await persona(), await persona()];
    await chat.enviar(ana, dir(beto), 'hola');
    const deAna = await sockets.conectar(ana.token);
    const deBeto = await sockets.conectar(beto.token);
    const deCarla = await sockets.conectar(carla.token);
    const deCarlaRecibe = grabar(deCarla);
    const aviso = esperarEvento<CargaDe<'chat-escribiendo'>>(deBeto, 'chat-escribiendo');
    deAna.emit('chat:escribiendo', { to: 12 });
    deAna.emit('chat:escribiendo', { to: dir(beto) });
    expect(await aviso).toMatchObject({ participante: dir(ana), fromJID: dir(ana) });
    const porApi = esperarEvento<CargaDe<'chat-escribiendo'>>(deAna, 'chat-escribiendo');
    expect((await api.post('/api/v1/chat/escribiendo', beto, { from: dir(beto), to: dir(ana) })).statusCode).toBe(200);
    expect(await porApi).toMatchObject({ participante: dir(beto) });
    await barrera(t, [deCarla]);
    expect(deCarlaRecibe.filter((e) => e.evento.startsWith('chat-'))).toEqual([]);
  });
});

describe('presencia', () => {
  async function observador(): Promise<{ quien: ConSesion; cambios: CargaDe<'presencia'>[]; socket: Socket }> {
    const quien = await persona();
    const socket = await sockets.conectar(quien.token);
    const cambios = eventos<CargaDe<'presencia'>>(socket, 'presencia');
    // Acknowledged once the socket follows presence.
    expect(await socket.emitWithAck('presencia:seguir')).toBe(true);
    return { quien, cambios, socket };
  }
  const enLinea = async (quien: ConSesion, de: ConSesion) => (await chat.contactos(quien)).find((c) => c.usuario_id === de.id)?.en_linea;

  it('con dos pestañas, cerrar una deja a la persona en línea; cerrar la última la pone fuera de línea', async () => {
    const obs = await observador();
    const carla = await persona();
    const pestana1 = await sockets.conectar(carla.token);
    await vi.waitFor(() => expect(obs.cambios).toContainEqual({ usuario_id: carla.id, en_linea: true }));
    const pestana2 = await sockets.conectar(carla.token);
    expect(await enLinea(obs.quien, carla)).toBe(true);
    pestana1.disconnect();
    await vi.waitFor(async () => expect((await t.app.ctx.realtime.io.fetchSockets()).filter((s) => s.data.usuarioId === carla.id)).toHaveLength(1));
    await barrera(t, [obs.socket]);
    expect(await enLinea(obs.quien, carla)).toBe(true);
    expect(obs.cambios.filter((c) => c.usuario_id === carla.id)).toEqual([{ usuario_id: carla.id, en_linea: true }]);
    pestana2.disconnect();
    await vi.waitFor(() =>
      expect(obs.cambios.filter((c) => c.usuario_id === carla.id)).toEqual([
        { usuario_id: carla.id, en_linea: true },
        { usuario_id: carla.id, en_linea: false },
      ]),
    );
    expect(await enLinea(obs.quien, carla)).toBe(false);
  });

  it('sin presencia:seguir un socket no recibe presencia; los contactos en línea van primero', async () => {
    const sinSeguir = await sockets.conectar((await persona()).token);
    const recibe = grabar(sinSeguir);
    const dario = await persona();
    await sockets.conectar(dario.token);
    await barrera(t, [sinSeguir]);
    expect(recibe.filter((e) => e.evento === 'presencia')).toEqual([]);
    const lista = await chat.contactos(dario);
    const primeroFuera = lista.findIndex((c) => !c.en_linea);
    expect(lista.slice(primeroFuera).every((c) => !c.en_linea)).toBe(true);
    expect(lista.find((c) => c.usuario_id === dario.id)?.en_linea).toBe(true);
  });

  it('una persona desactivada sale de los contactos, sus sockets se cierran y queda fuera de línea', async () => {
    const obs = await observador();
    const admin = await conSesionPropia(t, { items: ['Administrador'] });
    const eva = await persona();
    const socket = await sockets.conectar(eva.token);
    await vi.waitFor(() => expect(obs.cambios).toContainEqual({ usuario_id: eva.id, en_linea: true }));
    const cierre = cerrado(socket);
    const r = await api.post('/api/v1/update_user_meta', admin, { id: eva.id, accion: 'activo', activo: false });
    expect(r.statusCode, r.body).toBe(200);
    expect(await cierre).toBe('io server disconnect');
    await vi.waitFor(() => expect(obs.cambios).toContainEqual({ usuario_id: eva.id, en_linea: false }));
    expect((await chat.contactos(obs.quien)).some((c) => c.usuario_id === eva.id)).toBe(false);
  });
});

describe('una sesión revocada no recibe nada más', () => {
  it('tras el logout su socket se cierra y un mensaje posterior no le llega', async () => {
    const [ana, beto] = [await persona(), await persona()];
    const socket = await sockets.conectar(beto.token);
    const recibidos = grabar(socket);
    const cierre = cerrado(socket);
    await api.post('/api/v1/logout', beto, {});
    expect(await cierre).toBe('io server disconnect');
    const otraSesion = await conSesionPropia(t);
    const testigo = await sockets.conectar(otraSesion.token);
    await chat.enviar(ana, dir(beto), 'ya no deberías oírme');
    await barrera(t, [testigo]);
    expect(recibidos.map((e) => e.evento)).toEqual(['sesion-revocada']);
    expect(socket.connected).toBe(false);
  });
});
