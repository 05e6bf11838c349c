import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ESTADOS_PEDIDO_INTERNO,
  ETIQUETA_ESTADO_PEDIDO,
  FLUJO_PEDIDO_INTERNO,
  type AccionPedidoInterno,
  type EstadoPedidoInterno,
  type LineaPedido,
  type PedidoInternoBody,
  type PedidosQuery,
  type ProductosPedidoQuery,
} from '@worknet/domain/inventario/pedidos-internos';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { paginarSql } from '../../platform/db/pagina';
import { filasDe } from '../../platform/db/sql';
import { contiene, patron } from '../../platform/db/texto';
import { sector } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { conflicto, noEncontrado, prohibido } from '../../platform/http/errors';
import { administraDepositos } from './inventario.acceso';
import { deposito, documentoStock, documentoStockLinea, producto } from './inventario.table';
import { anotarPaso, leerHistorial } from '../../platform/flujo/historial';
import { transicionar, type AlPasar } from '../../platform/flujo/transicion';
import { depositosQuePrepara, papelesEnPedido, pidePorSector, sectoresQuePide } from './pedidos-internos.acceso';
import { HISTORIAL_PEDIDO_INTERNO, pedidoInterno, pedidoInternoLinea, plantillaPedido } from './pedidos-internos.table';
import { verificarPedido } from './pedidos-internos-verificacion';
import { guardarPlantillaEnTransaccion } from './plantillas.service';
import * as reloj from '@worknet/domain/reloj';

// Internal orders (issue 18, item 1): the sector's side (draft, send) and the reads. The
// warehouse's side (prepare, reject) and the receipt are in pedidos-internos-preparacion.service.ts.
// Every change of state is a step of FLUJO_PEDIDO_INTERNO through the workflow kit's
// transicionar(): the row is locked first, so of two people acting on the same order at once
// the second finds the new state (409); the step writes the history and the audit entry.

type Tx = Db;
type Pedido = typeof pedidoInterno.$inferSelect;

/** One step of the order's machine, inside the caller's transaction; `alPasar` does the module's part under the lock. */
export function pasarPedido(
  tx: Tx,
  p: Principal,
  id: number,
  accion: AccionPedidoInterno,
  o: { motivo?: string; detalle?: string | null; alPasar?: (tx: Tx, pedido: Pedido) => Promise<AlPasar<never>> } = {},
) {
  return transicionar(tx, {
    flujo: FLUJO_PEDIDO_INTERNO,
    tabla: pedidoInterno,
    id,
    accion,
    autorId: p.id,
    roles: (f: Pedido, tx) => papelesEnPedido(tx, p, f),
    datos: { motivo: o.motivo },
    detalle: o.detalle,
    historial: HISTORIAL_PEDIDO_INTERNO,
    entidad: 'pedido_interno',
    borrado: pedidoInterno.deleted_at,
    noExiste: 'El pedido interno no existe.',
    alPasar: o.alPasar && ((tx, paso) => o.alPasar!(tx, paso.fila)),
  });
}

async function exigirSector(db: Db, p: Principal, sectorId: number) {
  if (!(await pidePorSector(db, p, sectorId))) throw prohibido('Sólo se pide para un sector propio o uno del que es referente.');
}

async function guardarLineas(tx: Tx, id: number, items: LineaPedido[]) {
  await tx.delete(pedidoInternoLinea).where(eq(pedidoInternoLinea.pedido_id, id));
  await tx.insert(pedidoInternoLinea).values(items.map((it, i) => ({ pedido_id: id, orden: i + 1, producto_id: it.producto_id, cantidad: it.cantidad })));
}

/** A new order (a draft, or sent at once with `enviar`), maybe saving its lines as a template. */
export async function crearPedido(db: Db, p: Principal, d: PedidoInternoBody): Promise<{ id: number; plantilla: boolean }> {
  await exigirSector(db, p, d.sector_id);
  await verificarPedido(db, d);
  return db.transaction(async (tx) => {
    const ahora = reloj.ahora();
    const [n] = await tx
      .insert(pedidoInterno)
      .values({
        sector_id: d.sector_id,
        deposito_id: d.deposito_id,
        estado: d.enviar ? 'enviado' : 'borrador',
        observaciones: d.observaciones,
        plantilla_id: await plantillaValida(tx, d),
        creado_por: p.id,
        enviado_en: d.enviar ? ahora : null,
      })
      .returning({ id: pedidoInterno.id });
    await anotarPaso(tx, HISTORIAL_PEDIDO_INTERNO, n!.id, { estado: d.enviar ? 'enviado' : 'borrador', autorId: p.id });
    await guardarLineas(tx, n!.id, d.items);
    if (d.guardar_plantilla)
      await guardarPlantillaEnTransaccion(tx, p, { sector_id: d.sector_id, deposito_id: d.deposito_id, nombre: d.guardar_plantilla, items: d.items });
    await auditar(tx, { usuarioId: p.id, entidad: 'pedido_interno', entidadId: n!.id, accion: 'crear', despues: d });
    return { id: n!.id, plantilla: d.guardar_plantilla !== null };
  });
}

