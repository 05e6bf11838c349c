import { and, eq, isNull } from 'drizzle-orm';
import { ETIQUETA_MOTIVO_PAUSA, FLUJO_TICKET, type AccionTicket, type DatosTicket, type EstadoTicket, type PapelTicket } from '@worknet/domain/tickets/flujo';
import { MODELO_MEDIA_TICKET, type AccionTicketBody, type TicketBody } from '@worknet/domain/tickets/esquemas';
import { avisoFueraDeHorario, cierreAutomatico } from '@worknet/domain/tickets/sla';
import * as reloj from '@worknet/domain/reloj';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { escribirComentario, type Comentario } from '../../platform/flujo/comentarios';
import { anotarPaso } from '../../platform/flujo/historial';
import { transicionar, type AlPasar } from '../../platform/flujo/transicion';
import { cargarPrincipal, type Principal } from '../../platform/identidad/principal';
import { conflicto, datosInvalidos, noEncontrado, prohibido, reglaDeNegocio } from '../../platform/http/errors';
import { vincularMedia } from '../media/media.service';
import type { Avisado } from '../notificaciones/avisos.service';
import { avisarEstadoTicket, avisarRespuestaTicket, avisarTicket } from './tickets-aviso';
import { esAgenteDe, leeNotas, papelesEnTicket } from './tickets.acceso';
import { calendarioDe } from './tickets.calendario';
import { minutosCorridos, objetivoDe, pausasDe, plazos } from './tickets.plazos';
import { HILO_TICKET, HISTORIAL_TICKET, ticket, ticketCategoria, ticketPausa, ticketServicio } from './tickets.table';

// Opening and working a ticket (issue 41 items 2, 3 and 5). Every change of state is a step of
// FLUJO_TICKET through the workflow kit's transicionar(): the row is locked first, so of twenty
// agents taking the same ticket at once one owns it and nineteen get the machine's 409. Each
// step writes its history and audit entry and tells the other side (tickets-aviso.ts).

type Ticket = typeof ticket.$inferSelect;

/** Opens a ticket; the answer says when the clock starts if the service is outside its hours. */
export async function abrirTicket(ctx: Ctx, p: Principal, b: TicketBody): Promise<{ id: number; fuera_de_horario: string | null }> {
  const [s] = await ctx.db
    .select({ id: ticketServicio.id, jefe_id: ticketServicio.jefe_id, nombre: ticketServicio.nombre })
    .from(ticketServicio)
    .where(and(eq(ticketServicio.id, b.servicio_id), isNull(ticketServicio.deleted_at), eq(ticketServicio.activo, true)));
  if (!s) throw datosInvalidos('El servicio no existe o no recibe tickets.', { campos: [{ campo: 'servicio_id', mensaje: 'Servicio inexistente' }] });
  const [cat] = await ctx.db
    .select({ id: ticketCategoria.id })
    .from(ticketCategoria)
    .where(and(eq(ticketCategoria.id, b.categoria_id), eq(ticketCategoria.servicio_id, s.id), eq(ticketCategoria.activo, true)));
  if (!cat) throw datosInvalidos('La categoría no es de ese servicio.', { campos: [{ campo: 'categoria_id', mensaje: 'Categoría ajena' }] });
  const cal = await calendarioDe(ctx.db, s.id);
  const objetivo = await objetivoDe(ctx.db, s.id, cat.id, b.prioridad);
  const ahora = reloj.ahoraMs();
  const { id, aviso } = await ctx.db.transaction(async (tx) => {
    const [n] = await tx
      .insert(ticket)
      .values({
        servicio_id: s.id,
        categoria_id: cat.id,
        prioridad: b.prioridad,
        asunto: b.asunto,
        descripcion: b.descripcion,
        estado: 'abierto',
        solicitante_id: p.id,
        sector_id: p.sector[0]?.id ?? null,
        objetivo_primera_min: objetivo?.primera ?? null,
        objetivo_resolucion_min: objetivo?.resolucion ?? null,
        ...plazos(cal, ahora, { primera: objetivo?.primera ?? null, resolucion: objetivo?.resolucion ?? null }, []),
        created_at: new Date(ahora),
        updated_at: new Date(ahora),
      })
      .returning({ id: ticket.id });
    const id = n!.id;
    await vincularMedia(tx, { ids: b.media_ids, modelo: MODELO_MEDIA_TICKET, modeloId: id, usuarioId: p.id });
    await anotarPaso(tx, HISTORIAL_TICKET, id, { estado: 'abierto', autorId: p.id });
    await auditar(tx, { usuarioId: p.id, entidad: 'ticket', entidadId: id, accion: 'crear', despues: { ...b, descripcion: undefined } });
    const aviso =
      s.jefe_id && s.jefe_id !== p.id
        ? await avisarTicket(ctx, tx, {
            id,
            titulo: `Ticket ${id}: nuevo en ${s.nombre}`,
            texto: `${p.nombre_completo} abrió el ticket ${id} («${b.asunto.slice(0, 120)}»).`,
            usuarioIds: [s.jefe_id],
          })
        : null;
    return { id, aviso };
  });
  aviso?.entregar();
  return { id, fuera_de_horario: avisoFueraDeHorario(cal, ahora) };
}

