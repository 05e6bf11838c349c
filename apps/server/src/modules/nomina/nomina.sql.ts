import { sql, type SQL } from 'drizzle-orm';
import { ATRIBUTOS_NOMINA, COLUMNAS_NOMINA, errorDeEntrada, type ColumnaNomina, type EntradaFiltro, type NombreAtributo } from '@worknet/domain/rrhh/nomina';
import { ordenTexto, patron, plano, planoJs } from '../../platform/db/texto';
import { datosInvalidos } from '../../platform/http/errors';

// The roster query: each persona with its current employment, the record flagged
// `actual` (kept by a trigger, migration 0005: the open record, else the latest).
// Every attribute and column is an expression from this file: nothing a request
// sends reaches SQL except as a bound value.

// The label columns join their catalog (by primary key: PostgreSQL drops a left
// join whose columns a query does not use, so counting and filtering pay nothing).
const ETIQUETA = {
  empresa: ['rrhh_empresa', 'empresa_id'],
  sector: ['sector', 'sector_id'],
  puesto: ['rrhh_puesto', 'puesto_id'],
  categoria: ['rrhh_categoria', 'categoria_id'],
  contrato: ['rrhh_contrato_tipo', 'contrato_tipo_id'],
  obra_social: ['rrhh_obra_social', 'obra_social_id'],
} as const satisfies Partial<Record<ColumnaNomina, readonly [string, string]>>;

const JOINS = [
  'left join persona_laboral l on l.persona_id = p.id and l.actual',
  ...Object.entries(ETIQUETA).map(([alias, [tabla, col]]) => `left join ${tabla} et_${alias} on et_${alias}.id = l.${col}`),
].join('\n  ');

export const DESDE = sql.raw(`persona p\n  ${JOINS}`);

/**
 * The rows of some personas, in the order of `ids`. The ids come first in FROM:
 * with the eight tables the planner keeps the written join order, so it starts
 * from the few ids instead of joining every persona.
 */
export const DESDE_IDS = (ids: number[]) => sql`unnest(${sql.param(ids)}::integer[]) with ordinality o(id, n)
  join persona p on p.id = o.id
  left join persona_laboral l on l.persona_id = p.id and l.actual`;

const nombreDe = (alias: keyof typeof ETIQUETA) => sql.raw(`et_${alias}.nombre`);

const EDAD = sql.raw(`date_part('year', age(current_date, p.fecha_nacimiento))::int`);
const ANTIGUEDAD = sql.raw(`date_part('year', age(coalesce(l.fecha_baja, current_date), l.fecha_alta))::int`);
const ESTADO = sql.raw(`(case when l.id is not null and l.fecha_baja is null then 'activo' else 'baja' end)`);

const ATRIBUTO: Record<NombreAtributo, SQL> = {
  apellido: sql.raw('p.apellido'),
  nombres: sql.raw('p.nombres'),
  dni: sql.raw('p.dni'),
  cuil: sql.raw('p.cuil'),
  legajo: sql.raw('p.legajo'),
  sexo: sql.raw('p.sexo'),
  edad: EDAD,
  hijos: sql.raw('p.hijos'),
  fecha_nacimiento: sql.raw('p.fecha_nacimiento'),
  fecha_alta: sql.raw('l.fecha_alta'),
  antiguedad: ANTIGUEDAD,
  empresa_id: sql.raw('l.empresa_id'),
  sector_id: sql.raw('l.sector_id'),
  puesto_id: sql.raw('l.puesto_id'),
  categoria_id: sql.raw('l.categoria_id'),
  contrato_tipo_id: sql.raw('l.contrato_tipo_id'),
  obra_social_id: sql.raw('l.obra_social_id'),
  estado: ESTADO,
};

export const COLUMNA: Record<ColumnaNomina, SQL> = {
  apellido_nombre: sql.raw(`(p.apellido || ', ' || p.nombres)`),
  dni: sql.raw('p.dni'),
  cuil: sql.raw('p.cuil'),
  legajo: sql.raw('p.legajo'),
  empresa: nombreDe('empresa'),
  sector: nombreDe('sector'),
  puesto: nombreDe('puesto'),
  categoria: nombreDe('categoria'),
  contrato: nombreDe('contrato'),
  fecha_alta: sql.raw('l.fecha_alta::text'),
  antiguedad: ANTIGUEDAD,
  obra_social: nombreDe('obra_social'),
  edad: EDAD,
  estado: ESTADO,
};

