import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import type { Db } from '../../platform/db/client';
import { datosInvalidos } from '../../platform/http/errors';
import { existenVigentes } from '../catalogos/catalogos.service';
import { etiquetaSql } from '../catalogos/catalogos.sql';
import { tablaDe } from '../catalogos/catalogos.tablas';
import { enteros } from '../../platform/db/sql';

// A personnel-file column that points to a catalog row: how it is returned
// (`{ id, nombre }`, plus the fields the rules read, e.g. familiar_tipo.value)
// and how a written id is checked.

export type Referencias = Record<string, string>;

/** Catalog fields the HR rules need next to the label. */
const EXTRA: Record<string, string[]> = { 'familiar-tipo': ['value'], 'contrato-tipo': ['codigo', 'duracion_meses'], localidad: ['provincia_id'] };

/** `{ id, nombre, ...extras }` of the catalog row `col` points to, or null. */
export function refJson<T = unknown>(clave: string, col: PgColumn | SQL): SQL<T> {
  const c = catalogoPorClave(clave)!;
  const t = tablaDe(c);
  const extras = (EXTRA[clave] ?? []).flatMap((k) => [sql.raw(`'${k}'`), sql`${t[k] as PgColumn}`]);
  return sql<T>`(select json_build_object('id', ${t.id}, 'nombre', ${etiquetaSql(c, t)}${extras.length ? sql`, ${sql.join(extras, sql`, `)}` : sql``}) from ${t} where ${t.id} = ${col})`;
}

/** The select list for the references of a record: `campo_sin_id: {id, nombre}`. */
export const seleccionRefs = (tabla: Record<string, unknown>, refs: Referencias) =>
  Object.fromEntries(Object.entries(refs).map(([col, clave]) => [col.replace(/_id$/, ''), refJson(clave, tabla[col] as PgColumn)]));

/** Each written id must name an existing, not deleted catalog row: 400 on the field otherwise. */
export async function verificarRefs(db: Db, refs: Referencias, v: Record<string, unknown>): Promise<void> {
  for (const [col, clave] of Object.entries(refs)) {
    const id = v[col];
    if (id === null || id === undefined) continue;
    if (!(await existenVigentes(db, clave, [id as number]))) {
      const mensaje = 'La opción elegida no existe o fue eliminada';
      throw datosInvalidos(`${col}: ${mensaje}.`, { campos: [{ campo: col, mensaje }] });
    }
  }
}

type Lado = Record<string, unknown> | null;

/**
 * The names of the catalog rows that audit entries point to, per entry and
 * field (`{ estado_civil_id: { '3': 'Casado/a' } }`), so a history reads
 * "Estado civil: Soltero/a → Casado/a". One query per catalog involved,
 * deleted rows included (a change may name a row deleted since).
 */
export async function nombresDeRefs<T extends { antes: unknown; despues: unknown }>(
  db: Db,
  entradas: T[],
  refsDe: (e: T) => Referencias | undefined,
): Promise<(T & { nombres: Record<string, Record<string, string>> })[]> {
  const pedidos = new Map<string, Set<number>>();
  for (const e of entradas) {
    for (const [col, clave] of Object.entries(refsDe(e) ?? {})) {
      for (const lado of [e.antes as Lado, e.despues as Lado]) {
        const v = lado?.[col];
        if (typeof v === 'number') pedidos.set(clave, (pedidos.get(clave) ?? new Set()).add(v));
      }
    }
  }
  const nombres = new Map<string, Map<number, string>>();
  for (const [clave, ids] of pedidos) {
    const c = catalogoPorClave(clave)!;
    const t = tablaDe(c);
    const filas = await db
      .select({ id: sql<number>`${t.id}`, nombre: sql<string>`${etiquetaSql(c, t)}` })
      .from(t)
      .where(sql`${t.id} = any(${enteros([...ids])})`);
    nombres.set(clave, new Map(filas.map((f) => [f.id, f.nombre])));
  }
  return entradas.map((e) => {
    const propios: Record<string, Record<string, string>> = {};
    for (const [col, clave] of Object.entries(refsDe(e) ?? {})) {
      for (const lado of [e.antes as Lado, e.despues as Lado]) {
        const v = lado?.[col];
        const nombre = typeof v === 'number' ? nombres.get(clave)?.get(v) : undefined;
        if (nombre !== undefined) (propios[col] ??= {})[String(v)] = nombre;
      }
    }
    return { ...e, nombres: propios };
  });
}
