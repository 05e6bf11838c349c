import { eq } from 'drizzle-orm';
import type { ManthosTicketBody } from '@worknet/domain/tickets/esquemas';
import { ETIQUETA_ESTADO_TICKET, estaPendiente, type EstadoTicket } from '@worknet/domain/tickets/flujo';
import * as reloj from '@worknet/domain/reloj';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import { anotarPaso } from '../../platform/flujo/historial';
import { conflicto, datosInvalidos, noEncontrado } from '../../platform/http/errors';
import { usuario } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { categoriaYUbicacion, escribirPedidoManthos } from '../tareas/manthos.service';
import { HISTORIAL_TICKET, ticket, ticketServicio } from './tickets.table';

// A Mantenimiento ticket that needs a crew at a place becomes a Manthos task (a pedido de
// mantenimiento, issue 41 and docs/decisions.md «tickets y Manthos»). The route's record rule
// lets only the service's agents (or its head, or whoever administers tickets) do it. One
// transaction: the task (reported by the ticket's requester, registered by the agent), the
// link in the ticket (manthos_tarea_id, once: a second conversion is a 409), a step in the
// ticket's history and the audit. The ticket stays open: the agent resolves it when the crew
// is done, and the task's detail names its ticket (ticket_id).

/** «Electricidad» is a category of the service's own sector, otherwise the task would go to another team. */
export async function convertirEnManthos(ctx: Ctx, p: Principal, id: number, b: ManthosTicketBody): Promise<number> {
  const { tipo, ubicacion } = await categoriaYUbicacion(ctx.db, b);
  const { tareaId, aviso } = await ctx.db.transaction(async (tx) => {
    const [t] = await tx.select().from(ticket).where(eq(ticket.id, id)).for('update');
    if (!t) throw noEncontrado('El ticket no existe.');
    if (t.manthos_tarea_id !== null) throw conflicto(`El ticket ${id} ya es la tarea de Manthos ${t.manthos_tarea_id}.`);
    const estado = t.estado as EstadoTicket;
    if (!estaPendiente(estado)) throw conflicto(`El ticket ${id} está ${ETIQUETA_ESTADO_TICKET[estado].toLowerCase()}: sólo uno sin resolver pasa a Manthos.`);
    const [s] = await tx
      .select({ sector_id: ticketServicio.sector_id, nombre: ticketServicio.nombre })
      .from(ticketServicio)
      .where(eq(ticketServicio.id, t.servicio_id));
    if (!s || tipo.sector_id !== s.sector_id) {
      const m = `«${tipo.nombre}» es una categoría de otro sector: el ticket es del servicio ${s?.nombre ?? t.servicio_id}.`;
      throw datosInvalidos(m, { campos: [{ campo: 'tipo_id', mensaje: m }] });
    }
    const [quien] = await tx.select({ nombre: usuario.nombre_completo }).from(usuario).where(eq(usuario.id, t.solicitante_id));
    const pedido = {
      tipo_id: tipo.id,
      ubicacion_id: ubicacion.id,
      titulo: b.titulo ?? t.asunto.slice(0, 200),
      descripcion: b.descripcion ?? t.descripcion.slice(0, 5000),
      prioridad: b.prioridad ?? (t.prioridad as NonNullable<ManthosTicketBody['prioridad']>),
    };
    const nuevo = await escribirPedidoManthos(ctx, tx, p, pedido, {
      tipo,
      ubicacion,
      solicitanteId: t.solicitante_id,
      registradoPor: p.id,
      detalle: `Del ticket ${id} de ${quien?.nombre ?? 'quien lo pidió'} (convertido por ${p.nombre_completo})`,
      textoAviso: `${p.nombre_completo} convirtió el ticket ${id} en un pedido de mantenimiento: ${pedido.descripcion}`,
    });
    await tx.update(ticket).set({ manthos_tarea_id: nuevo.id, updated_at: reloj.ahora() }).where(eq(ticket.id, id));
    await anotarPaso(tx, HISTORIAL_TICKET, id, { estado: t.estado, autorId: p.id, detalle: `Convertido en la tarea de Manthos ${nuevo.id}` });
    await auditar(tx, {
      usuarioId: p.id,
      entidad: 'ticket',
      entidadId: id,
      accion: 'manthos',
      antes: { manthos_tarea_id: null },
      despues: { manthos_tarea_id: nuevo.id },
    });
    return { tareaId: nuevo.id, aviso: nuevo.aviso };
  });
  aviso?.entregar();
  return tareaId;
}
