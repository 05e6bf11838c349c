import { and, eq, getTableColumns, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { esEntidad } from '@worknet/domain/catalogos/entidades';
import { LIMITE_OPCIONES, type ConsultaCatalogo } from '@worknet/domain/catalogos/consulta';
import type { FilaCatalogoServidor as FilaCatalogo, OpcionCatalogo } from '@worknet/domain/catalogos/respuestas';
import { mensajeOrden } from '@worknet/domain/http';
import { esquemasDe } from '@worknet/domain/catalogos/esquemas';
import { conArticulo, enFrase, indefinido, ordenDe, unicosDe, type Catalogo } from '@worknet/domain/catalogos/motor';
import { CATALOGOS, catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { paginar } from '../../platform/db/pagina';
import { ordenTexto, plano, planoJs } from '../../platform/db/texto';
import { conflicto, datosInvalidos, issuesInvalidos, noEncontrado } from '../../platform/http/errors';
import { ES_TEXTO, TABLAS_ENTIDAD, tablaDe, type TablaCatalogo } from './catalogos.tablas';
import { busquedaSql, columnaDe, etiquetaSql, ordenSql, textoSql } from './catalogos.sql';
import { usosDe } from './en-uso';
import { codigoDeBase, filasDe } from '../../platform/db/sql';
import * as reloj from '@worknet/domain/reloj';

// The generic catalog operations. Every write runs in one transaction with its
// audit entry; every check answers a Spanish 4xx before the database could fail.

type Valores = Record<string, unknown>;
const MAX_FILAS = 100_000;

const esReferencia = (c: Catalogo, k: string) => ['referencia', 'referencias'].includes(c.campos[k]!.tipo);
const camposReferencia = (c: Catalogo) => Object.keys(c.campos).filter((k) => esReferencia(c, k));

function columnasSelect(c: Catalogo, t: TablaCatalogo) {
  // The generated search column is the server's business, not the API's.
  const { busqueda: _b, ...columnas } = getTableColumns(t);
  return {
    ...columnas,
    etiqueta: etiquetaSql(c, t),
    ...Object.fromEntries(camposReferencia(c).map((k) => [`__ref_${k}`, textoSql(c, k, t)])),
  } as Record<string, SQL | ReturnType<typeof columnaDe>>;
}

function aFila(c: Catalogo, r: Valores): FilaCatalogo {
  const etiquetas: Record<string, string> = {};
  const fila: Valores = {};
  for (const [k, v] of Object.entries(r)) {
    if (k.startsWith('__ref_')) etiquetas[k.slice(6)] = (v as string | null) ?? '';
    else fila[k] = v;
  }
  return { ...fila, etiquetas } as FilaCatalogo;
}

function ordenDeConsulta(c: Catalogo, q: ConsultaCatalogo): { campo: string; descendente: boolean } {
  const [campoSort, dir] = q.sort?.split(' ') ?? [];
  const campo = q.sortBy ?? campoSort;
  if (campo === undefined) return { descendente: false, ...ordenDe(c) };
  // sortBy was checked by the query schema (ordenarPor); `sort` names a field the same way.
  if (!Object.hasOwn(c.campos, campo)) throw datosInvalidos(mensajeOrden(campo, Object.keys(c.campos)));
  return { campo, descendente: q.descending !== undefined ? q.descending === 'true' : dir?.toLowerCase() === 'desc' };
}

function condiciones(c: Catalogo, t: TablaCatalogo, q: ConsultaCatalogo, soloActivos = false): SQL | undefined {
  const cond: (SQL | undefined)[] = [soloActivos || q.eliminados !== 'true' ? isNull(t.deleted_at as never) : isNotNull(t.deleted_at as never)];
  if (q.filter?.trim()) cond.push(busquedaSql(c, q.filter, t));
  for (const k of camposReferencia(c)) {
    const v = q[k];
    if (typeof v !== 'number') continue;
    cond.push(c.campos[k]!.tipo === 'referencia' ? eq(columnaDe(t, k), v) : sql`${v}::integer = any(${columnaDe(t, k)})`);
  }
  return and(...cond);
}

export async function listar(db: Db, c: Catalogo, q: ConsultaCatalogo): Promise<{ filas: FilaCatalogo[]; total: number }> {
  const t = tablaDe(c);
  const { campo, descendente } = ordenDeConsulta(c, q);
  const donde = condiciones(c, t, q);
  const orden = ordenSql(c, campo, t);
  // The page's ids first: labels are then computed for those rows only, not for
  // every row an OFFSET skips.
  const { filas: pagina, total } = await paginar(
    db,
    () =>
      db
        .select({ id: sql<number>`${t.id}` })
        .from(t)
        .where(donde)
        .$dynamic(),
    [descendente ? sql`${orden} desc nulls last` : sql`${orden} asc nulls last`, sql`${t.id}`],
    { skip: q.skip, limit: q.limit ?? 50 },
  );
  const ids = pagina.map((r) => r.id);
  const filas = ids.length
    ? await db
        .select(columnasSelect(c, t))
        .from(t)
        .where(sql`${t.id} = any(${sql.param(ids)}::integer[])`)
    : [];
  const porId = new Map(filas.map((r) => [r.id as number, r]));
  return { filas: ids.map((id) => aFila(c, porId.get(id)!)), total };
}

/** Every matching row for the export, in the list's order. */
export const todas = (db: Db, c: Catalogo, q: ConsultaCatalogo) => listar(db, c, { ...q, skip: 0, limit: MAX_FILAS });

/** format=1: active rows as `{ value, label }` sorted by label. */
export async function opciones(db: Db, c: Catalogo, q: ConsultaCatalogo): Promise<OpcionCatalogo[]> {
  const t = tablaDe(c);
  const etiqueta = etiquetaSql(c, t);
  const { campo, descendente } = q.sort || q.sortBy ? ordenDeConsulta(c, q) : { campo: null, descendente: false };
  const orden = campo ? ordenSql(c, campo, t) : ordenTexto(etiqueta);
  return db
    .select({ value: sql<number>`${t.id}`, label: sql<string>`${etiqueta}` })
    .from(t)
    .where(condiciones(c, t, q, true))
    .orderBy(descendente ? sql`${orden} desc` : orden, sql`${t.id}`)
    .limit(q.limit ?? LIMITE_OPCIONES);
}

export async function obtener(db: Db, c: Catalogo, id: number): Promise<FilaCatalogo> {
  const t = tablaDe(c);
  const [r] = await db
    .select(columnasSelect(c, t))
    .from(t)
    .where(eq(t.id as never, id));
  if (!r) throw noEncontrado(`No existe ${indefinido(c)} con id ${id}.`);
  return aFila(c, r);
}

/** Whether every id names an existing, not deleted row of catalog or entity `a`. */
export async function existenVigentes(db: Db, a: string, ids: number[]): Promise<boolean> {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return true;
  const dt = esEntidad(a) ? TABLAS_ENTIDAD[a].tabla : tablaDe(catalogoPorClave(a)!);
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dt)
    .where(and(sql`${dt.id} = any(${sql.param(unicos)}::integer[])`, isNull(dt.deleted_at as never)));
  return (r?.n ?? 0) === unicos.length;
}

/** Each reference must point to an existing, not deleted row. Returns the failing field. */
async function referenciaRota(db: Db, c: Catalogo, v: Valores): Promise<string | null> {
  for (const k of camposReferencia(c)) {
    const f = c.campos[k]!;
    if (f.tipo !== 'referencia' && f.tipo !== 'referencias') continue;
    const ids = f.tipo === 'referencia' ? (v[k] == null ? [] : [v[k] as number]) : (v[k] as number[]);
    if (!(await existenVigentes(db, f.a, ids))) return k;
  }
  return null;
}

async function verificarUnicos(db: Db, c: Catalogo, v: Valores, id: number | null): Promise<void> {
  const t = tablaDe(c);
  for (const campos of unicosDe(c)) {
    if (campos.some((k) => v[k] === null || v[k] === undefined)) continue;
    const iguales = campos.map((k) =>
      ES_TEXTO.has(c.campos[k]!.tipo) ? sql`${plano(columnaDe(t, k))} = ${planoJs(String(v[k]))}` : eq(columnaDe(t, k), v[k]),
    );
    const [choque] = await db
      .select({ borrado: sql<boolean>`${t.deleted_at} is not null`, ...Object.fromEntries(campos.map((k) => [k, textoSql(c, k, t)])) })
      .from(t)
      .where(and(...iguales, id === null ? undefined : ne(t.id as never, id)))
      .limit(1);
    if (!choque) continue;
    const textos = choque as Record<string, unknown>;
    const datos = campos.map((k) => `${enFrase(c.campos[k]!.etiqueta)} «${String(textos[k] ?? '')}»`).join(' y ');
    const eliminado = choque.borrado ? ` (está entre los eliminados: puede restaurarl${c.femenino ? 'a' : 'o'})` : '';
    throw conflicto(`Ya existe ${indefinido(c)} con ${datos}${eliminado}.`);
  }
}

/** Validated values ready to store: merged, parsed, derived, references and uniqueness checked. */
async function preparar(db: Db, c: Catalogo, datos: Valores, id: number | null): Promise<Valores> {
  const r = esquemasDe(c).alta.safeParse(datos);
  if (!r.success) throw issuesInvalidos(r.error.issues);
  const v: Valores = { ...r.data, ...c.derivados?.calcular(r.data) };
  const rota = await referenciaRota(db, c, v);
  if (rota) {
    const mensaje = 'La opción elegida no existe o fue eliminada';
    throw datosInvalidos(`${c.campos[rota]!.etiqueta}: ${mensaje}.`, { campos: [{ campo: rota, mensaje }] });
  }
  await verificarUnicos(db, c, v, id);
  return v;
}

/** A race the checks above could not see still ends in 409, not 500. */
async function conUnicidad<T>(c: Catalogo, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (codigoDeBase(e) === '23505') throw conflicto(`Ya existe ${indefinido(c)} con esos datos.`);
    throw e;
  }
}

