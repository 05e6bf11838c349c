import { sql, type SQL } from 'drizzle-orm';

/**
 * PostgreSQL's error code (SQLSTATE, e.g. 23505) of an error, also when the query
 * builder wraps the driver's error in `cause`.
 */
export function codigoDeBase(e: unknown): string | undefined {
  for (let x = e, i = 0; x && i < 4; x = (x as { cause?: unknown }).cause, i++) {
    const c = (x as { code?: unknown }).code;
    if (typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c)) return c;
  }
  return undefined;
}

/** The rows of a raw `db.execute` (the same shape on PGlite and node-postgres). */
export const filasDe = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/**
 * A list of ids as ONE int[] parameter: an audience of thousands of users stays
 * one parameter (PostgreSQL caps a statement at 65,535) and the statement text
 * does not change with the list's length.
 */
export const enteros = (ids: readonly number[]): SQL => sql`${sql.param([...ids])}::integer[]`;
