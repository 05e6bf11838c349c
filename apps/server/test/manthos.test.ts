import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { conSesionPropia, crearSector } from './factories';
import { formulario, png } from './media-apoyo';
import { peticiones } from './peticion';

// Maintenance requests (issue 22 item 6): an employee reports a problem, it becomes a task of
// the category's sector (Mantenimiento), a maintenance person finishes it and the reporter is
// told; the reporter reopens it within 7 days, not after; nobody else reads it.

let t: Prueba;
const api = peticiones(() => t);
let mant: number;
let otroSector: number;
let categoria: number;
let noManthos: number;
let ubicacion: number;
let admin: string;
let jefeMant: { id: number; token: string };
let tecnico: { id: number; token: string };
let emp: { id: number; token: string };
let otro: { id: number; token: string };
let jefeOtro: { id: number; token: string };

const sesion = (items: string[], sectores: number[]) => conSesionPropia(t, { items, sectores });

const mensajes = async (usuarioId: number) =>
  filasDe<{ titulo: string; enlace: string | null; modulo: string }>(
    await t.database.db.execute(sql`select titulo, enlace, modulo from mensaje_sistema where usuario_id = ${usuarioId} order by id`),
  );
const id = async (sentencia: ReturnType<typeof sql>) => filasDe<{ id: number }>(await t.database.db.execute(sentencia))[0]!.id;

beforeAll(async () => {
  t = await appDePrueba();
  const db = t.database.db;
  mant = (await crearSector(db, { nombre: 'Mantenimiento M' })).sector.id;
  otroSector = (await crearSector(db, { nombre: 'Internación M' })).sector.id;
  categoria = await id(sql`insert into tarea_tipo (nombre, sector_id, pedido_manthos) values ('Electricidad M', ${mant}, true) returning id`);
  noManthos = await id(sql`insert into tarea_tipo (nombre, sector_id, pedido_manthos) values ('Gases M', ${mant}, false) returning id`);
  ubicacion = await id(sql`insert into ubicacion (nombre, sector_id) values ('Habitación 101 M', ${otroSector}) returning id`);
  admin = (await sesion(['Administrador'], [])).token;
  jefeMant = await sesion(['Referente de área'], [mant]);
  tecnico = await sesion(['Empleado'], [mant]);
  emp = await sesion(['Empleado'], [otroSector]);
  otro = await sesion(['Empleado'], [otroSector]);
  jefeOtro = await sesion(['Referente de área'], [otroSector]);
});
afterAll(() => t.cerrar());

const reportar = (token: string, extra: Record<string, unknown> = {}) =>
  api.post('/api/v1/crear_pedido', token, { ubicacion_id: ubicacion, tipo_id: categoria, descripcion: 'Luz quemada en el baño', ...extra });

/** Moves the request's «hecha» events back in time (the reopening window counts from the last one). */
const resueltoHace = (tareaId: number, ms: number) =>
  t.database.db.execute(sql`update tarea_evento set created_at = now() - make_interval(secs => ${ms / 1000}) where tarea_id = ${tareaId} and estado = 'hecha'`);

