import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ATRIBUTOS_NOMINA, COLUMNAS_NOMINA, errorDeEntrada, type ColumnaNomina, type EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import { entradasFiltro, type CuerpoNomina, type FilaNomina } from '@worknet/domain/rrhh/nomina-esquemas';
import type { Db } from '../../platform/db/client';
import { patron, plano } from '../../platform/db/texto';
import { conflicto, datosInvalidos, noEncontrado } from '../../platform/http/errors';
import { libroXlsxEnFlujo, type CeldaXlsx } from '../../platform/http/xlsx';
import type { Principal } from '../../platform/identidad/principal';
import { DESDE, DESDE_IDS, ID, TODAS_LAS_COLUMNAS, condicionDe, ordenDe, seleccion } from './nomina.sql';
import { filtroAvanzado } from './nomina.table';
import { filasDe } from '../../platform/db/sql';
import * as reloj from '@worknet/domain/reloj';

// The payroll roster (spec §7 "Payroll"): one WHERE built from the request, used
// by the page, the count and the export alike, so they always agree.

export type ConsultaNomina = { filter?: string; skip: number; limit: number; sortBy?: string; descending?: boolean };
type Fila = Record<string, unknown> & { id: number };

const filas = async <T>(db: Db, q: SQL) => filasDe<T>(await db.execute(q));

/** The sectors a referente leads; null for HR, who sees everyone. */
export async function sectoresAlcance(db: Db, p: Principal): Promise<number[] | null> {
  if (p.permisos.has('rrhh.persona.ver')) return null;
  const r = await filas<{ sectores: number[] | null }>(
    db,
    sql`select array(select distinct unnest(sector_ids) from rrhh_referente where usuario_id = ${p.id} and deleted_at is null) as sectores`,
  );
  return r[0]?.sectores ?? [];
}

/** A referente sees the personas of the sectors they lead; HR sees everyone. */
async function alcance(db: Db, p: Principal): Promise<SQL | null> {
  const sectores = await sectoresAlcance(db, p);
  if (sectores === null) return null;
  return sectores.length ? sql`n.sector_id = any(${sql.param(sectores)}::integer[])` : sql`false`;
}

async function donde(
  db: Db,
  p: Principal,
  q: Pick<ConsultaNomina, 'filter'>,
  c: Pick<CuerpoNomina, 'request' | 'advanced_filter' | 'personas_filters'>,
): Promise<SQL> {
  // nomina_fila holds live personas only: no deleted_at to check.
  const partes: SQL[] = [];
  const limite = await alcance(db, p);
  if (limite) partes.push(limite);
  if (q.filter?.trim()) partes.push(sql`n.busqueda like ${patron(q.filter)}`);
  for (const e of [...c.request, ...c.advanced_filter] as EntradaFiltro[]) partes.push(condicionDe(e));
  if (c.personas_filters?.length) partes.push(sql`${ID} = any(${sql.param(c.personas_filters)}::integer[])`);
  return partes.length ? sql.join(partes, sql` and `) : sql`true`;
}

function columnasPedidas(columnas: readonly string[] | undefined): ColumnaNomina[] {
  if (!columnas?.length) return TODAS_LAS_COLUMNAS;
  const desconocida = columnas.find((c) => !Object.hasOwn(COLUMNAS_NOMINA, c));
  if (desconocida) throw datosInvalidos(`La columna «${desconocida}» no existe.`);
  return columnas as ColumnaNomina[];
}

