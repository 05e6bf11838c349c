import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { boolean, integer, serial, text, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { borradoEn, creadoEn } from '../db/columns';
import { usuario } from '../identidad/identidad.table';
import { claveDelRegistro } from './historial';

// The one comments/replies shape of the workflow kit (issue 38 item 1): the thread of a record
// (a task's comments, an order's replies, a ticket's conversation). A comment is public (the
// requester reads it) or internal (`interno`: a note among those who work the record, which
// the requester never reads). Nobody edits a comment; a moderator removes it (kept, marked).

export function columnasDeComentario<K extends string>(fk: K, padre: () => PgColumn) {
  return {
    id: serial('id').primaryKey(),
    ...({ [fk]: claveDelRegistro(fk, padre) } as { [P in K]: ReturnType<typeof claveDelRegistro> }),
    autor_id: integer('autor_id')
      .notNull()
      .references(() => usuario.id),
    texto: text('texto').notNull(),
    /** A note among those who work the record: the requester never reads it. */
    interno: boolean('interno').notNull().default(false),
    created_at: creadoEn(),
    deleted_at: borradoEn(),
    /** The moderator who removed it. */
    borrado_por: integer('borrado_por').references(() => usuario.id),
  };
}

/** Where a module keeps its thread: the table and the name of the record's column. */
export type Hilo = { tabla: PgTable; fk: string };

const columnas = (h: Hilo) => {
  const c = getTableColumns(h.tabla) as Record<string, PgColumn>;
  return { id: c.id!, fk: c[h.fk]!, autor: c.autor_id!, texto: c.texto!, interno: c.interno!, creado: c.created_at!, borrado: c.deleted_at! };
};

/** The wire shape comentarioDeHilo (@worknet/domain/flujo-esquemas). */
export type Comentario = { id: number; autor_id: number; autor: string; texto: string; interno: boolean; created_at: Date };

/** Writes a comment in the caller's transaction; the caller audits and tells whom it concerns. */
export async function escribirComentario(tx: Db, h: Hilo, id: number, c: { autorId: number; texto: string; interno?: boolean }): Promise<Comentario> {
  const [fila] = (await tx
    .insert(h.tabla)
    .values({ [h.fk]: id, autor_id: c.autorId, texto: c.texto, interno: c.interno ?? false })
    .returning()) as { id: number; texto: string; interno: boolean; created_at: Date }[];
  const [autor] = await tx.select({ nombre: usuario.nombre_completo }).from(usuario).where(eq(usuario.id, c.autorId));
  return { id: fila!.id, autor_id: c.autorId, autor: autor!.nombre, texto: fila!.texto, interno: fila!.interno, created_at: fila!.created_at };
}

/** The record's thread, oldest first, without removed comments; internal notes only `conInternos`. */
export async function leerComentarios(db: Db, h: Hilo, id: number, o: { conInternos: boolean }): Promise<Comentario[]> {
  const c = columnas(h);
  return db
    .select({
      id: sql<number>`${c.id}`,
      autor_id: sql<number>`${c.autor}`,
      autor: usuario.nombre_completo,
      texto: sql<string>`${c.texto}`,
      interno: sql<boolean>`${c.interno}`,
      created_at: sql`${c.creado}`.mapWith((v: Date | string) => (v instanceof Date ? v : new Date(v))),
    })
    .from(h.tabla)
    .innerJoin(usuario, eq(usuario.id, c.autor))
    .where(and(eq(c.fk, id), isNull(c.borrado), o.conInternos ? undefined : eq(c.interno, false)))
    .orderBy(asc(c.creado), asc(c.id));
}
