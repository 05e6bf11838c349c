import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DatosDocumento, DocumentosQuery, TipoDocumento } from '@worknet/domain/inventario/documentos';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { paginarSql } from '../../platform/db/pagina';
import { filasDe } from '../../platform/db/sql';
import { contiene } from '../../platform/db/texto';
import { sector } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { camposInvalidos, conflicto, noEncontrado, prohibido, type CampoInvalido } from '../../platform/http/errors';
import { depositosOperables, puedeOperarDeposito } from './inventario.acceso';
import { deposito, documentoStock, documentoStockLinea, producto, proveedor } from './inventario.table';
import * as reloj from '@worknet/domain/reloj';

// Drafts of stock documents (issue 17 item 4): create, edit and discard while 'borrador'.
// Every edit is a conditional write (… WHERE estado = 'borrador'): an edit racing a confirm
// either lands before it (the confirm then applies the edited lines) or finds it confirmed (409).

const NOMBRE: Record<TipoDocumento, string> = { ingreso: 'El ingreso', egreso: 'El egreso', movimiento: 'El movimiento' };

/** References of a draft that must exist: warehouses, products (with what they track), supplier, sector. */
async function verificar(db: Db, tipo: TipoDocumento, d: DatosDocumento) {
  const campos: CampoInvalido[] = [];
  const depositos = [d.deposito_id, ...(d.deposito_destino_id ? [d.deposito_destino_id] : [])];
  const vivos = new Set(
    (
      await db
        .select({ id: deposito.id })
        .from(deposito)
        .where(and(sql`${deposito.id} = any(${sql.param(depositos)}::integer[])`, isNull(deposito.deleted_at), eq(deposito.activo, true)))
    ).map((x) => x.id),
  );
  const campoOrigen = tipo === 'movimiento' ? 'deposito_origen_id' : 'deposito_id';
  if (!vivos.has(d.deposito_id)) campos.push({ campo: campoOrigen, mensaje: 'El depósito no existe o está inactivo.' });
  if (d.deposito_destino_id && !vivos.has(d.deposito_destino_id))
    campos.push({ campo: 'deposito_destino_id', mensaje: 'El depósito de destino no existe o está inactivo.' });
  if (d.proveedor_id) {
    const [p] = await db
      .select({ id: proveedor.id })
      .from(proveedor)
      .where(and(eq(proveedor.id, d.proveedor_id), isNull(proveedor.deleted_at)));
    if (!p) campos.push({ campo: 'proveedor_id', mensaje: 'El proveedor no existe.' });
  }
  if (d.destino_sector_id) {
    const [s] = await db.select({ id: sector.id }).from(sector).where(eq(sector.id, d.destino_sector_id));
    if (!s) campos.push({ campo: 'destino_sector_id', mensaje: 'El sector no existe.' });
  }
  const ids = [...new Set(d.items.map((i) => i.producto_id))];
  const productos = new Map(
    (
      await db
        .select({
          id: producto.id,
          nombre: producto.nombre_producto,
          activo: producto.activo,
          controla_lote: producto.controla_lote,
          controla_vencimiento: producto.controla_vencimiento,
          controla_serie: producto.controla_serie,
        })
        .from(producto)
        .where(and(sql`${producto.id} = any(${sql.param(ids)}::integer[])`, isNull(producto.deleted_at)))
    ).map((p) => [p.id, p]),
  );
  d.items.forEach((it, i) => {
    const p = productos.get(it.producto_id);
    const campo = (c: string) => `items.${i}.${c}`;
    if (!p) return campos.push({ campo: campo('producto_id'), mensaje: `No existe el producto ${it.producto_id}.` });
    if (!p.activo && tipo === 'ingreso') campos.push({ campo: campo('producto_id'), mensaje: `El producto «${p.nombre}» está inactivo.` });
    if (tipo !== 'ingreso') return;
    // An entry creates the lot: what the product tracks must be there. Exits and movements take lots by FEFO.
    if (p.controla_lote && !it.lote) campos.push({ campo: campo('lote'), mensaje: `«${p.nombre}» controla lote: indique el lote.` });
    if (p.controla_vencimiento && !it.fecha_vencimiento)
      campos.push({ campo: campo('fecha_vencimiento'), mensaje: `«${p.nombre}» controla vencimiento: indique la fecha de vencimiento.` });
    if (p.controla_serie && !it.serie) campos.push({ campo: campo('serie'), mensaje: `«${p.nombre}» controla serie: indique la serie.` });
  });
  if (campos.length) throw camposInvalidos(campos, NOMBRE[tipo].toLowerCase());
}

