import { formatoFechaHora, type FechaEntrada } from './fechas';

// Relative times of spec §8 ("Hace instantes.", "Hace una hora.", "Hace N horas.";
// anything older gives no message) and the date display fallbacks ("En proceso",
// "Sin fecha"). Pure and without zod, so the header bell can use it.

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

/**
 * Whole hours elapsed decide the message (the spec lists no minutes):
 * under 1 hour "Hace instantes.", 1 hour "Hace una hora.", 2 to 23 hours
 * "Hace N horas."; 24 hours or more, an invalid date or a date more than
 * TOLERANCIA_RELOJ_MS in the future give null.
 */
export function tiempoRelativo(v: FechaEntrada, ahora: FechaEntrada = Date.now()): string | null {
  const fecha = instante(v);
  const ref = instante(ahora);
  if (fecha === null || ref === null) return null;
  const transcurrido = ref - fecha;
  if (transcurrido < -TOLERANCIA_RELOJ_MS || transcurrido >= LIMITE_RELATIVO_MS) return null;
  const horas = Math.max(0, Math.floor(transcurrido / HORA_MS));
  if (horas === 0) return 'Hace instantes.';
  if (horas === 1) return 'Hace una hora.';
  return `Hace ${horas} horas.`;
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

/** What a list of messages shows: the relative time while there is one, the date after. */
export function cuandoParaMostrar(v: FechaEntrada, ahora: FechaEntrada = Date.now()): string {
  try {
    return tiempoRelativo(v, ahora) ?? fechaHoraParaMostrar(v);
  } catch {
    return SIN_FECHA;
  }
}
