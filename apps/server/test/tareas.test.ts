import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIGENCIA_ESCANEO_MS } from '@worknet/domain/tareas/presencia';
import { ocurrencias } from '@worknet/domain/tareas/recurrencia';
import { HORIZONTE_MS, generarTareasProgramadas } from '../src/modules/tareas/tareas-programadas';
import { codigoDeUbicacion } from '../src/modules/tareas/ubicacion-qr';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, configDePrueba, type Prueba } from './app-de-prueba';
import { bearer, conSesionPropia, crearSector } from './factories';
import { formulario, png } from './media-apoyo';
import { tipoYUbicacion } from './registros-ajenos-tareas';
import { diaLocal } from '@worknet/domain/fichaje/reloj';
import { peticiones } from './peticion';

// Tasks (issue 22 items 1, 2, 3 and 8): lifecycle with history, proof of presence by the
// location's QR, who reaches which task, scheduled generation exactly once, bad input.

let t: Prueba;
let sectorA: number;
let sectorB: number;
let admin: string;
let jefe: { id: number; token: string };
let emp: { id: number; token: string };
let emp2: { id: number; token: string };
let ajeno: { id: number; token: string };
let ajenoId: number;

const sesion = (items: string[], sectores: number[]) => conSesionPropia(t, { items, sectores });

beforeAll(async () => {
  t = await appDePrueba();
  const db = t.database.db;
  sectorA = (await crearSector(db, { nombre: 'Limpieza A' })).sector.id;
  sectorB = (await crearSector(db, { nombre: 'Cocina B' })).sector.id;
  admin = (await sesion(['Administrador'], [])).token;
  jefe = await sesion(['Referente de área'], [sectorA]);
  emp = await sesion(['Empleado'], [sectorA]);
  emp2 = await sesion(['Empleado'], [sectorA]);
  ajeno = await sesion(['Empleado'], [sectorB]);
  ajenoId = ajeno.id;
});
afterAll(() => t.cerrar());

const api = peticiones(() => t);
const { pedir } = api;
const auditorias = async (entidad: string, id: number) =>
  filasDe<{ accion: string }>(
    await t.database.db.execute(sql`select accion from auditoria where entidad = ${entidad} and entidad_id = ${String(id)} order by id`),
  ).map((f) => f.accion);

async function nuevaTarea(token: string, o: Record<string, unknown> = {}) {
  const { tipo, ubicacion } = await tipoYUbicacion(t.database.db, sectorA, { sectorTipo: sectorA });
  const r = await pedir('POST', '/api/v1/create-tarea', token, { titulo: 'Limpiar la habitación', tipo_id: tipo, ubicacion_id: ubicacion, ...o });
  expect(r.statusCode, r.body).toBe(200);
  return { tarea: r.json().data, tipo, ubicacion };
}

