import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Lector } from '@worknet/domain/novedades/audiencia';
import type { AudienciaNovedad, Nombrado } from '@worknet/domain/novedades/tipos';
import type { Db } from '../../platform/db/client';
import { ordenTexto } from '../../platform/db/texto';
import { grupo } from '../grupos/grupos.table';
import { sector } from '../../platform/identidad/identidad.table';
import { novedad, novedadGrupo, novedadSector } from './novedades.table';
import { enteros, filasDe } from '../../platform/db/sql';

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

/**
 * The groups some item is addressed to: the only ones worth resolving for a reader.
 * A sub-query, so the membership query takes it without a round trip of its own.
 * Every group some item names, drafts included: joining novedad to keep only the
 * published ones made the planner read all the news; a wider candidate list only
 * costs a few more membership checks, and the page's WHERE still filters.
 */
export const gruposDestinatarios: SQL = sql`select distinct ${novedadGrupo.grupo_id} from ${novedadGrupo}`;

/**
 * Sector and group names of each item (deleted ones are left out), in one query
 * for any number of items, and none when every item is for everyone.
 */
export async function audienciasDe(db: Db, items: { id: number; audiencia: AudienciaNovedad['tipo'] }[]): Promise<Map<number, AudienciaNovedad>> {
  const ids = items.filter((i) => i.audiencia !== 'todos').map((i) => i.id);
  const filas = ids.length
    ? filasDe<{ clase: 'sector' | 'grupo'; novedad_id: number } & Nombrado>(
        await db.execute(sql`
          select * from (
            select 'sector' as clase, ns.novedad_id, s.id, s.nombre from ${novedadSector} ns join ${sector} s on s.id = ns.sector_id
              where ns.novedad_id = any(${enteros(ids)}) and s.deleted_at is null
            union all
            select 'grupo', ng.novedad_id, g.id, g.nombre from ${novedadGrupo} ng join ${grupo} g on g.id = ng.grupo_id
              where ng.novedad_id = any(${enteros(ids)}) and g.deleted_at is null
          ) a order by ${ordenTexto(sql.raw('a.nombre'))}, a.id`),
      )
    : [];
  const de = (clase: 'sector' | 'grupo', id: number) =>
    filas.filter((f) => f.clase === clase && f.novedad_id === id).map(({ id: i, nombre }) => ({ id: i, nombre }));
  return new Map(items.map((i) => [i.id, { tipo: i.audiencia, sectores: de('sector', i.id), grupos: de('grupo', i.id) }]));
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
