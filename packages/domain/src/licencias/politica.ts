// The carry-over policy of vacations (issue 36 item 8): until when a period's untaken days may
// be enjoyed and how much of them may accumulate to the next period. The default is the LCT's
// (docs/decisions.md, «vacaciones que vencen»):
//  - art. 154: a period's vacations are granted between 1 October and 30 April of the next year;
//    art. 157: if the employer did not grant them, the worker takes them so that they end before
//    31 May. So a period's days can be enjoyed until 31 May of the next year;
//  - art. 164: only by agreement, a third of the immediately previous period may be accumulated
//    to a period: up to a third of the days (rounded down) pass to the next period and are
//    enjoyed with it (until 31 May of the year after); the rest expires. What accumulated does
//    not pass on again;
//  - arts. 156 and 162: untaken vacations are not paid in money, except at termination.
// A collective agreement may differ: each encuadre of the HR configuration may declare its own
// deadline and accumulation (empty fields are the LCT's). No imports: the catalog declarations
// that reach the web's first bundle use the options below.

/** What of a period's days may accumulate to the next one. */
export const ACUMULACIONES = ['tercio', 'mitad', 'total', 'ninguna'] as const;
export type Acumulacion = (typeof ACUMULACIONES)[number];

/** The options of the encuadre's field (catalog rrhh/encuadre). */
export const OPCIONES_ACUMULACION: readonly { value: Acumulacion; label: string }[] = [
  { value: 'tercio', label: 'Hasta un tercio del período (LCT art. 164)' },
  { value: 'mitad', label: 'Hasta la mitad del período' },
  { value: 'total', label: 'Todo el período' },
  { value: 'ninguna', label: 'Nada: lo no gozado vence' },
];

const NOMBRES_MES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** The options of the encuadre's deadline: the last day of a month of the year after the period ('1'…'12'). */
export const OPCIONES_VENCIMIENTO: readonly { value: string; label: string }[] = NOMBRES_MES.map((m, i) => ({
  value: String(i + 1),
  label: `El último día de ${m} del año siguiente${i === 3 ? ' (fin de la temporada, art. 154)' : i === 4 ? ' (LCT arts. 154 y 157)' : ''}`,
}));

export type PoliticaVacaciones = {
  /** Month (1–12) of the year after the period on whose last day the period's untaken days expire. */
  mes_vencimiento: number;
  acumulacion: Acumulacion;
  /** Who declares each rule, for the reasons: null is the LCT, otherwise the encuadre's name. */
  origen_vencimiento: string | null;
  origen_acumulacion: string | null;
};

/** The LCT's: until 31 May of the next year (arts. 154 and 157); a third passes to the next period (art. 164). */
export const POLITICA_LCT: PoliticaVacaciones = { mes_vencimiento: 5, acumulacion: 'tercio', origen_vencimiento: null, origen_acumulacion: null };

/** An encuadre's fields as the catalog stores them (texts; null when left empty). */
export type EncuadreVacaciones = { nombre: string; vacaciones_vencimiento: string | null; vacaciones_acumulacion: string | null };

const esAcumulacion = (v: string | null): v is Acumulacion => (ACUMULACIONES as readonly (string | null)[]).includes(v);

/** The policy an encuadre declares; what it leaves empty (or a person without encuadre) follows the LCT. */
export function politicaDeEncuadre(e: EncuadreVacaciones | null): PoliticaVacaciones {
  if (!e) return POLITICA_LCT;
  const mes = Number(e.vacaciones_vencimiento);
  const conMes = Number.isInteger(mes) && mes >= 1 && mes <= 12;
  const conAcumulacion = esAcumulacion(e.vacaciones_acumulacion);
  return {
    mes_vencimiento: conMes ? mes : POLITICA_LCT.mes_vencimiento,
    acumulacion: conAcumulacion ? (e.vacaciones_acumulacion as Acumulacion) : POLITICA_LCT.acumulacion,
    origen_vencimiento: conMes ? e.nombre : null,
    origen_acumulacion: conAcumulacion ? e.nombre : null,
  };
}

/** The days of a period of `dias` that may accumulate to the next one (whole days, rounded down: a third of 14 is 4). */
export function diasAcumulables(dias: number, acumulacion: Acumulacion): number {
  const d = Math.max(dias, 0);
  switch (acumulacion) {
    case 'tercio':
      return Math.floor(d / 3);
    case 'mitad':
      return Math.floor(d / 2);
    case 'total':
      return d;
    case 'ninguna':
      return 0;
  }
}
