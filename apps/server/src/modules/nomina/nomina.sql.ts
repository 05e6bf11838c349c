import { sql, type SQL } from 'drizzle-orm';
import { mensajeOrden } from '@worknet/domain/http';
import {
  ATRIBUTOS_NOMINA,
  COLUMNAS_NOMINA,
  ORDENES_NOMINA,
  errorDeEntrada,
  type ColumnaNomina,
  type EntradaFiltro,
  type NombreAtributo,
} from '@worknet/domain/rrhh/nomina';
import { ordenTexto, patron, plano, planoJs } from '../../platform/db/texto';
import { datosInvalidos } from '../../platform/http/errors';
import * as reloj from '@worknet/domain/reloj';

// The roster query reads nomina_fila (alias n): one row per live persona with its
// current employment, copied there by the database's triggers (migration 0008), so
// a page is one narrow table, not persona joined to its employment records.
// Every attribute and column is an expression from this file: nothing a request
// sends reaches SQL except as a bound value.

// The catalogs of the label columns. A page's labels are sub-selects by primary
// key (planning six catalog joins cost more than reading 50 rows); only a sort by
// a label joins its catalog, to sort the matching rows in one pass.
const ETIQUETA = {
  empresa: ['rrhh_empresa', 'empresa_id'],
  sector: ['sector', 'sector_id'],
  puesto: ['rrhh_puesto', 'puesto_id'],
  categoria: ['rrhh_categoria', 'categoria_id'],
  contrato: ['rrhh_contrato_tipo', 'contrato_tipo_id'],
  obra_social: ['rrhh_obra_social', 'obra_social_id'],
} as const satisfies Partial<Record<ColumnaNomina, readonly [string, string]>>;
type Etiqueta = keyof typeof ETIQUETA;
const esEtiqueta = (campo: string): campo is Etiqueta => Object.hasOwn(ETIQUETA, campo);
const etiqueta = (e: Etiqueta) => sql.raw(`(select nombre from ${ETIQUETA[e][0]} where id = n.${ETIQUETA[e][1]})`);

/** FROM for the filters (every attribute is a column of nomina_fila). */
export const DESDE = sql.raw('nomina_fila n');

/** The persona's id, as every query returns it. */
export const ID = sql.raw('n.persona_id');

/** The rows of some personas, in the order of the integer[] `ids` (o.orden). */
export const DESDE_IDS = (ids: SQL) => sql`unnest(${ids}) with ordinality o(id, orden)
  join nomina_fila n on n.persona_id = o.id`;

// Today in Argentina from the one clock (issue 36), as a parameter: never the database's
// current_date, which is the server's day (UTC on most) and cannot be pinned by a test.
const hoySql = () => sql`${reloj.hoy()}::date`;
const edad = () => sql`date_part('year', age(${hoySql()}, n.fecha_nacimiento))::int`;
const antiguedad = () => sql`date_part('year', age(coalesce(n.fecha_baja, ${hoySql()}), n.fecha_alta))::int`;
const ESTADO = sql.raw(`(case when n.laboral_id is not null and n.fecha_baja is null then 'activo' else 'baja' end)`);

const ATRIBUTO: Record<NombreAtributo, SQL> = {
  apellido: sql.raw('n.apellido'),
  nombres: sql.raw('n.nombres'),
  dni: sql.raw('n.dni'),
  cuil: sql.raw('n.cuil'),
  legajo: sql.raw('n.legajo'),
  sexo: sql.raw('n.sexo'),
  get edad() {
    return edad();
  },
  hijos: sql.raw('n.hijos'),
  fecha_nacimiento: sql.raw('n.fecha_nacimiento'),
  fecha_alta: sql.raw('n.fecha_alta'),
  get antiguedad() {
    return antiguedad();
  },
  empresa_id: sql.raw('n.empresa_id'),
  sector_id: sql.raw('n.sector_id'),
  puesto_id: sql.raw('n.puesto_id'),
  categoria_id: sql.raw('n.categoria_id'),
  contrato_tipo_id: sql.raw('n.contrato_tipo_id'),
  obra_social_id: sql.raw('n.obra_social_id'),
  estado: ESTADO,
};

export const COLUMNA: Record<ColumnaNomina, SQL> = {
  apellido_nombre: sql.raw(`(n.apellido || ', ' || n.nombres)`),
  dni: sql.raw('n.dni'),
  cuil: sql.raw('n.cuil'),
  legajo: sql.raw('n.legajo'),
  empresa: etiqueta('empresa'),
  sector: etiqueta('sector'),
  puesto: etiqueta('puesto'),
  categoria: etiqueta('categoria'),
  contrato: etiqueta('contrato'),
  fecha_alta: sql.raw('n.fecha_alta::text'),
  get antiguedad() {
    return antiguedad();
  },
  obra_social: etiqueta('obra_social'),
  get edad() {
    return edad();
  },
  estado: ESTADO,
};

