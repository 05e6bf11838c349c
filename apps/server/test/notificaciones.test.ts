import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacion, notificacionUsuario } from '../src/modules/notificaciones/notificaciones.table';
import { usuario } from '../src/platform/identidad/identidad.table';
import { authItem } from '../src/platform/rbac/rbac.table';
import { auditoria } from '../src/platform/audit/audit.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearSector } from './factories';
import { borrarUsuario, clienteHttp, conSesion, crearGrupo, desactivar, type ConSesion } from './notificaciones-apoyo';

let t: Prueba;
let admin: ConSesion;
let http: ReturnType<typeof clienteHttp>;
beforeAll(async () => {
  t = await appDePrueba();
  http = clienteHttp(t);
  admin = await conSesion(t, { items: ['Administrador'] });
});
afterAll(() => t.cerrar());

const db = () => t.database.db;
const enviarNotificacion = (cuerpo: Record<string, unknown>, tk = admin.token) =>
  http.post('/api/v1/notificaciones/enviar', tk, { titulo: 'Aviso', texto: 'Texto del aviso', ...cuerpo });
const destinatariosDe = async (id: number) =>
  (await db().select({ u: notificacionUsuario.usuario_id }).from(notificacionUsuario).where(eq(notificacionUsuario.notificacion_id, id)))
    .map((f) => f.u)
    .sort((a, b) => a - b);
