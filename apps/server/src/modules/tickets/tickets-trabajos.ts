import { sql } from 'drizzle-orm';
import * as reloj from '@worknet/domain/reloj';
import type { Ctx } from '../../platform/context';
import { filasDe } from '../../platform/db/sql';
import { AppError } from '../../platform/http/errors';
import { avisar, type Avisado } from '../notificaciones/avisos.service';
import { avisarTicket } from './tickets-aviso';
import { pasarTicket } from './tickets.service';

// The ticket's jobs (issue 41 items 4 and 5), on the job queue:
//  - tickets_sla (every minute): the agent hears when 75 % of the resolution target ran; the
//    service's head when a deadline (first response or resolution) passed. Each warning is one
//    row of ticket_alerta_sla (unique per ticket and threshold) inserted in the same transaction
//    as its notice, so two instances (or a retried job) never send it twice. The notices of a
//    batch are grouped per recipient (avisarLote).
//  - tickets_cierre (every 15 minutes): a resolved ticket nobody reopened closes by itself once
//    its service's working days passed (cierre_en, computed when it was resolved).

export const TRABAJO_SLA = 'tickets_sla';
export const TRABAJO_CIERRE = 'tickets_cierre';
/** Warnings claimed per transaction (a run takes batch after batch). */
const LOTE = 5000;
/** Closures one run handles, one transaction each (the next run takes the rest). */
const LOTE_CIERRE = 2000;

type Umbral = 'resolucion_75' | 'resolucion_vencida' | 'primera_vencida';

const UMBRALES: Umbral[] = ['resolucion_75', 'resolucion_vencida', 'primera_vencida'];

const condicion = (u: Umbral, ahora: Date) =>
  u === 'resolucion_75'
    ? sql`t.alerta_resolucion <= ${ahora}`
    : u === 'resolucion_vencida'
      ? sql`t.vence_resolucion <= ${ahora}`
      : sql`t.primera_respuesta_en is null and t.vence_primera_respuesta <= ${ahora}`;

function texto(u: Umbral, id: number, asunto: string) {
  const a = `«${asunto.slice(0, 120)}»`;
  if (u === 'resolucion_75') return { titulo: `Ticket ${id}: 75 % del plazo`, texto: `El ticket ${id} ${a} ya usó el 75 % de su plazo de resolución.` };
  if (u === 'resolucion_vencida') return { titulo: `Ticket ${id}: plazo vencido`, texto: `El ticket ${id} ${a} venció su plazo de resolución.` };
  return { titulo: `Ticket ${id}: sin primera respuesta`, texto: `El ticket ${id} ${a} venció su plazo de primera respuesta sin que nadie respondiera.` };
}

/** What a recipient hears of several tickets past the same threshold: one message for all of them. */
function textoAgrupado(u: Umbral, ids: number[]) {
  const n = ids.length;
  const lista = `Tickets: ${ids.join(', ')}`;
  const corta = lista.length > 800 ? `${lista.slice(0, 800).replace(/, \d*$/, '')}…` : lista;
  if (u === 'resolucion_75') return { titulo: `${n} tickets al 75 % del plazo`, texto: `${n} tickets ya usaron el 75 % de su plazo de resolución. ${corta}.` };
  if (u === 'resolucion_vencida') return { titulo: `${n} tickets con el plazo vencido`, texto: `${n} tickets vencieron su plazo de resolución. ${corta}.` };
  return { titulo: `${n} tickets sin primera respuesta`, texto: `${n} tickets vencieron su plazo de primera respuesta sin que nadie respondiera. ${corta}.` };
}

/**
 * One batch of a threshold: claims the warnings (the unique key decides who sends) and writes
 * the notices in the same transaction, one per recipient: a single ticket keeps its own
 * message and link; several become one message «N tickets al 75 % del plazo» linking the
 * queue (a run over thousands of tickets writes a few messages, not one each).
 */
