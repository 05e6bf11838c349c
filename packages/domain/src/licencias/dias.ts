import type { Computo } from './estados';

// Calendar arithmetic of leaves (issue 19): days are 'YYYY-MM-DD' handled as whole UTC days
// (a day number since 1970-01-01), so no time zone or daylight saving change moves them.
// The callers pass days the API already validated (diaIso); anything else is a programming
// error and throws a RangeError.

const DIA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const NOMBRES_DIA = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

const dos = (n: number) => String(n).padStart(2, '0');

const esBisiesto = (a: number) => (a % 4 === 0 && a % 100 !== 0) || a % 400 === 0;
const DIAS_MES = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const diasDelMes = (a: number, m: number) => (m === 2 && esBisiesto(a) ? 29 : DIAS_MES[m - 1]!);

/** The last day of month `mes` (1–12) of `anio`, 'YYYY-MM-DD': 29 February in leap years. */
export const finDeMes = (anio: number, mes: number) => `${String(anio).padStart(4, '0')}-${dos(mes)}-${dos(diasDelMes(anio, mes))}`;

/** The digits of `iso` from `desde` to `hasta` (exclusive) as a number, or -1 when one is not a digit. */
function digitos(iso: string, desde: number, hasta: number): number {
  let n = 0;
  for (let i = desde; i < hasta; i++) {
    const c = iso.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/**
 * Days since 1970-01-01 of a real 'YYYY-MM-DD'; RangeError otherwise. Pure arithmetic (the
 * civil calendar's days-from-date formula), no Date object: the vacation engine calls it
 * thousands of times per balance.
 */
export function numeroDeDia(iso: string): number {
  const anio = iso.length === 10 && iso[4] === '-' && iso[7] === '-' ? digitos(iso, 0, 4) : -1;
  const mes = digitos(iso, 5, 7);
  const dia = digitos(iso, 8, 10);
  if (anio < 0 || mes < 1 || mes > 12 || dia < 1 || dia > diasDelMes(anio, mes)) throw new RangeError(`No es una fecha AAAA-MM-DD: ${iso}`);
  const y = mes <= 2 ? anio - 1 : anio;
  const era = Math.floor(y / 400);
  const anioDeEra = y - era * 400;
  const diaDelAnio = Math.floor((153 * (mes + (mes > 2 ? -3 : 9)) + 2) / 5) + dia - 1;
  const diaDeEra = anioDeEra * 365 + Math.floor(anioDeEra / 4) - Math.floor(anioDeEra / 100) + diaDelAnio;
  return era * 146_097 + diaDeEra - 719_468;
}

/** The 'YYYY-MM-DD' of a day number (the inverse formula). */
export function diaDeNumero(n: number): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const diaDeEra = z - era * 146_097;
  const anioDeEra = Math.floor((diaDeEra - Math.floor(diaDeEra / 1460) + Math.floor(diaDeEra / 36_524) - Math.floor(diaDeEra / 146_096)) / 365);
  const diaDelAnio = diaDeEra - (365 * anioDeEra + Math.floor(anioDeEra / 4) - Math.floor(anioDeEra / 100));
  const mp = Math.floor((5 * diaDelAnio + 2) / 153);
  const dia = diaDelAnio - Math.floor((153 * mp + 2) / 5) + 1;
  const mes = mp < 10 ? mp + 3 : mp - 9;
  const anio = anioDeEra + era * 400 + (mes <= 2 ? 1 : 0);
  return `${String(anio).padStart(4, '0')}-${dos(mes)}-${dos(dia)}`;
}

/** 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
const semanaDeNumero = (n: number) => (((n + 4) % 7) + 7) % 7;
export const diaDeSemana = (dia: string) => semanaDeNumero(numeroDeDia(dia));

/** The day `n` days after `dia` (before, when negative). */
export const sumarDiasIso = (dia: string, n: number) => diaDeNumero(numeroDeDia(dia) + n);

/** 'DD/MM/YYYY', as people read dates. */
export const diaLegible = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;

/** A working day: Monday to Friday and not in `noLaborables` (national holidays and the group's own days). */
export function esHabil(dia: string, noLaborables: ReadonlySet<string>): boolean {
  const s = diaDeSemana(dia);
  return s !== 0 && s !== 6 && !noLaborables.has(dia);
}

/** Mondays to Fridays in the day numbers [a, b] (0 when b < a), by arithmetic, not a loop. */
function lunesAViernes(a: number, b: number): number {
  if (b < a) return 0;
  const total = b - a + 1;
  const semanas = Math.floor(total / 7);
  let cuenta = semanas * 5;
  for (let n = a + semanas * 7; n <= b; n++) {
    const s = semanaDeNumero(n);
    if (s !== 0 && s !== 6) cuenta++;
  }
  return cuenta;
}

/**
 * The days from `desde` to `hasta`, both included: every day ('corridos') or only the working
 * days ('habiles'). 0 when `hasta` is before `desde`.
 */
export function contarDias(desde: string, hasta: string, computo: Computo, noLaborables: ReadonlySet<string>): number {
  const a = numeroDeDia(desde);
  const b = numeroDeDia(hasta);
  if (b < a) return 0;
  if (computo === 'corridos') return b - a + 1;
  let cuenta = lunesAViernes(a, b);
  for (const f of noLaborables) {
    if (f < desde || f > hasta || !DIA_ISO.test(f)) continue;
    const s = diaDeSemana(f);
    if (s !== 0 && s !== 6) cuenta--;
  }
  return cuenta;
}

/**
 * The day vacations starting in the week of `dia` must start on (LCT art. 151): its Monday,
 * or the next working day when that Monday is not a working day.
 */
export function inicioValidoDeLaSemana(dia: string, noLaborables: ReadonlySet<string>): string {
  const n = numeroDeDia(dia);
  const lunes = n - ((semanaDeNumero(n) + 6) % 7);
  let d = lunes;
  while (!esHabil(diaDeNumero(d), noLaborables)) d++;
  return diaDeNumero(d);
}

/** The first day on or after `dia` on which vacations may start (LCT art. 151). */
export function proximoInicioVacaciones(dia: string, noLaborables: ReadonlySet<string>): string {
  const esta = inicioValidoDeLaSemana(dia, noLaborables);
  return esta >= dia ? esta : inicioValidoDeLaSemana(sumarDiasIso(dia, 7 - ((diaDeSemana(dia) + 6) % 7)), noLaborables);
}

/**
 * Why vacations cannot start on `desde` (LCT art. 151: on a Monday, or the next working day if
 * that Monday is a holiday or a non-working day), or null when they can. The message names
 * the nearest day on or after `desde` on which they may start.
 */
export function problemaInicioVacaciones(desde: string, noLaborables: ReadonlySet<string>): string | null {
  if (inicioValidoDeLaSemana(desde, noLaborables) === desde) return null;
  const proximo = proximoInicioVacaciones(desde, noLaborables);
  const lunes = sumarDiasIso(desde, -((diaDeSemana(desde) + 6) % 7));
  const regla = 'Las vacaciones empiezan un lunes o, si ese lunes no es laborable, el día hábil siguiente (LCT art. 151)';
  const semana = diaDeSemana(desde);
  let motivo = `el ${diaLegible(desde)} es ${NOMBRES_DIA[semana]}`;
  if (semana === 1) motivo = `el lunes ${diaLegible(desde)} no es laborable`;
  else if (semana !== 0 && semana !== 6 && !esHabil(lunes, noLaborables)) {
    motivo = `el lunes ${diaLegible(lunes)} no es laborable y el ${NOMBRES_DIA[semana]} ${diaLegible(desde)} no es el día hábil siguiente`;
  }
  return `${regla}: ${motivo}; pueden empezar el ${NOMBRES_DIA[diaDeSemana(proximo)]} ${diaLegible(proximo)}.`;
}

/** The season (the year of its 1 October) a day falls in, or null between 1 May and 30 September. */
function temporadaDe(dia: string): number | null {
  const anio = Number(dia.slice(0, 4));
  const mes = Number(dia.slice(5, 7));
  if (mes >= 10) return anio;
  if (mes <= 4) return anio - 1;
  return null;
}

/**
 * Whether [desde, hasta] lies inside one vacation season, 1 October to 30 April of the next
 * year (LCT art. 154). Vacations that run into May, or span two seasons, are outside it.
 */
export function enTemporadaVacaciones(desde: string, hasta: string): boolean {
  numeroDeDia(desde);
  numeroDeDia(hasta);
  if (hasta < desde) return false;
  const t = temporadaDe(desde);
  return t !== null && t === temporadaDe(hasta);
}

/** Whether two ranges of days (both ends included) share at least one day. */
export function seSolapan(a: { desde: string; hasta: string }, b: { desde: string; hasta: string }): boolean {
  return a.desde <= b.hasta && b.desde <= a.hasta;
}