async function buscarParaCambiar(tx: Db, c: Catalogo, id: number): Promise<FilaCatalogo> {
  const t = tablaDe(c);
  // Locks the row: two changes to it run one after the other.
  await tx.execute(sql`select 1 from ${t} where ${t.id} = ${id} for update`);
  return obtener(tx, c, id);
}

const datosDe = (c: Catalogo, f: FilaCatalogo): Valores => Object.fromEntries(Object.keys(c.campos).map((k) => [k, f[k]]));

export function crear(db: Db, c: Catalogo, usuarioId: number, datos: Valores): Promise<FilaCatalogo> {
  return conUnicidad(c, () =>
    db.transaction(async (tx) => {
      const v = await preparar(tx, c, datos, null);
      const t = tablaDe(c);
      const [r] = await tx
        .insert(t)
        .values(v)
        .returning({ id: sql<number>`${t.id}` });
      const fila = await obtener(tx, c, r!.id);
      await auditar(tx, { usuarioId, entidad: c.tabla, entidadId: fila.id, accion: 'crear', despues: datosDe(c, fila) });
      return fila;
    }),
  );
}

export function actualizar(db: Db, c: Catalogo, usuarioId: number, id: number, cambios: Valores): Promise<FilaCatalogo> {
  return conUnicidad(c, () =>
    db.transaction(async (tx) => {
      const antes = await buscarParaCambiar(tx, c, id);
      if (antes.deleted_at)
        throw conflicto(
          `${conArticulo(c)[0]!.toUpperCase()}${conArticulo(c).slice(1)} «${antes.etiqueta}» está eliminad${c.femenino ? 'a' : 'o'}: restáurel${c.femenino ? 'a' : 'o'} para editarl${c.femenino ? 'a' : 'o'}.`,
        );
      const v = await preparar(tx, c, { ...datosDe(c, antes), ...cambios }, id);
      const t = tablaDe(c);
      await tx
        .update(t)
        .set({ ...v, updated_at: reloj.ahora() })
        .where(eq(t.id as never, id));
      const fila = await obtener(tx, c, id);
      await auditar(tx, { usuarioId, entidad: c.tabla, entidadId: id, accion: 'editar', antes: datosDe(c, antes), despues: datosDe(c, fila) });
      return fila;
    }),
  );
}

