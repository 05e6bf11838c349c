import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Lector } from '@worknet/domain/novedades/audiencia';
import type { AudienciaNovedad, Nombrado } from '@worknet/domain/novedades/tipos';
import type { Db } from '../../platform/db/client';
import { ordenTexto } from '../../platform/db/texto';
import { grupo } from '../grupos/grupos.table';
import { sector } from '../identidad/identidad.table';
import { novedad, novedadGrupo, novedadSector } from './novedades.table';
import { enteros } from '../../platform/db/sql';

// The news queries the services share. The visibility conditions are the SQL
// form of packages/domain/src/novedades/audiencia.ts (estadoNovedad,
// esParaLector): keep both in sync.


/** Not deleted, published and its date has come (no date counts as published). */
export const publicadaAl = (ahora: Date): SQL =>
  and(isNull(novedad.deleted_at), eq(novedad.publicada, true), or(isNull(novedad.fecha_publicacion), sql`${novedad.fecha_publicacion} <= ${ahora}`))!;

/** Scheduled: published with a date still to come. */
export const programadaAl = (ahora: Date): SQL => and(eq(novedad.publicada, true), sql`${novedad.fecha_publicacion} > ${ahora}`)!;

/** For everyone, or one of the reader's sectors, or a group that reaches the reader. */
export const paraLector = (l: Lector): SQL =>
  or(
    eq(novedad.audiencia, 'todos'),
    and(
      eq(novedad.audiencia, 'sectores'),
      sql`exists (select 1 from ${novedadSector} where ${novedadSector.novedad_id} = ${novedad.id} and ${novedadSector.sector_id} = any(${enteros(l.sectores)}))`,
    ),
    and(
      eq(novedad.audiencia, 'grupos'),
      sql`exists (select 1 from ${novedadGrupo} where ${novedadGrupo.novedad_id} = ${novedad.id} and ${novedadGrupo.grupo_id} = any(${enteros(l.grupos)}))`,
    ),
  )!;

/** The groups some item is addressed to: the only ones worth resolving for a reader. */
export async function gruposDestinatarios(db: Db): Promise<number[]> {
  // Every group some item names, drafts included: joining novedad to keep only the
  // published ones made the planner read all the news; a wider candidate list only
  // costs a few more membership checks, and the page's WHERE still filters.
  const filas = await db.selectDistinct({ id: novedadGrupo.grupo_id }).from(novedadGrupo);
  return filas.map((f) => f.id);
}

/** Sector and group names of each item (deleted ones are left out), in two queries for any number of items. */
export async function audienciasDe(db: Db, items: { id: number; audiencia: AudienciaNovedad['tipo'] }[]): Promise<Map<number, AudienciaNovedad>> {
  const ids = items.map((i) => i.id);
  const [sectores, grupos] = ids.length
    ? await Promise.all([
        db
          .select({ novedad_id: novedadSector.novedad_id, id: sector.id, nombre: sector.nombre })
          .from(novedadSector)
          .innerJoin(sector, eq(sector.id, novedadSector.sector_id))
          .where(and(inArray(novedadSector.novedad_id, ids), isNull(sector.deleted_at)))
          .orderBy(ordenTexto(sector.nombre), asc(sector.id)),
        db
          .select({ novedad_id: novedadGrupo.novedad_id, id: grupo.id, nombre: grupo.nombre })
          .from(novedadGrupo)
          .innerJoin(grupo, eq(grupo.id, novedadGrupo.grupo_id))
          .where(and(inArray(novedadGrupo.novedad_id, ids), isNull(grupo.deleted_at)))
          .orderBy(ordenTexto(grupo.nombre), asc(grupo.id)),
      ])
    : [[], []];
  const de = (filas: ({ novedad_id: number } & Nombrado)[], id: number) => filas.filter((f) => f.novedad_id === id).map(({ id: i, nombre }) => ({ id: i, nombre }));
  return new Map(items.map((i) => [i.id, { tipo: i.audiencia, sectores: de(sectores, i.id), grupos: de(grupos, i.id) }]));
}

/** Which of the ids are groups that exist and are not deleted. */
export async function gruposVigentes(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const filas = await db
    .select({ id: grupo.id })
    .from(grupo)
    .where(and(inArray(grupo.id, ids), isNull(grupo.deleted_at)));
  return filas.map((f) => f.id);
}