const TEXTOS_ORDEN = new Set<ColumnaNomina>(['apellido_nombre', 'empresa', 'sector', 'puesto', 'categoria', 'contrato', 'obra_social', 'legajo', 'estado']);

/** One entry as a condition; a wrong attribute, condition or value is a 400, never SQL. */
export function condicionDe(e: EntradaFiltro): SQL {
  const error = errorDeEntrada(e);
  if (error) throw datosInvalidos(error, { campos: [{ campo: e.atributo, mensaje: error }] });
  const nombre = e.atributo as NombreAtributo;
  const x = ATRIBUTO[nombre];
  const tipo = ATRIBUTOS_NOMINA[nombre].tipo;
  const v = e.valor;
  if (nombre === 'edad' && (e.condicion === 'igual' || e.condicion === 'mayor' || e.condicion === 'menor' || e.condicion === 'entre')) return edadSargable(e.condicion, v);
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
 * PGlite): edad >= n  <=>  fecha_nacimiento <= current_date - n years.
 */
function edadSargable(condicion: 'igual' | 'mayor' | 'menor' | 'entre', v: unknown): SQL {
  const anios = (n: number) => Math.max(-1, Math.min(200, n));
  const desde = (n: number) => sql`p.fecha_nacimiento <= (current_date - make_interval(years => ${anios(n)}::int))::date`; // edad >= n
  const hasta = (n: number) => sql`p.fecha_nacimiento > (current_date - make_interval(years => ${anios(n + 1)}::int))::date`; // edad <= n
  if (condicion === 'entre') {
    const [a, b] = (v as number[]).map(Number) as [number, number];
    return sql`(${desde(Math.ceil(a))} and ${hasta(Math.floor(b))})`;
  }
  const n = Number(v);
  if (condicion === 'mayor') return desde(Math.floor(n) + 1);
  if (condicion === 'menor') return hasta(Math.ceil(n) - 1);
  return Number.isInteger(n) ? sql`(${desde(n)} and ${hasta(n)})` : sql`false`;
}

/** ORDER BY for a column or attribute name; unknown names are a 400. Ties end by id: stable pages. */
export function ordenDe(campo: string | undefined, descendente: boolean): SQL {
  const dir = sql.raw(descendente ? 'desc nulls last' : 'asc nulls last');
  if (campo === undefined) return sql`${ordenTexto(sql.raw('p.apellido'))} ${dir}, ${ordenTexto(sql.raw('p.nombres'))} ${dir}, p.id`;
  const expr = Object.hasOwn(COLUMNA, campo) ? COLUMNA[campo as ColumnaNomina] : Object.hasOwn(ATRIBUTO, campo) ? ATRIBUTO[campo as NombreAtributo] : null;
  if (!expr) throw datosInvalidos(`No se puede ordenar por «${campo}».`);
  const texto = TEXTOS_ORDEN.has(campo as ColumnaNomina) || (Object.hasOwn(ATRIBUTOS_NOMINA, campo) && ATRIBUTOS_NOMINA[campo as NombreAtributo].tipo === 'texto');
  return sql`${texto ? ordenTexto(expr) : expr} ${dir}, p.id`;
}

// Reading a page's rows, each label is a sub-select by primary key: planning the
// eight-table join cost more (~1 ms) than reading the 50 rows.
const etiquetaDe = (c: ColumnaNomina): SQL => {
  const [tabla, col] = (ETIQUETA as Record<string, readonly [string, string]>)[c] ?? [];
  return tabla ? sql.raw(`(select nombre from ${tabla} where id = l.${col})`) : COLUMNA[c];
};

export const seleccion = (columnas: readonly ColumnaNomina[]) =>
  sql.join([sql.raw('p.id'), ...columnas.map((c) => sql`${etiquetaDe(c)} as ${sql.identifier(c)}`)], sql`, `);

export const TODAS_LAS_COLUMNAS = Object.keys(COLUMNAS_NOMINA) as ColumnaNomina[];
