import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text, uniqueIndex, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { esEntidad, type Entidad } from '@worknet/domain/catalogos/entidades';
import { busquedaDe, ordenDe, unicosDe, type Campo, type Catalogo } from '@worknet/domain/catalogos/motor';
import { CATALOGOS } from '@worknet/domain/catalogos/registro';
import { actualizadoEn, borradoEn, creadoEn, dia, dinero } from '../../platform/db/columns';
import { busquedaGenerada, ordenTexto, plano } from '../../platform/db/texto';
import { edificio, sector, usuario } from '../../platform/identidad/identidad.table';

// Every catalog's table, built from its declaration (drizzle-kit reads them
// through catalogos.drizzle-kit.ts, so migrations stay ordinary SQL files).

export type TablaCatalogo = PgTable & Record<string, PgColumn>;

/** Entities outside the engine a catalog may reference, with the column that names a row. */
export const TABLAS_ENTIDAD: Record<Entidad, { tabla: TablaCatalogo; etiqueta: PgColumn; borrable: boolean }> = {
  usuario: { tabla: usuario as unknown as TablaCatalogo, etiqueta: usuario.nombre_completo, borrable: true },
  edificio: { tabla: edificio as unknown as TablaCatalogo, etiqueta: edificio.nombre, borrable: true },
};

/** Catalogs whose table a module already defines (with the declared columns). */
const PROPIAS: Record<string, TablaCatalogo> = { sector: sector as unknown as TablaCatalogo };

export const ES_TEXTO = new Set<Campo['tipo']>(['texto', 'textoLargo', 'codigo', 'cuit', 'email', 'telefono', 'color', 'opciones']);

/** Kinds whose stored value is what a person searches for (dates and options are not). */
const BUSCABLES = new Set<Campo['tipo']>(['texto', 'textoLargo', 'codigo', 'cuit', 'email', 'telefono', 'color', 'numero', 'dinero']);

/** Searched fields stored in the row itself: they feed the generated `busqueda` column. */
export const busquedaPropia = (c: Catalogo) => busquedaDe(c).filter((k) => BUSCABLES.has(c.campos[k]!.tipo));

const tablas = new Map<string, TablaCatalogo>();

/** The table a reference field points to. */
export function tablaReferida(a: string): TablaCatalogo {
  if (esEntidad(a)) return TABLAS_ENTIDAD[a].tabla;
  const t = tablas.get(a);
  if (!t) throw new Error(`Catálogo desconocido en una referencia: ${a}`);
  return t;
}

function columna(clave: string, f: Campo, requerido: boolean) {
  const nn = <T extends { notNull: () => unknown }>(c: T) => (requerido ? (c.notNull() as T) : c);
  switch (f.tipo) {
    case 'numero':
      return nn(f.decimales ? numeric(clave, { precision: 14, scale: f.decimales, mode: 'number' }) : integer(clave));
    case 'dinero':
      return nn(dinero(clave));
    case 'fecha':
      return nn(dia(clave));
    case 'booleano':
      return boolean(clave).notNull().default(false);
    case 'referencia':
      return nn(integer(clave).references(() => tablaReferida(f.a).id as PgColumn));
    case 'referencias':
      return integer(clave)
        .array()
        .notNull()
        .default(sql`'{}'::integer[]`);
    default:
      return nn(text(clave));
  }
}

function construir(c: Catalogo): TablaCatalogo {
  const derivados = new Set(c.derivados?.campos ?? []);
  const columnas = Object.fromEntries(Object.entries(c.campos).map(([k, f]) => [k, columna(k, f, Boolean(f.requerido) || derivados.has(k))]));
  const propia = busquedaPropia(c);
  if (propia.length) Object.assign(columnas, { busqueda: text('busqueda').generatedAlwaysAs(busquedaGenerada(propia)) });
  if (c.clavesDeSistema) Object.assign(columnas, { clave_sistema: text('clave_sistema') });
  return pgTable(c.tabla, { id: serial('id').primaryKey(), ...columnas, created_at: creadoEn(), updated_at: actualizadoEn(), deleted_at: borradoEn() }, (t) => {
    const col = (k: string) => (t as unknown as Record<string, PgColumn>)[k]!;
    // Unique ignoring case and accents, deleted rows included (restoring never clashes).
    const unicos = unicosDe(c).map((campos) => {
      const [primera, ...resto] = campos.map((k) => (ES_TEXTO.has(c.campos[k]!.tipo) ? plano(col(k)) : col(k)));
      return uniqueIndex(`${c.tabla}_${campos.join('_')}_uq`).on(primera!, ...resto);
    });
    // References are looked up when deleting the referenced row.
    const referencias = Object.entries(c.campos)
      .filter(([, f]) => f.tipo === 'referencia')
      .map(([k]) => index(`${c.tabla}_${k}_idx`).on(col(k)));
    // The list's default order, when it is a text of the row, read from an index.
    const orden = ordenDe(c).campo;
    const porOrden = ES_TEXTO.has(c.campos[orden]!.tipo) ? [index(`${c.tabla}_orden_idx`).on(ordenTexto(col(orden)))] : [];
    const claves = c.clavesDeSistema
      ? [
          uniqueIndex(`${c.tabla}_clave_sistema_uq`)
            .on(col('clave_sistema'))
            .where(sql`clave_sistema is not null`),
        ]
      : [];
    return [...unicos, ...referencias, ...porOrden, ...claves];
  }) as unknown as TablaCatalogo;
}

for (const c of CATALOGOS) tablas.set(c.clave, PROPIAS[c.clave] ?? construir(c));

export const tablaDe = (c: Catalogo): TablaCatalogo => tablas.get(c.clave)!;

/** The generated tables by table name (the drizzle-kit schema entry). */
export const TABLAS_GENERADAS: Record<string, TablaCatalogo> = Object.fromEntries(
  CATALOGOS.filter((c) => !PROPIAS[c.clave]).map((c) => [c.tabla, tablas.get(c.clave)!]),
);
