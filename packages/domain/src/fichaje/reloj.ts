// Clock-in time (issue 21, spec §3 and §9). Argentina keeps UTC−3 all year (no daylight saving
// since 2009), so local days and minutes are plain arithmetic on a fixed offset: a month of
// punches for 2,000 people is computed without a time-zone library in the loop.

/** Spec §9: a device refuses a different person for 2 minutes. */
export const VEDA_CAMBIO_MS = 120_000;
/** A `fecha` claimed by the device further than this from the server's clock is kept as a claim only. */
export const DESFASE_TOLERADO_MS = 5 * 60_000;

const DESPLAZAMIENTO_MS = -3 * 60 * 60_000;
const DIA_MS = 24 * 60 * 60_000;

const HORA_LOCAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** 'YYYY-MM-DD HH:mm:ss' in Argentina time (the spec's `fecha`) as epoch ms; null when malformed or impossible. */
export function instanteDeHoraLocal(texto: string): number | null {
  const m = HORA_LOCAL.exec(texto);
  if (!m) return null;
  const [a, mes, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (a < 1901 || a > 4999 || mes < 1 || mes > 12 || h > 23 || mi > 59 || s > 59) return null;
  const ms = Date.UTC(a, mes - 1, d, h, mi, s);
  // Date.UTC rolls 31/02 over to March: a day that does not exist is refused.
  if (new Date(ms).getUTCDate() !== d) return null;
  return ms - DESPLAZAMIENTO_MS;
}

/** An instant as the spec's `fecha`, 'YYYY-MM-DD HH:mm:ss' in Argentina time (what a phone sends). */
export const horaLocalDe = (ms: number): string => new Date(ms + DESPLAZAMIENTO_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The Argentina calendar day of an instant, 'YYYY-MM-DD'. */
export const diaLocal = (ms: number): string => new Date(ms + DESPLAZAMIENTO_MS).toISOString().slice(0, 10);

/** Midnight (Argentina) that starts a calendar day 'YYYY-MM-DD'. */
export const inicioDelDia = (dia: string): number => Date.parse(`${dia}T00:00:00Z`) - DESPLAZAMIENTO_MS;

/** The next calendar day. */
export const diaSiguiente = (dia: string): string => new Date(Date.parse(`${dia}T00:00:00Z`) + DIA_MS).toISOString().slice(0, 10);

/** The calendar month of a day 'YYYY-MM-DD': its first and its last day. */
export function mesDe(dia: string): { desde: string; hasta: string } {
  const ultimo = new Date(Date.UTC(Number(dia.slice(0, 4)), Number(dia.slice(5, 7)), 0)).getUTCDate();
  return { desde: `${dia.slice(0, 8)}01`, hasta: `${dia.slice(0, 8)}${String(ultimo).padStart(2, '0')}` };
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export const diaDeSemana = (dia: string): number => ((new Date(`${dia}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** 'HH:mm' as minutes since midnight; null if malformed. */
export function minutosDeHora(hhmm: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * The server keeps time (issue 21 item 1): the punch is recorded at the server's instant; the
 * device's `fecha` is kept beside it as the employee's claim, and flagged when it is further than
 * DESFASE_TOLERADO_MS from the server (a wrong phone clock, or an attempt to clock in for another time).
 */
export function horaDeclarada(fecha: string, servidorMs: number): { declaradaMs: number | null; desfasada: boolean } {
  const declaradaMs = instanteDeHoraLocal(fecha);
  return { declaradaMs, desfasada: declaradaMs === null || Math.abs(declaradaMs - servidorMs) > DESFASE_TOLERADO_MS };
}
