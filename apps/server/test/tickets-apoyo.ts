import { sql } from 'drizzle-orm';
import { filasDe } from '../src/platform/db/sql';
import type { Prueba } from './app-de-prueba';
import { bearer, conSesionPropia, crearSector, type ConSesion } from './factories';
import { formulario, png } from './media-apoyo';

// What the ticket tests share: a service made through the admin API (its sector's users are
// agents, a head), an employee who asks, and a photo uploaded as a draft for a new ticket.

export type Servicio = { id: number; categoria: number; sector: number; jefe: ConSesion; agente: ConSesion };

/** A 24/7 service (so tests do not depend on the hour) with a 60-minute first response and 240-minute resolution for «media». */
export async function crearServicioDePrueba(
  t: Prueba,
  admin: ConSesion,
  o: { todo_el_dia?: boolean; ventanas?: { dia: number; desde: string; hasta: string }[]; dias_cierre?: number } = {},
): Promise<Servicio> {
  const { sector } = await crearSector(t.database.db, { nombre: `Sistemas ${Math.random().toString(36).slice(2, 8)}` });
  const [jefe, agente] = await Promise.all([
    conSesionPropia(t, { items: ['Agente de servicio', 'tickets.reporte.ver'], sectores: [sector.id] }),
    conSesionPropia(t, { items: ['Agente de servicio'], sectores: [sector.id] }),
  ]);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tickets/servicios',
    headers: bearer(admin.token),
    payload: {
      nombre: `Servicio ${sector.nombre}`,
      sector_id: sector.id,
      jefe_id: jefe.id,
      todo_el_dia: o.todo_el_dia ?? true,
      ventanas: o.ventanas ?? [],
      dias_cierre: o.dias_cierre ?? 2,
      agente_sector_ids: [sector.id],
      categorias: [{ nombre: 'Impresoras' }, { nombre: 'Accesos' }],
      objetivos: [
        { categoria: null, prioridad: 'media', primera_respuesta_min: 60, resolucion_min: 240 },
        { categoria: 1, prioridad: 'urgente', primera_respuesta_min: 10, resolucion_min: 60 },
      ],
    },
  });
  if (r.statusCode !== 200) throw new Error(`No se creó el servicio: ${r.body}`);
  const d = r.json().data as { id: number; categorias: { id: number }[] };
  return { id: d.id, categoria: d.categorias[0]!.id, sector: sector.id, jefe, agente };
}

/** A photo uploaded as a draft of modelo 'ticket' (attached when the ticket is sent). */
export async function fotoBorrador(t: Prueba, u: ConSesion): Promise<number> {
  const [tipo] = filasDe<{ id: number }>(await t.database.db.execute(sql`select id from recurso_media_tipo where modulo = 'tickets' and modelo = 'ticket'`));
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/recurso_media_worknet',
    headers: bearer(u.token),
    payload: formulario({ tipo_id: tipo!.id, modulo: 'tickets', modelo: 'ticket' }, { nombre: 'impresora.png', datos: await png(40, 30), tipo: 'image/png' }),
  });
  if (r.statusCode !== 200) throw new Error(`No se subió la foto: ${r.body}`);
  return r.json().data.id as number;
}