/** The warehouses a document touches that the user must operate (the origin; an entry's destination). */
async function exigirDeposito(db: Db, p: Principal, depositoId: number) {
  if (!(await puedeOperarDeposito(db, p, depositoId))) throw prohibido('No es responsable de ese depósito.');
}

type CabeceraDocumento = Pick<
  typeof documentoStock.$inferSelect,
  'fecha' | 'deposito_id' | 'deposito_destino_id' | 'proveedor_id' | 'comprobante' | 'destino' | 'destino_sector_id' | 'paciente' | 'observaciones'
>;

/** The header columns of a document, as a draft saves them and a reversal copies them. */
export const columnasDocumento = (d: CabeceraDocumento) => ({
  fecha: d.fecha,
  deposito_id: d.deposito_id,
  deposito_destino_id: d.deposito_destino_id,
  proveedor_id: d.proveedor_id,
  comprobante: d.comprobante,
  destino: d.destino,
  destino_sector_id: d.destino_sector_id,
  paciente: d.paciente,
  observaciones: d.observaciones,
});

async function guardarLineas(tx: Db, id: number, d: DatosDocumento) {
  await tx.delete(documentoStockLinea).where(eq(documentoStockLinea.documento_id, id));
  await tx.insert(documentoStockLinea).values(
    d.items.map((it, i) => ({
      documento_id: id,
      orden: i + 1,
      producto_id: it.producto_id,
      cantidad: it.cantidad,
      lote: it.lote,
      serie: it.serie,
      fecha_vencimiento: it.fecha_vencimiento,
    })),
  );
}

export async function crearDocumento(db: Db, p: Principal, tipo: TipoDocumento, d: DatosDocumento): Promise<number> {
  await exigirDeposito(db, p, d.deposito_id);
  await verificar(db, tipo, d);
  return db.transaction(async (tx) => {
    const [n] = await tx
      .insert(documentoStock)
      .values({ ...columnasDocumento(d), tipo, estado: 'borrador', creado_por: p.id })
      .returning({ id: documentoStock.id });
    await guardarLineas(tx, n!.id, d);
    await auditar(tx, { usuarioId: p.id, entidad: 'documento_stock', entidadId: n!.id, accion: 'crear', despues: { tipo, ...d } });
    return n!.id;
  });
}

/** Why a draft could not be written: 404 (not this type) or 409 (confirmed). */
async function noEsBorrador(db: Db, tipo: TipoDocumento, id: number, que: string): Promise<never> {
  const [d] = await db
    .select({ tipo: documentoStock.tipo, estado: documentoStock.estado })
    .from(documentoStock)
    .where(and(eq(documentoStock.id, id), isNull(documentoStock.deleted_at)));
  if (!d || d.tipo !== tipo) throw noEncontrado(`${NOMBRE[tipo]} no existe.`);
  throw conflicto(`${NOMBRE[tipo]} ya está confirmado: no se puede ${que}. Para deshacerlo, reviértalo.`);
}

export async function actualizarDocumento(db: Db, p: Principal, tipo: TipoDocumento, id: number, d: DatosDocumento): Promise<void> {
  await exigirDeposito(db, p, d.deposito_id);
  await verificar(db, tipo, d);
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(documentoStock)
      .where(and(eq(documentoStock.id, id), eq(documentoStock.tipo, tipo), eq(documentoStock.estado, 'borrador'), isNull(documentoStock.deleted_at)))
      .for('update');
    if (!antes) return noEsBorrador(tx, tipo, id, 'modificar');
    await tx
      .update(documentoStock)
      .set({ ...columnasDocumento(d), updated_at: reloj.ahora() })
      .where(eq(documentoStock.id, id));
    await guardarLineas(tx, id, d);
    await auditar(tx, { usuarioId: p.id, entidad: 'documento_stock', entidadId: id, accion: 'editar', antes, despues: { tipo, ...d } });
  });
}

