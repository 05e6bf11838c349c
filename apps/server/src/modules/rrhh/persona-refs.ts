import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import type { Db } from '../../platform/db/client';
import { datosInvalidos } from '../../platform/http/errors';
import { existenVigentes } from '../catalogos/catalogos.service';
import { etiquetaSql } from '../catalogos/catalogos.sql';
import { tablaDe } from '../catalogos/catalogos.tablas';

// A personnel-file column that points to a catalog row: how it is returned
// (`{ id, nombre }`, plus the fields the rules read, e.g. familiar_tipo.value)
// and how a written id is checked.

export type Referencias = Record<string, string>;

/** Catalog fields the HR rules need next to the label. */
const EXTRA: Record<string, string[]> = { 'familiar-tipo': ['value'], 'contrato-tipo': ['codigo', 'duracion_meses'], localidad: ['provincia_id'] };

/** `{ id, nombre, ...extras }` of the catalog row `col` points to, or null. */
export function refJson(clave: string, col: PgColumn | SQL): SQL {
  const c = catalogoPorClave(clave)!;
  const t = tablaDe(c);
  const extras = (EXTRA[clave] ?? []).flatMap((k) => [sql.raw(`'${k}'`), sql`${t[k] as PgColumn}`]);
  return sql`(select json_build_object('id', ${t.id}, 'nombre', ${etiquetaSql(c, t)}${extras.length ? sql`, ${sql.join(extras, sql`, `)}` : sql``}) from ${t} where ${t.id} = ${col})`;
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
