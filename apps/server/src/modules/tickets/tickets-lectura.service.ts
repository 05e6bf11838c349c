import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { FLUJO_TICKET, estaPendiente, type EstadoTicket, type MotivoPausa } from '@worknet/domain/tickets/flujo';
import { MODELO_MEDIA_TICKET, type PrioridadTicket, type TicketsQuery } from '@worknet/domain/tickets/esquemas';
import { textoVencimiento, type CalendarioServicio } from '@worknet/domain/tickets/sla';
import * as reloj from '@worknet/domain/reloj';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { leerComentarios } from '../../platform/flujo/comentarios';
import { leerHistorial } from '../../platform/flujo/historial';
import { filasDe } from '../../platform/db/sql';
import { contiene } from '../../platform/db/texto';
import type { Principal } from '../../platform/identidad/principal';
import { noEncontrado } from '../../platform/http/errors';
import { mediaDeModelos } from '../media/media.service';
import { agentesDe, alcanceLista, leeNotas, papelesEnTicket } from './tickets.acceso';
import { calendariosEnCache } from './tickets.calendario';
import { HILO_TICKET, HISTORIAL_TICKET, ticketCategoria, ticketServicio } from './tickets.table';

// Reading tickets (issue 41 item 3): the requester's list and the service's queue (the list kit:
// one page and its total from the same query), the detail with its thread (internal notes only
// for the service's side), history and attachments, and the requester's similar open tickets.

const COLUMNAS = sql`
  t.id, t.asunto, t.estado, t.prioridad, t.motivo_pausa, t.servicio_id, s.nombre as servicio, t.categoria_id, c.nombre as categoria,
  t.solicitante_id, us.nombre_completo as solicitante, t.asignado_id, ua.nombre_completo as asignado, t.created_at,
  t.primera_respuesta_en, t.resuelto_en, t.vence_primera_respuesta, t.vence_resolucion`;
const DESDE = sql`
  ticket t
  join ticket_servicio s on s.id = t.servicio_id
  join ticket_categoria c on c.id = t.categoria_id
  join usuario us on us.id = t.solicitante_id
  left join usuario ua on ua.id = t.asignado_id`;

const fecha = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

/** The deadline that matters now: the first response until answered, then the resolution. */
function plazoVigente(f: { primera_respuesta_en: Date | null; vence_primera_respuesta: Date | null; vence_resolucion: Date | null }) {
  const primera = !f.primera_respuesta_en && f.vence_primera_respuesta ? f.vence_primera_respuesta : null;
  if (primera && f.vence_resolucion) return primera < f.vence_resolucion ? primera : f.vence_resolucion;
  return primera ?? f.vence_resolucion;
}

function fila(f: Record<string, unknown>, calendarios: Map<number, CalendarioServicio>, ahora: number) {
  const base = {
    id: Number(f.id),
    asunto: String(f.asunto),
    estado: f.estado as EstadoTicket,
    prioridad: f.prioridad as PrioridadTicket,
    motivo_pausa: (f.motivo_pausa as MotivoPausa | null) ?? null,
    servicio_id: Number(f.servicio_id),
    servicio: String(f.servicio),
    categoria_id: Number(f.categoria_id),
    categoria: String(f.categoria),
    solicitante_id: Number(f.solicitante_id),
    solicitante: String(f.solicitante),
    asignado_id: f.asignado_id === null ? null : Number(f.asignado_id),
    asignado: (f.asignado as string | null) ?? null,
    created_at: fecha(f.created_at)!,
    primera_respuesta_en: fecha(f.primera_respuesta_en),
    resuelto_en: fecha(f.resuelto_en),
    vence_primera_respuesta: fecha(f.vence_primera_respuesta),
    vence_resolucion: fecha(f.vence_resolucion),
  };
  const pendiente = estaPendiente(base.estado);
  const plazo = plazoVigente(base);
  const primeraTarde = base.vence_primera_respuesta !== null && (base.primera_respuesta_en ?? new Date(ahora)) > base.vence_primera_respuesta;
  const resolucionTarde = base.vence_resolucion !== null && (base.resuelto_en ?? new Date(ahora)) > base.vence_resolucion;
  const cal = calendarios.get(base.servicio_id);
  const texto =
    !pendiente || !cal ? null : base.estado === 'en_espera' ? textoVencimiento(cal, null, ahora) : plazo ? textoVencimiento(cal, plazo.getTime(), ahora) : null;
  return { ...base, vencido: (pendiente || base.estado === 'resuelto') && (primeraTarde || resolucionTarde), texto_vencimiento: texto };
}

