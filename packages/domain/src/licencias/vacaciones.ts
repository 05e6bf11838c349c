import { contarDias, diaDeNumero, diaLegible, esHabil, finDeMes, numeroDeDia } from './dias';
import { diasAcumulables, type PoliticaVacaciones } from './politica';

// The vacation engine of the Ley de Contrato de Trabajo (issue 19 item 3), pure:
// - seniority from the person's employments (art. 150, "antigüedad en el empleo" at 31
//   December of the period): several employments, leaving and re-entry; overlapping or
//   back-to-back employments count once; what comes after the cut-off does not count;
// - art. 150: days corridos by seniority (14 / 21 / 28 / 35);
// - art. 151: the person must have worked at least half of the working days of the calendar
//   year, else art. 153: 1 day per 20 days of effective work (rounded down);
// - art. 152: paid leaves count as worked (the caller passes in `noTrabajados` only the days of
//   events whose type has computa_trabajado = false);
// - balances per period (a period is a year): what is left may be enjoyed until a deadline,
//   part of it accumulates to the next period and the rest expires (the policy, politica.ts;
//   by default the LCT's arts. 154, 157 and 164).
//
// Working days are Monday to Friday that are not a holiday nor one of the group's non-working
// days (the set the caller passes). Dates are 'YYYY-MM-DD'.

export type Laboral = { fecha_alta: string; fecha_baja: string | null };
export type Antiguedad = { anios: number; meses: number; dias: number };
export type ReglaVacaciones = 'art150' | 'art153' | 'sin_derecho';

/** Employments as day-number ranges [alta, baja] cut at `corte`, merged when they overlap or follow each other. */
function tramos(laborales: readonly Laboral[], corte: string): [number, number][] {
  const fin = numeroDeDia(corte);
  const rangos: [number, number][] = [];
  for (const l of laborales) {
    const a = numeroDeDia(l.fecha_alta);
    const b = Math.min(l.fecha_baja ? numeroDeDia(l.fecha_baja) : fin, fin);
    if (a <= b) rangos.push([a, b]);
  }
  rangos.sort((x, y) => x[0] - y[0]);
  const unidos: [number, number][] = [];
  for (const r of rangos) {
    const ultimo = unidos[unidos.length - 1];
    if (ultimo && r[0] <= ultimo[1] + 1) ultimo[1] = Math.max(ultimo[1], r[1]);
    else unidos.push([r[0], r[1]]);
  }
  return unidos;
}

const diasDelMes = (anio: number, mes: number) => new Date(Date.UTC(anio, mes, 0)).getUTCDate();

/** Years, months and days from the day number `a` to `b` exclusive, as the calendar counts them. */
function diferenciaCalendario(a: number, b: number): Antiguedad {
  const [ay, am, ad] = diaDeNumero(a).split('-').map(Number) as [number, number, number];
  const [by, bm, bd] = diaDeNumero(b).split('-').map(Number) as [number, number, number];
  let meses = (by - ay) * 12 + (bm - am);
  let dias = bd - ad;
  if (dias < 0) {
    meses--;
    // The days left in the start month (a month that ends earlier stops at its last day).
    const mesPrevio = bm === 1 ? 12 : bm - 1;
    const anioPrevio = bm === 1 ? by - 1 : by;
    dias = Math.max(diasDelMes(anioPrevio, mesPrevio) - ad, 0) + bd;
  }
  return { anios: Math.floor(meses / 12), meses: meses % 12, dias };
}

/**
 * Seniority at `corte` (included) adding up every employment: each stretch counts from its
 * alta to its baja (both included; an open one up to `corte`), as calendar years, months and
 * days; several stretches are then added with 30 days to a month and 12 months to a year.
 * Employed from 1 January 2021 to 31 December 2025 is exactly 5 years.
 */
export function antiguedadAl(laborales: readonly Laboral[], corte: string): Antiguedad {
  const lista = tramos(laborales, corte);
  // One stretch is read as the calendar reads it (11 months and 30 days is not a year yet).
  if (lista.length === 1) return diferenciaCalendario(lista[0]![0], lista[0]![1] + 1);
  let [anios, meses, dias] = [0, 0, 0];
  for (const [a, b] of lista) {
    const d = diferenciaCalendario(a, b + 1);
    anios += d.anios;
    meses += d.meses;
    dias += d.dias;
  }
  meses += Math.floor(dias / 30);
  dias %= 30;
  anios += Math.floor(meses / 12);
  meses %= 12;
  return { anios, meses, dias };
}

/** Whether a seniority is more than `anios` whole years. */
const masDe = (a: Antiguedad, anios: number) => a.anios > anios || (a.anios === anios && (a.meses > 0 || a.dias > 0));

/** LCT art. 150: days corridos of vacation by seniority: up to 5 years 14, up to 10 21, up to 20 28, more 35. */
export function diasPorAntiguedad(a: Antiguedad): number {
  if (!masDe(a, 5)) return 14;
  if (!masDe(a, 10)) return 21;
  if (!masDe(a, 20)) return 28;
  return 35;
}

