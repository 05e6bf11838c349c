import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enviarMensajeSistema } from '../src/modules/notificaciones/avisos.service';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearSector } from './factories';
import { barrera, clienteHttp, conSesion, crearGrupo, esperarEvento, grabar, socketsDePrueba, type ConSesion } from './notificaciones-apoyo';

let t: Prueba;
let url = '';
let admin: ConSesion;
let http: ReturnType<typeof clienteHttp>;
const sockets = socketsDePrueba(() => url);

beforeAll(async () => {
  t = await appDePrueba();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  http = clienteHttp(t);
  admin = await conSesion(t, { items: ['Administrador'] });
});
afterEach(() => sockets.cerrarTodos());
afterAll(() => t.cerrar());

describe("entrega en vivo: evento 'notificacion'", () => {
  it('cada destinatario conectado la recibe después de enviarla; quien no es destinatario, no', async () => {
    const { sector } = await crearSector(t.database.db);
    const [miembro, porSector, ajeno] = await Promise.all([conSesion(t), conSesion(t, { sectores: [sector.id] }), conSesion(t)]);
    const g = await crearGrupo(t.database.db, { usuarios: [miembro.id], sectores: [sector.id] });
    const [sMiembro, sSector, sAjeno] = await Promise.all([sockets.conectar(miembro.token), sockets.conectar(porSector.token), sockets.conectar(ajeno.token)]);
    const deAjeno = grabar(sAjeno);
    const llegadas = [esperarEvento(sMiembro, 'notificacion'), esperarEvento(sSector, 'notificacion')];

    const r = await http.post('/api/v1/notificaciones/enviar', admin.token, {
      titulo: 'Simulacro',
      texto: 'Hoy a las 10.',
      enlace: '#/novedad/1',
      audiencia: 'grupos',
      ids: [g.id],
    });
    expect(r.statusCode).toBe(200);
    const recibidos = await Promise.all(llegadas);
    for (const p of recibidos) {
      expect(p).toEqual({ id: r.json().data.id, titulo: 'Simulacro', texto: 'Hoy a las 10.', enlace: '/novedad/1', created_at: expect.any(String) });
    }
    await barrera(t, [sAjeno]);
    expect(deAjeno.filter((e) => e.evento === 'notificacion')).toEqual([]);

    // The client acknowledges the live delivery: the sender's list counts it.
    expect((await http.get(`/api/v1/log_notificacion_push?id=${r.json().data.id}`, miembro.token)).statusCode).toBe(200);
    const enviadas = (await http.get('/api/v1/notificaciones/enviadas?filter=simulacro', admin.token)).json().data;
    expect(enviadas[0]).toMatchObject({ destinatarios: 2, entregadas: 1, leidas: 0 });
  });

  it('para todos: cada usuario conectado la recibe', async () => {
    const [a, b] = await Promise.all([conSesion(t), conSesion(t)]);
    const [sa, sb] = await Promise.all([sockets.conectar(a.token), sockets.conectar(b.token)]);
    const llegadas = [esperarEvento(sa, 'notificacion'), esperarEvento(sb, 'notificacion')];
    const r = await http.post('/api/v1/notificaciones/enviar', admin.token, { titulo: 'Corte de luz', texto: 'De 8 a 9.', audiencia: 'todos' });
    expect(r.statusCode).toBe(200);
    for (const p of await Promise.all(llegadas)) expect(p).toMatchObject({ id: r.json().data.id, titulo: 'Corte de luz' });
  });

  it('una notificación rechazada (400) no se anuncia a nadie', async () => {
    const u = await conSesion(t);
    const s = await sockets.conectar(u.token);
    const recibidos = grabar(s);
    const r = await http.post('/api/v1/notificaciones/enviar', admin.token, { titulo: 'X', texto: 'Y', audiencia: 'usuarios', ids: [u.id, 999_777] });
    expect(r.statusCode).toBe(400);
    await barrera(t, [s]);
    expect(recibidos.filter((e) => e.evento === 'notificacion')).toEqual([]);
  });
});

describe("entrega en vivo: 'mensaje-sistema' y 'bandeja-actualizada'", () => {
  it('enviarMensajeSistema con realtime avisa a cada destinatario tras guardar', async () => {
    const [a, b] = await Promise.all([conSesion(t), conSesion(t)]);
    const [sa, sb] = await Promise.all([sockets.conectar(a.token), sockets.conectar(b.token)]);
    const llegadas = [esperarEvento(sa, 'mensaje-sistema'), esperarEvento(sb, 'mensaje-sistema')];
    const ids = await enviarMensajeSistema(t.app.ctx, { usuarioIds: [a.id, b.id], titulo: 'Pedido confirmado', texto: 'Listo.', modulo: 'pedidos' });
    const [pa, pb] = await Promise.all(llegadas);
    expect(pa).toMatchObject({ titulo: 'Pedido confirmado', modulo: 'pedidos', enlace: null });
    expect([(pa as { id: number }).id, (pb as { id: number }).id].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect((await http.get('/api/v1/sin_leer', a.token)).json().data).toBe(1);
  });

  it('leer o eliminar avisa a las otras pestañas del mismo usuario, no a otros', async () => {
    const [a, b] = await Promise.all([conSesion(t), conSesion(t)]);
    const [id] = await enviarMensajeSistema(t.app.ctx, { usuarioIds: [a.id], titulo: 'T', texto: 'X', modulo: 'rrhh' });
    const [otraPestana, deB] = await Promise.all([sockets.conectar(a.token), sockets.conectar(b.token)]);
    const deOtro = grabar(deB);
    const llegada = esperarEvento(otraPestana, 'bandeja-actualizada');
    expect((await http.post('/api/v1/read_mensajes_sistema_bulk', a.token, { ids: [id] })).json().data.afectados).toBe(1);
    await llegada;
    await barrera(t, [deB]);
    expect(deOtro.filter((e) => e.evento === 'bandeja-actualizada')).toEqual([]);
  });
});
