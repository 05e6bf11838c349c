import { sql, type SQL } from 'drizzle-orm';

/** The rows of a raw `db.execute` (the same shape on PGlite and node-postgres). */
export const filasDe = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/**
 * A list of ids as ONE int[] parameter: an audience of thousands of users stays
 * one parameter (PostgreSQL caps a statement at 65,535) and the statement text
 * does not change with the list's length.
 */
export const enteros = (ids: readonly number[]): SQL => sql`${sql.param([...ids])}::integer[]`;
