import { ETIQUETA_PRIORIDAD_TICKET, type PrioridadTicket } from '@worknet/domain/tickets/esquemas';
import { ETIQUETA_ESTADO_TICKET, ETIQUETA_MOTIVO_PAUSA, type EstadoTicket, type MotivoPausa } from '@worknet/domain/tickets/flujo';
import { duracion } from '@worknet/domain/tickets/sla';

// How the help desk's screens word and colour a ticket. Tag colours are dark enough for white
// text (WCAG AA), as the other modules' states.

export const COLOR_ESTADO_TICKET: Record<EstadoTicket, string> = {
  abierto: '#0958d9',
  en_curso: '#874d00',
  en_espera: '#531dab',
  resuelto: '#237804',
  cerrado: '#595959',
};

export const COLOR_PRIORIDAD_TICKET: Record<PrioridadTicket, string> = {
  baja: '#595959',
  media: '#006d75',
  alta: '#ad4e00',
  urgente: '#a8071a',
};

/** «En espera» says what it waits on («Esperando proveedor»). */
export const etiquetaEstado = (estado: EstadoTicket, motivo: MotivoPausa | null) =>
  estado === 'en_espera' && motivo ? ETIQUETA_MOTIVO_PAUSA[motivo] : ETIQUETA_ESTADO_TICKET[estado];

export const etiquetaPrioridad = (p: PrioridadTicket) => ETIQUETA_PRIORIDAD_TICKET[p];

/** A report's working minutes as the ticket clock words them («2 h 10 min»), «—» when there is nothing to measure. */
export const minutosLegibles = (min: number | null) => (min === null ? '—' : duracion(min * 60_000));

/** 0.874 → «87 %» (es-AR puts a space before the sign). */
export const porcentaje = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)} %`);

/** 4.25 → «4,3». */
export const promedio = (v: number | null) => (v === null ? '—' : (Math.round(v * 10) / 10).toString().replace('.', ','));
