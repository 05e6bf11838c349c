import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { esEntidad } from '@worknet/domain/catalogos/entidades';
import { etiquetaDe, type Catalogo } from '@worknet/domain/catalogos/motor';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { plano } from '../../platform/db/texto';
import { ES_TEXTO, TABLAS_ENTIDAD, tablaDe, type TablaCatalogo } from './catalogos.tablas';

// SQL expressions every catalog query is made of, derived from the declaration.
// Subqueries name their table, so references nest (liquidación → período) safely.

export const columnaDe = (t: TablaCatalogo, campo: string) => t[campo] as PgColumn;

/** The text that names a row of `c` (its label fields joined with ' — '). */
export function etiquetaSql(c: Catalogo, t: TablaCatalogo = tablaDe(c)): SQL {
  const partes = etiquetaDe(c).map((k) => textoSql(c, k, t));
  return partes.length === 1 ? partes[0]! : sql`concat_ws(' — ', ${sql.join(partes, sql`, `)})`;
}

/** Label of the row a reference points to, for a column holding its id. */
function etiquetaReferidaSql(a: string, id: SQL | PgColumn): SQL {
  if (esEntidad(a)) {
    const e = TABLAS_ENTIDAD[a];
    return sql`(select ${e.etiqueta} from ${e.tabla} where ${e.tabla.id} = ${id})`;
  }
  const destino = catalogoPorClave(a)!;
  const t = tablaDe(destino);
  return sql`(select ${etiquetaSql(destino, t)} from ${t} where ${t.id} = ${id})`;
}

/** A field as the text a person reads: labels for references and options. */
export function textoSql(c: Catalogo, campo: string, t: TablaCatalogo = tablaDe(c)): SQL {
  const f = c.campos[campo]!;
  const col = columnaDe(t, campo);
  switch (f.tipo) {
    case 'referencia':
      return etiquetaReferidaSql(f.a, col);
    case 'referencias': {
      const destino = esEntidad(f.a) ? { tabla: TABLAS_ENTIDAD[f.a].tabla, etiqueta: sql`${TABLAS_ENTIDAD[f.a].etiqueta}` } : null;
      const dt = destino?.tabla ?? tablaDe(catalogoPorClave(f.a)!);
      const et = destino?.etiqueta ?? etiquetaSql(catalogoPorClave(f.a)!, dt);
      return sql`(select string_agg(x.e, ', ' order by x.e) from (select ${et} as e from ${dt} where ${dt.id} = any(${col})) x)`;
    }
    case 'opciones':
      return sql`(case ${col} ${sql.join(
        f.opciones.map((o) => sql`when ${o.value}::text then ${o.label}::text`),
        sql` `,
      )} else ${col} end)`;
    case 'booleano':
      return sql`(case when ${col} then 'Sí' else 'No' end)`;
    case 'numero':
    case 'dinero':
    case 'fecha':
      return sql`${col}::text`;
    default:
      return sql`${col}`;
  }
}

/** ORDER BY expression: texts and labels without case or accents, the rest by value. */
export function ordenSql(c: Catalogo, campo: string, t: TablaCatalogo = tablaDe(c)): SQL {
  const f = c.campos[campo]!;
  if (ES_TEXTO.has(f.tipo) || f.tipo === 'referencia' || f.tipo === 'referencias') return plano(textoSql(c, campo, t));
  return sql`${columnaDe(t, campo)}`;
}