/** One entry as a condition; a wrong attribute, condition or value is a 400, never SQL. */
export function condicionDe(e: EntradaFiltro): SQL {
  const error = errorDeEntrada(e);
  if (error) throw datosInvalidos(error, { campos: [{ campo: e.atributo, mensaje: error }] });
  const nombre = e.atributo as NombreAtributo;
  const x = ATRIBUTO[nombre];
  const tipo = ATRIBUTOS_NOMINA[nombre].tipo;
  const v = e.valor;
  if (nombre === 'edad' && (e.condicion === 'igual' || e.condicion === 'mayor' || e.condicion === 'menor' || e.condicion === 'entre'))
    return edadSargable(e.condicion, v);
  const tipado = (valor: unknown) => (tipo === 'fecha' ? sql`${valor}::date` : tipo === 'numero' ? sql`${valor}::numeric` : sql`${valor}`);
  switch (e.condicion) {
    case 'vacio':
      return tipo === 'texto' ? sql`(${x} is null or ${x} = '')` : sql`${x} is null`;
    case 'no_vacio':
      return tipo === 'texto' ? sql`(${x} is not null and ${x} <> '')` : sql`${x} is not null`;
    case 'contiene':
      return sql`${plano(x)} like ${patron(String(v))}`;
    case 'empieza':
      return sql`${plano(x)} like ${`${planoJs(String(v)).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
    case 'distinto':
      return sql`coalesce(${plano(x)}, '') <> ${planoJs(String(v))}`;
    case 'igual':
      return tipo === 'texto' ? sql`${plano(x)} = ${planoJs(String(v))}` : sql`${x} = ${tipado(v)}`;
    case 'mayor':
      return sql`${x} > ${tipado(v)}`;
    case 'menor':
      return sql`${x} < ${tipado(v)}`;
    case 'entre': {
      const [a, b] = v as (string | number)[];
      return sql`${x} between ${tipado(a)} and ${tipado(b)}`;
    }
    case 'es_uno_de':
      return ATRIBUTOS_NOMINA[nombre].tipo === 'lista' && 'opciones' in ATRIBUTOS_NOMINA[nombre]
        ? sql`${x} = any(${sql.param((v as string[]).map(String))}::text[])`
        : sql`${x} = any(${sql.param(v as number[])}::integer[])`;
    default:
      throw datosInvalidos(`La condición «${e.condicion}» no existe.`);
  }
}

/**
 * Age conditions as ranges of the date of birth, so the index on
 * persona.fecha_nacimiento serves them (age() per row is slow, most of all in
 * PGlite): edad >= n  <=>  fecha_nacimiento <= today - n years.
 */
function edadSargable(condicion: 'igual' | 'mayor' | 'menor' | 'entre', v: unknown): SQL {
  const anios = (n: number) => Math.max(-1, Math.min(200, n));
  const desde = (n: number) => sql`n.fecha_nacimiento <= (${hoySql()} - make_interval(years => ${anios(n)}::int))::date`; // edad >= n
  const hasta = (n: number) => sql`n.fecha_nacimiento > (${hoySql()} - make_interval(years => ${anios(n + 1)}::int))::date`; // edad <= n
  if (condicion === 'entre') {
    const [a, b] = (v as number[]).map(Number) as [number, number];
    return sql`(${desde(Math.ceil(a))} and ${hasta(Math.floor(b))})`;
  }
  const n = Number(v);
  if (condicion === 'mayor') return desde(Math.floor(n) + 1);
  if (condicion === 'menor') return hasta(Math.ceil(n) - 1);
  return Number.isInteger(n) ? sql`(${desde(n)} and ${hasta(n)})` : sql`false`;
}

/** The ORDER BY, the FROM it needs, and whether an index of nomina_fila gives that order. */
export type Orden = { desde: SQL; orden: SQL; indexado: boolean };

/**
 * The sort for a column or attribute name; unknown names are a 400. Ties end by
 * id: stable pages. `indexado` mirrors nomina_fila's name index (nomina.table.ts):
 * apellido, then nombres, as a person reads a roster.
 */
export function ordenDe(campo: string | undefined, descendente: boolean): Orden {
  const dir = sql.raw(descendente ? 'desc nulls last' : 'asc nulls last');
  const fin = sql`, ${ID}`;
  if (campo === undefined || campo === 'apellido_nombre') {
    return { desde: DESDE, orden: sql`${ordenTexto(sql.raw('n.apellido'))} ${dir}, ${ordenTexto(sql.raw('n.nombres'))} ${dir}${fin}`, indexado: true };
  }
  if (esEtiqueta(campo)) {
    const [tabla, col] = ETIQUETA[campo];
    return {
      desde: sql.raw(`nomina_fila n left join ${tabla} et on et.id = n.${col}`),
      orden: sql`${ordenTexto(sql.raw('et.nombre'))} ${dir}${fin}`,
      indexado: false,
    };
  }
  if (campo === 'edad' || campo === 'fecha_nacimiento') {
    // By the date itself, not age() per row: edad ascending is fecha_nacimiento descending.
    const nacimiento = sql.raw(descendente === (campo === 'edad') ? 'asc nulls last' : 'desc nulls last');
    return { desde: DESDE, orden: sql`n.fecha_nacimiento ${nacimiento}${fin}`, indexado: false };
  }
  // Every other column is also an attribute, sorted by its value (fecha_alta as a
  // date, not as the text it is shown as).
  // The query schema already allows only these names (ORDENES_NOMINA); this keeps the function safe on its own.
  if (!Object.hasOwn(ATRIBUTO, campo)) throw datosInvalidos(mensajeOrden(campo, ORDENES_NOMINA));
  const nombre = campo as NombreAtributo;
  const expr = ATRIBUTOS_NOMINA[nombre].tipo === 'texto' ? ordenTexto(ATRIBUTO[nombre]) : ATRIBUTO[nombre];
  return { desde: DESDE, orden: sql`${expr} ${dir}${fin}`, indexado: false };
}

export const seleccion = (columnas: readonly ColumnaNomina[]) =>
  sql.join([sql`${ID} as id`, ...columnas.map((c) => sql`${COLUMNA[c]} as ${sql.identifier(c)}`)], sql`, `);

export const TODAS_LAS_COLUMNAS = Object.keys(COLUMNAS_NOMINA) as ColumnaNomina[];
