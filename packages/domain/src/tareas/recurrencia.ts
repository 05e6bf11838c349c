import { z } from 'zod';
import { diaDeSemana, diaSiguiente, inicioDelDia, minutosDeHora } from '../fichaje/reloj';

// Scheduled tasks (issue 22 item 3): a template plus a recurrence generates the tasks ahead of
// time. The recurrence is expanded in Argentina time, which has no daylight saving (UTC−3 all
// year), so "08:00 every day" is the same instant arithmetic every day of the year. Pure: the
// job that generates tasks, the form's preview and the tests call the same `ocurrencias`.

export const FRECUENCIAS = ['diaria', 'semanal', 'mensual', 'horas'] as const;
export type Frecuencia = (typeof FRECUENCIAS)[number];

export type Recurrencia = {
  frecuencia: Frecuencia;
  /** Every `cada` days, weeks, months or hours. */
  cada: number;
  /** Times of day 'HH:mm' (diaria, semanal, mensual); for 'horas', the first one is where the count starts. */
  horas: string[];
  /** ISO weekdays (1 lunes … 7 domingo), for 'semanal'. */
  dias_semana?: number[];
  /** Day of the month (1–31; a month without it uses its last day), for 'mensual'. */
  dia_mes?: number;
  /** First day 'YYYY-MM-DD' (the count of days, weeks or months starts here). */
  desde: string;
  /** Last day 'YYYY-MM-DD', inclusive; none: forever. */
  hasta?: string | null;
};

const HORA_MS = 3_600_000;
const DIA_MS = 24 * HORA_MS;
/** A generation window never holds more than this many occurrences (every hour for 208 days). */
export const OCURRENCIAS_MAXIMAS = 5000;