async function avisarLote(ctx: Ctx, u: Umbral, ahora: Date): Promise<{ reclamados: number; avisos: number; mensajes: number }> {
  const { reclamados, avisos, enviados } = await ctx.db.transaction(async (tx) => {
    const claim = filasDe<{ ticket_id: number }>(
      await tx.execute(sql`
        insert into ticket_alerta_sla (ticket_id, umbral)
        select t.id, ${u} from ticket t
        where t.estado in ('abierto', 'en_curso') and ${condicion(u, ahora)}
          and not exists (select 1 from ticket_alerta_sla a where a.ticket_id = t.id and a.umbral = ${u})
        order by t.id limit ${LOTE}
        on conflict (ticket_id, umbral) do nothing
        returning ticket_id`),
    );
    if (!claim.length) return { reclamados: 0, avisos: 0, enviados: [] as Avisado[] };
    const ids = claim.map((r) => Number(r.ticket_id));
    const filas = filasDe<{ id: number; asunto: string; asignado_id: number | null; jefe_id: number | null }>(
      await tx.execute(sql`select t.id, t.asunto, t.asignado_id, s.jefe_id from ticket t join ticket_servicio s on s.id = t.servicio_id
        where t.id = any(${sql.param(ids)}::integer[]) order by t.id`),
    );
    const porDestino = new Map<number, { id: number; asunto: string }[]>();
    for (const f of filas) {
      // 75 %: the owner (else the head); a breach: the head (else the owner).
      const a = u === 'resolucion_75' ? (f.asignado_id ?? f.jefe_id) : (f.jefe_id ?? f.asignado_id);
      if (a === null) continue;
      const lista = porDestino.get(Number(a)) ?? [];
      lista.push({ id: Number(f.id), asunto: f.asunto });
      porDestino.set(Number(a), lista);
    }
    const r: Avisado[] = [];
    let n = 0;
    for (const [destino, tickets] of porDestino) {
      n += tickets.length;
      const [uno] = tickets;
      if (tickets.length === 1 && uno) r.push(await avisarTicket(ctx, tx, { id: uno.id, ...texto(u, uno.id, uno.asunto), usuarioIds: [destino] }));
      else
        r.push(
          await avisar(ctx, tx, {
            mensaje: {
              usuarioIds: [destino],
              ...textoAgrupado(
                u,
                tickets.map((t) => t.id),
              ),
              enlace: '/listado_tickets',
              modulo: 'tickets',
            },
          }),
        );
    }
    return { reclamados: claim.length, avisos: n, enviados: r };
  });
  for (const a of enviados) a.entregar();
  return { reclamados, avisos, mensajes: enviados.length };
}

/** Every threshold, batch after batch until none is left (each batch its own transaction). */
export async function avisarPlazos(ctx: Ctx): Promise<{ avisos: number; mensajes: number }> {
  const ahora = reloj.ahora();
  let avisos = 0;
  let mensajes = 0;
  for (const u of UMBRALES) {
    for (;;) {
      const r = await avisarLote(ctx, u, ahora);
      avisos += r.avisos;
      mensajes += r.mensajes;
      if (r.reclamados < LOTE) break;
    }
  }
  return { avisos, mensajes };
}

export async function cerrarResueltos(ctx: Ctx): Promise<{ cerrados: number }> {
  const ids = filasDe<{ id: number }>(
    await ctx.db.execute(sql`select id from ticket where estado = 'resuelto' and cierre_en <= ${reloj.ahora()} order by id limit ${LOTE_CIERRE}`),
  ).map((f) => Number(f.id));
  let cerrados = 0;
  for (const id of ids) {
    try {
      const { aviso } = await ctx.db.transaction((tx) =>
        pasarTicket(ctx, tx, null, id, 'cerrar', {
          motivo: null,
          motivo_pausa: null,
          detalle: 'Cerrado automáticamente: nadie lo reabrió en el plazo del servicio',
        }),
      );
      aviso?.entregar();
      cerrados++;
    } catch (e) {
      // Reopened or closed by someone in between (the machine's 409): nothing to do.
      if (!(e instanceof AppError && e.status === 409)) throw e;
    }
  }
  return { cerrados };
}

export function programarTrabajosTickets(ctx: Ctx) {
  ctx.trabajos.definir(TRABAJO_SLA, () => avisarPlazos(ctx), { reintentos: 2, esperaSegundos: 30, vencimientoSegundos: 300 });
  ctx.trabajos.programar(TRABAJO_SLA, '* * * * *');
  ctx.trabajos.definir(TRABAJO_CIERRE, () => cerrarResueltos(ctx), { reintentos: 2, esperaSegundos: 60, vencimientoSegundos: 600 });
  ctx.trabajos.programar(TRABAJO_CIERRE, '*/15 * * * *');
}
