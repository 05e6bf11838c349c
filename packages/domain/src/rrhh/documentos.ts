import { digitosCuit, esCuitValido } from '../cuit';

// Identity and bank documents of a person: DNI, CUIL, CBU and CBU alias.

// 12345678, 1234567, or written with dots the way the card shows it: 12.345.678.
const DNI = /^(\d{7,8}|\d{1,2}\.\d{3}\.\d{3})$/;

/** The DNI's digits only ('12.345.678' → '12345678'). */
export const normalizarDni = (dni: string) => dni.replace(/\D/g, '');

/** 7 or 8 digits, optionally with the dots of the card, and not all zeros. */
export function esDniValido(dni: string): boolean {
  const t = dni.trim();
  return DNI.test(t) && /[1-9]/.test(t);
}

/**
 * CUIL prefixes of a person: 20 (man), 27 (woman), 23 and 24 (either, when
 * 20/27 give no check digit or repeat one). 30, 33 and 34 are companies (CUIT).
 */
export const PREFIJOS_CUIL = ['20', '23', '24', '27'] as const;

/** A person's CUIL: a person prefix and the right check digit (dashes, dots or spaces allowed). */
export function esCuilValido(cuil: string): boolean {
  const d = digitosCuit(cuil);
  return (PREFIJOS_CUIL as readonly string[]).includes(d.slice(0, 2)) && esCuitValido(d);
}

/** The CUIL's eight middle digits are the DNI, left-padded with zeros (a 7-digit DNI gets one). */
export function cuilCoincideConDni(cuil: string, dni: string): boolean {
  const d = digitosCuit(cuil);
  if (!/^\d{11}$/.test(d) || !esDniValido(dni)) return false;
  return d.slice(2, 10) === normalizarDni(dni).padStart(8, '0');
}

// BCRA: the CBU is two blocks, each closed by its own check digit.
const PESOS_BLOQUE_1 = [7, 1, 3, 9, 7, 1, 3];
const PESOS_BLOQUE_2 = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3];

/** The check digit of a block's digits (without it): (10 − Σ digit × weight mod 10) mod 10. */
function verificadorCbu(digitos: string, pesos: number[]): number {
  const suma = pesos.reduce((s, p, i) => s + p * Number(digitos[i]), 0);
  return (10 - (suma % 10)) % 10;
}

/**
 * 22 digits: block 1 (bank 3 + branch 4 + check) and block 2 (account 13 +
 * check), each check digit right. Spaces and dashes typed to group it are ignored.
 */
export function esCbuValido(cbu: string): boolean {
  const d = cbu.replace(/[\s-]/g, '');
  if (!/^\d{22}$/.test(d)) return false;
  const [b1, b2] = [d.slice(0, 8), d.slice(8)];
  return verificadorCbu(b1, PESOS_BLOQUE_1) === Number(b1[7]) && verificadorCbu(b2, PESOS_BLOQUE_2) === Number(b2[13]);
}

/** BCRA alias: 6 to 20 characters among letters (a–z, no accents or ñ), digits, '.' and '-'. */
export const esAliasCbuValido = (alias: string) => /^[A-Za-z0-9.-]{6,20}$/.test(alias.trim());