const diasEntre = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DIA_MS);
const mesesEntre = (a: string, b: string) => (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
const ultimoDiaDelMes = (dia: string) => new Date(Date.UTC(Number(dia.slice(0, 4)), Number(dia.slice(5, 7)), 0)).getUTCDate();

/** Whether a calendar day is one of the recurrence's days (for the day-based frequencies). */
function tocaElDia(r: Recurrencia, dia: string): boolean {
  if (dia < r.desde || (r.hasta && dia > r.hasta)) return false;
  switch (r.frecuencia) {
    case 'diaria':
      return diasEntre(r.desde, dia) % r.cada === 0;
    case 'semanal': {
      // Weeks counted from the Monday of the first day's week.
      const lunesDesde = diasEntre(r.desde, dia) + diaDeSemana(r.desde) - 1;
      return Math.floor(lunesDesde / 7) % r.cada === 0 && (r.dias_semana ?? []).includes(diaDeSemana(dia));
    }
    case 'mensual': {
      if (mesesEntre(r.desde, dia) % r.cada !== 0) return false;
      const d = Number(dia.slice(8, 10));
      return d === Math.min(r.dia_mes ?? 1, ultimoDiaDelMes(dia));
    }
    default:
      return false;
  }
}

/**
 * The recurrence's instants (epoch ms) in [desdeMs, hastaMs), in order, at most
 * OCURRENCIAS_MAXIMAS. The same inputs always give the same instants: the generator keys each
 * task by (scheduled task, instant), so running it twice, or on two servers, adds nothing.
 */
export function ocurrencias(r: Recurrencia, desdeMs: number, hastaMs: number): number[] {
  const salida: number[] = [];
  const minutos = r.horas
    .map(minutosDeHora)
    .filter((m): m is number => m !== null)
    .sort((a, b) => a - b);
  if (!minutos.length || r.cada < 1 || hastaMs <= desdeMs) return salida;
  const inicio = inicioDelDia(r.desde);
  const fin = r.hasta ? inicioDelDia(diaSiguiente(r.hasta)) : Number.POSITIVE_INFINITY;
  if (r.frecuencia === 'horas') {
    const paso = r.cada * HORA_MS;
    const primero = inicio + minutos[0]! * 60_000;
    let k = Math.max(0, Math.ceil((desdeMs - primero) / paso));
    for (let t = primero + k * paso; t < hastaMs && t < fin && salida.length < OCURRENCIAS_MAXIMAS; t = primero + ++k * paso) salida.push(t);
    return salida;
  }
  // Day by day from the later of the two starts (a window of a year is 366 steps).
  let dia = new Date(Math.max(desdeMs, inicio) - 3 * HORA_MS).toISOString().slice(0, 10);
  for (; inicioDelDia(dia) < hastaMs && inicioDelDia(dia) < fin; dia = diaSiguiente(dia)) {
    if (!tocaElDia(r, dia)) continue;
    for (const m of minutos) {
      const t = inicioDelDia(dia) + m * 60_000;
      if (t >= desdeMs && t < hastaMs) salida.push(t);
      if (salida.length >= OCURRENCIAS_MAXIMAS) return salida;
    }
  }
  return salida;
}

const NOMBRES_DIAS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const lista = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} y ${xs.at(-1)}`);
const aLas = (horas: string[]) => (horas.length === 1 && horas[0] === '01:00' ? 'a la 01:00' : `a las ${lista([...horas].sort())}`);

/** The recurrence in words, for lists and the form's preview: «Lunes, miércoles y viernes a las 07:00». */
export function describirRecurrencia(r: Recurrencia): string {
  const cuando = aLas(r.horas);
  const base = (() => {
    switch (r.frecuencia) {
      case 'diaria':
        return r.cada === 1 ? `Todos los días ${cuando}` : `Cada ${r.cada} días ${cuando}`;
      case 'semanal': {
        const dias = lista([...(r.dias_semana ?? [])].sort().map((d) => NOMBRES_DIAS[d - 1]!));
        const texto = `${dias.charAt(0).toUpperCase()}${dias.slice(1)} ${cuando}`;
        return r.cada === 1 ? texto : `${texto}, cada ${r.cada} semanas`;
      }
      case 'mensual': {
        const dia = r.dia_mes ?? 1;
        const cual = dia > 28 ? `El día ${dia} (o el último del mes)` : `El día ${dia}`;
        return `${cual} ${r.cada === 1 ? 'de cada mes' : `cada ${r.cada} meses`} ${cuando}`;
      }
      case 'horas':
        return `Cada ${r.cada === 1 ? 'hora' : `${r.cada} horas`} desde las ${r.horas[0]}`;
    }
  })();
  return r.hasta ? `${base}, hasta el ${r.hasta.slice(8, 10)}/${r.hasta.slice(5, 7)}/${r.hasta.slice(0, 4)}` : base;
}

const diaIso = (mensaje: string) =>
  z
    .string({ error: mensaje })
    .regex(/^\d{4}-\d{2}-\d{2}$/, mensaje)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), mensaje);

/** The recurrence as the API takes it, with a message for each mistake. */
export const recurrenciaEsquema = z
  .object({
    frecuencia: z.enum(FRECUENCIAS, { error: 'Elija la frecuencia: diaria, semanal, mensual o cada tantas horas.' }),
    cada: z
      .number({ error: 'Indique cada cuánto se repite (un número entero).' })
      .int('Indique cada cuánto se repite (un número entero).')
      .min(1, 'Se repite cada 1 o más.')
      .max(366, 'Se repite como máximo cada 366.'),
    horas: z
      .array(
        z.string().refine((h) => minutosDeHora(h) !== null, 'Use horas HH:mm (00:00 a 23:59).'),
        { error: 'Indique al menos una hora.' },
      )
      .min(1, 'Indique al menos una hora.')
      .max(24, 'Indique como máximo 24 horas por día.')
      .refine((hs) => new Set(hs).size === hs.length, 'Hay horas repetidas.'),
    dias_semana: z
      .array(z.number().int().min(1, 'Los días de la semana van de 1 (lunes) a 7 (domingo).').max(7, 'Los días de la semana van de 1 (lunes) a 7 (domingo).'))
      .max(7)
      .optional(),
    dia_mes: z.number().int('El día del mes es un número entero.').min(1, 'El día del mes va de 1 a 31.').max(31, 'El día del mes va de 1 a 31.').optional(),
    desde: diaIso('Indique desde qué día (AAAA-MM-DD).'),
    hasta: diaIso('Indique hasta qué día (AAAA-MM-DD).').nullish(),
  })
  .refine((r) => r.frecuencia !== 'semanal' || (r.dias_semana?.length ?? 0) > 0, { message: 'Elija al menos un día de la semana.', path: ['dias_semana'] })
  .refine((r) => r.frecuencia !== 'mensual' || r.dia_mes !== undefined, { message: 'Indique el día del mes.', path: ['dia_mes'] })
  .refine((r) => r.frecuencia !== 'horas' || r.cada <= 24, { message: 'Cada tantas horas: de 1 a 24.', path: ['cada'] })
  .refine((r) => r.frecuencia !== 'horas' || r.horas.length === 1, { message: 'Cada tantas horas lleva una sola hora de inicio.', path: ['horas'] })
  .refine((r) => !r.hasta || r.hasta >= r.desde, { message: 'El último día es anterior al primero.', path: ['hasta'] });
