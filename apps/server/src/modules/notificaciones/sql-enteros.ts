import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of ids as ONE int[] parameter ('{1,2,3}'::int[]): an audience of
 * thousands of users stays one parameter (PostgreSQL caps a statement at 65,535)
 * and the statement text does not change with the list's length.
 */
export function enteros(ids: readonly number[]): SQL {
  if (!ids.every((i) => Number.isSafeInteger(i))) throw new Error('enteros: sólo ids enteros');
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

type Filas<T> = { rows: T[] };
/** The rows of a raw `db.execute` (same shape on PGlite and node-postgres). */
export const filasDe = <T>(r: unknown) => (r as Filas<T>).rows;