/** Who the other side is: the requester for the service's voice, the owner (else the head) for the requester's. */
async function otroLado(db: Db, t: Ticket, autorId: number): Promise<number[]> {
  if (autorId !== t.solicitante_id) return [t.solicitante_id];
  if (t.asignado_id) return [t.asignado_id];
  const [s] = await db.select({ jefe_id: ticketServicio.jefe_id }).from(ticketServicio).where(eq(ticketServicio.id, t.servicio_id));
  return s?.jefe_id && s.jefe_id !== autorId ? [s.jefe_id] : [];
}

/** Closes the pause that lasts and recomputes the deadlines (a resumed or resolved ticket). */
async function terminarPausa(tx: Db, t: Ticket, ahora: number) {
  await tx
    .update(ticketPausa)
    .set({ hasta: new Date(ahora) })
    .where(and(eq(ticketPausa.ticket_id, t.id), isNull(ticketPausa.hasta)));
  const cal = await calendarioDe(tx, t.servicio_id);
  const pausas = await pausasDe(tx, t.id);
  return { cal, pausas, plazos: plazos(cal, t.created_at.getTime(), { primera: t.objetivo_primera_min, resolucion: t.objetivo_resolucion_min }, pausas) };
}

/** What each step changes on the row, under the lock. */
async function efectoDe(tx: Db, accion: AccionTicket, t: Ticket, actor: number, datos: DatosTicket & { asignado_id?: number }): Promise<AlPasar<never>> {
  const ahora = reloj.ahoraMs();
  switch (accion) {
    case 'tomar':
      return { fila: { asignado_id: actor } };
    case 'asignar':
      return { fila: { asignado_id: datos.asignado_id }, auditoria: { asignado_id: datos.asignado_id } };
    case 'pausar':
      await tx.insert(ticketPausa).values({ ticket_id: t.id, motivo: datos.motivo_pausa!, desde: new Date(ahora) });
      return { fila: { motivo_pausa: datos.motivo_pausa, vence_primera_respuesta: null, vence_resolucion: null, alerta_resolucion: null } };
    case 'reanudar':
    case 'contestar':
      return { fila: { motivo_pausa: null, ...(await terminarPausa(tx, t, ahora)).plazos } };
    case 'resolver': {
      const { cal, pausas, plazos: p } = await terminarPausa(tx, t, ahora);
      const [s] = await tx.select({ dias: ticketServicio.dias_cierre }).from(ticketServicio).where(eq(ticketServicio.id, t.servicio_id));
      const creado = t.created_at.getTime();
      return {
        fila: {
          ...p,
          motivo_pausa: null,
          resuelto_en: new Date(ahora),
          resolucion_habiles: minutosCorridos(cal, creado, ahora, pausas),
          cierre_en: new Date(cierreAutomatico(cal, ahora, s?.dias ?? 3)),
          // Resolving answers the requester too.
          ...(t.primera_respuesta_en ? {} : { primera_respuesta_en: new Date(ahora), primera_respuesta_habiles: minutosCorridos(cal, creado, ahora, pausas) }),
        },
      };
    }
    case 'reabrir': {
      // The time it spent resolved does not count against the service: it is a pause.
      await tx.insert(ticketPausa).values({ ticket_id: t.id, motivo: 'resuelto', desde: t.resuelto_en ?? new Date(ahora), hasta: new Date(ahora) });
      const { plazos: p } = await terminarPausa(tx, t, ahora);
      return {
        fila: { ...p, resuelto_en: null, resolucion_habiles: null, cierre_en: null, puntaje: null, calificacion_comentario: null, calificado_en: null },
      };
    }
    case 'cerrar':
      return { fila: { cerrado_en: new Date(ahora), cierre_en: null } };
  }
}

