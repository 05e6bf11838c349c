import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { msCorridos, vencimiento, type CalendarioServicio, type Pausa } from '@worknet/domain/tickets/sla';
import type { Db } from '../../platform/db/client';
import { ticketObjetivo, ticketPausa } from './tickets.table';

// The deadlines a ticket keeps in its row (so the queue filters and the SLA job are plain SQL):
// first response, resolution and 75 % of resolution, counted in working time from the opening
// and pushed by every pause. Recomputed whenever a pause ends.

/** The target of a service for a category and priority: the category's own, else the service's for every category. */
export async function objetivoDe(db: Db, servicioId: number, categoriaId: number, prioridad: string) {
  const [o] = await db
    .select({ primera: ticketObjetivo.primera_respuesta_min, resolucion: ticketObjetivo.resolucion_min })
    .from(ticketObjetivo)
    .where(
      and(
        eq(ticketObjetivo.servicio_id, servicioId),
        eq(ticketObjetivo.prioridad, prioridad),
        or(eq(ticketObjetivo.categoria_id, categoriaId), isNull(ticketObjetivo.categoria_id)),
      ),
    )
    .orderBy(sql`${ticketObjetivo.categoria_id} is null`, desc(ticketObjetivo.id))
    .limit(1);
  return o ?? null;
}

export async function pausasDe(db: Db, ticketId: number): Promise<Pausa[]> {
  const filas = await db.select().from(ticketPausa).where(eq(ticketPausa.ticket_id, ticketId)).orderBy(asc(ticketPausa.desde));
  return filas.map((f) => ({ desde: f.desde.getTime(), hasta: f.hasta?.getTime() ?? null }));
}

const fecha = (ms: number | null) => (ms === null ? null : new Date(ms));

export function plazos(c: CalendarioServicio, creado: number, objetivo: { primera: number | null; resolucion: number | null }, pausas: Pausa[]) {
  return {
    vence_primera_respuesta: objetivo.primera === null ? null : fecha(vencimiento(c, creado, objetivo.primera, pausas)),
    vence_resolucion: objetivo.resolucion === null ? null : fecha(vencimiento(c, creado, objetivo.resolucion, pausas)),
    alerta_resolucion: objetivo.resolucion === null ? null : fecha(vencimiento(c, creado, Math.ceil(objetivo.resolucion * 0.75), pausas)),
  };
}

/** Working minutes the clock ran from the opening to `hasta` (pauses excluded). */
export const minutosCorridos = (c: CalendarioServicio, creado: number, hasta: number, pausas: Pausa[]) =>
  Math.round(msCorridos(c, creado, hasta, pausas) / 60_000);