export function eliminar(db: Db, c: Catalogo, usuarioId: number, id: number): Promise<FilaCatalogo> {
  return db.transaction(async (tx) => {
    const antes = await buscarParaCambiar(tx, c, id);
    if (antes.deleted_at) throw conflicto(`«${antes.etiqueta}» ya estaba eliminad${c.femenino ? 'a' : 'o'}.`);
    if (antes.clave_sistema)
      throw conflicto(`No se puede eliminar ${conArticulo(c)} «${antes.etiqueta}»: las reglas del sistema lo usan. Puede cambiarle el nombre o el código.`);
    const usos = await usosDe(tx, c, id);
    if (usos.length > 0) {
      const donde = usos.map((u) => `${u.donde} (${u.cantidad})`).join(', ');
      throw conflicto(`No se puede eliminar ${conArticulo(c)} «${antes.etiqueta}»: está en uso en ${donde}.`);
    }
    const t = tablaDe(c);
    await tx
      .update(t)
      .set({ deleted_at: reloj.ahora(), updated_at: reloj.ahora() })
      .where(eq(t.id as never, id));
    await auditar(tx, { usuarioId, entidad: c.tabla, entidadId: id, accion: 'eliminar', antes: datosDe(c, antes) });
    return obtener(tx, c, id);
  });
}