const detalleDe = (accion: AccionTicket, b: AccionTicketBody, extra?: string) =>
  accion === 'pausar' && b.motivo_pausa ? `${ETIQUETA_MOTIVO_PAUSA[b.motivo_pausa]}${b.motivo ? `: ${b.motivo}` : ''}` : (extra ?? b.motivo ?? null);

/** One step of the machine inside the caller's transaction; null `p`: the scheduler. */
export async function pasarTicket(
  ctx: Ctx,
  tx: Db,
  p: Principal | null,
  id: number,
  accion: AccionTicket,
  b: AccionTicketBody & { asignado_id?: number; detalle?: string },
): Promise<{ hacia: EstadoTicket; aviso: Avisado | null }> {
  const actor = p?.id ?? null;
  const paso = await transicionar(tx, {
    flujo: FLUJO_TICKET,
    tabla: ticket,
    id,
    accion,
    autorId: actor,
    roles: async (f: Ticket, tx): Promise<PapelTicket[]> => (p ? (await papelesEnTicket(tx, p, f)).papeles : ['sistema']),
    datos: { motivo: b.motivo, motivo_pausa: b.motivo_pausa },
    detalle: detalleDe(accion, b, b.detalle),
    historial: HISTORIAL_TICKET,
    entidad: 'ticket',
    noExiste: 'El ticket no existe.',
    alPasar: (tx, { fila }) => efectoDe(tx, accion, fila, actor ?? 0, { ...b, asignado_id: b.asignado_id }),
  });
  const t = paso.fila;
  // Who hears of it: the requester when the service (or the scheduler) moved it, the owner when the requester did.
  const destinatarios = accion === 'asignar' ? [b.asignado_id!].filter((x) => x !== actor) : await otroLado(tx, t, actor ?? -1);
  const aviso = destinatarios.length
    ? await avisarEstadoTicket(ctx, tx, {
        id,
        asunto: t.asunto,
        estado: paso.hacia,
        usuarioIds: destinatarios,
        extra: accion === 'asignar' ? 'Se lo asignaron a usted.' : accion === 'resolver' ? 'Puede calificar la atención.' : undefined,
      })
    : null;
  return { hacia: paso.hacia, aviso };
}

/** POST /tickets/{id}/acciones/{accion}. */
export async function moverTicket(ctx: Ctx, p: Principal, id: number, accion: AccionTicket, b: AccionTicketBody): Promise<EstadoTicket> {
  const { hacia, aviso } = await ctx.db.transaction((tx) => pasarTicket(ctx, tx, p, id, accion, b));
  aviso?.entregar();
  return hacia;
}

/** POST /tickets/{id}/asignar: the head gives it to one of the service's agents. */
export async function asignarTicket(ctx: Ctx, p: Principal, id: number, usuarioId: number): Promise<void> {
  const [t] = await ctx.db.select({ servicio_id: ticket.servicio_id }).from(ticket).where(eq(ticket.id, id));
  if (!t) throw noEncontrado('El ticket no existe.');
  const agente = (await esAgenteDe(ctx.db, t.servicio_id, usuarioId)) ? await cargarPrincipal(ctx.db, usuarioId) : null;
  if (!agente?.permisos.has('tickets.ticket.atender') && !agente?.permisos.has('tickets.servicio.administrar'))
    throw reglaDeNegocio('Esa persona no es agente del servicio del ticket.');
  const { aviso } = await ctx.db.transaction((tx) =>
    pasarTicket(ctx, tx, p, id, 'asignar', { motivo: null, motivo_pausa: null, asignado_id: usuarioId, detalle: `Asignado a ${agente.nombre_completo}` }),
  );
  aviso?.entregar();
}

async function bloquear(tx: Db, id: number): Promise<Ticket> {
  const [t] = await tx.select().from(ticket).where(eq(ticket.id, id)).for('update');
  if (!t) throw noEncontrado('El ticket no existe.');
  return t;
}