/** LCT art. 153: one day of vacation per 20 days of effective work. */
export const DIAS_TRABAJADOS_POR_DIA = 20;

export type Correspondientes = {
  dias: number;
  regla: ReglaVacaciones;
  /** Working days of the calendar year (the base of art. 151's half). */
  dias_habiles: number;
  /** Working days of the year while employed, less those of events that do not count as worked. */
  dias_trabajados: number;
  antiguedad: Antiguedad;
};

/**
 * The vacation days of a period (a year): art. 150 by seniority at 31 December when the person
 * worked at least half of the year's working days (art. 151), else art. 153; 'sin_derecho' and
 * 0 when not employed at all that year. For the current year it is the projection at
 * 31 December (an open employment counts until then).
 */
export function diasCorrespondientes(x: {
  periodo: number;
  laborales: readonly Laboral[];
  noLaborables: ReadonlySet<string>;
  noTrabajados: ReadonlySet<string>;
}): Correspondientes {
  const inicio = `${String(x.periodo).padStart(4, '0')}-01-01`;
  const fin = `${String(x.periodo).padStart(4, '0')}-12-31`;
  const antiguedad = antiguedadAl(x.laborales, fin);
  const dias_habiles = contarDias(inicio, fin, 'habiles', x.noLaborables);
  const desdeAnio = numeroDeDia(inicio);
  const enElAnio = tramos(x.laborales, fin)
    .filter(([, b]) => b >= desdeAnio)
    .map(([a, b]): [string, string] => [diaDeNumero(Math.max(a, desdeAnio)), diaDeNumero(b)]);
  if (!enElAnio.length) return { dias: 0, regla: 'sin_derecho', dias_habiles, dias_trabajados: 0, antiguedad };
  let dias_trabajados = 0;
  for (const [a, b] of enElAnio) dias_trabajados += contarDias(a, b, 'habiles', x.noLaborables);
  // A day not worked only lowers the count when it was a working day while employed.
  for (const d of x.noTrabajados) {
    if (d >= inicio && d <= fin && enElAnio.some(([a, b]) => d >= a && d <= b) && esHabil(d, x.noLaborables)) dias_trabajados--;
  }
  if (dias_trabajados * 2 >= dias_habiles) {
    return { dias: diasPorAntiguedad(antiguedad), regla: 'art150', dias_habiles, dias_trabajados, antiguedad };
  }
  return { dias: Math.floor(dias_trabajados / DIAS_TRABAJADOS_POR_DIA), regla: 'art153', dias_habiles, dias_trabajados, antiguedad };
}

/** Days of a period that expired on `fecha` and why (in Spanish, for the screens and the CSV). */
export type Vencimiento = { fecha: string; dias: number; motivo: string };

export type SaldoPeriodo = {
  periodo: number;
  dias_corresponden: number;
  dias_tomados: number;
  /** Days that expired untaken by `al` (the sum of `vencimientos`). */
  dias_vencidos: number;
  /** Corresponden − tomados − vencidos: negative when more was taken than the period had. */
  dias_disponibles: number;
  vencimientos: Vencimiento[];
  /** The next day on which some of the available days expire if not taken, or null. */
  vence_el: string | null;
  /** How many of the available days expire on `vence_el`. */
  dias_por_vencer: number;
};

/** A vacation in force: the period it takes from, its days and its last day. */
export type TomaVacaciones = { periodo: number; dias: number; hasta: string };

/** The last day on which a period's own days may be enjoyed: the policy's month of the next year (LCT: 31 May). */
export const finDelPlazo = (periodo: number, politica: PoliticaVacaciones) => finDeMes(periodo + 1, politica.mes_vencimiento);

const textoDias = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;
const quien = (origen: string | null) => (origen === null ? 'la LCT (art. 164)' : `el encuadre «${origen}»`);
const PARTE = { tercio: 'un tercio', mitad: 'la mitad' } as const;

/** Why the rest of a period expired on its own deadline. */
function motivoDelPlazo(fecha: string, acumulables: number, politica: PoliticaVacaciones): string {
  const inicio = `Venció el ${diaLegible(fecha)}: `;
  if (politica.acumulacion === 'ninguna') return `${inicio}${quien(politica.origen_acumulacion)} no permite acumular días al período siguiente.`;
  const parte = politica.acumulacion === 'total' ? 'todo el período' : `sólo ${PARTE[politica.acumulacion]} del período`;
  return `${inicio}${quien(politica.origen_acumulacion)} permite acumular al período siguiente ${parte} (${textoDias(acumulables)}).`;
}

/** Why what accumulated to the next period expired with it. */
const motivoDeLoAcumulado = (fecha: string, periodo: number) =>
  `Venció el ${diaLegible(fecha)}: lo acumulado al período ${periodo + 1} vence con él y la LCT (art. 164) no permite pasarlo a otro período.`;

