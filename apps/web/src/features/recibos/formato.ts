import { ETIQUETA_ESTADO_RECIBO, type EstadoRecibo } from '@worknet/domain/recibos/esquemas';
import { formatFecha, formatFechaHora } from '../../lib/format';

// Display helpers of pay slips: dates DD/MM/YYYY (a dash when there is none) and the state's tag color.

export const fecha = (v: string | null | undefined) => (v ? formatFecha(v) : '—');
export const fechaHora = (v: string | null | undefined) => (v ? formatFechaHora(v) : '—');

export const COLOR_ESTADO: Record<EstadoRecibo, string> = {
  borrador: 'default',
  pendiente: 'gold',
  visto: 'blue',
  conforme: 'green',
  no_conforme: 'red',
  reemplazado: 'default',
};

export const etiquetaEstado = (e: EstadoRecibo) => ETIQUETA_ESTADO_RECIBO[e];