/** The template the order started from, when it is of the same sector (otherwise none is recorded). */
async function plantillaValida(tx: Tx, d: Pick<PedidoInternoBody, 'plantilla_id' | 'sector_id'>): Promise<number | null> {
  if (!d.plantilla_id) return null;
  const [x] = await tx
    .select({ id: plantillaPedido.id })
    .from(plantillaPedido)
    .where(and(eq(plantillaPedido.id, d.plantilla_id), eq(plantillaPedido.sector_id, d.sector_id), isNull(plantillaPedido.deleted_at)));
  return x?.id ?? null;
}

/** The 409 of an order that is not where `accion` starts (the machine's words). */
export function noEstaEn(estado: string, accion: AccionPedidoInterno, id: number): never {
  throw conflicto(FLUJO_PEDIDO_INTERNO.mensajeEstado(estado as EstadoPedidoInterno, accion, id));
}

/** Edits a draft (and sends it with `enviar`). */
export async function actualizarPedido(db: Db, p: Principal, id: number, d: PedidoInternoBody): Promise<{ plantilla: boolean }> {
  await exigirSector(db, p, d.sector_id);
  await verificarPedido(db, d);
  return db.transaction(async (tx) => {
    const ahora = reloj.ahora();
    const [antes] = await tx
      .select()
      .from(pedidoInterno)
      .where(and(eq(pedidoInterno.id, id), eq(pedidoInterno.estado, 'borrador'), isNull(pedidoInterno.deleted_at)))
      .for('update');
    if (!antes) {
      const [x] = await tx
        .select({ id: pedidoInterno.id })
        .from(pedidoInterno)
        .where(and(eq(pedidoInterno.id, id), isNull(pedidoInterno.deleted_at)));
      if (!x) throw noEncontrado('El pedido interno no existe.');
      throw conflicto('El pedido ya fue enviado: no se puede modificar.');
    }
    await tx
      .update(pedidoInterno)
      .set({
        sector_id: d.sector_id,
        deposito_id: d.deposito_id,
        observaciones: d.observaciones,
        plantilla_id: (await plantillaValida(tx, d)) ?? antes.plantilla_id,
        updated_at: ahora,
      })
      .where(eq(pedidoInterno.id, id));
    await guardarLineas(tx, id, d.items);
    if (d.guardar_plantilla)
      await guardarPlantillaEnTransaccion(tx, p, { sector_id: d.sector_id, deposito_id: d.deposito_id, nombre: d.guardar_plantilla, items: d.items });
    await auditar(tx, { usuarioId: p.id, entidad: 'pedido_interno', entidadId: id, accion: 'editar', antes, despues: d });
    if (d.enviar) await enviarEnTransaccion(tx, p, id);
    return { plantilla: d.guardar_plantilla !== null };
  });
}

const enviarEnTransaccion = (tx: Tx, p: Principal, id: number) =>
  pasarPedido(tx, p, id, 'enviar', { alPasar: async () => ({ fila: { enviado_en: reloj.ahora() } }) });

/** borrador → enviado. */
export async function enviarPedido(db: Db, p: Principal, id: number): Promise<void> {
  await db.transaction((tx) => enviarEnTransaccion(tx, p, id));
}

/** Discards a draft (soft delete); a sent order is rejected, never deleted. */
export async function eliminarPedido(db: Db, p: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [x] = await tx
      .update(pedidoInterno)
      .set({ deleted_at: reloj.ahora(), updated_at: reloj.ahora() })
      .where(and(eq(pedidoInterno.id, id), eq(pedidoInterno.estado, 'borrador'), isNull(pedidoInterno.deleted_at)))
      .returning();
    if (!x) {
      const [y] = await tx
        .select({ id: pedidoInterno.id })
        .from(pedidoInterno)
        .where(and(eq(pedidoInterno.id, id), isNull(pedidoInterno.deleted_at)));
      if (!y) throw noEncontrado('El pedido interno no existe.');
      throw conflicto('Sólo se descarta un borrador: un pedido enviado lo rechaza el depósito.');
    }
    await auditar(tx, { usuarioId: p.id, entidad: 'pedido_interno', entidadId: id, accion: 'eliminar', antes: x });
  });
}

