import { digitosCuit, esCuitValido } from '../cuit';

// Finding whose slip a page is (issue 20 item 2): the payroll bureau prints the employee's
// CUIL on every page, usually as XX-XXXXXXXX-X, sometimes without dashes or with spaces.
// The employer's CUIT is printed too: it is told apart because it is a company's (30/33/34)
// and the run's empresa is known, so the caller passes the CUITs to ignore.

// Eleven digits, optionally split 2-8-1 by a dash, dot or space; not part of a longer number.
const CANDIDATO = /(?<!\d)(\d{2})[\s.-]?(\d{8})[\s.-]?(\d)(?!\d)/g;

/** The valid CUILs printed in a page's text, in order of appearance, without repeats or the ignored ones. */
export function cuilsEnTexto(texto: string, ignorar: readonly string[] = []): string[] {
  const fuera = new Set(ignorar.map(digitosCuit));
  const vistos: string[] = [];
  for (const m of texto.matchAll(CANDIDATO)) {
    const d = `${m[1]}${m[2]}${m[3]}`;
    if (esCuitValido(d) && !fuera.has(d) && !vistos.includes(d)) vistos.push(d);
  }
  return vistos;
}

/**
 * Which file of a ZIP belongs to whom: the name without extension is a CUIL (with or without
 * dashes) or a legajo number. Anything else is listed as unmatched.
 */
export function claveDeNombre(nombre: string): { cuil: string } | { legajo: string } | null {
  const base = nombre
    .split('/')
    .pop()!
    .replace(/\.pdf$/i, '')
    .trim();
  const d = digitosCuit(base);
  if (/^\d{11}$/.test(d) && esCuitValido(d)) return { cuil: d };
  if (/^[A-Za-z0-9-]{1,20}$/.test(base)) return { legajo: base };
  return null;
}
