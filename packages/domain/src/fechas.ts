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

function partes(v: FechaEntrada): Partes | null {
  if (v === null || v === undefined || v === '') return null;
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