/** Discards a draft (soft delete); a confirmed document is reversed, never deleted. */
export async function eliminarDocumento(db: Db, p: Principal, tipo: TipoDocumento, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [d] = await tx
      .update(documentoStock)
      .set({ deleted_at: reloj.ahora(), updated_at: reloj.ahora() })
      .where(and(eq(documentoStock.id, id), eq(documentoStock.tipo, tipo), eq(documentoStock.estado, 'borrador'), isNull(documentoStock.deleted_at)))
      .returning();
    if (!d) return noEsBorrador(tx, tipo, id, 'eliminar');
    await auditar(tx, { usuarioId: p.id, entidad: 'documento_stock', entidadId: id, accion: 'eliminar', antes: d });
  });
}

// ---- reading ----

const CABECERA = sql`
  d.id, d.tipo, d.estado, d.fecha::text as fecha, d.deposito_id, dep.nombre as deposito_nombre,
  d.deposito_destino_id, dd.nombre as deposito_destino_nombre, d.proveedor_id, pr.razon_social as proveedor_nombre,
  d.comprobante, d.destino, d.destino_sector_id, d.paciente, d.observaciones, d.revierte_id,
  (select r.id from documento_stock r where r.revierte_id = d.id and r.deleted_at is null limit 1) as revertido_por_id,
  uc.nombre_completo as creado_por, uf.nombre_completo as confirmado_por, d.confirmado_en, d.created_at`;
const DESDE = sql`
  documento_stock d
  join deposito dep on dep.id = d.deposito_id
  left join deposito dd on dd.id = d.deposito_destino_id
  left join proveedor pr on pr.id = d.proveedor_id
  left join usuario uc on uc.id = d.creado_por
  left join usuario uf on uf.id = d.confirmado_por`;

type Cabecera = {
  id: number;
  tipo: TipoDocumento;
  estado: 'borrador' | 'confirmado';
  fecha: string;
  deposito_id: number;
  deposito_nombre: string;
  deposito_destino_id: number | null;
  deposito_destino_nombre: string | null;
  proveedor_id: number | null;
  proveedor_nombre: string | null;
  comprobante: string | null;
  destino: DatosDocumento['destino'];
  destino_sector_id: number | null;
  paciente: string | null;
  observaciones: string | null;
  revierte_id: number | null;
  revertido_por_id: number | null;
  creado_por: string | null;
  confirmado_por: string | null;
  confirmado_en: Date | null;
  created_at: Date;
};

const fecha = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));
const entero = (v: unknown) => (v === null || v === undefined ? null : Number(v));
function cabecera(f: Record<string, unknown>): Cabecera {
  return {
    ...(f as Cabecera),
    id: Number(f.id),
    deposito_id: Number(f.deposito_id),
    deposito_destino_id: entero(f.deposito_destino_id),
    proveedor_id: entero(f.proveedor_id),
    destino_sector_id: entero(f.destino_sector_id),
    revierte_id: entero(f.revierte_id),
    revertido_por_id: entero(f.revertido_por_id),
    confirmado_en: fecha(f.confirmado_en),
    created_at: fecha(f.created_at)!,
  };
}