/** POST /tickets/{id}/respuestas: a public reply; the requester's reply to a ticket waiting on them resumes it. */
export async function responderTicket(ctx: Ctx, p: Principal, id: number, b: { texto: string; media_ids: number[] }): Promise<Comentario> {
  const { fila, avisos } = await ctx.db.transaction(async (tx) => {
    const t = await bloquear(tx, id);
    const { papeles } = await papelesEnTicket(tx, p, t);
    const esSolicitante = t.solicitante_id === p.id;
    if (!esSolicitante && !leeNotas(papeles)) throw prohibido('Sólo quien pidió el ticket y los agentes del servicio responden.');
    if (t.estado === 'cerrado') throw conflicto(`El ticket ${id} está cerrado: no admite respuestas.`);
    const fila = await escribirComentario(tx, HILO_TICKET, id, { autorId: p.id, texto: b.texto });
    await vincularMedia(tx, { ids: b.media_ids, modelo: MODELO_MEDIA_TICKET, modeloId: id, usuarioId: p.id });
    const ahora = reloj.ahoraMs();
    if (!esSolicitante && !t.primera_respuesta_en) {
      const cal = await calendarioDe(tx, t.servicio_id);
      const habiles = minutosCorridos(cal, t.created_at.getTime(), ahora, await pausasDe(tx, id));
      await tx
        .update(ticket)
        .set({ primera_respuesta_en: new Date(ahora), primera_respuesta_habiles: habiles, updated_at: new Date(ahora) })
        .where(eq(ticket.id, id));
    }
    await auditar(tx, { usuarioId: p.id, entidad: 'ticket_respuesta', entidadId: fila.id, accion: 'crear', despues: { ticket_id: id, texto: b.texto } });
    const avisos: Avisado[] = [];
    const otros = await otroLado(tx, t, p.id);
    if (otros.length) avisos.push(await avisarRespuestaTicket(ctx, tx, { id, asunto: t.asunto, autor: p.nombre_completo, usuarioIds: otros }));
    if (esSolicitante && t.estado === 'en_espera' && t.motivo_pausa === 'respuesta') {
      const r = await pasarTicket(ctx, tx, p, id, 'contestar', { motivo: null, motivo_pausa: null, detalle: 'Respondió quien pidió el ticket' });
      if (r.aviso) avisos.push(r.aviso);
    }
    return { fila, avisos };
  });
  for (const a of avisos) a.entregar();
  return fila;
}

/** POST /tickets/{id}/notas: an internal note among the service's agents; nobody is told. */
export async function anotarTicket(ctx: Ctx, p: Principal, id: number, texto: string): Promise<Comentario> {
  return ctx.db.transaction(async (tx) => {
    const t = await bloquear(tx, id);
    if (!leeNotas((await papelesEnTicket(tx, p, t)).papeles)) throw prohibido('Sólo los agentes del servicio escriben notas internas.');
    const fila = await escribirComentario(tx, HILO_TICKET, id, { autorId: p.id, texto, interno: true });
    await auditar(tx, { usuarioId: p.id, entidad: 'ticket_respuesta', entidadId: fila.id, accion: 'crear', despues: { ticket_id: id, interno: true } });
    return fila;
  });
}

/** POST /tickets/{id}/calificar: 1–5 and a comment, by the requester, while it is resolved, once. */
export async function calificarTicket(ctx: Ctx, p: Principal, id: number, b: { puntaje: number; comentario: string | null }): Promise<void> {
  const aviso = await ctx.db.transaction(async (tx) => {
    const t = await bloquear(tx, id);
    if (t.solicitante_id !== p.id) throw prohibido('Sólo quien pidió el ticket lo califica.');
    if (t.estado !== 'resuelto') throw conflicto(`El ticket ${id} no está resuelto: se califica cuando se resuelve.`);
    if (t.puntaje !== null) throw conflicto(`El ticket ${id} ya fue calificado.`);
    await tx.update(ticket).set({ puntaje: b.puntaje, calificacion_comentario: b.comentario, calificado_en: reloj.ahora() }).where(eq(ticket.id, id));
    await auditar(tx, { usuarioId: p.id, entidad: 'ticket', entidadId: id, accion: 'calificar', despues: b });
    return t.asignado_id
      ? avisarTicket(ctx, tx, {
          id,
          titulo: `Ticket ${id}: calificado`,
          texto: `${p.nombre_completo} calificó la atención del ticket ${id} con ${b.puntaje} de 5.`,
          usuarioIds: [t.asignado_id],
        })
      : null;
  });
  aviso?.entregar();
}
