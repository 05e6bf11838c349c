import { performance } from 'node:perf_hooks';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { diaLocal } from '@worknet/domain/fichaje/reloj';
import type { CalendarioServicio, Ventana } from '@worknet/domain/tickets/sla';
import * as reloj from '@worknet/domain/reloj';
import type { Db } from '../../platform/db/client';
import { conjuntoNoLaborables } from '../licencias';
import { ticketNoLaborable, ticketServicio, ticketServicioVentana } from './tickets.table';

// A service's calendar for the pure SLA clock (@worknet/domain/tickets/sla): its windows, and
// the days nobody works (Argentina's national holidays from date-holidays and the group's own
// days, through the leaves module) plus the dates an admin closes for tickets (all services or
// one). The range covers a year back and two ahead: a deadline never goes further.

const anio = (ms: number) => Number(diaLocal(ms).slice(0, 4));

async function diasCerrados(db: Db, servicioIds: number[]): Promise<{ comunes: Set<string>; propios: Map<number, Set<string>> }> {
  const a = anio(reloj.ahoraMs());
  const desde = `${a - 1}-01-01`;
  const hasta = `${a + 2}-12-31`;
  const comunes = await conjuntoNoLaborables(db, desde, hasta);
  const propios = new Map<number, Set<string>>();
  const filas = await db
    .select({ dia: ticketNoLaborable.dia, servicio_id: ticketNoLaborable.servicio_id })
    .from(ticketNoLaborable)
    .where(
      and(
        sql`${ticketNoLaborable.dia} between ${desde}::date and ${hasta}::date`,
        or(isNull(ticketNoLaborable.servicio_id), servicioIds.length ? inArray(ticketNoLaborable.servicio_id, servicioIds) : sql`false`),
      ),
    );
  for (const f of filas) {
    if (f.servicio_id === null) comunes.add(f.dia);
    else {
      const s = propios.get(f.servicio_id) ?? new Set<string>();
      s.add(f.dia);
      propios.set(f.servicio_id, s);
    }
  }
  return { comunes, propios };
}

/** The calendars of these services, by id (a deleted or unknown id is left out). */
export async function calendariosDe(db: Db, ids: readonly number[]): Promise<Map<number, CalendarioServicio>> {
  const unicos = [...new Set(ids)];
  const r = new Map<number, CalendarioServicio>();
  if (!unicos.length) return r;
  const [servicios, ventanas, cerrados] = await Promise.all([
    db.select({ id: ticketServicio.id, todo_el_dia: ticketServicio.todo_el_dia }).from(ticketServicio).where(inArray(ticketServicio.id, unicos)),
    db.select().from(ticketServicioVentana).where(inArray(ticketServicioVentana.servicio_id, unicos)),
    diasCerrados(db, unicos),
  ]);
  for (const s of servicios) {
    const semana: Partial<Record<number, Ventana[]>> = {};
    for (const v of ventanas) if (v.servicio_id === s.id) (semana[v.dia] ??= []).push({ desde: v.desde, hasta: v.hasta });
    const propios = cerrados.propios.get(s.id);
    r.set(s.id, { todoElDia: s.todo_el_dia, semana, noLaborables: propios ? new Set([...cerrados.comunes, ...propios]) : cerrados.comunes });
  }
  return r;
}

// The lists and the detail read calendars on every request (a queue page: its services'
// windows plus four years of holidays). They keep them in memory per database and service:
// an edit of a service or of its closed days forgets them here at once, and an entry lives
// CACHE_MS at most, which bounds what another instance (or a day the leaves module adds)
// may show stale. Only reads use it: a deadline is always computed from the tables.
const CACHE_MS = 60_000;
type Entrada = { cal: CalendarioServicio; anio: number; hasta: number };
const caches = new WeakMap<Db, { generacion: number; porServicio: Map<number, Entrada> }>();
const cacheDe = (db: Db) => {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { generacion: 0, porServicio: new Map() }));
  return c;
};

/** The calendars for a read, from memory when fresh (see CACHE_MS). `db` is the app's root handle, never a transaction. */
export async function calendariosEnCache(db: Db, ids: readonly number[]): Promise<Map<number, CalendarioServicio>> {
  const c = cacheDe(db);
  const ahora = performance.now();
  const a = anio(reloj.ahoraMs());
  const r = new Map<number, CalendarioServicio>();
  const faltan: number[] = [];
  for (const id of new Set(ids)) {
    const e = c.porServicio.get(id);
    if (e && e.anio === a && e.hasta > ahora) r.set(id, e.cal);
    else faltan.push(id);
  }
  if (!faltan.length) return r;
  const gen = c.generacion;
  const leidos = await calendariosDe(db, faltan);
  for (const [id, cal] of leidos) {
    r.set(id, cal);
    // An edit while this was read: do not keep what may predate it.
    if (gen === c.generacion) c.porServicio.set(id, { cal, anio: a, hasta: ahora + CACHE_MS });
  }
  return r;
}

/** After an edit of a service's calendar or of the closed days (all services or one): forget what this instance keeps. */
export function olvidarCalendarios(db: Db) {
  const c = cacheDe(db);
  c.generacion++;
  c.porServicio.clear();
}

/** One service's calendar. */
export async function calendarioDe(db: Db, id: number): Promise<CalendarioServicio> {
  const c = (await calendariosDe(db, [id])).get(id);
  if (!c) throw new Error(`El servicio ${id} no existe.`);
  return c;
}

export const servicioExiste = async (db: Db, id: number) =>
  (
    await db
      .select({ id: ticketServicio.id })
      .from(ticketServicio)
      .where(and(eq(ticketServicio.id, id), isNull(ticketServicio.deleted_at)))
  ).length > 0;
