import { or, sql, type SQL } from 'drizzle-orm';

// Accent- and case-insensitive search and sort, the one way every module does it
// (PGlite has no unaccent extension). Upper-case accented letters are listed too:
// lower() leaves them alone under the C locale.
const CON_ACENTO = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const SIN_ACENTO = CON_ACENTO.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The column's text lower-cased and without accents (also for ORDER BY). */
export const plano = (x: SQL) => sql`translate(lower(${x}), ${CON_ACENTO}::text, ${SIN_ACENTO}::text)`;

// '%' and '_' typed by a person are searched as text.
const patron = (texto: string) =>
  `%${texto.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Any of the columns contains the text, ignoring case and accents. */
export const contiene = (cols: SQL[], texto: string): SQL => or(...cols.map((c) => sql`${plano(c)} like ${patron(texto)}`))!;