const totalNotificaciones = async () => (await db().select({ n: count() }).from(notificacion))[0]!.n;
const ordenados = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('POST /api/v1/notificaciones/enviar: audiencia resuelta al enviar', () => {
  it('a usuarios: sólo los activos elegidos reciben; responde cuántos y lo audita', async () => {
    const [a, b, inactivo, otro] = await Promise.all([conSesion(t), conSesion(t), conSesion(t), conSesion(t)]);
    await desactivar(db(), inactivo.id);
    const r = await enviarNotificacion({ audiencia: 'usuarios', ids: [b.id, a.id, inactivo.id, a.id], enlace: '#/novedad/3' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, message: 'Notificación enviada a 2 usuarios.', data: { destinatarios: 2 } });
    const id = r.json().data.id as number;
    expect(await destinatariosDe(id)).toEqual(ordenados([a.id, b.id]));
    expect(await destinatariosDe(id)).not.toContain(otro.id);
    const [guardada] = await db().select().from(notificacion).where(eq(notificacion.id, id));
    expect(guardada).toMatchObject({ titulo: 'Aviso', enlace: '/novedad/3', audiencia: 'usuarios', autor_id: admin.id });
    const [audit] = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'notificacion'), eq(auditoria.entidad_id, String(id))));
    expect(audit).toMatchObject({ usuario_id: admin.id, accion: 'crear' });
    expect(audit!.despues).toMatchObject({ audiencia: 'usuarios', destinatarios: 2 });
  });

  it('a sectores: cada usuario activo de los sectores una vez; los de otros sectores no', async () => {
    const { sector: s1 } = await crearSector(db());
    const { sector: s2 } = await crearSector(db());
    const { sector: ajeno } = await crearSector(db());
    const [enUno, enLosDos, inactivo, deOtro] = await Promise.all([
      conSesion(t, { sectores: [s1.id] }),
      conSesion(t, { sectores: [s1.id, s2.id] }),
      conSesion(t, { sectores: [s2.id] }),
      conSesion(t, { sectores: [ajeno.id] }),
    ]);
    await desactivar(db(), inactivo.id);
    const r = await enviarNotificacion({ audiencia: 'sectores', ids: [s1.id, s2.id] });
    expect(r.statusCode).toBe(200);
    expect(await destinatariosDe(r.json().data.id)).toEqual(ordenados([enUno.id, enLosDos.id]));
    expect(await destinatariosDe(r.json().data.id)).not.toContain(deOtro.id);
  });

  it('a grupos: miembros manuales, de sus sectores y de sus roles, activos y sin repetir', async () => {
    const { sector } = await crearSector(db());
    const [rol] = await db()
      .insert(authItem)
      .values({ nombre: `Rol notif ${Date.now()}`, tipo: 'rol' })
      .returning();
    const [manual, porSector, porRol, inactivo, fuera] = await Promise.all([
      conSesion(t),
      conSesion(t, { sectores: [sector.id] }),
      conSesion(t),
      conSesion(t, { sectores: [sector.id] }),
      conSesion(t),
    ]);
    await db().execute(sql`insert into auth_asignacion (usuario_id, item_id) values (${porRol.id}, ${rol!.id}), (${manual.id}, ${rol!.id})`);
    await desactivar(db(), inactivo.id);
    const g1 = await crearGrupo(db(), { usuarios: [manual.id, inactivo.id], sectores: [sector.id] });
    const g2 = await crearGrupo(db(), { roles: [rol!.id] });
    const r = await enviarNotificacion({ audiencia: 'grupos', ids: [g1.id, g2.id] });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.destinatarios).toBe(3);
    expect(await destinatariosDe(r.json().data.id)).toEqual(ordenados([manual.id, porSector.id, porRol.id]));
    expect(await destinatariosDe(r.json().data.id)).not.toContain(fuera.id);
  });

  it('a todos: cada usuario activo y no borrado', async () => {
    const inactivo = await conSesion(t);
    const borrado = await conSesion(t);
    await desactivar(db(), inactivo.id);
    await borrarUsuario(db(), borrado.id);
    const r = await enviarNotificacion({ audiencia: 'todos', ids: [inactivo.id] });
    expect(r.statusCode).toBe(200);
    const activos = await db()
      .select({ id: usuario.id })
      .from(usuario)
      .where(sql`${usuario.activo} and ${usuario.deleted_at} is null`);
    expect(await destinatariosDe(r.json().data.id)).toEqual(ordenados(activos.map((u) => u.id)));
    expect(await destinatariosDe(r.json().data.id)).not.toContain(inactivo.id);
  });

  it('los destinatarios quedan fijos: quien entra después al sector no recibe la ya enviada', async () => {
    const { sector } = await crearSector(db());
    const antes = await conSesion(t, { sectores: [sector.id] });
    const r = await enviarNotificacion({ audiencia: 'sectores', ids: [sector.id] });
    const despues = await conSesion(t, { sectores: [sector.id] });
    expect(await destinatariosDe(r.json().data.id)).toEqual([antes.id]);
    const suyas = await http.get('/api/v1/get_notificaciones', despues.token);
    expect(suyas.json().total).toBe(0);
  });

  it('ids inexistentes o borrados dan 400 nombrándolos, sin escribir nada', async () => {
    const antes = await totalNotificaciones();
    const borrado = await conSesion(t);
    await borrarUsuario(db(), borrado.id);
    const r1 = await enviarNotificacion({ audiencia: 'usuarios', ids: [999_001, borrado.id] });
    expect(r1.statusCode).toBe(400);
    expect(r1.json()).toMatchObject({ success: false, message: `No existen los usuarios: ${ordenados([999_001, borrado.id]).join(', ')}.` });
    const gBorrado = await crearGrupo(db(), { borrado: true });
    const r2 = await enviarNotificacion({ audiencia: 'grupos', ids: [gBorrado.id] });
    expect(r2.statusCode).toBe(400);
    expect(r2.json().message).toBe(`No existen los grupos: ${gBorrado.id}.`);
    const r3 = await enviarNotificacion({ audiencia: 'sectores', ids: [999_002] });
    expect(r3.json().message).toBe('No existen los sectores: 999002.');
    expect(await totalNotificaciones()).toBe(antes);
  });

  it('una audiencia que no alcanza a nadie activo da 422 y no deja nada escrito', async () => {
    const antes = await totalNotificaciones();
    const { sector: vacio } = await crearSector(db());
    const solo = await conSesion(t);
    await desactivar(db(), solo.id);
    for (const cuerpo of [
      { audiencia: 'sectores', ids: [vacio.id] },
      { audiencia: 'usuarios', ids: [solo.id] },
      { audiencia: 'grupos', ids: [(await crearGrupo(db())).id] },
    ]) {
      const r = await enviarNotificacion(cuerpo);
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe('La audiencia elegida no alcanza a ningún usuario activo: la notificación no se envió.');
    }
    expect(await totalNotificaciones()).toBe(antes);
  });

  it('datos inválidos dan 400 con mensajes en español por campo', async () => {
    const r = await http.post('/api/v1/notificaciones/enviar', admin.token, {
      titulo: ' ',
      texto: 'x',
      audiencia: 'usuarios',
      ids: [],
      enlace: 'javascript:alert(1)',
    });
    expect(r.statusCode).toBe(400);
    const texto = JSON.stringify(r.json());
    expect(texto).toContain('Ingrese el título.');
    expect(texto).toContain('El enlace debe ser una ruta de Worknet');
    expect(texto).toContain('Elija al menos un usuario.');
    const r2 = await http.post('/api/v1/notificaciones/enviar', admin.token, { titulo: 'T', texto: 'X', audiencia: 'vecinos' });
    expect(r2.statusCode).toBe(400);
    expect(JSON.stringify(r2.json())).toContain('Elija a quién enviarla');
  });

  it('sin el permiso notificaciones.notificacion.enviar: 403 al enviar, listar enviadas y pedir grupos', async () => {
    const empleado = await conSesion(t, { items: ['Empleado'] });
    const antes = await totalNotificaciones();
    const r = await enviarNotificacion({ audiencia: 'todos' }, empleado.token);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('No tiene permiso para realizar esta acción.');
    expect((await http.get('/api/v1/notificaciones/enviadas', empleado.token)).statusCode).toBe(403);
    expect((await http.get('/api/v1/notificaciones/opciones_grupos', empleado.token)).statusCode).toBe(403);
    expect(await totalNotificaciones()).toBe(antes);
  });

  it('el rol Comunicación envía y ve los grupos para elegir', async () => {
    const comunicacion = await conSesion(t, { items: ['Comunicación'] });
    const destino = await conSesion(t);
    const g = await crearGrupo(db(), { usuarios: [destino.id] });
    const opciones = await http.get('/api/v1/notificaciones/opciones_grupos', comunicacion.token);
    expect(opciones.statusCode).toBe(200);
    expect(opciones.json().data).toContainEqual({ value: g.id, label: `${g.nombre} (1 miembro)` });
    const r = await enviarNotificacion({ audiencia: 'grupos', ids: [g.id] }, comunicacion.token);
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Notificación enviada a 1 usuario.');
  });
});

