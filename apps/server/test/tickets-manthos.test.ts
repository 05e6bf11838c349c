import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fijarReloj } from '@worknet/domain/reloj-de-prueba';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { conSesionPropia, type ConSesion } from './factories';
import { peticiones } from './peticion';
import { crearServicioDePrueba, type Servicio } from './tickets-apoyo';

// A Mantenimiento ticket turned into a Manthos task (issue 41): only the service's side does
// it, the link is kept both ways (ticket.manthos_tarea_id, the task's ticket_id), once, with a
// step in the ticket's history and the audit; the category must be of the service's sector.

let t: Prueba;
const api = peticiones(() => t, '/api/v1/tickets');
let admin: ConSesion;
let pide: ConSesion;
let s: Servicio;
let ajeno: Servicio;
let categoria: number;
let deOtroSector: number;
let ubicacion: number;

const id = async (q: ReturnType<typeof sql>) => Number(filasDe<{ id: number }>(await t.database.db.execute(q))[0]!.id);

beforeAll(async () => {
  fijarReloj('2026-03-16T10:00:00-03:00');
  t = await appDePrueba();
  [admin, pide] = await Promise.all([conSesionPropia(t, { items: ['Administrador'] }), conSesionPropia(t, { items: ['Empleado'] })]);
  s = await crearServicioDePrueba(t, admin);
  ajeno = await crearServicioDePrueba(t, admin);
  categoria = await id(sql`insert into tarea_tipo (nombre, sector_id, pedido_manthos) values ('Electricidad T', ${s.sector}, true) returning id`);
  deOtroSector = await id(sql`insert into tarea_tipo (nombre, sector_id, pedido_manthos) values ('Plomería T', ${ajeno.sector}, true) returning id`);
  ubicacion = await id(sql`insert into ubicacion (nombre, sector_id) values ('Habitación 202 T', ${ajeno.sector}) returning id`);
});
afterAll(() => t.cerrar());

const abrir = async () => {
  const r = await api.post('/api/v1/tickets', pide, {
    servicio_id: s.id,
    categoria_id: s.categoria,
    asunto: 'Se cortó la luz de la habitación 202',
    descripcion: 'No funciona ningún enchufe.',
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
};
const convertir = (ticketId: number, u: ConSesion, cuerpo: Record<string, unknown> = { tipo_id: categoria, ubicacion_id: ubicacion }) =>
  api.post(`${ticketId}/manthos`, u, cuerpo);

describe('un ticket de Mantenimiento pasa a Manthos', () => {
  it('un agente del servicio lo convierte: la tarea nombra su ticket y el ticket su tarea, una sola vez', async () => {
    const ticketId = await abrir();
    const r = await convertir(ticketId, s.agente);
    expect(r.statusCode, r.body).toBe(200);
    const tareaId = r.json().data.manthos_tarea_id as number;
    expect(tareaId).toEqual(expect.any(Number));
    expect(r.json().message).toBe(`El ticket ${ticketId} es ahora la tarea de Manthos ${tareaId}.`);
    // The ticket stays open, with the step in its history.
    expect(r.json().data).toMatchObject({ estado: 'abierto', manthos_tarea_id: tareaId });
    expect(r.json().data.historial.at(-1)).toMatchObject({ detalle: `Convertido en la tarea de Manthos ${tareaId}` });

    // The task: of the service's sector, reported by the requester, registered by the agent, with the ticket's words.
    const [tarea] = filasDe<Record<string, unknown>>(
      await t.database.db.execute(sql`select titulo, descripcion, sector_id, solicitante_id, creado_por, prioridad from tarea where id = ${tareaId}`),
    );
    expect(tarea).toEqual({
      titulo: 'Se cortó la luz de la habitación 202',
      descripcion: 'No funciona ningún enchufe.',
      sector_id: s.sector,
      solicitante_id: pide.id,
      creado_por: s.agente.id,
      prioridad: 'media',
    });
    const deTarea = await api.get(`/api/v1/tareas/${tareaId}`, admin);
    expect(deTarea.statusCode, deTarea.body).toBe(200);
    expect(deTarea.json().data.ticket_id).toBe(ticketId);
    // The requester follows it as their maintenance request too.
    expect((await api.get(`/api/v1/mis_pedidos_manthos/${tareaId}`, pide)).statusCode).toBe(200);

    const audit = filasDe<{ accion: string; despues: unknown }>(
      await t.database.db.execute(sql`select accion, despues from auditoria where entidad = 'ticket' and entidad_id = ${ticketId} and accion = 'manthos'`),
    );
    expect(audit).toEqual([{ accion: 'manthos', despues: { manthos_tarea_id: tareaId } }]);

    const otraVez = await convertir(ticketId, s.jefe);
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toBe(`El ticket ${ticketId} ya es la tarea de Manthos ${tareaId}.`);
  });

  it('quien pidió el ticket y un agente de otro servicio reciben 403', async () => {
    const ticketId = await abrir();
    expect((await convertir(ticketId, pide)).statusCode).toBe(403);
    expect((await convertir(ticketId, ajeno.agente)).statusCode).toBe(403);
    expect((await convertir(ticketId, ajeno.jefe)).statusCode).toBe(403);
    const d = await api.datos('GET', `${ticketId}`, pide);
    expect(d.manthos_tarea_id).toBeNull();
    const tareas = filasDe<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from ticket where id = ${ticketId} and manthos_tarea_id is not null`),
    );
    expect(tareas[0]!.n).toBe(0);
  });

  it('la categoría debe ser del sector del servicio, y un ticket resuelto ya no pasa', async () => {
    const ticketId = await abrir();
    const r = await convertir(ticketId, s.agente, { tipo_id: deOtroSector, ubicacion_id: ubicacion });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(`«Plomería T» es una categoría de otro sector: el ticket es del servicio Servicio ${(await nombreSector(s.sector)) ?? ''}.`);
    expect((await convertir(ticketId, s.agente, { tipo_id: categoria })).statusCode).toBe(400);

    expect((await api.post(`${ticketId}/tomar`, s.agente, {})).statusCode).toBe(200);
    expect((await api.post(`${ticketId}/resolver`, s.agente, {})).statusCode).toBe(200);
    const resuelto = await convertir(ticketId, s.agente);
    expect(resuelto.statusCode).toBe(409);
    expect(resuelto.json().message).toBe(`El ticket ${ticketId} está resuelto: sólo uno sin resolver pasa a Manthos.`);
  });
});

async function nombreSector(sectorId: number) {
  return filasDe<{ nombre: string }>(await t.database.db.execute(sql`select nombre from sector where id = ${sectorId}`))[0]?.nombre;
}