export async function paginaNomina(db: Db, p: Principal, q: ConsultaNomina, c: CuerpoNomina): Promise<{ filas: FilaNomina[]; total: number }> {
  const w = await donde(db, p, q, c);
  const { desde, orden, indexado } = ordenDe(q.sortBy, q.descending ?? false);
  // One statement: the page's ids in order with the total, then the columns of
  // those rows only. When an index gives the order, the page is found without
  // visiting every match, so the total is counted apart; otherwise every match is
  // sorted anyway and a window counts them in the same pass (with an index order,
  // that window made the planner walk the index through every persona).
  const contarTotal = indexado ? sql`(select count(*) from ${DESDE} where ${w})` : sql`count(*) over ()`;
  // Every column of COLUMNAS_NOMINA, as filaNomina names them (nomina.sql.ts).
  const pagina = await filas<FilaNomina & { total_filas: number }>(
    db,
    sql`with pagina as (select ${ID} as id, ${contarTotal}::int as total_filas from ${desde} where ${w} order by ${orden} limit ${q.limit} offset ${q.skip})
      select ${seleccion(TODAS_LAS_COLUMNAS)}, (select total_filas from pagina limit 1) as total_filas
      from ${DESDE_IDS(sql`array(select id from pagina)`)}
      order by o.orden`,
  );
  const total = pagina.length ? Number(pagina[0]!.total_filas) : q.skip > 0 ? await contar(db, w) : 0;
  return { filas: pagina.map(({ total_filas: _, ...f }) => f), total };
}

/** The columns of these personas, in the order of `ids`. */
async function filasPorIds(db: Db, columnas: readonly ColumnaNomina[], ids: number[]): Promise<Fila[]> {
  if (!ids.length) return [];
  return filas<Fila>(db, sql`select ${seleccion(columnas)} from ${DESDE_IDS(sql`${sql.param(ids)}::integer[]`)} order by o.orden`);
}

async function contar(db: Db, w: SQL): Promise<number> {
  const [r] = await filas<{ n: number }>(db, sql`select count(*)::int as n from ${DESDE} where ${w}`);
  return r?.n ?? 0;
}

export async function contarNomina(db: Db, p: Principal, q: Pick<ConsultaNomina, 'filter'>, c: CuerpoNomina): Promise<number> {
  return contar(db, await donde(db, p, q, c));
}

const LOTE = 2000;
const FECHAS = new Set<ColumnaNomina>(['fecha_alta']);
// A column holding a code (estado: 'activo') goes out with the label the screen shows («Activo»).
const ETIQUETAS: Partial<Record<ColumnaNomina, ReadonlyMap<unknown, string>>> = {
  estado: new Map(ATRIBUTOS_NOMINA.estado.opciones.map((o) => [o.value, o.label])),
};
const celda = (k: ColumnaNomina, v: unknown): CeldaXlsx => {
  if (v === null || v === undefined) return null;
  if (FECHAS.has(k)) return new Date(`${String(v)}T00:00:00Z`);
  return ETIQUETAS[k]?.get(v) ?? (v as CeldaXlsx);
};

/**
 * reporte_nomina: the filtered, sorted rows with the chosen columns, written to
 * the response as they are read (batches of 2,000), never the whole sheet in memory.
 */
export async function reporteNomina(db: Db, p: Principal, q: ConsultaNomina, c: CuerpoNomina) {
  const columnas = columnasPedidas(c.columnas);
  const w = await donde(db, p, q, c);
  const { desde, orden } = ordenDe(q.sortBy, q.descending ?? false);
  const libro = libroXlsxEnFlujo('Nomina', {
    nombre: 'Nómina',
    columnas: columnas.map((k) => ({
      titulo: COLUMNAS_NOMINA[k],
      clave: k,
      ancho: k === 'apellido_nombre' ? 32 : 16,
      formato: FECHAS.has(k) ? 'dd/mm/yyyy' : undefined,
    })),
    filtro: true,
  });
  const { salida, nombreArchivo } = libro;
  const escribir = async () => {
    // The ids in order first (one pass, no labels), then the rows by batches of ids:
    // each row's labels are computed once, not again for every OFFSET skipped.
    const ids = (await filas<{ id: number }>(db, sql`select ${ID} as id from ${desde} where ${w} order by ${orden}`)).map((r) => r.id);
    for (let desde = 0; desde < ids.length; desde += LOTE) {
      const lote = await filasPorIds(db, columnas, ids.slice(desde, desde + LOTE));
      for (const f of lote) {
        libro.fila(Object.fromEntries(columnas.map((k) => [k, celda(k, f[k])])));
      }
      // PGlite answers without yielding to the event loop: let the zip and the socket
      // take what was written, and wait while the client is slower than we are.
      await new Promise((r) => setImmediate(r));
      if (salida.writableNeedDrain) await new Promise((r) => salida.once('drain', r));
    }
    await libro.terminar();
  };
  return { salida, escribir, nombreArchivo };
}

