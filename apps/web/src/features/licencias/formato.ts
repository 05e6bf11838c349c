import { ETIQUETA_ESTADO_NOVEDAD, type EstadoNovedad } from '@worknet/domain/licencias/estados';
import { diaLegible } from '@worknet/domain/licencias/dias';
import type { SaldoPeriodo } from '@worknet/domain/licencias/esquemas';

// How the leave screens write states, days and ranges (es-AR, DD/MM/YYYY).

/** Tag colours dark enough for white text (WCAG AA), as the purchase orders'. */
export const COLOR_ESTADO: Record<EstadoNovedad, string> = {
  pendiente: '#874d00',
  aprobada_referente: '#0958d9',
  aprobada: '#237804',
  rechazada: '#a8071a',
  anulada: '#595959',
};

export const etiquetaEstado = (e: EstadoNovedad) => ETIQUETA_ESTADO_NOVEDAD[e];

/** «5 días», «1 día». */
export const textoDias = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;

/**
 * What expired of a period and why, and what of the available days expires next: the detail of
 * «Saldo por período» (the CSV of balances says the same in its last two columns).
 */
export function detalleSaldo(s: Pick<SaldoPeriodo, 'vencimientos' | 'vence_el' | 'dias_por_vencer'>): string[] {
  const lineas = s.vencimientos.map((v) => `${textoDias(v.dias)}. ${v.motivo}`);
  if (s.vence_el && s.dias_por_vencer > 0) {
    lineas.push(`Si no se toman, ${textoDias(s.dias_por_vencer)} ${s.dias_por_vencer === 1 ? 'vence' : 'vencen'} el ${diaLegible(s.vence_el)}.`);
  }
  return lineas;
}

/** «07/12/2026 al 18/12/2026», or one day alone. */
export const textoRango = (desde: string, hasta: string) => (desde === hasta ? diaLegible(desde) : `${diaLegible(desde)} al ${diaLegible(hasta)}`);

export const PASO_SIGUIENTE = { referente: 'Espera al referente', rrhh: 'Espera a RRHH' } as const;

/** A type's colour from the catalog, or a stable one from its name when it has none. */
const PALETA = ['#0958d9', '#006d75', '#531dab', '#ad2102', '#237804', '#9e1068', '#874d00', '#003eb3'];
export function colorDeTipo(color: string | null, nombre: string): string {
  if (color) return color;
  let h = 0;
  for (const c of nombre) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return PALETA[h % PALETA.length]!;
}