// ---- reading ----

const CABECERA = sql`
  p.id, p.estado, p.sector_id, s.nombre as sector_nombre, p.deposito_id, d.nombre as deposito_nombre,
  p.observaciones, p.motivo_rechazo, p.movimiento_id, p.origen_id, p.plantilla_id, pl.nombre as plantilla_nombre,
  uc.nombre_completo as creado_por, p.created_at, p.enviado_en,
  up.nombre_completo as preparado_por, p.preparado_en, ur.nombre_completo as recibido_por, p.recibido_en,
  ux.nombre_completo as rechazado_por, p.rechazado_en`;
const DESDE = sql`
  pedido_interno p
  join sector s on s.id = p.sector_id
  join deposito d on d.id = p.deposito_id
  join usuario uc on uc.id = p.creado_por
  left join plantilla_pedido pl on pl.id = p.plantilla_id
  left join usuario up on up.id = p.preparado_por
  left join usuario ur on ur.id = p.recibido_por
  left join usuario ux on ux.id = p.rechazado_por`;

const fecha = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));
const entero = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function cabecera(f: Record<string, unknown>) {
  return {
    id: Number(f.id),
    estado: f.estado as EstadoPedidoInterno,
    sector_id: Number(f.sector_id),
    sector_nombre: String(f.sector_nombre),
    deposito_id: Number(f.deposito_id),
    deposito_nombre: String(f.deposito_nombre),
    observaciones: (f.observaciones as string | null) ?? null,
    motivo_rechazo: (f.motivo_rechazo as string | null) ?? null,
    movimiento_id: entero(f.movimiento_id),
    origen_id: entero(f.origen_id),
    plantilla_id: entero(f.plantilla_id),
    plantilla_nombre: (f.plantilla_nombre as string | null) ?? null,
    creado_por: String(f.creado_por),
    created_at: fecha(f.created_at)!,
    enviado_en: fecha(f.enviado_en),
    preparado_por: (f.preparado_por as string | null) ?? null,
    preparado_en: fecha(f.preparado_en),
    recibido_por: (f.recibido_por as string | null) ?? null,
    recibido_en: fecha(f.recibido_en),
    rechazado_por: (f.rechazado_por as string | null) ?? null,
    rechazado_en: fecha(f.rechazado_en),
  };
}

/** The order's lines (with product name and unit). */
export async function lineasDe(db: Db, id: number) {
  const filas = await db
    .select({
      id: pedidoInternoLinea.id,
      orden: pedidoInternoLinea.orden,
      producto_id: pedidoInternoLinea.producto_id,
      nombre_producto: producto.nombre_producto,
      unidad: producto.unidad,
      cantidad: pedidoInternoLinea.cantidad,
      cantidad_preparada: pedidoInternoLinea.cantidad_preparada,
      resto: pedidoInternoLinea.resto,
    })
    .from(pedidoInternoLinea)
    .innerJoin(producto, eq(producto.id, pedidoInternoLinea.producto_id))
    .where(eq(pedidoInternoLinea.pedido_id, id))
    .orderBy(asc(pedidoInternoLinea.orden), asc(pedidoInternoLinea.id));
  return filas.map((l) => ({
    ...l,
    cantidad: Number(l.cantidad),
    cantidad_preparada: l.cantidad_preparada === null ? null : Number(l.cantidad_preparada),
    resto: l.resto as 'pendiente' | 'cancelado' | null,
  }));
}

