import { ZONA_HORARIA } from './constantes';

// Dates a person reads: DD/MM/YYYY and DD/MM/YYYY HH:mm:ss in Buenos Aires time,
// whatever the time zone of the server or the browser.

export type FechaEntrada = Date | string | number | null | undefined;

const formato = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONA_HORARIA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Partes = { dia: string; mes: string; anio: string; hora: string; minuto: string; segundo: string };

const DIA = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day 'YYYY-MM-DD' is valid when it exists and its year is between
 * 1901 and 4999 (spec §5 and §9).
 */
export function esFechaIso(v: string): boolean {
  const m = DIA.exec(v);
  if (!m) return false;
  const [anio, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (anio <= 1900 || anio >= 5000 || mes < 1 || mes > 12) return false;
  return dia >= 1 && dia <= new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

function partes(v: FechaEntrada): Partes | null {
  if (v === null || v === undefined || v === '') return null;
  // A calendar day has no time zone: shown as written, never shifted a day back.
  const dia = typeof v === 'string' ? DIA.exec(v) : null;
  if (dia) return { anio: dia[1]!, mes: dia[2]!, dia: dia[3]!, hora: '00', minuto: '00', segundo: '00' };
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) return null;
  const p: Record<string, string> = {};
  for (const x of formato.formatToParts(d)) p[x.type] = x.value;
  return { dia: p.day!, mes: p.month!, anio: p.year!, hora: p.hour!, minuto: p.minute!, segundo: p.second! };
}

/** 'DD/MM/YYYY' in Buenos Aires; '' for an empty or invalid value. */
export function formatoFecha(v: FechaEntrada): string {
  const p = partes(v);
  return p ? `${p.dia}/${p.mes}/${p.anio}` : '';
}

/** 'DD/MM/YYYY HH:mm:ss' in Buenos Aires; '' for an empty or invalid value. */
export function formatoFechaHora(v: FechaEntrada): string {
  const p = partes(v);
  return p ? `${p.dia}/${p.mes}/${p.anio} ${p.hora}:${p.minuto}:${p.segundo}` : '';
}

/** The Buenos Aires calendar day as 'YYYY-MM-DD' (the form date filters use); '' if invalid. */
export function fechaIso(v: FechaEntrada): string {
  const p = partes(v);
  return p ? `${p.anio}-${p.mes}-${p.dia}` : '';
}