describe('pedidos de mantenimiento (Manthos)', () => {
  it('las categorías son los tipos marcados como pedido de mantenimiento', async () => {
    const r = await api.get('/api/v1/categorias_manthos', emp.token);
    expect(r.statusCode, r.body).toBe(200);
    const nombres = r.json().data.map((c: { nombre: string }) => c.nombre);
    expect(nombres).toContain('Electricidad M');
    expect(nombres).not.toContain('Gases M');
    const u = await api.get('/api/v1/ubicaciones_manthos?filter=habitacion 101 m', emp.token);
    expect(u.json().data).toEqual([expect.objectContaining({ id: ubicacion, nombre: 'Habitación 101 M' })]);
  });

  it('ciclo completo: reporta, mantenimiento lo ve y lo termina, el solicitante recibe el aviso y lo reabre dentro de los 7 días', async () => {
    const creado = await reportar(emp.token, { prioridad: 'urgente' });
    expect(creado.statusCode, creado.body).toBe(200);
    const pedido = creado.json().data;
    expect(pedido).toMatchObject({ titulo: 'Electricidad M en Habitación 101 M', estado: 'recibido', prioridad: 'urgente', puede_reabrir: false });
    const [fila] = filasDe<{ solicitante_id: number; sector_id: number; creado_por: number | null }>(
      await t.database.db.execute(sql`select solicitante_id, sector_id, creado_por from tarea where id = ${pedido.id}`),
    );
    expect(fila).toEqual({ solicitante_id: emp.id, sector_id: mant, creado_por: null });
    // The maintenance staff hear of it and see the task; the reporter is not its worker.
    expect(await mensajes(tecnico.id)).toContainEqual(expect.objectContaining({ enlace: `/tareas/${pedido.id}`, modulo: 'tareas' }));
    const lista = (await api.get('/api/v1/tareas', tecnico.token)).json();
    expect(lista.data.map((x: { id: number }) => x.id)).toContain(pedido.id);
    expect((await api.get(`/api/v1/tareas/${pedido.id}`, emp.token)).statusCode).toBe(403);
    expect((await api.post(`/api/v1/tareas/${pedido.id}/finalizar`, emp.token, {})).statusCode).toBe(403);

    // The reporter adds the photo of the problem (media, modelo 'tarea'); maintenance sees it.
    const [tipoMedia] = filasDe<{ id: number }>(
      await t.database.db.execute(sql`select id from recurso_media_tipo where modulo = 'tareas' and modelo = 'tarea'`),
    );
    const foto = await api.post(
      '/api/v1/recurso_media_worknet',
      emp.token,
      formulario(
        { tipo_id: tipoMedia!.id, modulo: 'tareas', modelo: 'tarea', modelo_id: pedido.id },
        { nombre: 'luz.png', datos: await png(40, 30), tipo: 'image/png' },
      ),
    );
    expect(foto.statusCode, foto.body).toBe(200);
    const ajena = await api.post(
      '/api/v1/recurso_media_worknet',
      otro.token,
      formulario(
        { tipo_id: tipoMedia!.id, modulo: 'tareas', modelo: 'tarea', modelo_id: pedido.id },
        { nombre: 'x.png', datos: await png(10, 10), tipo: 'image/png' },
      ),
    );
    expect(ajena.statusCode).toBe(403);
    expect((await api.get(`/api/v1/tareas/${pedido.id}`, tecnico.token)).json().data.adjuntos).toEqual([expect.objectContaining({ nombre: 'luz.png' })]);

    // Maintenance works on it: the reporter reads «En curso», then «Resuelto» and gets the notice.
    expect((await api.post(`/api/v1/tareas/${pedido.id}/iniciar`, tecnico.token, {})).statusCode).toBe(200);
    expect((await api.get(`/api/v1/mis_pedidos_manthos/${pedido.id}`, emp.token)).json().data.estado).toBe('en_curso');
    const antes = (await mensajes(emp.id)).length;
    const fin = await api.post(`/api/v1/tareas/${pedido.id}/finalizar`, tecnico.token, { detalle: 'Se cambió la lámpara' });
    expect(fin.statusCode, fin.body).toBe(200);
    const avisos = await mensajes(emp.id);
    expect(avisos.length).toBe(antes + 1);
    expect(avisos.at(-1)).toMatchObject({
      titulo: `Pedido de mantenimiento ${pedido.id}: Resuelto`,
      enlace: `/mis_pedidos_manthos/${pedido.id}`,
      modulo: 'tareas',
    });

    const visto = (await api.get(`/api/v1/mis_pedidos_manthos/${pedido.id}`, emp.token)).json().data;
    expect(visto).toMatchObject({ estado: 'resuelto', puede_reabrir: true, fotos: [expect.objectContaining({ nombre: 'luz.png' })] });
    expect(visto.historial.map((h: { estado: string }) => h.estado)).toEqual(['recibido', 'en_curso', 'resuelto']);
    expect(visto.historial[0].detalle).toMatch(/^Pedido de mantenimiento de /);
    expect(new Date(visto.reabrir_hasta).getTime() - new Date(visto.resuelto_at).getTime()).toBe(7 * 24 * 3600 * 1000);
    const mios = (await api.get('/api/v1/mis_pedidos_manthos?estado=resuelto', emp.token)).json();
    expect(mios.data.map((x: { id: number }) => x.id)).toContain(pedido.id);

    // Six days and 23 hours later it may still be reopened: back to pendiente, history kept, maintenance told.
    await resueltoHace(pedido.id, (6 * 24 + 23) * 3600 * 1000);
    const antesTec = (await mensajes(tecnico.id)).length;
    const re = await api.post(`/api/v1/mis_pedidos_manthos/${pedido.id}/reabrir`, emp.token, { motivo: 'Volvió a quemarse' });
    expect(re.statusCode, re.body).toBe(200);
    expect(re.json().data.estado).toBe('recibido');
    expect(re.json().data.historial.map((h: { estado: string }) => h.estado)).toEqual(['recibido', 'en_curso', 'resuelto', 'recibido']);
    expect((await mensajes(tecnico.id)).length).toBe(antesTec + 1);
    // Reopening an open request is refused.
    const otraVez = await api.post(`/api/v1/mis_pedidos_manthos/${pedido.id}/reabrir`, emp.token, { motivo: 'Otra vez' });
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toMatch(/sólo se reabre un pedido resuelto/);
  });

  it('pasados los 7 días desde que se resolvió ya no se reabre (mensaje)', async () => {
    const pedido = (await reportar(emp.token)).json().data;
    expect((await api.post(`/api/v1/tareas/${pedido.id}/finalizar`, tecnico.token, {})).statusCode).toBe(200);
    await resueltoHace(pedido.id, 7 * 24 * 3600 * 1000 + 60_000);
    const visto = (await api.get(`/api/v1/mis_pedidos_manthos/${pedido.id}`, emp.token)).json().data;
    expect(visto.puede_reabrir).toBe(false);
    const r = await api.post(`/api/v1/mis_pedidos_manthos/${pedido.id}/reabrir`, emp.token, { motivo: 'Sigue fallando' });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/sólo podía reabrirse hasta 7 días después .*haga un pedido nuevo/);
    const [fila] = filasDe<{ estado: string }>(await t.database.db.execute(sql`select estado from tarea where id = ${pedido.id}`));
    expect(fila!.estado).toBe('hecha');
  });

  it('cancelado por mantenimiento: el solicitante recibe el aviso con el motivo', async () => {
    const pedido = (await reportar(emp.token)).json().data;
    const r = await api.post(`/api/v1/tareas/${pedido.id}/cancelar`, jefeMant.token, { motivo: 'Duplicado del pedido anterior' });
    expect(r.statusCode, r.body).toBe(200);
    expect((await mensajes(emp.id)).at(-1)).toMatchObject({
      titulo: `Pedido de mantenimiento ${pedido.id}: Cancelado`,
      enlace: `/mis_pedidos_manthos/${pedido.id}`,
    });
    const visto = (await api.get(`/api/v1/mis_pedidos_manthos/${pedido.id}`, emp.token)).json().data;
    expect(visto).toMatchObject({ estado: 'cancelado', motivo_cancelacion: 'Duplicado del pedido anterior', puede_reabrir: false });
  });

  it('otra persona no ve ni reabre el pedido (404), ni lo lista', async () => {
    const pedido = (await reportar(emp.token)).json().data;
    expect((await api.get(`/api/v1/mis_pedidos_manthos/${pedido.id}`, otro.token)).statusCode).toBe(404);
    expect((await api.post(`/api/v1/mis_pedidos_manthos/${pedido.id}/reabrir`, otro.token, { motivo: 'x' })).statusCode).toBe(404);
    expect((await api.get('/api/v1/mis_pedidos_manthos/999999', emp.token)).statusCode).toBe(404);
    const suyos = (await api.get('/api/v1/mis_pedidos_manthos', otro.token)).json();
    expect(suyos.data.map((x: { id: number }) => x.id)).not.toContain(pedido.id);
    // Nor does someone outside maintenance reach the task.
    expect((await api.get(`/api/v1/tareas/${pedido.id}`, otro.token)).statusCode).toBe(403);
  });

  it('el solicitante quita sólo las fotos que subió él, no las de mantenimiento; mantenimiento quita cualquiera', async () => {
    const pedido = (await reportar(emp.token)).json().data;
    const tipoMedia = await id(sql`select id from recurso_media_tipo where modulo = 'tareas' and modelo = 'tarea'`);
    const subir = async (token: string, nombre: string) => {
      const r = await api.post(
        '/api/v1/recurso_media_worknet',
        token,
        formulario({ tipo_id: tipoMedia, modulo: 'tareas', modelo: 'tarea', modelo_id: pedido.id }, { nombre, datos: await png(12, 12), tipo: 'image/png' }),
      );
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.id as number;
    };
    const propia = await subir(emp.token, 'problema.png');
    const deMantenimiento = await subir(tecnico.token, 'trabajo-hecho.png');
    const borrar = (archivo: number, token: string) => api.put(`/api/v1/recurso_media_worknet/${archivo}`, token, { deleted_at: true });
    expect((await borrar(deMantenimiento, emp.token)).statusCode).toBe(403);
    expect((await api.put(`/api/v1/recurso_media_worknet/${deMantenimiento}`, emp.token, { descripcion: 'otra' })).statusCode).toBe(403);
    const mia = await borrar(propia, emp.token);
    expect(mia.statusCode, mia.body).toBe(200);
    expect((await api.put(`/api/v1/recurso_media_worknet/${propia}`, emp.token, { deleted_at: null })).statusCode).toBe(200);
    expect((await borrar(propia, tecnico.token)).statusCode).toBe(200);
    const quedan = (await api.get(`/api/v1/tareas/${pedido.id}`, tecnico.token)).json().data.adjuntos.map((a: { nombre: string }) => a.nombre);
    expect(quedan).toEqual(['trabajo-hecho.png']);
  });

  it('crear_tarea_manthos: el jefe de mantenimiento registra un pedido en nombre de alguien; otro jefe no', async () => {
    const body = { ubicacion_id: ubicacion, tipo_id: categoria, descripcion: 'Llamó por teléfono: pierde la canilla', solicitante_id: emp.id };
    const r = await api.post('/api/v1/crear_tarea_manthos', jefeMant.token, body);
    expect(r.statusCode, r.body).toBe(200);
    const nuevo = r.json().data.id;
    const visto = (await api.get(`/api/v1/mis_pedidos_manthos/${nuevo}`, emp.token)).json().data;
    expect(visto).toMatchObject({ estado: 'recibido', registrado_por: expect.any(String) });
    // Maintenance reads in the task's history who asked and who recorded it.
    const hist = (await api.get(`/api/v1/tareas/${nuevo}`, tecnico.token)).json().data.historial;
    expect(hist[0].detalle).toMatch(/^Pedido de mantenimiento de .+ \(registrado por .+\)$/);
    const ajeno = await api.post('/api/v1/crear_tarea_manthos', jefeOtro.token, body);
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().message).toMatch(/otro sector/);
    expect((await api.post('/api/v1/crear_tarea_manthos', emp.token, body)).statusCode).toBe(403);
    expect((await api.post('/api/v1/crear_tarea_manthos', admin, { ...body, solicitante_id: 999999 })).statusCode).toBe(400);
    expect((await api.get('/api/v1/solicitantes_manthos?filter=a', emp.token)).statusCode).toBe(403);
    expect((await api.get(`/api/v1/solicitantes_manthos?id=${emp.id}`, jefeMant.token)).json().data).toHaveLength(1);
  });

  it('datos inválidos: 4xx con mensaje en castellano', async () => {
    const noEs = await reportar(emp.token, { tipo_id: noManthos });
    expect(noEs.statusCode).toBe(400);
    expect(noEs.json().message).toMatch(/no es una categoría de pedidos de mantenimiento/);
    const casos: [Record<string, unknown>, RegExp][] = [
      [{ descripcion: '' }, /Describa el problema/],
      [{ ubicacion_id: undefined }, /ubicación/],
      [{ ubicacion_id: 999999 }, /No existe la ubicación/],
      [{ tipo_id: 999999 }, /No existe la categoría/],
      [{ prioridad: 'altísima' }, /prioridad/],
      [{ descripcion: 'x'.repeat(5001) }, /5000/],
    ];
    for (const [extra, mensaje] of casos) {
      const r = await reportar(emp.token, extra);
      expect(r.statusCode, JSON.stringify(extra)).toBe(400);
      expect(r.body).toMatch(mensaje);
    }
    expect((await api.post('/api/v1/mis_pedidos_manthos/1/reabrir', emp.token, {})).statusCode).toBeGreaterThanOrEqual(400);
    expect((await api.get('/api/v1/mis_pedidos_manthos?estado=raro', emp.token)).statusCode).toBe(400);
  });
});