/**
 * The balance of one period at `al` ('YYYY-MM-DD'), under the carry-over policy:
 * - the period's days may be enjoyed until its deadline (finDelPlazo, LCT 31 May of the next year);
 *   a vacation counts where it ends (`hasta`): one ending after the deadline is not of that window;
 * - at the deadline, of what is left, up to the accumulable part (LCT: a third, rounded down)
 *   passes to the next period and may be enjoyed until the next period's deadline; the rest
 *   expires the day after the deadline (the deadline itself is still in time);
 * - what passed and is not taken by the next deadline expires then: it does not pass on again;
 * - a vacation ending after the second deadline takes no valid day (a wrong load): it shows as a
 *   negative balance, like one of a period without days.
 * Vacations in force are taken whatever their dates (a pending one holds its days). The same
 * rule with `al` = a request's last day says how many days that request may take from the period.
 */
export function saldoDelPeriodo(
  periodo: number,
  dias: number,
  tomas: readonly { dias: number; hasta: string }[],
  politica: PoliticaVacaciones,
  al: string,
): SaldoPeriodo {
  const plazo = finDelPlazo(periodo, politica);
  const plazoAcumulado = finDelPlazo(periodo + 1, politica);
  let [enPlazo, enAcumulado, fuera] = [0, 0, 0];
  for (const t of tomas) {
    if (t.hasta <= plazo) enPlazo += t.dias;
    else if (t.hasta <= plazoAcumulado) enAcumulado += t.dias;
    else fuera += t.dias;
  }
  const tomados = enPlazo + enAcumulado + fuera;
  const acumulables = diasAcumulables(dias, politica.acumulacion);
  const resto = Math.max(dias - enPlazo, 0);
  const pasan = Math.min(resto, acumulables);
  const vencenEnPlazo = resto - pasan;
  const vencenAcumulados = Math.max(pasan - enAcumulado, 0);

  const vencimientos: Vencimiento[] = [];
  if (al > plazo && vencenEnPlazo > 0) vencimientos.push({ fecha: plazo, dias: vencenEnPlazo, motivo: motivoDelPlazo(plazo, acumulables, politica) });
  if (al > plazoAcumulado && vencenAcumulados > 0) {
    vencimientos.push({ fecha: plazoAcumulado, dias: vencenAcumulados, motivo: motivoDeLoAcumulado(plazoAcumulado, periodo) });
  }
  const vencidos = vencimientos.reduce((s, v) => s + v.dias, 0);
  const disponibles = dias - tomados - vencidos;

  // What of the available days expires next, if they are not taken.
  const proximos: [string, number][] = [];
  if (al <= plazo) proximos.push([plazo, vencenEnPlazo]);
  if (al <= plazoAcumulado) proximos.push([plazoAcumulado, vencenAcumulados]);
  const [vence_el, dias_por_vencer] = proximos.map(([f, d]): [string, number] => [f, Math.min(d, Math.max(disponibles, 0))]).find(([, d]) => d > 0) ?? [
    null,
    0,
  ];
  return {
    periodo,
    dias_corresponden: dias,
    dias_tomados: tomados,
    dias_vencidos: vencidos,
    dias_disponibles: disponibles,
    vencimientos,
    vence_el,
    dias_por_vencer,
  };
}

/**
 * The balance of each period at `al`, oldest first (saldoDelPeriodo): the days it gives, those
 * taken (vacations in force that name the period), those expired and what is left. A period
 * with vacations taken but no days (a wrong load) still shows, with a negative balance.
 */
export function saldosPorPeriodo(
  corresponden: readonly { periodo: number; dias: number }[],
  tomadas: readonly TomaVacaciones[],
  politica: PoliticaVacaciones,
  al: string,
): SaldoPeriodo[] {
  const dias = new Map<number, number>();
  const tomas = new Map<number, TomaVacaciones[]>();
  for (const c of corresponden) dias.set(c.periodo, (dias.get(c.periodo) ?? 0) + c.dias);
  for (const t of tomadas) {
    if (!dias.has(t.periodo)) dias.set(t.periodo, 0);
    tomas.set(t.periodo, [...(tomas.get(t.periodo) ?? []), t]);
  }
  return [...dias.keys()].sort((a, b) => a - b).map((p) => saldoDelPeriodo(p, dias.get(p)!, tomas.get(p) ?? [], politica, al));
}

/**
 * The period a request of `dias` days takes them from: the oldest that still has all of them
 * left (the balances at the request's last day, so days that expire before it ends do not
 * count). A request is never split between periods (an event names one period), so a short
 * rest of an old period waits for a short request; null when no period has enough.
 */
export function periodoParaTomar(saldos: readonly Pick<SaldoPeriodo, 'periodo' | 'dias_disponibles'>[], dias: number): number | null {
  const ordenados = [...saldos].sort((a, b) => a.periodo - b.periodo);
  return ordenados.find((s) => s.dias_disponibles >= dias && s.dias_disponibles > 0)?.periodo ?? null;
}

/** Total days left across periods (only positive balances add up). */
export const diasDisponiblesTotales = (saldos: readonly Pick<SaldoPeriodo, 'dias_disponibles'>[]) =>
  saldos.reduce((t, s) => t + Math.max(s.dias_disponibles, 0), 0);
