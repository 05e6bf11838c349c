import { definirFlujo } from '../flujo';

// The ticket's machine (issue 41 item 3), declared once with the workflow kit:
// abierto → en curso → en espera (with a pause reason) → resuelto → cerrado, reopened from
// resuelto. The server moves it with platform/flujo/transicion.ts; the web offers
// accionesPosibles. Pure, no zod.

export const ESTADOS_TICKET = ['abierto', 'en_curso', 'en_espera', 'resuelto', 'cerrado'] as const;
export type EstadoTicket = (typeof ESTADOS_TICKET)[number];

export const ETIQUETA_ESTADO_TICKET: Record<EstadoTicket, string> = {
  abierto: 'Abierto',
  en_curso: 'En curso',
  en_espera: 'En espera',
  resuelto: 'Resuelto',
  cerrado: 'Cerrado',
};

/** Why the clock is paused: the ticket waits on someone outside the service. */
export const MOTIVOS_PAUSA = ['respuesta', 'proveedor', 'obra_social'] as const;
export type MotivoPausa = (typeof MOTIVOS_PAUSA)[number];
export const ETIQUETA_MOTIVO_PAUSA: Record<MotivoPausa, string> = {
  respuesta: 'Esperando respuesta',
  proveedor: 'Esperando proveedor',
  obra_social: 'Autorización de obra social',
};

/** What the actor is to the ticket: who asked, who works it, who heads the service, the scheduler. */
export type PapelTicket = 'solicitante' | 'agente' | 'jefe' | 'sistema';

export const ACCIONES_TICKET = ['tomar', 'asignar', 'pausar', 'reanudar', 'contestar', 'resolver', 'reabrir', 'cerrar'] as const;
export type AccionTicket = (typeof ACCIONES_TICKET)[number];

export type DatosTicket = { motivo?: string | null; motivo_pausa?: MotivoPausa | null };

const ETIQUETA_ACCION: Record<AccionTicket, string> = {
  tomar: 'tomarse',
  asignar: 'asignarse',
  pausar: 'ponerse en espera',
  reanudar: 'reanudarse',
  contestar: 'reanudarse con una respuesta',
  resolver: 'resolverse',
  reabrir: 'reabrirse',
  cerrar: 'cerrarse',
};

const estaEn = (e: EstadoTicket) => ETIQUETA_ESTADO_TICKET[e].toLowerCase();

export const FLUJO_TICKET = definirFlujo<EstadoTicket, AccionTicket, PapelTicket, DatosTicket>({
  estados: ETIQUETA_ESTADO_TICKET,
  acciones: {
    // Taking a ticket is the only way out of abierto for an agent: of twenty at once, one wins.
    tomar: { desde: ['abierto'], hacia: 'en_curso', quien: ['agente', 'jefe'] },
    // The head assigns (or reassigns) at any moment before it is resolved; an open one starts.
    asignar: { desde: ['abierto', 'en_curso', 'en_espera'], hacia: (desde) => (desde === 'abierto' ? 'en_curso' : desde), quien: ['jefe'] },
    pausar: {
      desde: ['en_curso'],
      hacia: 'en_espera',
      quien: ['agente', 'jefe'],
      requiere: (d) => (d.motivo_pausa ? null : 'Indique por qué queda en espera: respuesta, proveedor u obra social.'),
    },
    reanudar: { desde: ['en_espera'], hacia: 'en_curso', quien: ['agente', 'jefe'] },
    // The requester's reply to a ticket waiting on them (the service decides the rule, not the requester).
    contestar: { desde: ['en_espera'], hacia: 'en_curso', quien: ['solicitante'] },
    resolver: { desde: ['en_curso', 'en_espera'], hacia: 'resuelto', quien: ['agente', 'jefe'] },
    reabrir: {
      desde: ['resuelto'],
      hacia: 'en_curso',
      quien: ['solicitante', 'agente', 'jefe'],
      requiere: (d) => (d.motivo?.trim() ? null : 'Indique por qué se reabre el ticket.'),
    },
    cerrar: { desde: ['resuelto'], hacia: 'cerrado', quien: ['solicitante', 'agente', 'jefe', 'sistema'] },
  },
  mensajeEstado: (desde, accion, id) =>
    desde === 'cerrado'
      ? `El ticket ${id} está cerrado: no cambia más de estado.`
      : accion === 'tomar' && desde !== 'abierto'
        ? `El ticket ${id} ya fue tomado.`
        : `El ticket ${id} está ${estaEn(desde)}: no puede ${ETIQUETA_ACCION[accion]}.`,
  mensajeQuien: (accion) =>
    accion === 'asignar'
      ? 'Sólo quien dirige el servicio asigna tickets.'
      : accion === 'contestar'
        ? 'Sólo quien pidió el ticket lo reanuda con su respuesta.'
        : accion === 'reabrir' || accion === 'cerrar'
          ? 'Sólo quien pidió el ticket o un agente del servicio lo reabre o lo cierra.'
          : 'Sólo un agente del servicio trabaja el ticket.',
});

/** The states in which the SLA clock runs (abierto and en curso; en espera pauses it). */
export const correReloj = (e: EstadoTicket) => e === 'abierto' || e === 'en_curso';
/** Open: not yet resolved nor closed. */
export const estaPendiente = (e: EstadoTicket) => e !== 'resuelto' && e !== 'cerrado';
