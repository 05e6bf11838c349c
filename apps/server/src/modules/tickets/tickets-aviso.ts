import { ETIQUETA_ESTADO_TICKET, type EstadoTicket } from '@worknet/domain/tickets/flujo';
import type { Db } from '../../platform/db/client';
import { avisar, type Avisado, type Avisador } from '../notificaciones/avisos.service';

// Every reply and change of a ticket reaches the other side in the bell and live (a system
// message plus a 'ticket-cambio' hint with the id only), written in the change's transaction
// and delivered by the caller after commit. The texts never carry a reply's nor a note's words:
// an internal note is never told to anybody.

const enlace = (id: number) => `/ticket/${id}`;

const vivo = (id: number, usuarioIds: number[]) => [{ destino: { usuarios: usuarioIds }, evento: 'ticket-cambio' as const, carga: { id } }];

export function avisarRespuestaTicket(ctx: Avisador, tx: Db, a: { id: number; asunto: string; autor: string; usuarioIds: number[] }): Promise<Avisado> {
  return avisar(ctx, tx, {
    mensaje: {
      usuarioIds: a.usuarioIds,
      titulo: `Ticket ${a.id}: nueva respuesta`,
      texto: `${a.autor} respondió en el ticket ${a.id} («${a.asunto.slice(0, 120)}»).`,
      enlace: enlace(a.id),
      modulo: 'tickets',
    },
    vivo: vivo(a.id, a.usuarioIds),
  });
}

export function avisarEstadoTicket(
  ctx: Avisador,
  tx: Db,
  a: { id: number; asunto: string; estado: EstadoTicket; usuarioIds: number[]; extra?: string },
): Promise<Avisado> {
  return avisar(ctx, tx, {
    mensaje: {
      usuarioIds: a.usuarioIds,
      titulo: `Ticket ${a.id}: ${ETIQUETA_ESTADO_TICKET[a.estado]}`,
      texto: `El ticket ${a.id} («${a.asunto.slice(0, 120)}») está ${ETIQUETA_ESTADO_TICKET[a.estado].toLowerCase()}.${a.extra ? ` ${a.extra}` : ''}`,
      enlace: enlace(a.id),
      modulo: 'tickets',
    },
    vivo: vivo(a.id, a.usuarioIds),
  });
}

export function avisarTicket(ctx: Avisador, tx: Db, a: { id: number; titulo: string; texto: string; usuarioIds: number[] }): Promise<Avisado> {
  return avisar(ctx, tx, {
    mensaje: { usuarioIds: a.usuarioIds, titulo: a.titulo, texto: a.texto.slice(0, 1000), enlace: enlace(a.id), modulo: 'tickets' },
    vivo: vivo(a.id, a.usuarioIds),
  });
}
