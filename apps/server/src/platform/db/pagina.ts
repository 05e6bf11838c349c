import { asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { filasDe } from './sql';

// The one way a list is paged: the page and the total of the same FROM / WHERE, both
// sent at once (Promise.all: two connections of the pool in parallel, one after the
// other on PGlite's single one). The total counts the list's own query as a sub-query,
// so it can never disagree with the page (same joins, same conditions); PostgreSQL
// pulls the sub-query up and drops the columns the count does not read. A list whose WHERE
// reads every row anyway takes both from one query instead (paginarEnUnaPasada).

/** The part of a list query that pages it (already validated by paginaQuery). */
export type Pagina = { skip: number; limit: number };

/** A page of rows and how many rows the whole list has. */
export type Paginado<T> = { filas: T[]; total: number };

type Expresion = SQL | AnyColumn;

/**
 * The ORDER BY of a list that sorts on request (paginaOrdenadaPor): `columnas` names the
 * expression of each column the schema accepts (the same keys, so a column the schema
 * allows always has an expression), `defecto` the column used without sortBy.
 * `descending` sets the direction when given; otherwise ascending for a requested column
 * and `defectoDescendente` for the default one (newest first, for instance).
 * `desempate` (with its own direction) makes the order total, so pages do not overlap.
 * `nulosAlFinal`: rows without a value last in both directions (not used where an index
 * serves the order: `desc nulls last` does not match a plain index).
 */
export function ordenDe<K extends string>(
  columnas: Record<K, Expresion>,
  q: { sortBy?: K; descending?: boolean },
  o: { defecto: K; defectoDescendente?: boolean; desempate: SQL | readonly SQL[]; nulosAlFinal?: boolean },
): SQL[] {
  const col = columnas[q.sortBy ?? o.defecto];
  const descendente = q.descending ?? (q.sortBy === undefined ? (o.defectoDescendente ?? false) : false);
  const principal = o.nulosAlFinal ? sql`${col} ${sql.raw(descendente ? 'desc' : 'asc')} nulls last` : descendente ? desc(col) : asc(col);
  return [principal, ...(Array.isArray(o.desempate) ? o.desempate : [o.desempate as SQL])];
}

/**
 * Pages a Drizzle query. `consulta` builds the list's query with its FROM, joins and
 * WHERE (called twice: a builder is mutable, the page adds ORDER BY / LIMIT to its own).
 *
 *   const { filas, total } = await paginar(db, () => db.select(campos).from(t).where(w).$dynamic(), orden, q);
 */
export async function paginar<Q extends PgSelect>(db: Db, consulta: () => Q, orden: readonly SQL[], p: Pagina): Promise<Paginado<Awaited<Q>[number]>> {
  const [filas, [cuenta]] = await Promise.all([
    consulta()
      .orderBy(...orden)
      .limit(p.limit)
      .offset(p.skip) as unknown as Promise<Awaited<Q>>,
    db.select({ n: count() }).from(sql`(${consulta()}) as lista`),
  ]);
  return { filas, total: cuenta?.n ?? 0 };
}

/** The list's total on every row of its page (paginarEnUnaPasada): select it as `total_lista`. */
export const TOTAL_LISTA = sql<number>`(count(*) over ())::int`;

/**
 * The same page and total in one query: `consulta` selects `total_lista: TOTAL_LISTA` beside its
 * columns. For a list whose WHERE reads every row anyway (a search over a whole table), where the
 * count would read them all again, after the page on PGlite's single connection (876,000 tasks:
 * 884 ms → 120 ms). Not where an index lets the page stop early: the window counts every row.
 * A page past the end has no row to carry the total: then the count is asked alone.
 */
export async function paginarEnUnaPasada<Q extends PgSelect>(
  db: Db,
  consulta: () => Q,
  orden: readonly SQL[],
  p: Pagina,
): Promise<Paginado<Omit<Awaited<Q>[number], 'total_lista'>>> {
  const filas = (await (consulta()
    .orderBy(...orden)
    .limit(p.limit)
    .offset(p.skip) as unknown as Promise<Awaited<Q>>)) as (Awaited<Q>[number] & { total_lista: number })[];
  const primera = filas[0];
  const total = primera ? Number(primera.total_lista) : p.skip > 0 ? ((await db.select({ n: count() }).from(sql`(${consulta()}) as lista`))[0]?.n ?? 0) : 0;
  return { filas: filas.map(({ total_lista: _, ...f }) => f), total };
}

/**
 * The same for a list written in SQL (CTEs, unions): `base` is the SELECT without
 * ORDER BY; `orden` the ORDER BY's expressions. Rows come as the driver gives them.
 */
export async function paginarSql<T>(db: Db, base: SQL, orden: SQL, p: Pagina): Promise<Paginado<T>> {
  const [filas, cuenta] = await Promise.all([
    db.execute(sql`${base} order by ${orden} limit ${p.limit} offset ${p.skip}`),
    db.execute(sql`select count(*)::int as n from (${base}) lista`),
  ]);
  return { filas: filasDe<T>(filas), total: Number(filasDe<{ n: number }>(cuenta)[0]?.n ?? 0) };
}
