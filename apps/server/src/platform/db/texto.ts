import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Accent- and case-insensitive search and sort, the one way every module does it
// (PGlite has no unaccent extension). Upper-case accented letters are listed too:
// lower() leaves them alone under the C locale.
const CON_ACENTO = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const SIN_ACENTO = CON_ACENTO.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// Inlined constants (not parameters) so the same expression can back an index.
const TRADUCCION = sql.raw(`'${CON_ACENTO}', '${SIN_ACENTO}'`);

/** The column's text lower-cased and without accents (also for ORDER BY and unique indexes). */
export const plano = (x: SQL | AnyColumn) => sql`translate(lower(${x}), ${TRADUCCION})`;

/** A text as `plano` leaves it, computed in JavaScript. */
export const planoJs = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// '%' and '_' typed by a person are searched as text.
const patron = (texto: string) =>
  `%${planoJs(texto.trim()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Any of the columns contains the text, ignoring case and accents. */
export const contiene = (cols: SQL[], texto: string): SQL => or(...cols.map((c) => sql`${plano(c)} like ${patron(texto)}`))!;
