import { eq, getTableColumns, sql } from 'drizzle-orm';
import { integer, serial, text, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { creadoEn } from '../db/columns';
import { usuario } from '../identidad/identidad.table';

// The one history shape of the workflow kit (issue 38 item 1): one row per step a record took,
// what transicionar() writes. A module's history table spreads these columns, adds its own
// (the scan that proved presence, the supplier of an order) and its index on (<fk>, id).

/** The record's key in a table of its steps or its comments: removing the record removes them. */
export const claveDelRegistro = (fk: string, padre: () => PgColumn) => integer(fk).notNull().references(padre, { onDelete: 'cascade' });
const autor = () => integer('autor_id').references(() => usuario.id);

/** `sinAutor`: the system may take steps (the scheduler creates tasks), so autor_id admits null. */
export function columnasDeHistorial<K extends string, S extends boolean = false>(fk: K, padre: () => PgColumn, o: { sinAutor?: S } = {}) {
  return {
    id: serial('id').primaryKey(),
    ...({ [fk]: claveDelRegistro(fk, padre) } as { [P in K]: ReturnType<typeof claveDelRegistro> }),
    /** The state reached. */
    estado: text('estado').notNull(),
    /** Who took the step. */
    autor_id: (o.sinAutor ? autor() : autor().notNull()) as S extends true ? ReturnType<typeof autor> : ReturnType<ReturnType<typeof autor>['notNull']>,
    /** The reason or note of the step. */
    detalle: text('detalle'),
    created_at: creadoEn(),
  };
}

/** Where a module keeps its history: the table and the name of the record's column. */
export type Historial = { tabla: PgTable; fk: string };

const columnas = (h: Historial) => {
  const c = getTableColumns(h.tabla) as Record<string, PgColumn>;
  return { id: c.id!, fk: c[h.fk]!, estado: c.estado!, autor: c.autor_id!, detalle: c.detalle!, creado: c.created_at! };
};

/** A step no action of the machine takes (the creation, an edit that keeps the state): the same row transicionar() writes. */
export async function anotarPaso(tx: Db, h: Historial, id: number, paso: { estado: string; autorId: number | null; detalle?: string | null }) {
  await tx.insert(h.tabla).values({ [h.fk]: id, estado: paso.estado, autor_id: paso.autorId, detalle: paso.detalle ?? null });
}

/** The record's steps, oldest first, with the author's name (the wire shape pasoDeHistorial). */
export async function leerHistorial<E extends string>(db: Db, h: Historial, id: number) {
  const c = columnas(h);
  return db
    .select({
      estado: sql<E>`${c.estado}`,
      autor: sql<string | null>`(select x.nombre_completo from usuario x where x.id = ${c.autor})`,
      detalle: sql<string | null>`${c.detalle}`,
      created_at: sql`${c.creado}`.mapWith((v: Date | string) => (v instanceof Date ? v : new Date(v))),
    })
    .from(h.tabla)
    .where(eq(c.fk, id))
    .orderBy(c.id);
}
