import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { esEntidad } from '@worknet/domain/catalogos/entidades';
import { busquedaDe, etiquetaDe, type Catalogo } from '@worknet/domain/catalogos/motor';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { ordenTexto, patron, plano } from '../../platform/db/texto';
import { ES_TEXTO, TABLAS_ENTIDAD, busquedaPropia, tablaDe, type TablaCatalogo } from './catalogos.tablas';

// SQL expressions every catalog query is made of, derived from the declaration.
// Subqueries name their table, so references nest (liquidación → período) safely.

export const columnaDe = (t: TablaCatalogo, campo: string) => t[campo] as PgColumn;

/** The text that names a row of `c` (its label fields joined with ' — '). */
export function etiquetaSql(c: Catalogo, t: TablaCatalogo = tablaDe(c)): SQL {
  const partes = etiquetaDe(c).map((k) => textoSql(c, k, t));
  return partes.length === 1 ? partes[0]! : sql`concat_ws(' — ', ${sql.join(partes, sql`, `)})`;
}

/** The table a reference points to and the text that names its rows. */
function destino(a: string): { tabla: TablaCatalogo; etiqueta: SQL } {
  if (esEntidad(a)) return { tabla: TABLAS_ENTIDAD[a].tabla, etiqueta: sql`${TABLAS_ENTIDAD[a].etiqueta}` };
  const c = catalogoPorClave(a)!;
  return { tabla: tablaDe(c), etiqueta: etiquetaSql(c) };
}

/** Label of the row a reference points to, for a column holding its id. */
function etiquetaReferidaSql(a: string, id: SQL | PgColumn): SQL {
  const d = destino(a);
  return sql`(select ${d.etiqueta} from ${d.tabla} where ${d.tabla.id} = ${id})`;
}

/** A field as the text a person reads: labels for references and options. */
export function textoSql(c: Catalogo, campo: string, t: TablaCatalogo = tablaDe(c)): SQL {
  const f = c.campos[campo]!;
  const col = columnaDe(t, campo);
  switch (f.tipo) {
    case 'referencia':
      return etiquetaReferidaSql(f.a, col);
    case 'referencias': {
      const d = destino(f.a);
      return sql`(select string_agg(x.e, ', ' order by x.e) from (select ${d.etiqueta} as e from ${d.tabla} where ${d.tabla.id} = any(${col})) x)`;
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

/** ORDER BY expression: texts and labels as a person reads them, the rest by value. */
export function ordenSql(c: Catalogo, campo: string, t: TablaCatalogo = tablaDe(c)): SQL {
  const f = c.campos[campo]!;
  if (ES_TEXTO.has(f.tipo) || f.tipo === 'referencia' || f.tipo === 'referencias') return ordenTexto(textoSql(c, campo, t));
  return sql`${columnaDe(t, campo)}`;
}

/**
 * The free-text search: own fields through the generated `busqueda` column,
 * referenced rows by their label (a small table each), and the rest (options,
 * dates) by their displayed text. Accents and case never matter.
 */
export function busquedaSql(c: Catalogo, texto: string, t: TablaCatalogo = tablaDe(c)): SQL {
  const p = patron(texto);
  const partes: SQL[] = busquedaPropia(c).length ? [sql`${columnaDe(t, 'busqueda')} like ${p}`] : [];
  for (const k of busquedaDe(c)) {
    const f = c.campos[k]!;
    if (f.tipo === 'referencia' || f.tipo === 'referencias') {
      const d = destino(f.a);
      const ids = sql`(select ${d.tabla.id} from ${d.tabla} where ${plano(d.etiqueta)} like ${p})`;
      partes.push(f.tipo === 'referencia' ? sql`${columnaDe(t, k)} in ${ids}` : sql`${columnaDe(t, k)} && array${ids}`);
    } else if (!busquedaPropia(c).includes(k)) partes.push(sql`${plano(textoSql(c, k, t))} like ${p}`);
  }
  return or(...partes)!;
}
