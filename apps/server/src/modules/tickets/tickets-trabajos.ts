import { sql } from 'drizzle-orm';
import * as reloj from '@worknet/domain/reloj';
import type { Ctx } from '../../platform/context';
import { filasDe } from '../../platform/db/sql';
import { AppError } from '../../platform/http/errors';
import type { Avisado } from '../notificaciones/avisos.service';
import { avisarTicket } from './tickets-aviso';
import { pasarTicket } from './tickets.service';

// The ticket's jobs (issue 41 items 4 and 5), on the job queue:
//  - tickets_sla (every minute): the agent hears when 75 % of the resolution target ran; the
//    service's head when a deadline (first response or resolution) passed. Each warning is one
//    row of ticket_alerta_sla (unique per ticket and threshold) inserted in the same transaction
//    as its notice, so two instances (or a retried job) never send it twice.
//  - tickets_cierre (every 15 minutes): a resolved ticket nobody reopened closes by itself once
//    its service's working days passed (cierre_en, computed when it was resolved).

export const TRABAJO_SLA = 'tickets_sla';
export const TRABAJO_CIERRE = 'tickets_cierre';
/** How many warnings or closures one run handles (the next run takes the rest). */
const LOTE = 2000;

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

/** One threshold: claims the warnings (the unique key decides who sends) and writes each notice in the same transaction. */
async function avisarUmbral(ctx: Ctx, u: Umbral, ahora: Date): Promise<number> {
  const avisos = await ctx.db.transaction(async (tx) => {
    const reclamados = filasDe<{ ticket_id: number }>(
      await tx.execute(sql`
        insert into ticket_alerta_sla (ticket_id, umbral)
        select t.id, ${u} from ticket t
        where t.estado in ('abierto', 'en_curso') and ${condicion(u, ahora)}
          and not exists (select 1 from ticket_alerta_sla a where a.ticket_id = t.id and a.umbral = ${u})
        order by t.id limit ${LOTE}
        on conflict (ticket_id, umbral) do nothing
        returning ticket_id`),
    );
    if (!reclamados.length) return [];
    const ids = reclamados.map((r) => Number(r.ticket_id));
    const filas = filasDe<{ id: number; asunto: string; asignado_id: number | null; jefe_id: number | null }>(
      await tx.execute(sql`select t.id, t.asunto, t.asignado_id, s.jefe_id from ticket t join ticket_servicio s on s.id = t.servicio_id
        where t.id = any(${sql.param(ids)}::integer[])`),
    );
    const r: Avisado[] = [];
    for (const f of filas) {
      // 75 %: the owner (else the head); a breach: the head (else the owner).
      const a = u === 'resolucion_75' ? (f.asignado_id ?? f.jefe_id) : (f.jefe_id ?? f.asignado_id);
      if (a === null) continue;
      r.push(await avisarTicket(ctx, tx, { id: Number(f.id), ...texto(u, Number(f.id), f.asunto), usuarioIds: [Number(a)] }));
    }
    return r;
  });
  for (const a of avisos) a.entregar();
  return avisos.length;
}

export async function avisarPlazos(ctx: Ctx): Promise<{ avisos: number }> {
  const ahora = reloj.ahora();
  let avisos = 0;
  for (const u of UMBRALES) avisos += await avisarUmbral(ctx, u, ahora);
  return { avisos };
}

export async function cerrarResueltos(ctx: Ctx): Promise<{ cerrados: number }> {
  const ids = filasDe<{ id: number }>(
    await ctx.db.execute(sql`select id from ticket where estado = 'resuelto' and cierre_en <= ${reloj.ahora()} order by id limit ${LOTE}`),
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