async function movimientoDe(db: Db, documentoId: number | null) {
  if (!documentoId) return null;
  const dd = alias(deposito, 'dd');
  const [d] = await db
    .select({ id: documentoStock.id, tipo: documentoStock.tipo, estado: documentoStock.estado, destino: dd.nombre, sector: sector.nombre })
    .from(documentoStock)
    .leftJoin(dd, eq(dd.id, documentoStock.deposito_destino_id))
    .leftJoin(sector, eq(sector.id, documentoStock.destino_sector_id))
    .where(eq(documentoStock.id, documentoId));
  if (!d) return null;
  const items = await db
    .select({
      producto_id: documentoStockLinea.producto_id,
      nombre_producto: producto.nombre_producto,
      cantidad: documentoStockLinea.cantidad,
      lote: documentoStockLinea.lote,
      serie: documentoStockLinea.serie,
      fecha_vencimiento: documentoStockLinea.fecha_vencimiento,
    })
    .from(documentoStockLinea)
    .innerJoin(producto, eq(producto.id, documentoStockLinea.producto_id))
    .where(eq(documentoStockLinea.documento_id, documentoId))
    .orderBy(asc(documentoStockLinea.orden), asc(documentoStockLinea.id));
  return {
    id: d.id,
    tipo: d.tipo as 'movimiento' | 'egreso',
    estado: d.estado as 'borrador' | 'confirmado',
    deposito_destino_nombre: d.destino ?? (d.sector ? `Sector ${d.sector}` : null),
    items: items.map((i) => ({ ...i, cantidad: Number(i.cantidad) })),
  };
}

/** One order with its lines, the movement it generated and what the caller may do with it. */
export async function obtenerPedido(db: Db, p: Principal, id: number) {
  const [f] = filasDe<Record<string, unknown>>(await db.execute(sql`select ${CABECERA} from ${DESDE} where p.id = ${id} and p.deleted_at is null`));
  if (!f) throw noEncontrado('El pedido interno no existe.');
  const c = cabecera(f);
  const [items, movimiento, resto, papeles, historial] = await Promise.all([
    lineasDe(db, id),
    movimientoDe(db, c.movimiento_id),
    db
      .select({ id: pedidoInterno.id })
      .from(pedidoInterno)
      .where(and(eq(pedidoInterno.origen_id, id), isNull(pedidoInterno.deleted_at))),
    papelesEnPedido(db, p, c),
    leerHistorial<EstadoPedidoInterno>(db, HISTORIAL_PEDIDO_INTERNO, id),
  ]);
  const puede = new Set(FLUJO_PEDIDO_INTERNO.accionesPosibles(c.estado, papeles));
  return {
    ...c,
    items,
    movimiento,
    resto_id: resto[0]?.id ?? null,
    historial,
    acciones: {
      editar: puede.has('enviar'),
      enviar: puede.has('enviar'),
      preparar: puede.has('preparar'),
      recibir: puede.has('recibir'),
      rechazar: puede.has('rechazar'),
    },
  };
}

/** Which orders the user sees: their sectors' (all states) and those sent to the warehouses they prepare. */
async function alcance(db: Db, p: Principal): Promise<SQL | null> {
  if (administraDepositos(p)) return null;
  const partes: SQL[] = [];
  if (p.permisos.has('compras.pedido_interno.pedir')) {
    const sectores = await sectoresQuePide(db, p);
    if (sectores.length) partes.push(sql`p.sector_id = any(${sql.param(sectores)}::integer[])`);
  }
  const depositos = await depositosQuePrepara(db, p);
  if (depositos?.length) partes.push(sql`(p.deposito_id = any(${sql.param(depositos)}::integer[]) and p.estado <> 'borrador')`);
  return partes.length ? sql`(${sql.join(partes, sql` or `)})` : sql`false`;
}

async function donde(db: Db, p: Principal, q: Pick<PedidosQuery, 'sector' | 'deposito' | 'filter'>): Promise<SQL[]> {
  const w: SQL[] = [sql`p.deleted_at is null`];
  const a = await alcance(db, p);
  if (a) w.push(a);
  if (q.sector) w.push(sql`p.sector_id = ${q.sector}`);
  if (q.deposito) w.push(sql`p.deposito_id = ${q.deposito}`);
  const f = q.filter?.trim();
  if (f) {
    const n = /^\d{1,9}$/.test(f) ? sql` or p.id = ${Number(f)}` : sql``;
    w.push(sql`(${contiene([sql`s.nombre`, sql`d.nombre`, sql`coalesce(p.observaciones, '')`], f)}${n})`);
  }
  return w;
}

const ORDEN: Record<NonNullable<PedidosQuery['sortBy']>, SQL> = {
  id: sql`p.id`,
  created_at: sql`p.created_at`,
  estado: sql`p.estado`,
  enviado_en: sql`p.enviado_en`,
};

