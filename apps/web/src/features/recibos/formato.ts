import { ETIQUETA_ESTADO_RECIBO, type EstadoRecibo } from '@worknet/domain/recibos/esquemas';
import { formatFecha, formatFechaHora } from '../../lib/format';

// Display helpers of pay slips: dates DD/MM/YYYY (a dash when there is none) and the state's tag color.

export const fecha = (v: string | null | undefined) => (v ? formatFecha(v) : '—');
export const fechaHora = (v: string | null | undefined) => (v ? formatFechaHora(v) : '—');

// Solid dark colors (white text passes AA contrast), as the other modules' state tags.
export const COLOR_ESTADO: Record<EstadoRecibo, string> = {
  borrador: '#595959',
  pendiente: '#874d00',
  visto: '#0958d9',
  conforme: '#237804',
  no_conforme: '#a8071a',
  reemplazado: '#595959',
};

export const etiquetaEstado = (e: EstadoRecibo) => ETIQUETA_ESTADO_RECIBO[e];