describe('lo que recibe cada usuario', () => {
  let ana: ConSesion;
  let beto: ConSesion;
  const ids: number[] = [];
  beforeAll(async () => {
    ana = await conSesion(t);
    beto = await conSesion(t);
    for (const titulo of ['Primera', 'Segunda', 'Tercera']) {
      const r = await enviarNotificacion({ titulo, audiencia: 'usuarios', ids: [ana.id, beto.id] });
      ids.push(r.json().data.id);
    }
    await enviarNotificacion({ titulo: 'Sólo Beto', audiencia: 'usuarios', ids: [beto.id] });
  });

  it('get_notificaciones: las propias, de la más nueva a la más vieja, paginadas, con leido y autor', async () => {
    const r = await http.get('/api/v1/get_notificaciones?skip=0&limit=2', ana.token);
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(3);
    expect(r.json().data.map((n: { titulo: string }) => n.titulo)).toEqual(['Tercera', 'Segunda']);
    expect(r.json().data[0]).toMatchObject({ leido: 0, leido_at: null, autor: `Persona ${admin.username}`, texto: 'Texto del aviso' });
    const p2 = await http.get('/api/v1/get_notificaciones?skip=2&limit=2', ana.token);
    expect(p2.json().data.map((n: { titulo: string }) => n.titulo)).toEqual(['Primera']);
  });

  it('notificaciones_notificaciones_no_leidas: el total sin leer y las últimas para la campana', async () => {
    const r = await http.get('/api/v1/notificaciones_notificaciones_no_leidas?limit=1', beto.token);
    expect(r.json()).toMatchObject({ success: true, total: 4 });
    expect(r.json().data.map((n: { titulo: string }) => n.titulo)).toEqual(['Sólo Beto']);
    expect((await http.get('/api/v1/notificaciones_notificaciones_no_leidas?limit=0', beto.token)).json()).toMatchObject({ total: 4, data: [] });
  });

  it('marcar leídas: 0 → 1 sólo en las propias, el contador baja y repetir no cambia nada', async () => {
    const r = await http.post('/api/v1/read_notificaciones_bulk', ana.token, { ids: [ids[0], ids[0], 999_999] });
    expect(r.json()).toMatchObject({ success: true, message: 'Se marcó 1 notificación como leída.', data: { afectados: 1, no_leidos: 1, sin_leer: 2 } });
    const otra = await http.post('/api/v1/read_notificaciones_bulk', ana.token, { ids: [ids[0]] });
    expect(otra.json()).toMatchObject({ message: 'No había notificaciones sin leer entre las elegidas.', data: { afectados: 0, sin_leer: 2 } });
    const leida = (await http.get('/api/v1/get_notificaciones?leido=1', ana.token)).json();
    expect(leida.total).toBe(1);
    expect(leida.data[0]).toMatchObject({ id: ids[0], leido: 1 });
    expect(leida.data[0].leido_at).toEqual(expect.any(String));
    // Beto's copy of the same notification is untouched.
    expect((await http.get('/api/v1/notificaciones_notificaciones_no_leidas', beto.token)).json().total).toBe(4);
  });

  it('ids de notificaciones que el usuario no recibió se ignoran y no se cuentan', async () => {
    const deBeto = (await http.get('/api/v1/get_notificaciones', beto.token)).json().data.find((n: { titulo: string }) => n.titulo === 'Sólo Beto').id;
    const r = await http.post('/api/v1/read_notificaciones_bulk', ana.token, { ids: [deBeto] });
    expect(r.json().data).toEqual({ afectados: 0, no_leidos: 0, sin_leer: 2 });
    expect((await http.get('/api/v1/notificaciones_notificaciones_no_leidas', beto.token)).json().total).toBe(4);
  });

  it('read_notificaciones_todas deja el contador en 0 y no toca las de otros', async () => {
    const r = await http.post('/api/v1/read_notificaciones_todas', ana.token);
    expect(r.json()).toMatchObject({ message: 'Se marcaron 2 notificaciones como leídas.', data: { afectados: 2, sin_leer: 0 } });
    expect((await http.post('/api/v1/read_notificaciones_todas', ana.token)).json().data).toEqual({ afectados: 0, no_leidos: 0, sin_leer: 0 });
    expect((await http.get('/api/v1/notificaciones_notificaciones_no_leidas', beto.token)).json().total).toBe(4);
  });

  it('read_notificaciones_bulk sin ids o con ids inválidos da 400 en español', async () => {
    const r = await http.post('/api/v1/read_notificaciones_bulk', ana.token, { ids: [] });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain('Elija al menos un mensaje.');
    expect((await http.post('/api/v1/read_notificaciones_bulk', ana.token, { ids: ['x'] })).statusCode).toBe(400);
    expect((await http.get('/api/v1/get_notificaciones?leido=2', ana.token)).statusCode).toBe(400);
  });

  it('log_notificacion_push registra la primera entrega de una propia; la de otro da 403 (regla «notificación recibida»)', async () => {
    const r = await http.get(`/api/v1/log_notificacion_push?id=${ids[1]}`, beto.token);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, message: 'Entrega registrada.', data: { id: ids[1] } });
    const primera = r.json().data.entregado_at as string;
    const otra = await http.get(`/api/v1/log_notificacion_push?id=${ids[1]}`, beto.token);
    expect(otra.json().data.entregado_at).toBe(primera);
    const deBeto = (await http.get('/api/v1/get_notificaciones', beto.token)).json().data.find((n: { titulo: string }) => n.titulo === 'Sólo Beto').id;
    const ajena = await http.get(`/api/v1/log_notificacion_push?id=${deBeto}`, ana.token);
    expect(ajena.statusCode).toBe(403);
    expect((await http.get('/api/v1/log_notificacion_push?id=abc', ana.token)).statusCode).toBe(400);
  });

  it('notificaciones/enviadas: destinatarios, leídas, entregadas y a quién, con búsqueda y paginado', async () => {
    const r = await http.get('/api/v1/notificaciones/enviadas?filter=segunda', admin.token);
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(1);
    const fila = r.json().data[0];
    expect(fila).toMatchObject({ id: ids[1], titulo: 'Segunda', audiencia: 'usuarios', destinatarios: 2, leidas: 1, entregadas: 1 });
    expect(ordenados(fila.destinos)).toEqual([`Persona ${ana.username}`, `Persona ${beto.username}`].sort());
    const pagina = await http.get('/api/v1/notificaciones/enviadas?skip=0&limit=2', admin.token);
    expect(pagina.json().data).toHaveLength(2);
    expect(pagina.json().total).toBeGreaterThan(2);
    expect(pagina.json().data[0].titulo).toBe('Sólo Beto');
  });
});
