import { tiempoRelativo } from '@worknet/domain/tiempo-relativo';
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

/** "Hace instantes." / "Hace una hora." / "Hace N horas."; older gives '' (spec §8; the rule lives in the domain). */
export function haceCuanto(valor: Fecha, ahora: Date = new Date()): string {
  return tiempoRelativo(dayjs.isDayjs(valor) ? valor.toDate() : valor, ahora) ?? '';
}
