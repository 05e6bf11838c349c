import Big from 'big.js';

// Money, exact from the database to the screen (issue 38, item 3). An amount is a canonical
// decimal string with two decimals ('1234.50', '-0.30'): numeric(14,2) columns are read as such
// (platform/db/columns.ts, `dinero`), the API answers it, and every sum or product is done on
// decimals (big.js), never on JS floats, where 0.1 + 0.2 is 0.30000000000000004.
// No zod here: list cells format money without loading the schemas (dinero-esquemas.ts).

/** An amount of money as a canonical decimal string: '1234.50'. */
export type Dinero = string;
/** What an amount may arrive as: a number from a form or a JSON body, or a decimal string. */
export type Importe = number | string;
export type Moneda = 'ARS' | 'USD';

/** The largest amount numeric(14,2) holds (twelve digits and two decimals). */
export const DINERO_MAXIMO: Dinero = '999999999999.99';

// A constructor of our own: its rounding never depends on what another module set on Big.
const Decimal = Big();
Decimal.RM = Big.roundHalfUp;

/** A plain decimal with a point: '1234', '1234.5', '-0.30', '.5' (no thousands, no exponent). */
const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)$/;

/** Whether `v` reads as an amount: a finite number or a decimal string with a point. */
export function esImporte(v: unknown): v is Importe {
  if (typeof v === 'number') return Number.isFinite(v);
  return typeof v === 'string' && DECIMAL.test(v.trim());
}

// A number goes through its shortest decimal text (0.1 is '0.1', not 0.1000000000000000055…),
// which is what a person typed or a JSON body carried.
function decimal(v: Importe): Big {
  if (!esImporte(v)) throw new Error(`No es un importe: ${String(v)}`);
  return new Decimal(typeof v === 'string' ? v.trim() : v);
}

/** Rounded half-up to cents, as the canonical text ('-0.00' never appears). */
function texto(d: Big): Dinero {
  const t = d.round(2, Big.roundHalfUp).toFixed(2);
  return t === '-0.00' ? '0.00' : t;
}

/** `v` as canonical money, rounded half-up to cents: 1500.456 → '1500.46', '2.005' → '2.01'. */
export const redondearDinero = (v: Importe): Dinero => texto(decimal(v));

/** The exact sum of the amounts, in cents: sumarDinero([0.1, 0.2]) is '0.30'. */
export function sumarDinero(importes: Iterable<Importe>): Dinero {
  let total = new Decimal(0);
  for (const v of importes) total = total.plus(decimal(v));
  return texto(total);
}

/** a − b, exact. */
export const restarDinero = (a: Importe, b: Importe): Dinero => texto(decimal(a).minus(decimal(b)));

/** A unit price times a quantity (numeric(14,3)), rounded half-up to cents once, at the end. */
export const multiplicarDinero = (precio: Importe, cantidad: Importe): Dinero => texto(decimal(precio).times(decimal(cantidad)));

/**
 * The sum of products (a unit price × a quantity × an exchange rate), exact, rounded half-up to
 * cents once at the end: a quote's total in pesos is not the sum of its lines rounded one by one.
 */
export function sumarProductos(terminos: Iterable<readonly Importe[]>): Dinero {
  let total = new Decimal(0);
  for (const factores of terminos) total = total.plus(factores.reduce<Big>((p, f) => p.times(decimal(f)), new Decimal(1)));
  return texto(total);
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export const compararDinero = (a: Importe, b: Importe): -1 | 0 | 1 => decimal(a).cmp(decimal(b));

/** Whether `v`, rounded to cents, fits numeric(14,2). */
export const dineroEnRango = (v: Importe): boolean => decimal(redondearDinero(v)).abs().lte(DINERO_MAXIMO);

const SIMBOLO: Record<Moneda, string> = { ARS: '$', USD: 'US$' };

/** The digits of an amount as es-AR writes them, without sign or symbol: '1.234.567,89'. */
function cifras(d: Dinero): string {
  const [entero, centavos] = d.replace('-', '').split('.');
  return `${entero!.replace(/\B(?=(\d{3})+$)/g, '.')},${centavos}`;
}

/** An amount without symbol, as the money box shows it: '1.234,50', '-0,30'. */
export function formatoImporte(v: Importe): string {
  const d = redondearDinero(v);
  return `${d.startsWith('-') ? '-' : ''}${cifras(d)}`;
}

/**
 * THE money format of Worknet (es-AR): '$ 1.234.567,89', 'US$ 1.234,50', '-$ 1.234,50',
 * '$ 0,00'. Like Intl's es-AR currency format, a non-breaking space follows the symbol, so
 * a narrow column never splits it from the number.
 */
export function formatoDinero(v: Importe, moneda: Moneda = 'ARS'): string {
  const d = redondearDinero(v);
  return `${d.startsWith('-') ? '-' : ''}${SIMBOLO[moneda]}\u00a0${cifras(d)}`;
}