/** A page of the orders the user sees, newest first. */
export async function listarPedidos(db: Db, p: Principal, q: PedidosQuery) {
  const w = await donde(db, p, q);
  if (q.estado) w.push(sql`p.estado = ${q.estado}`);
  const base = sql`select ${CABECERA}, (select count(*)::int from pedido_interno_linea l where l.pedido_id = p.id) as cantidad_items
    from ${DESDE} where ${sql.join(w, sql` and `)}`;
  const descendente = q.descending ?? q.sortBy === undefined;
  const dir = sql.raw(descendente ? 'desc' : 'asc');
  const { filas, total } = await paginarSql<Record<string, unknown>>(db, base, sql`${ORDEN[q.sortBy ?? 'created_at']} ${dir} nulls last, p.id ${dir}`, q);
  return { filas: filas.map((f) => ({ ...cabecera(f), cantidad_items: Number(f.cantidad_items) })), total };
}

/** getTotalItems: how many orders the user sees in each state (the counters of the list's tabs). */
export async function totalesPedidos(db: Db, p: Principal, q: Pick<PedidosQuery, 'sector' | 'deposito' | 'filter'>) {
  const w = await donde(db, p, q);
  const filas = filasDe<{ estado: string; n: number }>(
    await db.execute(sql`select p.estado, count(*)::int as n from ${DESDE} where ${sql.join(w, sql` and `)} group by p.estado`),
  );
  const t = Object.fromEntries(ESTADOS_PEDIDO_INTERNO.map((e) => [e, 0])) as Record<EstadoPedidoInterno, number>;
  for (const f of filas) t[f.estado as EstadoPedidoInterno] = Number(f.n);
  return t;
}

/** filterData: the sectors the user orders for, the warehouses that serve orders and the states. */
export async function filtrosPedidos(db: Db, p: Principal) {
  const admin = administraDepositos(p);
  const mios = admin ? null : await sectoresQuePide(db, p);
  const [sectores, depositos, prepara] = await Promise.all([
    db
      .select({ value: sector.id, label: sql<string>`${sector.nombre} || ' (' || e.nombre || ')'` })
      .from(sector)
      .innerJoin(sql`edificio e`, sql`e.id = ${sector.raiz_id}`)
      .where(and(isNull(sector.deleted_at), mios ? sql`${sector.id} = any(${sql.param(mios)}::integer[])` : undefined))
      .orderBy(asc(sector.nombre)),
    db
      .select({ value: deposito.id, label: deposito.nombre })
      .from(deposito)
      .where(
        and(isNull(deposito.deleted_at), eq(deposito.activo, true), sql`exists (select 1 from deposito_producto dp where dp.deposito_id = ${deposito.id})`),
      )
      .orderBy(asc(deposito.nombre)),
    depositosQuePrepara(db, p),
  ]);
  return {
    sectores,
    depositos,
    prepara: prepara ?? depositos.map((d) => d.value),
    estados: ESTADOS_PEDIDO_INTERNO.map((value) => ({ value, label: ETIQUETA_ESTADO_PEDIDO[value] })),
  };
}

/** producto_pedido_interno/filterData: the warehouse's catalog (active products) with what it has in date. */
export async function productosParaPedir(db: Db, q: ProductosPedidoQuery) {
  const hoy = reloj.hoy();
  const w: SQL[] = [sql`dp.deposito_id = ${q.deposito}`, sql`pr.deleted_at is null`, sql`pr.activo`];
  if (q.filter?.trim()) w.push(sql`pr.busqueda like ${patron(q.filter)}`);
  const base = sql`
    select pr.id, pr.nombre_producto, pr.unidad, pr.codigo_barras,
      coalesce((select sum(s.cantidad) from saldo_stock s where s.producto_id = pr.id and s.deposito_id = dp.deposito_id
        and (s.fecha_vencimiento is null or s.fecha_vencimiento >= ${hoy}::date)), 0)::text as disponible
    from deposito_producto dp join producto pr on pr.id = dp.producto_id
    where ${sql.join(w, sql` and `)}`;
  const { filas, total } = await paginarSql<{ id: number; nombre_producto: string; unidad: string; codigo_barras: string | null; disponible: string }>(
    db,
    base,
    sql`nombre_producto collate "und-x-icu", id`,
    q,
  );
  return { filas: filas.map((f) => ({ ...f, id: Number(f.id), disponible: Number(f.disponible) })), total };
}

/** Orders of a sector, newest first (the seed and tests read them). */
export const pedidosDeSector = (db: Db, sectorId: number) =>
  db
    .select({ id: pedidoInterno.id, estado: pedidoInterno.estado })
    .from(pedidoInterno)
    .where(eq(pedidoInterno.sector_id, sectorId))
    .orderBy(desc(pedidoInterno.id));
