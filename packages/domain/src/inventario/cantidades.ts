// Quantities and calendar days of the inventory (issue 17), pure and without zod: the FEFO
// split, the buckets and the screens share them. Quantities are numeric(14,3) in the
// database; every sum here is done in thousandths (integers) so 0.1 + 0.2 is never 0.30000000000000004.

/** Decimals a quantity may have (numeric(14,3)). */
export const DECIMALES_CANTIDAD = 3;
/** The most one line may carry: a balance stays far below numeric(14,3)'s 99,999,999,999.999. */
export const CANTIDAD_MAXIMA = 10_000_000;

/** A quantity in thousandths (an integer). */
export const aMilesimas = (v: number): number => Math.round(v * 1000);
/** Thousandths back to a quantity. */
export const deMilesimas = (m: number): number => m / 1000;

/** 1.5 → «1,5»: quantities in messages as people write them. */
export const cantidadTexto = (v: number) => v.toLocaleString('es-AR', { maximumFractionDigits: 3 });

/** Whether `v` has at most three decimals (0.001 yes, 0.0001 no), tolerant of binary floating point. */
export function tieneHastaTresDecimales(v: number): boolean {
  if (!Number.isFinite(v)) return false;
  return Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6 * Math.max(1, Math.abs(v));
}

const DIA = /^(\d{4})-(\d{2})-(\d{2})$/;
/** First and last years an inventory date may have (a typo like 0202 or 6000 is refused). */
export const ANIO_MINIMO = 1900;
export const ANIO_MAXIMO = 2100;

/** 'YYYY-MM-DD' that exists, with its year between 1900 and 2100. */
export function esDiaInventario(v: string): boolean {
  const m = DIA.exec(v);
  if (!m) return false;
  const [anio, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (anio < ANIO_MINIMO || anio > ANIO_MAXIMO || mes < 1 || mes > 12) return false;
  return dia >= 1 && dia <= new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

const diaUtc = (v: string) => Date.parse(`${v}T00:00:00Z`);

/** Calendar days from `desde` to `hasta` ('YYYY-MM-DD'), negative when `hasta` is earlier. */
export const diasEntre = (desde: string, hasta: string): number => Math.round((diaUtc(hasta) - diaUtc(desde)) / 86_400_000);

/** `dia` plus `n` calendar days, as 'YYYY-MM-DD'. */
export const sumarDias = (dia: string, n: number): string => new Date(diaUtc(dia) + n * 86_400_000).toISOString().slice(0, 10);