export function restaurar(db: Db, c: Catalogo, usuarioId: number, id: number): Promise<FilaCatalogo> {
  return db.transaction(async (tx) => {
    const antes = await buscarParaCambiar(tx, c, id);
    if (!antes.deleted_at) throw conflicto(`«${antes.etiqueta}» no está eliminad${c.femenino ? 'a' : 'o'}.`);
    const rota = await referenciaRota(tx, c, datosDe(c, antes));
    if (rota)
      throw conflicto(
        `No se puede restaurar «${antes.etiqueta}»: ${enFrase(c.campos[rota]!.etiqueta)} «${antes.etiquetas[rota]}» está eliminado. Restáurelo primero.`,
      );
    const t = tablaDe(c);
    await tx
      .update(t)
      .set({ deleted_at: null, updated_at: reloj.ahora() })
      .where(eq(t.id as never, id));
    await auditar(tx, { usuarioId, entidad: c.tabla, entidadId: id, accion: 'restaurar', despues: datosDe(c, antes) });
    return obtener(tx, c, id);
  });
}

/**
 * Rows in use (not deleted) of each catalog of `grupo` that `puedeVer` lets through, in one
 * query (a count per table joined with UNION ALL): the configuration index shows them.
 */
export async function cuentas(db: Db, grupo: Catalogo['grupo'], puedeVer: (c: Catalogo) => boolean): Promise<{ clave: string; total: number }[]> {
  const visibles = CATALOGOS.filter((c) => c.grupo === grupo && puedeVer(c));
  if (visibles.length === 0) return [];
  const partes = visibles.map((c) => {
    const t = tablaDe(c);
    return sql`select ${c.clave}::text as clave, count(*)::int as total from ${t} where ${t.deleted_at} is null`;
  });
  return filasDe<{ clave: string; total: number }>(await db.execute(sql.join(partes, sql` union all `)));
}
