// CUIT / CUIL (AFIP): two-digit type, eight-digit number, check digit (mod 11).

const PESOS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const TIPOS = new Set(['20', '23', '24', '25', '26', '27', '30', '33', '34']);

/** Only the digits of a CUIT typed with or without dashes, dots or spaces. */
export const digitosCuit = (v: string) => v.replace(/[\s.-]/g, '');

/** The check digit for the first ten digits; null when no digit fits (remainder 1). */
export function digitoVerificadorCuit(diez: string): number | null {
  const suma = PESOS.reduce((s, p, i) => s + p * Number(diez[i]), 0);
  const dv = 11 - (suma % 11);
  if (dv === 11) return 0;
  return dv === 10 ? null : dv;
}

/** True for eleven digits with a known type and the right check digit. */
export function esCuitValido(v: string): boolean {
  const d = digitosCuit(v);
  if (!/^\d{11}$/.test(d) || !TIPOS.has(d.slice(0, 2))) return false;
  return digitoVerificadorCuit(d.slice(0, 10)) === Number(d[10]);
}

/** 'XX-XXXXXXXX-X', the way AFIP writes it. */
export function formatoCuit(v: string): string {
  const d = digitosCuit(v);
  return /^\d{11}$/.test(d) ? `${d.slice(0, 2)}-${d.slice(2, 10)}-${d[10]}` : v;
}