export async function obtenerDocumento(db: Db, tipo: TipoDocumento | null, id: number) {
  const [f] = filasDe<Record<string, unknown>>(
    await db.execute(sql`select ${CABECERA} from ${DESDE} where d.id = ${id} and d.deleted_at is null ${tipo ? sql`and d.tipo = ${tipo}` : sql``}`),
  );
  if (!f) throw noEncontrado(tipo ? `${NOMBRE[tipo]} no existe.` : 'El documento no existe.');
  const [items, movimientos] = await Promise.all([
    db.execute(sql`
      select l.id, l.orden, l.producto_id, p.nombre_producto, p.unidad, l.cantidad::text as cantidad, l.lote, l.serie, l.fecha_vencimiento::text as fecha_vencimiento
      from documento_stock_linea l join producto p on p.id = l.producto_id
      where l.documento_id = ${id} order by l.orden, l.id`),
    db.execute(sql`
      select linea_id, producto_id, deposito_id, lote, serie, fecha_vencimiento::text as fecha_vencimiento, cantidad::text as cantidad
      from movimiento_stock where documento_id = ${id} order by id`),
  ]);
  return {
    ...cabecera(f),
    items: filasDe<Record<string, unknown>>(items).map((l) => ({
      id: Number(l.id),
      orden: Number(l.orden),
      producto_id: Number(l.producto_id),
      nombre_producto: String(l.nombre_producto),
      unidad: String(l.unidad),
      cantidad: Number(l.cantidad),
      lote: (l.lote as string | null) ?? null,
      serie: (l.serie as string | null) ?? null,
      fecha_vencimiento: (l.fecha_vencimiento as string | null) ?? null,
    })),
    movimientos: filasDe<Record<string, unknown>>(movimientos).map((m) => ({
      linea_id: entero(m.linea_id),
      producto_id: Number(m.producto_id),
      deposito_id: Number(m.deposito_id),
      lote: String(m.lote),
      serie: String(m.serie),
      fecha_vencimiento: (m.fecha_vencimiento as string | null) ?? null,
      cantidad: Number(m.cantidad),
    })),
  };
}

/** The warehouses of a document (for the record rule and the reversal check). */
export async function depositosDeDocumento(db: Db, id: number): Promise<number[] | null> {
  const [d] = await db
    .select({ a: documentoStock.deposito_id, b: documentoStock.deposito_destino_id })
    .from(documentoStock)
    .where(and(eq(documentoStock.id, id), isNull(documentoStock.deleted_at)));
  return d ? [d.a, ...(d.b ? [d.b] : [])] : null;
}

const ORDEN: Record<NonNullable<DocumentosQuery['sortBy']>, SQL> = {
  fecha: sql`d.fecha`,
  id: sql`d.id`,
  estado: sql`d.estado`,
  confirmado_en: sql`d.confirmado_en`,
};

/** A page of documents of one type the user may see: every one with administrar, their warehouses' otherwise. */
export async function listarDocumentos(db: Db, p: Principal, tipo: TipoDocumento, q: DocumentosQuery) {
  const mios = await depositosOperables(db, p);
  const w: SQL[] = [sql`d.tipo = ${tipo}`, sql`d.deleted_at is null`];
  if (mios) w.push(sql`d.deposito_id = any(${sql.param(mios)}::integer[])`);
  if (q.deposito) w.push(sql`(d.deposito_id = ${q.deposito} or d.deposito_destino_id = ${q.deposito})`);
  if (q.estado) w.push(sql`d.estado = ${q.estado}`);
  if (q.desde) w.push(sql`d.fecha >= ${q.desde}::date`);
  if (q.hasta) w.push(sql`d.fecha <= ${q.hasta}::date`);
  if (q.producto_id) w.push(sql`exists (select 1 from documento_stock_linea l where l.documento_id = d.id and l.producto_id = ${q.producto_id})`);
  if (q.filter?.trim()) {
    const n = /^\d{1,9}$/.test(q.filter.trim()) ? sql` or d.id = ${Number(q.filter.trim())}` : sql``;
    w.push(
      sql`(${contiene([sql`coalesce(d.comprobante, '')`, sql`coalesce(d.observaciones, '')`, sql`coalesce(d.paciente, '')`, sql`coalesce(pr.razon_social, '')`, sql`dep.nombre`], q.filter)}${n})`,
    );
  }
  const base = sql`select ${CABECERA}, (select count(*)::int from documento_stock_linea l where l.documento_id = d.id) as cantidad_items
    from ${DESDE} where ${sql.join(w, sql` and `)}`;
  const col = ORDEN[q.sortBy ?? 'fecha'];
  const desc = q.descending ?? q.sortBy === undefined;
  const orden = sql`${col} ${sql.raw(desc ? 'desc' : 'asc')} nulls last, d.id ${sql.raw(desc ? 'desc' : 'asc')}`;
  // paginarSql puts the base inside a sub-query for the count: column aliases are fine.
  const { filas, total } = await paginarSql<Record<string, unknown>>(db, base, sql`${orden}`, q);
  return { filas: filas.map((f) => ({ ...cabecera(f), cantidad_items: Number(f.cantidad_items) })), total };
}
