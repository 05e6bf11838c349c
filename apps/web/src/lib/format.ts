import { TOLERANCIA_RELOJ_MS } from '@worknet/domain/tiempo-relativo';
import { formatoFecha } from '@worknet/domain/fechas';
import { dayjs } from './fechas';

// Date display of spec §9 and the fallbacks of spec §8.
export const FORMATO_FECHA = 'DD/MM/YYYY';
export const FORMATO_FECHA_HORA = 'DD/MM/YYYY HH:mm:ss';
export const FORMATO_DIA_HORA = 'DD/MM H:mm';

type Fecha = string | number | Date | dayjs.Dayjs | null | undefined;

function formatear(valor: Fecha, formato: string): string {
  try {
    if (valor === null || valor === undefined || valor === '') return 'En proceso';
    const d = dayjs(valor);
    return d.isValid() ? d.format(formato) : 'En proceso';
  } catch {
    return 'Sin fecha';
  }
}

export const formatFecha = (valor: Fecha) => formatear(valor, FORMATO_FECHA);
export const formatFechaHora = (valor: Fecha) => formatear(valor, FORMATO_FECHA_HORA);
export const formatDiaHora = (valor: Fecha) => formatear(valor, FORMATO_DIA_HORA);

/**
 * The word for `n` things: «1 usuario», «0 usuarios», «3 usuarios» (es-AR: only
 * one is singular). Returns the word alone so the caller decides how the number
 * is written: `${n} ${plural(n, 'usuario', 'usuarios')}`.
 */
export function plural(n: number, singular: string, varios: string): string {
  return n === 1 ? singular : varios;
}

const MINUTO_MS = 60_000;
const HORA_MS = 60 * MINUTO_MS;
const DIA_MS = 24 * HORA_MS;

/**
 * How long ago, as the spec's messages (§8) plus minutes: «Hace instantes.»
 * for the first minute, «Hace 1 minuto.» / «Hace N minutos.» up to the hour,
 * «Hace una hora.», «Hace N horas.» up to a day; '' from a day on (the caller
 * shows the date), for an invalid date or one beyond the clock tolerance in
 * the future (the server's clock may run a little ahead of the browser's).
 */
export function haceCuanto(valor: Fecha, ahora: Date | number = Date.now()): string {
  if (valor === null || valor === undefined || valor === '') return '';
  const fecha = dayjs(valor);
  if (!fecha.isValid()) return '';
  const transcurrido = +ahora - fecha.valueOf();
  if (transcurrido < -TOLERANCIA_RELOJ_MS || transcurrido >= DIA_MS) return '';
  if (transcurrido < MINUTO_MS) return 'Hace instantes.';
  if (transcurrido < HORA_MS) {
    const minutos = Math.floor(transcurrido / MINUTO_MS);
    return `Hace ${minutos} ${plural(minutos, 'minuto', 'minutos')}.`;
  }
  const horas = Math.floor(transcurrido / HORA_MS);
  return horas === 1 ? 'Hace una hora.' : `Hace ${horas} horas.`;
}

/** What a list shows for a moment: the relative time while there is one, then the date DD/MM/YYYY (Buenos Aires). */
export function cuandoFue(valor: Fecha, ahora: Date | number = Date.now()): string {
  const relativo = haceCuanto(valor, ahora);
  if (relativo) return relativo;
  const dia = formatoFecha(dayjs.isDayjs(valor) ? valor.toDate() : valor);
  return dia || 'En proceso';
}