// Saved advanced filters: each user's own. Whose a filter is, is the rule of the routes that
// name one (nomina.acceso.ts, filtroPropio); these functions trust the id they get.

export const misFiltros = (db: Db, p: Principal) =>
  db
    .select()
    .from(filtroAvanzado)
    .where(eq(filtroAvanzado.usuario_id, p.id))
    .orderBy(sql`${filtroAvanzado.nombre_filtro} collate "und-x-icu"`);

async function nombreLibre(db: Db, p: Principal, nombre: string, id: number | null) {
  const [choque] = await db
    .select({ id: filtroAvanzado.id })
    .from(filtroAvanzado)
    .where(
      and(
        eq(filtroAvanzado.usuario_id, p.id),
        sql`${plano(filtroAvanzado.nombre_filtro)} = ${plano(sql`${nombre}::text`)}`,
        id === null ? undefined : sql`${filtroAvanzado.id} <> ${id}`,
      ),
    );
  if (choque) throw conflicto(`Ya tiene un filtro llamado «${nombre}»: elija otro nombre.`);
}

export async function guardarFiltro(db: Db, p: Principal, d: { nombre_filtro: string; filtros: EntradaFiltro[] }) {
  for (const e of d.filtros) condicionDe(e);
  await nombreLibre(db, p, d.nombre_filtro, null);
  const [f] = await db.insert(filtroAvanzado).values({ usuario_id: p.id, nombre_filtro: d.nombre_filtro, filtros: d.filtros }).returning();
  return f!;
}

async function leerFiltro(db: Db, id: number) {
  const [f] = await db.select().from(filtroAvanzado).where(eq(filtroAvanzado.id, id));
  if (!f) throw noEncontrado('No existe ese filtro.');
  return f;
}

export async function actualizarFiltro(db: Db, p: Principal, id: number, d: { nombre_filtro: string; filtros: EntradaFiltro[] }) {
  await leerFiltro(db, id);
  for (const e of d.filtros) condicionDe(e);
  await nombreLibre(db, p, d.nombre_filtro, id);
  const [f] = await db
    .update(filtroAvanzado)
    .set({ nombre_filtro: d.nombre_filtro, filtros: d.filtros, updated_at: reloj.ahora() })
    .where(eq(filtroAvanzado.id, id))
    .returning();
  return f!;
}

export async function eliminarFiltro(db: Db, id: number) {
  await leerFiltro(db, id);
  await db.delete(filtroAvanzado).where(eq(filtroAvanzado.id, id));
  return { id };
}

export const filtroGuardado = (db: Db, id: number) => leerFiltro(db, id);

/**
 * The entries of a saved filter, checked again before they are applied: one saved
 * before a rule existed (an id beyond a database integer, say) is a 400 that names
 * the filter, never a failed query.
 */
export function entradasGuardadas(f: { nombre_filtro: string; filtros: unknown }): EntradaFiltro[] {
  const r = entradasFiltro.safeParse(f.filtros);
  // The rules' own message when an entry has the expected shape; the schema's otherwise.
  const crudas = Array.isArray(f.filtros) ? (f.filtros as unknown[]) : [];
  const error =
    crudas
      .map((e) => (e !== null && typeof e === 'object' && typeof (e as EntradaFiltro).atributo === 'string' ? errorDeEntrada(e as EntradaFiltro) : null))
      .find((x) => x !== null) ?? (r.success ? null : 'sus condiciones no tienen la forma esperada.');
  if (error || !r.success) throw datosInvalidos(`No se puede aplicar el filtro «${f.nombre_filtro}»: ${error} Edítelo o elimínelo.`);
  return r.data;
}
