import { formatoFecha } from '../fechas';
import { definirFlujo } from '../flujo';
import { mismaPersona, pasoDeAprobacion, quedaAprobada, type EstadoAprobacion } from './aprobacion';

// The budget request's machine (issue 42 item 1), declared once with the workflow kit:
// borrador → enviada → en cotización → en aprobación → aprobada / rechazada / anulada. The
// approval is one action taken once or twice (aprobacion.ts says when twice); the server moves
// the request with platform/flujo/transicion.ts and the web offers accionesPosibles. Pure, no zod.

export const ESTADOS_SOLICITUD = ['borrador', 'enviada', 'en_cotizacion', 'en_aprobacion', 'aprobada', 'rechazada', 'anulada'] as const;
export type EstadoSolicitud = (typeof ESTADOS_SOLICITUD)[number];

export const ETIQUETA_ESTADO_SOLICITUD: Record<EstadoSolicitud, string> = {
  borrador: 'Borrador',
  enviada: 'Enviada',
  en_cotizacion: 'En cotización',
  en_aprobacion: 'En aprobación',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  anulada: 'Anulada',
};

/**
 * What the actor is to the request: who asked (or their sector), Compras, the head of the
 * requesting sector (first approval) and whoever holds the role configured for the second one.
 */
export type PapelSolicitud = 'solicitante' | 'compras' | 'jefe' | 'segundo';

export const ACCIONES_SOLICITUD = ['enviar', 'cotizar', 'elevar', 'aprobar', 'rechazar', 'devolver', 'anular'] as const;
export type AccionSolicitud = (typeof ACCIONES_SOLICITUD)[number];

/** The quote Compras chooses when it sends the request to approval. */
export type ElegidoSolicitud = { valido_hasta: string; vencido: boolean; mas_barato: boolean };

export type DatosSolicitud = {
  motivo?: string | null;
  /** elevar: the chosen quote; aprobar: the one that was chosen, checked again on the day of the approval. */
  elegido?: ElegidoSolicitud | null;
  /** aprobar and rechazar: where the approval stands. */
  aprobacion?: EstadoAprobacion | null;
  /** aprobar: who approves (the same person cannot give both approvals). */
  actor_id?: number;
};

const ETIQUETA_ACCION: Record<AccionSolicitud, string> = {
  enviar: 'enviarse',
  cotizar: 'pasar a cotización',
  elevar: 'pasar a aprobación',
  aprobar: 'aprobarse',
  rechazar: 'rechazarse',
  devolver: 'volver a cotización',
  anular: 'anularse',
};

const EN_CURSO = ['borrador', 'enviada', 'en_cotizacion', 'en_aprobacion'] as const satisfies readonly EstadoSolicitud[];

const vencido = (e: ElegidoSolicitud) => `El presupuesto elegido venció el ${formatoFecha(e.valido_hasta)}: no puede elegirse ni aprobarse.`;
const conMotivo = (mensaje: string) => (d: DatosSolicitud) => (d.motivo?.trim() ? null : mensaje);

/**
 * Who decides the current approval: the sector's head the first, the configured role the second.
 * Out of approval, any approver: the state answers (409), so of twenty approvals at once the
 * nineteen late ones hear that it is already approved, not that it is not their step.
 */
const decide = (desde: EstadoSolicitud, d: DatosSolicitud | undefined): readonly PapelSolicitud[] => {
  if (desde !== 'en_aprobacion') return ['jefe', 'segundo'];
  return d?.aprobacion && pasoDeAprobacion(d.aprobacion) === 'segunda' ? ['segundo'] : ['jefe'];
};

export const FLUJO_SOLICITUD = definirFlujo<EstadoSolicitud, AccionSolicitud, PapelSolicitud, DatosSolicitud>({
  estados: ETIQUETA_ESTADO_SOLICITUD,
  acciones: {
    enviar: { desde: ['borrador'], hacia: 'enviada', quien: ['solicitante'] },
    // Compras takes the request to ask suppliers; quotes are loaded only while it is en cotización.
    cotizar: { desde: ['enviada'], hacia: 'en_cotizacion', quien: ['compras'] },
    elevar: {
      desde: ['en_cotizacion'],
      hacia: 'en_aprobacion',
      quien: ['compras'],
      requiere: (d) => {
        if (!d.elegido) return 'Elija el presupuesto que pasa a aprobación.';
        if (d.elegido.vencido) return vencido(d.elegido);
        return d.elegido.mas_barato || d.motivo?.trim() ? null : 'Indique por qué elige un presupuesto que no es el más barato.';
      },
    },
    // Below the threshold the first approval closes it; above it the request waits for the second.
    aprobar: {
      desde: ['en_aprobacion'],
      hacia: (desde, d) => (d.aprobacion && !quedaAprobada(d.aprobacion) ? desde : 'aprobada'),
      quien: decide,
      requiere: (d) => {
        if (!d.aprobacion || d.actor_id === undefined) return 'Falta el estado de la aprobación.';
        if (d.elegido?.vencido) return vencido(d.elegido);
        return mismaPersona(d.aprobacion, d.actor_id);
      },
    },
    rechazar: { desde: ['en_aprobacion'], hacia: 'rechazada', quien: decide, requiere: conMotivo('Indique el motivo del rechazo.') },
    // Back to quoting (the chosen quote expired, more quotes are wanted): the approvals given are dropped.
    devolver: {
      desde: ['en_aprobacion'],
      hacia: 'en_cotizacion',
      quien: ['compras', 'jefe', 'segundo'],
      requiere: conMotivo('Indique por qué vuelve a cotización.'),
    },
    // A draft is only the requester's; once sent, Compras may also withdraw it.
    anular: {
      desde: EN_CURSO,
      hacia: 'anulada',
      quien: (desde) => (desde === 'borrador' ? ['solicitante'] : ['solicitante', 'compras']),
      requiere: (d, desde) => (desde === 'borrador' ? null : conMotivo('Indique por qué se anula la solicitud.')(d)),
    },
  },
  mensajeEstado: (desde, accion, id) =>
    desde === 'aprobada' || desde === 'rechazada' || desde === 'anulada'
      ? `La solicitud ${id} está ${ETIQUETA_ESTADO_SOLICITUD[desde].toLowerCase()}: no cambia más de estado.`
      : `La solicitud ${id} está ${ETIQUETA_ESTADO_SOLICITUD[desde].toLowerCase()}: no puede ${ETIQUETA_ACCION[accion]}.`,
  mensajeQuien: (accion, { desde, roles }) => {
    if (accion === 'enviar') return 'Sólo quien pidió el presupuesto envía la solicitud.';
    if (accion === 'anular')
      return desde === 'borrador' ? 'Sólo quien pidió el presupuesto anula el borrador.' : 'Sólo quien pidió el presupuesto o Compras anulan la solicitud.';
    if (accion === 'cotizar' || accion === 'elevar') return 'Sólo Compras cotiza y elige el presupuesto.';
    if (accion === 'devolver') return 'Sólo Compras o quienes aprueban devuelven la solicitud a cotización.';
    if (roles.has('jefe')) return 'La primera aprobación ya está dada: falta la segunda, del rol configurado.';
    if (roles.has('segundo')) return 'Primero aprueba el responsable del sector que pidió.';
    return 'Sólo el responsable del sector que pidió o el rol configurado aprueban o rechazan la solicitud.';
  },
});

/** Still open: it may still change state. */
export const estaAbierta = (e: EstadoSolicitud) => !FLUJO_SOLICITUD.finales.includes(e);