describe('ciclo de vida de una tarea', () => {
  it('pendiente → en curso → hecha, reabrir y cancelar con motivo guardan el historial y la auditoría', async () => {
    const { tarea } = await nuevaTarea(jefe.token, { checklist: ['Cambiar sábanas', 'Desinfectar'], prioridad: 'alta', vence_at: '2030-01-02T10:00:00-03:00' });
    expect(tarea).toMatchObject({ estado: 'pendiente', prioridad: 'alta', sector_id: sectorA, sectores: [{ id: sectorA }] });
    expect(tarea.checklist.map((i: { texto: string }) => i.texto)).toEqual(['Cambiar sábanas', 'Desinfectar']);

    // The employee of the sector sees it among theirs.
    const mias = await pedir('GET', `/api/v1/tareas?estado=pendiente&limit=500`, emp.token);
    expect(mias.statusCode).toBe(200);
    expect(mias.json().data.map((x: { id: number }) => x.id)).toContain(tarea.id);

    const iniciada = await pedir('POST', `/api/v1/tareas/${tarea.id}/iniciar`, emp.token, {});
    expect(iniciada.statusCode, iniciada.body).toBe(200);
    expect(iniciada.json().data.estado).toBe('en_curso');
    expect(iniciada.json().data.acciones).toEqual(['finalizar']);
    const item = tarea.checklist[0].id;
    const marcada = await pedir('PUT', `/api/v1/tareas/${tarea.id}/checklist/${item}`, emp.token, { hecho: true });
    expect(marcada.statusCode).toBe(200);
    expect(marcada.json().data.checklist[0]).toMatchObject({ hecho: true, hecho_por: expect.any(String) });
    expect((await pedir('POST', `/api/v1/tareas/${tarea.id}/iniciar`, emp.token, {})).statusCode).toBe(409);
    expect((await pedir('POST', `/api/v1/tareas/${tarea.id}/finalizar`, emp.token, { detalle: 'Listo' })).json().data.estado).toBe('hecha');
    // The employee cannot reopen nor cancel; the sector head can.
    expect((await pedir('POST', `/api/v1/tareas/${tarea.id}/reabrir`, emp.token, {})).statusCode).toBe(403);
    expect((await pedir('POST', `/api/v1/tareas/${tarea.id}/reabrir`, jefe.token, { detalle: 'Quedó sucio el baño' })).json().data.estado).toBe('pendiente');
    const sinMotivo = await pedir('POST', `/api/v1/tareas/${tarea.id}/cancelar`, jefe.token, {});
    expect(sinMotivo.statusCode).toBe(400);
    const cancelada = await pedir('POST', `/api/v1/tareas/${tarea.id}/cancelar`, jefe.token, { motivo: 'Habitación clausurada' });
    expect(cancelada.json().data).toMatchObject({ estado: 'cancelada', motivo_cancelacion: 'Habitación clausurada' });
    expect(cancelada.json().data.historial.map((h: { estado: string; detalle: string | null }) => [h.estado, h.detalle])).toEqual([
      ['pendiente', 'Creada'],
      ['en_curso', null],
      ['hecha', 'Listo'],
      ['pendiente', 'Quedó sucio el baño'],
      ['cancelada', 'Habitación clausurada'],
    ]);
    expect(await auditorias('tarea', tarea.id)).toEqual(['crear', 'iniciar', 'finalizar', 'reabrir', 'cancelar']);
    // A cancelled task is not edited until reopened.
    const editar = await pedir('PUT', `/api/v1/create-tarea/${tarea.id}`, jefe.token, { titulo: 'Otro', tipo_id: tarea.tipo_id });
    expect(editar.statusCode).toBe(409);
  });

  it('el jefe edita la tarea: cambia título y lista, y las tildes de los ítems que quedan se conservan', async () => {
    const { tarea, tipo, ubicacion } = await nuevaTarea(jefe.token, { checklist: ['Uno', 'Dos'] });
    await pedir('PUT', `/api/v1/tareas/${tarea.id}/checklist/${tarea.checklist[1].id}`, emp.token, { hecho: true });
    const r = await pedir('PUT', `/api/v1/create-tarea/${tarea.id}`, jefe.token, {
      titulo: 'Limpieza profunda',
      tipo_id: tipo,
      ubicacion_id: ubicacion,
      usuario_ids: [emp2.id],
      checklist: ['Dos', 'Tres'],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ titulo: 'Limpieza profunda', usuarios: [{ id: emp2.id }], sectores: [] });
    expect(r.json().data.checklist.map((i: { texto: string; hecho: boolean }) => [i.texto, i.hecho])).toEqual([
      ['Dos', true],
      ['Tres', false],
    ]);
    expect(await auditorias('tarea', tarea.id)).toEqual(['crear', 'editar']);
    // The employee cannot edit.
    expect((await pedir('PUT', `/api/v1/create-tarea/${tarea.id}`, emp2.token, { titulo: 'X', tipo_id: tipo })).statusCode).toBe(403);
  });

  it('comentarios: quien trabaja la tarea comenta; la moderación los lista y los borra', async () => {
    const { tarea } = await nuevaTarea(jefe.token);
    const c = await pedir('POST', `/api/v1/tareas/${tarea.id}/comentarios`, emp.token, { texto: 'Falta lavandina' });
    expect(c.statusCode, c.body).toBe(200);
    const id = c.json().data.id;
    expect((await pedir('GET', `/api/v1/tareas/${tarea.id}/comentarios`, emp2.token)).json().data).toEqual([
      expect.objectContaining({ id, texto: 'Falta lavandina', tarea_id: tarea.id }),
    ]);
    expect((await pedir('GET', '/api/v1/admin/tarea-comentarios', emp.token)).statusCode).toBe(403);
    const mod = await pedir('GET', `/api/v1/admin/tarea-comentarios?tarea_id=${tarea.id}`, admin);
    expect(mod.json()).toMatchObject({ total: 1, data: [{ id, autor: expect.any(String) }] });
    expect((await pedir('DELETE', `/api/v1/admin/tarea-comentarios/${id}`, admin)).statusCode).toBe(200);
    expect((await pedir('DELETE', `/api/v1/admin/tarea-comentarios/${id}`, admin)).statusCode).toBe(404);
    expect((await pedir('GET', `/api/v1/tareas/${tarea.id}/comentarios`, emp.token)).json().total).toBe(0);
    expect(await auditorias('tarea_comentario', id)).toEqual(['crear', 'eliminar']);
  });

  it('adjuntos: quien alcanza la tarea sube una foto y la ven los demás; alguien de otro sector no', async () => {
    const { tarea } = await nuevaTarea(jefe.token);
    const [tipo] = filasDe<{ id: number }>(await t.database.db.execute(sql`select id from recurso_media_tipo where modulo = 'tareas' and modelo = 'tarea'`));
    const datos = await png(40, 30);
    const subir = (token: string) =>
      api.post(
        '/api/v1/recurso_media_worknet',
        token,
        formulario({ tipo_id: tipo!.id, modulo: 'tareas', modelo: 'tarea', modelo_id: tarea.id }, { nombre: 'hecho.png', datos, tipo: 'image/png' }),
      );
    const r = await subir(emp.token);
    expect(r.statusCode, r.body).toBe(200);
    expect((await subir(ajeno.token)).statusCode).toBe(403);
    expect((await pedir('GET', `/api/v1/tareas/${tarea.id}`, emp2.token)).json().data.adjuntos).toEqual([expect.objectContaining({ nombre: 'hecho.png' })]);
  });
});

