import { formatoFecha, formatoFechaHora, type FechaEntrada } from './fechas';
import * as reloj from './reloj';

// The one rule of relative times (spec §8 plus minutes, issue 16 item 10): «Hace
// instantes.» only for the first minute, «Hace 1 minuto.» / «Hace N minutos.» up to
// the hour, «Hace una hora.», «Hace N horas.» up to a day, then the date. Also the
// date display fallbacks ("En proceso", "Sin fecha"). Pure and without zod: the web
// calls it (lib/format re-exports cuandoFue) and so can the server.

const MINUTO_MS = 60_000;
const HORA_MS = 60 * MINUTO_MS;

/**
 * A date this far in the future still reads "Hace instantes.": the server's clock
 * (created_at) may run a little ahead of the browser's.
 */
export const TOLERANCIA_RELOJ_MS = 5 * MINUTO_MS;

/** From this age on there is no relative message: the date shows instead. */
export const LIMITE_RELATIVO_MS = 24 * HORA_MS;

function instante(v: FechaEntrada): number | null {
  if (v === null || v === undefined || v === '') return null;
  const ms = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : new Date(v).getTime();
  return Number.isFinite(ms) ? ms : null;
}

const plural = (n: number, singular: string, varios: string) => (n === 1 ? singular : varios);

/**
 * How long ago: under a minute «Hace instantes.», then «Hace 1 minuto.» /
 * «Hace N minutos.», from one hour «Hace una hora.», from two «Hace N horas.»
 * (whole units elapsed); 24 hours or more, an invalid date or a date more than
 * TOLERANCIA_RELOJ_MS in the future give null (the caller shows the date).
 */
export function tiempoRelativo(v: FechaEntrada, ahora: FechaEntrada = reloj.ahoraMs()): string | null {
  const fecha = instante(v);
  const ref = instante(ahora);
  if (fecha === null || ref === null) return null;
  const transcurrido = ref - fecha;
  if (transcurrido < -TOLERANCIA_RELOJ_MS || transcurrido >= LIMITE_RELATIVO_MS) return null;
  if (transcurrido < MINUTO_MS) return 'Hace instantes.';
  if (transcurrido < HORA_MS) {
    const minutos = Math.floor(transcurrido / MINUTO_MS);
    return `Hace ${minutos} ${plural(minutos, 'minuto', 'minutos')}.`;
  }
  const horas = Math.floor(transcurrido / HORA_MS);
  return horas === 1 ? 'Hace una hora.' : `Hace ${horas} horas.`;
}

export const EN_PROCESO = 'En proceso';
export const SIN_FECHA = 'Sin fecha';

/**
 * 'DD/MM/YYYY HH:mm' in Buenos Aires; "En proceso" for an empty or invalid date
 * and "Sin fecha" when the value cannot even be read (spec §8).
 */
export function fechaHoraParaMostrar(v: FechaEntrada): string {
  try {
    if (instante(v) === null) return EN_PROCESO;
    const texto = formatoFechaHora(v);
    return texto ? texto.slice(0, 16) : EN_PROCESO;
  } catch {
    return SIN_FECHA;
  }
}

/**
 * What a list shows for a moment: the relative time while there is one, then the
 * date DD/MM/YYYY (Buenos Aires); "En proceso" for an empty or invalid date and
 * "Sin fecha" when the value cannot even be read (spec §8).
 */
export function cuandoFue(v: FechaEntrada, ahora: FechaEntrada = reloj.ahoraMs()): string {
  try {
    return tiempoRelativo(v, ahora) ?? (formatoFecha(v) || EN_PROCESO);
  } catch {
    return SIN_FECHA;
  }
}