/** Tickets past a deadline now (open ones only: the filter of the queue). */
const vencidoSql = (ahora: Date) =>
  sql`(t.estado in ('abierto', 'en_curso') and (t.vence_resolucion < ${ahora} or (t.primera_respuesta_en is null and t.vence_primera_respuesta < ${ahora})))`;

const ORDEN: Record<NonNullable<TicketsQuery['sortBy']>, SQL> = {
  id: sql`t.id`,
  created_at: sql`t.created_at`,
  estado: sql`t.estado`,
  prioridad: sql`array_position(array['baja','media','alta','urgente'], t.prioridad)`,
  vence_resolucion: sql`t.vence_resolucion`,
};

/** A page of the user's tickets (vista mios) or of their services' queue (vista cola), with the filters. */
export async function listarTickets(db: Db, p: Principal, q: TicketsQuery) {
  const ahora = reloj.ahora();
  const w: SQL[] = [await alcanceLista(db, p, q.vista)];
  if (q.estado) w.push(sql`t.estado = ${q.estado}`);
  if (q.prioridad) w.push(sql`t.prioridad = ${q.prioridad}`);
  if (q.servicio) w.push(sql`t.servicio_id = ${q.servicio}`);
  if (q.categoria) w.push(sql`t.categoria_id = ${q.categoria}`);
  if (q.asignado === 'ninguno') w.push(sql`t.asignado_id is null`);
  else if (q.asignado) w.push(sql`t.asignado_id = ${q.asignado}`);
  if (q.vencidos === true) w.push(vencidoSql(ahora));
  if (q.vencidos === false) w.push(sql`not ${vencidoSql(ahora)}`);
  const f = q.filter?.trim();
  if (f) w.push(sql`(${contiene([sql`t.asunto`], f)}${/^\d{1,9}$/.test(f) ? sql` or t.id = ${Number(f)}` : sql``})`);
  const donde = sql.join(w, sql` and `);
  const desc = q.descending ?? q.sortBy === undefined;
  const dir = sql.raw(desc ? 'desc' : 'asc');
  // `nulls last` only where a value may be missing (the deadline): on a column never null it
  // would keep the index on (servicio_id, id) from giving the order backwards.
  const nulos = sql.raw(q.sortBy === 'vence_resolucion' ? ' nulls last,' : ',');
  // The total counts the ticket table alone: every condition is on its columns and each join
  // is a required foreign key (one row per ticket), so it is the page's list without reading
  // the joined tables; the index-only scan of the scope answers it.
  const [res, cuenta] = await Promise.all([
    db.execute(
      sql`select ${COLUMNAS} from ${DESDE} where ${donde} order by ${ORDEN[q.sortBy ?? 'id']} ${dir}${nulos} t.id ${dir} limit ${q.limit} offset ${q.skip}`,
    ),
    db.execute(sql`select count(*)::int as n from ticket t where ${donde}`),
  ]);
  const filas = filasDe<Record<string, unknown>>(res);
  const total = Number(filasDe<{ n: number }>(cuenta)[0]?.n ?? 0);
  const calendarios = await calendariosEnCache(
    db,
    filas.map((x) => Number(x.servicio_id)),
  );
  return { filas: filas.map((x) => fila(x, calendarios, ahora.getTime())), total };
}