describe('prueba de presencia con el QR del lugar', () => {
  it('finalizar sin escanear se rechaza con el mensaje; con el escaneo se acepta y el paso guarda qué escaneo lo probó', async () => {
    const db = t.database.db;
    const { tipo, ubicacion } = await tipoYUbicacion(db, sectorA, { sectorTipo: sectorA, finalizar: true });
    const otra = await tipoYUbicacion(db, sectorA);
    const creada = await pedir('POST', '/api/v1/create-tarea', jefe.token, { titulo: 'Baño 3', tipo_id: tipo, ubicacion_id: ubicacion });
    const tarea = creada.json().data;
    expect(tarea.escanear_al_finalizar).toBe(true);
    expect((await pedir('POST', `/api/v1/tareas/${tarea.id}/iniciar`, emp.token, {})).statusCode).toBe(200);
    const sin = await pedir('POST', `/api/v1/tareas/${tarea.id}/finalizar`, emp.token, {});
    expect(sin.statusCode).toBe(422);
    expect(sin.json().message).toBe(`Para finalizar esta tarea escanee el código QR de la ubicación (vale ${VIGENCIA_ESCANEO_MS / 60_000} minutos).`);

    const secreto = configDePrueba().jwtSecret;
    // Another location's scan, or another person's, does not count.
    expect((await pedir('GET', `/api/v1/scan-ubicacion/${codigoDeUbicacion(secreto, otra.ubicacion)}`, emp.token)).statusCode).toBe(200);
    expect((await pedir('GET', `/api/v1/scan-ubicacion/${codigoDeUbicacion(secreto, ubicacion)}`, emp2.token)).statusCode).toBe(200);
    expect((await pedir('POST', `/api/v1/tareas/${tarea.id}/finalizar`, emp.token, {})).statusCode).toBe(422);
    // An old scan does not count either.
    await db.execute(sql`insert into tarea_escaneo (usuario_id, ubicacion_id, created_at) values (${emp.id}, ${ubicacion}, now() - interval '16 minutes')`);
    expect((await pedir('POST', `/api/v1/tareas/${tarea.id}/finalizar`, emp.token, {})).statusCode).toBe(422);

    const escaneo = await pedir('GET', `/api/v1/scan-ubicacion/${codigoDeUbicacion(secreto, ubicacion)}?lat=-34.6&lng=-58.4`, emp.token);
    expect(escaneo.statusCode, escaneo.body).toBe(200);
    const { escaneo_id, ubicacion: lugar, tareas } = escaneo.json().data;
    expect(lugar.id).toBe(ubicacion);
    expect(tareas.map((x: { id: number }) => x.id)).toEqual([tarea.id]);
    const [fila] = filasDe<{ lat: number; lng: number }>(await db.execute(sql`select lat, lng from tarea_escaneo where id = ${escaneo_id}`));
    expect(fila).toEqual({ lat: -34.6, lng: -58.4 });

    const con = await pedir('POST', `/api/v1/tareas/${tarea.id}/finalizar`, emp.token, {});
    expect(con.statusCode, con.body).toBe(200);
    expect(con.json().data.historial.at(-1)).toMatchObject({ estado: 'hecha', escaneo_id });
  });

  it('finalizar directo desde pendiente también pide el escaneo de inicio si el tipo lo exige', async () => {
    const { tipo, ubicacion } = await tipoYUbicacion(t.database.db, sectorA, { sectorTipo: sectorA, iniciar: true });
    const tarea = (await pedir('POST', '/api/v1/create-tarea', jefe.token, { titulo: 'Carro de paro', tipo_id: tipo, ubicacion_id: ubicacion })).json().data;
    const r = await pedir('POST', `/api/v1/tareas/${tarea.id}/finalizar`, emp.token, {});
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/^Para iniciar esta tarea escanee el código QR/);
  });

  it('iniciar también puede exigirlo; un código adulterado da 404 en español', async () => {
    const { tipo, ubicacion } = await tipoYUbicacion(t.database.db, sectorA, { sectorTipo: sectorA, iniciar: true });
    const tarea = (await pedir('POST', '/api/v1/create-tarea', jefe.token, { titulo: 'Heladera', tipo_id: tipo, ubicacion_id: ubicacion })).json().data;
    const r = await pedir('POST', `/api/v1/tareas/${tarea.id}/iniciar`, emp.token, {});
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/^Para iniciar esta tarea escanee el código QR/);
    const codigo = codigoDeUbicacion(configDePrueba().jwtSecret, ubicacion);
    const malo = await pedir('GET', `/api/v1/scan-ubicacion/${ubicacion + 1}${codigo.slice(String(ubicacion).length)}`, emp.token);
    expect(malo.statusCode).toBe(404);
    expect(malo.json().message).toBe('El código QR no corresponde a ninguna ubicación vigente.');
    await pedir('GET', `/api/v1/scan-ubicacion/${codigo}`, emp.token);
    expect((await pedir('POST', `/api/v1/tareas/${tarea.id}/iniciar`, emp.token, {})).statusCode).toBe(200);
  });

  it('un escaneo prueba una tarea: la segunda tarea del mismo lugar necesita su propio escaneo', async () => {
    const { tipo, ubicacion } = await tipoYUbicacion(t.database.db, sectorA, { sectorTipo: sectorA, iniciar: true });
    const crear = async (titulo: string) =>
      (await pedir('POST', '/api/v1/create-tarea', jefe.token, { titulo, tipo_id: tipo, ubicacion_id: ubicacion })).json().data as { id: number };
    const [a, b] = [await crear('Cama 1'), await crear('Cama 2')];
    const codigo = codigoDeUbicacion(configDePrueba().jwtSecret, ubicacion);
    const { escaneo_id } = (await pedir('GET', `/api/v1/scan-ubicacion/${codigo}`, emp.token)).json().data;
    // The scan proves the first task, start and finish (straight from pendiente it is the same visit).
    expect((await pedir('POST', `/api/v1/tareas/${a.id}/iniciar`, emp.token, {})).statusCode).toBe(200);
    const otra = await pedir('POST', `/api/v1/tareas/${b.id}/iniciar`, emp.token, {});
    expect(otra.statusCode).toBe(422);
    expect(otra.json().message).toBe('Su último escaneo ya probó otra tarea: para iniciar esta, escanee otra vez el código QR de la ubicación.');
    const [fila] = filasDe<{ tarea_id: number }>(await t.database.db.execute(sql`select tarea_id from tarea_escaneo where id = ${escaneo_id}`));
    expect(fila!.tarea_id).toBe(a.id);
    // Its own scan proves it.
    const segundo = (await pedir('GET', `/api/v1/scan-ubicacion/${codigo}`, emp.token)).json().data.escaneo_id;
    const r = await pedir('POST', `/api/v1/tareas/${b.id}/iniciar`, emp.token, {});
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.historial.at(-1)).toMatchObject({ estado: 'en_curso', escaneo_id: segundo });
  });

  it('20 «finalizar» simultáneos de la misma tarea: uno responde 200 y los demás 409', async () => {
    const { tarea } = await nuevaTarea(jefe.token);
    const rs = await Promise.all(Array.from({ length: 20 }, () => pedir('POST', `/api/v1/tareas/${tarea.id}/finalizar`, emp.token, {})));
    const codigos = rs.map((r) => r.statusCode).sort();
    expect(codigos.filter((c) => c === 200)).toHaveLength(1);
    expect(codigos.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    const [n] = filasDe<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from tarea_evento where tarea_id = ${tarea.id} and estado = 'hecha'`),
    );
    expect(n!.n).toBe(1);
  });
});

describe('quién alcanza cada tarea', () => {
  it('alguien de otro sector no la ve ni la cambia; el administrador sí', async () => {
    const { tarea } = await nuevaTarea(jefe.token);
    expect((await pedir('GET', `/api/v1/tareas/${tarea.id}`, ajeno.token)).statusCode).toBe(403);
    expect((await pedir('POST', `/api/v1/tareas/${tarea.id}/finalizar`, ajeno.token, {})).statusCode).toBe(403);
    expect((await pedir('POST', `/api/v1/tareas/${tarea.id}/comentarios`, ajeno.token, { texto: 'hola' })).statusCode).toBe(403);
    expect((await pedir('GET', '/api/v1/tareas?limit=500', ajeno.token)).json().data.map((x: { id: number }) => x.id)).not.toContain(tarea.id);
    expect((await pedir('GET', '/api/v1/admin/tareas', ajeno.token)).statusCode).toBe(403);
    // An id that does not exist answers the same.
    expect((await pedir('GET', '/api/v1/tareas/999999', ajeno.token)).statusCode).toBe(403);
    const todas = await pedir('GET', `/api/v1/admin/tareas?sector_id=${sectorA}&limit=500`, admin);
    expect(todas.json().data.map((x: { id: number }) => x.id)).toContain(tarea.id);
    expect((await pedir('GET', `/api/v1/tareas/${tarea.id}`, admin)).statusCode).toBe(200);
  });

  it('una persona asignada por nombre la ve aunque sea de otro sector sólo si el administrador la asignó', async () => {
    const { tipo } = await tipoYUbicacion(t.database.db, sectorB, { sectorTipo: sectorB });
    const r = await pedir('POST', '/api/v1/create-tarea', admin, { titulo: 'Para Ajeno', tipo_id: tipo, usuario_ids: [ajenoId] });
    expect(r.statusCode, r.body).toBe(200);
    expect((await pedir('GET', `/api/v1/tareas/${r.json().data.id}`, ajeno.token)).statusCode).toBe(200);
    expect((await pedir('GET', `/api/v1/tareas/${r.json().data.id}`, emp.token)).statusCode).toBe(403);
  });

  it('«Mis tareas» y «Tareas de hoy» traen cada tarea por una sola razón: asignada a uno, a su sector, creada por uno o de un sector que dirige', async () => {
    const hoy = diaLocal(Date.now());
    const listas = async (token: string) => {
      const mias = (await pedir('GET', '/api/v1/tareas?limit=500', token)).json().data.map((x: { id: number }) => x.id);
      const deHoy = (await pedir('GET', `/api/v1/tareas?limit=500&dia=${hoy}`, token)).json().data.map((x: { id: number }) => x.id);
      return [...mias, ...deHoy] as number[];
    };
    const vence = `${hoy}T09:00:00-03:00`;
    // Sector B's type, assigned by name to Ajeno: only Ajeno (and the administrator who created it).
    const { tipo: tipoB } = await tipoYUbicacion(t.database.db, sectorB, { sectorTipo: sectorB });
    const paraAjeno = await pedir('POST', '/api/v1/create-tarea', admin, { titulo: 'Sólo de Ajeno', tipo_id: tipoB, usuario_ids: [ajenoId], vence_at: vence });
    expect(paraAjeno.statusCode, paraAjeno.body).toBe(200);
    // Sector A's, assigned by name to Emp2: Emp2 and the sector head; not Emp, of the same sector.
    const paraEmp2 = (await nuevaTarea(admin, { titulo: 'Sólo de Emp2', usuario_ids: [emp2.id], vence_at: vence })).tarea;
    // Assigned to sector B as a whole: Ajeno, nobody of sector A.
    const aSectorB = await pedir('POST', '/api/v1/create-tarea', admin, { titulo: 'Del sector B', tipo_id: tipoB, sector_ids: [sectorB], vence_at: vence });
    expect(aSectorB.statusCode, aSectorB.body).toBe(200);
    const [deAjeno, deEmp, deEmp2, deJefe, deAdmin] = await Promise.all([
      listas(ajeno.token),
      listas(emp.token),
      listas(emp2.token),
      listas(jefe.token),
      listas(admin),
    ]);
    const idAjeno = paraAjeno.json().data.id as number;
    const idSectorB = aSectorB.json().data.id as number;
    // How many times the task is in both lists together: 2 is once in each, 0 in neither.
    const veces = (lista: number[], id: number) => lista.filter((x) => x === id).length;
    expect([veces(deAjeno, idAjeno), veces(deAjeno, idSectorB), veces(deAjeno, paraEmp2.id)]).toEqual([2, 2, 0]);
    expect([veces(deEmp2, paraEmp2.id), veces(deJefe, paraEmp2.id), veces(deEmp, paraEmp2.id)]).toEqual([2, 2, 0]);
    for (const ajenas of [deEmp, deEmp2, deJefe]) expect([veces(ajenas, idAjeno), veces(ajenas, idSectorB)]).toEqual([0, 0]);
    // The administrator's own list: what they created.
    expect([veces(deAdmin, idAjeno), veces(deAdmin, idSectorB), veces(deAdmin, paraEmp2.id)]).toEqual([2, 2, 2]);
  });

  it('el jefe asigna sólo dentro de sus sectores; un empleado no crea tareas', async () => {
    const { tipo, ubicacion } = await tipoYUbicacion(t.database.db, sectorA, { sectorTipo: sectorA });
    const base = { titulo: 'Tarea', tipo_id: tipo, ubicacion_id: ubicacion };
    const aSector = await pedir('POST', '/api/v1/create-tarea', jefe.token, { ...base, sector_ids: [sectorB] });
    expect(aSector.statusCode).toBe(403);
    expect(aSector.json().message).toBe('Sólo puede asignar tareas a los sectores a su cargo.');
    const aPersona = await pedir('POST', '/api/v1/create-tarea', jefe.token, { ...base, usuario_ids: [ajenoId] });
    expect(aPersona.statusCode).toBe(403);
    const otroTipo = await tipoYUbicacion(t.database.db, sectorB, { sectorTipo: sectorB });
    expect((await pedir('POST', '/api/v1/create-tarea', jefe.token, { ...base, tipo_id: otroTipo.tipo })).statusCode).toBe(403);
    expect((await pedir('POST', '/api/v1/create-tarea', emp.token, base)).statusCode).toBe(403);
    expect((await pedir('POST', '/api/v1/create-tarea', jefe.token, { ...base, usuario_ids: [emp.id] })).statusCode).toBe(200);
  });
});

describe('filtros de la lista', () => {
  it('por día de vencimiento en hora argentina, estado, tipo y ubicación', async () => {
    // 23:30 of 5 March in Argentina is already 6 March in UTC.
    const { tarea, tipo, ubicacion } = await nuevaTarea(jefe.token, { vence_at: '2031-03-05T23:30:00-03:00' });
    const ids = async (q: string) => (await pedir('GET', `/api/v1/tareas?limit=500&${q}`, emp.token)).json().data.map((x: { id: number }) => x.id);
    expect(await ids('desde=2031-03-05&hasta=2031-03-05')).toContain(tarea.id);
    expect(await ids('desde=2031-03-06')).not.toContain(tarea.id);
    expect(await ids(`tipo_id=${tipo}&ubicacion_id=${ubicacion}&estado=pendiente`)).toEqual([tarea.id]);
    expect(await ids(`tipo_id=${tipo}&estado=hecha`)).toEqual([]);
    const orden = await pedir('GET', '/api/v1/tareas?sortBy=prioridad&descending=true', emp.token);
    expect(orden.statusCode).toBe(200);
    expect((await pedir('GET', '/api/v1/tareas?sortBy=__proto__', emp.token)).statusCode).toBe(400);
  });

  it('la búsqueda por título no distingue mayúsculas, toma % y _ como letras y da el total de toda la lista', async () => {
    const a = (await nuevaTarea(jefe.token, { titulo: 'Revisar MATAFUEGOS 100% del piso_2' })).tarea;
    const b = (await nuevaTarea(jefe.token, { titulo: 'revisar matafuegos del piso 3' })).tarea;
    const buscar = async (texto: string, pagina = '') => {
      const r = (await pedir('GET', `/api/v1/admin/tareas?filter=${encodeURIComponent(texto)}${pagina}`, admin)).json();
      return { ids: r.data.map((x: { id: number }) => x.id) as number[], total: r.total as number };
    };
    expect((await buscar('Matafuegos')).ids.sort()).toEqual([a.id, b.id].sort());
    expect((await buscar('matafuegos', '&limit=1')).total).toBe(2);
    expect((await buscar('matafuegos', '&limit=1&skip=5')).total).toBe(2);
    expect((await buscar('100%')).ids).toEqual([a.id]);
    expect((await buscar('piso_')).ids).toEqual([a.id]);
  });

  it('«Tareas de hoy» (dia): las abiertas que vencen hasta ese día, atrasadas incluidas, y las terminadas ese día aunque vencieran antes', async () => {
    const ayer = await nuevaTarea(jefe.token, { vence_at: '2031-04-09T10:00:00-03:00' });
    const mismo = { tipo_id: ayer.tipo, ubicacion_id: ayer.ubicacion };
    const hoy = await nuevaTarea(jefe.token, { ...mismo, vence_at: '2031-04-10T23:30:00-03:00' });
    const manana = await nuevaTarea(jefe.token, { ...mismo, vence_at: '2031-04-11T08:00:00-03:00' });
    const terminada = await nuevaTarea(jefe.token, { ...mismo, vence_at: '2031-04-08T08:00:00-03:00' });
    expect((await pedir('POST', `/api/v1/tareas/${terminada.tarea.id}/finalizar`, emp.token, {})).statusCode).toBe(200);
    // Finished "today" (10 April, Argentina): the event's time is moved there, as if it had been done then.
    await t.database.db.execute(
      sql`update tarea_evento set created_at = '2031-04-10T21:30:00-03:00' where tarea_id = ${terminada.tarea.id} and estado = 'hecha'`,
    );
    const ids = async (dia: string) =>
      (await pedir('GET', `/api/v1/tareas?limit=500&dia=${dia}&tipo_id=${ayer.tipo}`, emp.token)).json().data.map((x: { id: number }) => x.id);
    const del10 = await ids('2031-04-10');
    expect(del10).toEqual(expect.arrayContaining([ayer.tarea.id, hoy.tarea.id, terminada.tarea.id]));
    expect(del10).not.toContain(manana.tarea.id);
    // The next day the finished one is gone and yesterday's open ones are still there.
    const del11 = await ids('2031-04-11');
    expect(del11).toEqual(expect.arrayContaining([ayer.tarea.id, hoy.tarea.id, manana.tarea.id]));
    expect(del11).not.toContain(terminada.tarea.id);
    expect((await pedir('GET', '/api/v1/tareas?dia=2031-02-30', emp.token)).statusCode).toBe(400);
  });
});

describe('entradas inválidas', () => {
  it('tipo inexistente, textos enormes, unicode roto, ids fuera de rango y lista larga dan 4xx con mensaje', async () => {
    const { tipo } = await tipoYUbicacion(t.database.db, sectorA, { sectorTipo: sectorA });
    const crear = (payload: unknown) => pedir('POST', '/api/v1/create-tarea', admin, payload);
    const inexistente = await crear({ titulo: 'X', tipo_id: 999999 });
    expect(inexistente.statusCode).toBe(400);
    expect(inexistente.json().message).toBe('No existe el tipo de tarea 999999.');
    expect((await crear({ titulo: 'X'.repeat(201), tipo_id: tipo })).statusCode).toBe(400);
    expect((await crear({ titulo: '   ', tipo_id: tipo })).statusCode).toBe(400);
    expect((await crear({ titulo: 'X', tipo_id: tipo, ubicacion_id: 999999 })).statusCode).toBe(400);
    expect((await crear({ titulo: 'X', tipo_id: tipo, usuario_ids: [2 ** 40] })).statusCode).toBe(400);
    expect((await crear({ titulo: 'X', tipo_id: tipo, prioridad: 'altísima' })).statusCode).toBe(400);
    expect((await crear({ titulo: 'X', tipo_id: tipo, vence_at: '0000-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await crear({ titulo: 'X', tipo_id: tipo, checklist: Array.from({ length: 51 }, (_, i) => `i${i}`) })).statusCode).toBe(400);
    const roto = await t.app.inject({
      method: 'POST',
      url: '/api/v1/create-tarea',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: `{"titulo":"a\\ud800b","tipo_id":${tipo}}`,
    });
    expect(roto.statusCode).toBe(400);
    expect((await pedir('GET', '/api/v1/tareas?estado=rara', emp.token)).statusCode).toBe(400);
    expect((await pedir('GET', '/api/v1/tareas?desde=2026-02-30', emp.token)).statusCode).toBe(400);
    expect((await pedir('GET', `/api/v1/scan-ubicacion/${'9'.repeat(49)}`, emp.token)).statusCode).toBe(400);
    expect((await pedir('GET', '/api/v1/scan-ubicacion/1.abc?lat=200', emp.token)).statusCode).toBe(400);
  });
});

describe('tareas programadas', () => {
  const recurrencia = { frecuencia: 'diaria', cada: 1, horas: ['08:00', '20:00'], desde: '2026-01-01' };

  it('una recurrencia mal armada se rechaza con su mensaje', async () => {
    const { tipo } = await tipoYUbicacion(t.database.db, sectorA, { sectorTipo: sectorA });
    const casos: [Record<string, unknown>, string][] = [
      [{ ...recurrencia, frecuencia: 'semanal' }, 'Elija al menos un día de la semana.'],
      [{ ...recurrencia, frecuencia: 'mensual' }, 'Indique el día del mes.'],
      [{ ...recurrencia, horas: ['25:00'] }, 'Use horas HH:mm (00:00 a 23:59).'],
      [{ ...recurrencia, hasta: '2025-01-01' }, 'El último día es anterior al primero.'],
      [{ ...recurrencia, frecuencia: 'horas', cada: 30, horas: ['08:00'] }, 'Cada tantas horas: de 1 a 24.'],
    ];
    for (const [r, mensaje] of casos) {
      const res = await pedir('POST', '/api/v1/admin/tareas-programadas', admin, { titulo: 'Ronda', tipo_id: tipo, recurrencia: r });
      expect(res.statusCode, JSON.stringify(r)).toBe(400);
      expect(res.body).toContain(mensaje);
    }
    const previa = await pedir('POST', '/api/v1/admin/tareas-programadas/previa', admin, { recurrencia: { ...recurrencia, horas: [] } });
    expect(previa.statusCode).toBe(400);
    expect(previa.body).toContain('Indique al menos una hora.');
  });

  it('ABM con vista previa; la generación de dos corridas simultáneas crea una tarea por ocurrencia, y repetirla no agrega nada', async () => {
    const db = t.database.db;
    const { tipo, ubicacion } = await tipoYUbicacion(db, sectorA, { sectorTipo: sectorA });
    const body = { titulo: 'Ronda de limpieza', tipo_id: tipo, ubicacion_id: ubicacion, checklist: ['Pisos'], duracion_minutos: 120, recurrencia };
    expect((await pedir('POST', '/api/v1/admin/tareas-programadas', jefe.token, body)).statusCode).toBe(403);
    const creada = await pedir('POST', '/api/v1/admin/tareas-programadas', admin, body);
    expect(creada.statusCode, creada.body).toBe(200);
    const p = creada.json().data;
    expect(p.descripcion_recurrencia).toBe('Todos los días a las 08:00 y 20:00');
    const previa = await pedir('GET', `/api/v1/admin/tareas-programadas/${p.id}/ocurrencias?cantidad=3`, admin);
    expect(previa.json().data.ocurrencias).toHaveLength(3);
    expect(new Date(previa.json().data.ocurrencias[0]).getUTCMinutes()).toBe(0);
    expect((await pedir('GET', '/api/v1/admin/tareas-programadas?filter=Ronda', admin)).json().data.map((x: { id: number }) => x.id)).toContain(p.id);

    const ahora = Date.now();
    const esperadas = ocurrencias(recurrencia as never, ahora, ahora + HORIZONTE_MS);
    expect(esperadas).toHaveLength(4);
    const [a, b] = await Promise.all([generarTareasProgramadas(db, ahora), generarTareasProgramadas(db, ahora)]);
    const deEsta = async () =>
      filasDe<{ instante: Date | string; vence_at: Date | string; sector_id: number }>(
        await db.execute(sql`select instante, vence_at, sector_id from tarea where programada_id = ${p.id} order by instante`),
      );
    const tareas = await deEsta();
    expect(tareas.map((x) => new Date(x.instante).getTime())).toEqual(esperadas);
    expect(tareas.every((x) => new Date(x.vence_at).getTime() - new Date(x.instante).getTime() === 120 * 60_000)).toBe(true);
    // Both runs together created each one once.
    expect(a + b).toBe(4);
    expect(await generarTareasProgramadas(db, ahora)).toBe(0);
    expect(await deEsta()).toHaveLength(4);
    // The generated task is the sector's, with its checklist and its first event.
    const emps = (await pedir('GET', `/api/v1/tareas?tipo_id=${tipo}&limit=500`, emp.token)).json();
    expect(emps.total).toBe(4);
    const detalle = (await pedir('GET', `/api/v1/tareas/${emps.data[0].id}`, emp.token)).json().data;
    expect(detalle).toMatchObject({ programada_id: p.id, checklist: [{ texto: 'Pisos', hecho: false }], sectores: [{ id: sectorA }] });
    expect(detalle.historial[0]).toMatchObject({ estado: 'pendiente', autor: null, detalle: `Generada por la tarea programada n.º ${p.id}` });

    // Editing and deleting are audited; a deleted one generates nothing more.
    const editada = await pedir('PUT', `/api/v1/admin/tareas-programadas/${p.id}`, admin, { ...body, activa: false });
    expect(editada.json().data.activa).toBe(false);
    expect((await pedir('DELETE', `/api/v1/admin/tareas-programadas/${p.id}`, admin)).statusCode).toBe(200);
    expect((await pedir('GET', `/api/v1/admin/tareas-programadas/${p.id}`, admin)).statusCode).toBe(404);
    expect(await auditorias('tarea_programada', p.id)).toEqual(['crear', 'editar', 'eliminar']);
    expect(await generarTareasProgramadas(db, ahora + 24 * 3_600_000)).toBe(0);
  });
});
