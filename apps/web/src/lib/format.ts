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

// Relative times have one rule, in the domain («Hace instantes.» the first minute,
// then minutes, the spec's hours, then the date): the screens import it from here.
export { cuandoFue } from '@worknet/domain/tiempo-relativo';