/** One ticket as the caller may see it: internal notes only for the service's side. */
export async function obtenerTicket(ctx: Ctx, p: Principal, id: number) {
  const [f] = filasDe<Record<string, unknown>>(
    await ctx.db.execute(
      sql`select ${COLUMNAS}, t.descripcion, t.sector_id, t.puntaje, t.calificacion_comentario, t.calificado_en, t.manthos_tarea_id from ${DESDE} where t.id = ${id}`,
    ),
  );
  if (!f) throw noEncontrado('El ticket no existe.');
  const calendarios = await calendariosEnCache(ctx.db, [Number(f.servicio_id)]);
  const t = fila(f, calendarios, reloj.ahoraMs());
  const { papeles } = await papelesEnTicket(ctx.db, p, {
    servicio_id: t.servicio_id,
    solicitante_id: t.solicitante_id,
    sector_id: f.sector_id === null ? null : Number(f.sector_id),
  });
  const servicio = leeNotas(papeles);
  const [comentarios, historial, adjuntos, agentes] = await Promise.all([
    leerComentarios(ctx.db, HILO_TICKET, id, { conInternos: servicio }),
    leerHistorial<EstadoTicket>(ctx.db, HISTORIAL_TICKET, id),
    mediaDeModelos(ctx, MODELO_MEDIA_TICKET, [id]),
    papeles.includes('jefe') ? agentesDe(ctx.db, t.servicio_id) : Promise.resolve([]),
  ]);
  const acciones = FLUJO_TICKET.accionesPosibles(t.estado, papeles).filter((a) => a !== 'contestar');
  return {
    ...t,
    descripcion: String(f.descripcion),
    calificacion:
      f.puntaje === null
        ? null
        : { puntaje: Number(f.puntaje), comentario: (f.calificacion_comentario as string | null) ?? null, created_at: fecha(f.calificado_en)! },
    comentarios,
    historial,
    adjuntos: adjuntos.get(id) ?? [],
    acciones,
    puede_nota: servicio,
    puede_calificar: t.solicitante_id === p.id && t.estado === 'resuelto' && f.puntaje === null,
    agentes,
    manthos_tarea_id: f.manthos_tarea_id === null || f.manthos_tarea_id === undefined ? null : Number(f.manthos_tarea_id),
  };
}

/** The requester's own open tickets whose subject shares a word with this one (before sending a duplicate). */
export async function ticketsSimilares(db: Db, p: Principal, q: { asunto: string; servicio_id?: number }) {
  const palabras = [...new Set(q.asunto.split(/[^\p{L}\p{N}]+/u).filter((x) => x.length >= 4))].slice(0, 8);
  if (!palabras.length) palabras.push(q.asunto);
  const filas = filasDe<{ id: number; asunto: string; estado: EstadoTicket; servicio: string; created_at: Date | string }>(
    await db.execute(sql`
      select t.id, t.asunto, t.estado, s.nombre as servicio, t.created_at from ticket t join ticket_servicio s on s.id = t.servicio_id
      where t.solicitante_id = ${p.id} and t.estado not in ('resuelto', 'cerrado')
        ${q.servicio_id ? sql`and t.servicio_id = ${q.servicio_id}` : sql``}
        and (${sql.join(
          palabras.map((x) => contiene([sql`t.asunto`, sql`t.descripcion`], x)),
          sql` or `,
        )})
      order by t.id desc limit 10`),
  );
  return filas.map((f) => ({ ...f, id: Number(f.id), created_at: fecha(f.created_at)! }));
}

/** new_ticket: the active services and their active categories. */
export async function opcionesTicket(db: Db) {
  const filas = await db
    .select({ id: ticketServicio.id, nombre: ticketServicio.nombre, cat_id: ticketCategoria.id, cat: ticketCategoria.nombre })
    .from(ticketServicio)
    .innerJoin(ticketCategoria, and(eq(ticketCategoria.servicio_id, ticketServicio.id), eq(ticketCategoria.activo, true)))
    .where(and(isNull(ticketServicio.deleted_at), eq(ticketServicio.activo, true)))
    .orderBy(asc(ticketServicio.nombre), asc(ticketCategoria.nombre));
  const r = new Map<number, { value: number; label: string; categorias: { value: number; label: string }[] }>();
  for (const f of filas) {
    const s = r.get(f.id) ?? { value: f.id, label: f.nombre, categorias: [] };
    s.categorias.push({ value: f.cat_id, label: f.cat });
    r.set(f.id, s);
  }
  return [...r.values()];
}
