import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PaginaQuery } from '@worknet/domain/http';
import type {
  CatalogoDepositoBody,
  DepositoBody,
  DepositoFila,
  DepositoQuery,
  FiltrosDeposito,
  ProductoDeCatalogo,
  StockMinimoBody,
} from '@worknet/domain/inventario/maestros';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { paginar, type Paginado } from '../../platform/db/pagina';
import { codigoDeBase } from '../../platform/db/sql';
import { ordenTexto, patron, plano } from '../../platform/db/texto';
import { camposInvalidos, conflicto, noEncontrado, type CampoInvalido } from '../../platform/http/errors';
import { edificio, sector, usuario } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { administraDepositos } from './inventario.acceso';
import { categorias, existeEn, tiposDeposito } from './inventario.catalogos';
import { deposito, depositoProducto, depositoResponsable, documentoStock, producto, saldoStock } from './inventario.table';
import * as reloj from '@worknet/domain/reloj';

// Warehouses (issue 17, item 2): CRUD with their responsables, their catalog
// (update_catalogo_deposito) and each product's minimum stock there.

const NO_EXISTE = 'El depósito no existe.';

const columnas = {
  id: deposito.id,
  nombre: deposito.nombre,
  tipo_id: deposito.tipo_id,
  tipo: sql<string>`${tiposDeposito.nombre}`,
  sector_id: deposito.sector_id,
  sector: sector.nombre,
  edificio_id: deposito.edificio_id,
  edificio: edificio.nombre,
  activo: deposito.activo,
  productos: sql<number>`(select count(*)::int from ${depositoProducto} where ${depositoProducto.deposito_id} = ${deposito.id})`,
};

const consulta = (db: Db, where: SQL | undefined) =>
  db
    .select(columnas)
    .from(deposito)
    .innerJoin(tiposDeposito, eq(tiposDeposito.id!, deposito.tipo_id))
    .leftJoin(sector, eq(sector.id, deposito.sector_id))
    .leftJoin(edificio, eq(edificio.id, deposito.edificio_id))
    .where(where)
    .$dynamic();

type Cabecera = Omit<DepositoFila, 'responsables'>;

async function conResponsables(db: Db, filas: Cabecera[]): Promise<DepositoFila[]> {
  const ids = filas.map((f) => f.id);
  const rs = ids.length
    ? await db
        .select({ deposito_id: depositoResponsable.deposito_id, value: usuario.id, label: usuario.nombre_completo })
        .from(depositoResponsable)
        .innerJoin(usuario, eq(usuario.id, depositoResponsable.usuario_id))
        .where(and(inArray(depositoResponsable.deposito_id, ids), isNull(usuario.deleted_at)))
        .orderBy(ordenTexto(usuario.nombre_completo), asc(usuario.id))
    : [];
  return filas.map((f) => ({ ...f, responsables: rs.filter((r) => r.deposito_id === f.id).map(({ value, label }) => ({ value, label })) }));
}

export async function listarDepositos(db: Db, q: DepositoQuery): Promise<Paginado<DepositoFila>> {
  const condiciones: SQL[] = [isNull(deposito.deleted_at)];
  if (q.filter?.trim()) condiciones.push(sql`${plano(deposito.nombre)} like ${patron(q.filter)}`);
  if (q.activo !== undefined) condiciones.push(eq(deposito.activo, q.activo));
  if (q.tipo_id !== undefined) condiciones.push(eq(deposito.tipo_id, q.tipo_id));
  const { filas, total } = await paginar(db, () => consulta(db, and(...condiciones)), [ordenTexto(deposito.nombre), asc(deposito.id)], q);
  return { filas: await conResponsables(db, filas), total };
}

export async function obtenerDeposito(db: Db, id: number): Promise<DepositoFila> {
  const [d] = await consulta(db, and(eq(deposito.id, id), isNull(deposito.deleted_at)));
  if (!d) throw noEncontrado(NO_EXISTE);
  return (await conResponsables(db, [d]))[0]!;
}

async function verificar(db: Db, d: DepositoBody): Promise<void> {
  const [tipo, sec, edi, usuarios] = await Promise.all([
    existeEn(db, tiposDeposito, d.tipo_id),
    d.sector_id
      ? db
          .select({ id: sector.id })
          .from(sector)
          .where(and(eq(sector.id, d.sector_id), isNull(sector.deleted_at)))
      : [{ id: 0 }],
    d.edificio_id
      ? db
          .select({ id: edificio.id })
          .from(edificio)
          .where(and(eq(edificio.id, d.edificio_id), isNull(edificio.deleted_at)))
      : [{ id: 0 }],
    d.responsables.length
      ? db
          .select({ id: usuario.id })
          .from(usuario)
          .where(and(inArray(usuario.id, d.responsables), isNull(usuario.deleted_at)))
      : [],
  ]);
  const campos: CampoInvalido[] = [];
  if (!tipo) campos.push({ campo: 'tipo_id', mensaje: 'El tipo de depósito no existe' });
  if (!sec.length) campos.push({ campo: 'sector_id', mensaje: 'El sector no existe' });
  if (!edi.length) campos.push({ campo: 'edificio_id', mensaje: 'El edificio no existe' });
  const faltan = d.responsables.filter((u) => !usuarios.some((x) => x.id === u));
  if (faltan.length) campos.push({ campo: 'responsables', mensaje: `No existen los usuarios: ${faltan.join(', ')}` });
  if (campos.length) throw camposInvalidos(campos);
}

const mensajeNombre = (nombre: string) => `Ya existe un depósito llamado «${nombre}».`;

async function nombreLibre(db: Db, nombre: string, salvoId?: number) {
  const [otro] = await db
    .select({ nombre: deposito.nombre, borrado: deposito.deleted_at })
    .from(deposito)
    .where(and(sql`${plano(deposito.nombre)} = ${plano(sql`${nombre}::text`)}`, salvoId ? ne(deposito.id, salvoId) : undefined));
  if (otro) throw conflicto(`${mensajeNombre(otro.nombre).slice(0, -1)}${otro.borrado ? ' (eliminado)' : ''}.`);
}

async function conNombreUnico<T>(nombre: string, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (codigoDeBase(e) === '23505') throw conflicto(mensajeNombre(nombre));
    throw e;
  }
}

const valores = (d: DepositoBody) => ({
  nombre: d.nombre,
  tipo_id: d.tipo_id,
  sector_id: d.sector_id ?? null,
  edificio_id: d.edificio_id ?? null,
  activo: d.activo,
});

async function guardarResponsables(tx: Db, id: number, responsables: number[]) {
  await tx.delete(depositoResponsable).where(eq(depositoResponsable.deposito_id, id));
  if (responsables.length) await tx.insert(depositoResponsable).values(responsables.map((u) => ({ deposito_id: id, usuario_id: u })));
}

async function foto(db: Db, id: number) {
  const [d] = await db
    .select()
    .from(deposito)
    .where(and(eq(deposito.id, id), isNull(deposito.deleted_at)));
  if (!d) throw noEncontrado(NO_EXISTE);
  const rs = await db
    .select({ id: depositoResponsable.usuario_id })
    .from(depositoResponsable)
    .where(eq(depositoResponsable.deposito_id, id))
    .orderBy(asc(depositoResponsable.usuario_id));
  const { created_at: _c, updated_at: _u, deleted_at: _d, ...campos } = d;
  return { ...campos, responsables: rs.map((r) => r.id) };
}

export async function crearDeposito(db: Db, actorId: number, d: DepositoBody): Promise<DepositoFila> {
  await verificar(db, d);
  await nombreLibre(db, d.nombre);
  const id = await conNombreUnico(d.nombre, () =>
    db.transaction(async (tx) => {
      const [x] = await tx.insert(deposito).values(valores(d)).returning({ id: deposito.id });
      await guardarResponsables(tx, x!.id, d.responsables);
      await auditar(tx, {
        usuarioId: actorId,
        entidad: 'deposito',
        entidadId: x!.id,
        accion: 'crear',
        despues: { ...valores(d), responsables: d.responsables },
      });
      return x!.id;
    }),
  );
  return obtenerDeposito(db, id);
}

export async function actualizarDeposito(db: Db, actorId: number, id: number, d: DepositoBody): Promise<DepositoFila> {
  const antes = await foto(db, id);
  await verificar(db, d);
  await nombreLibre(db, d.nombre, id);
  await conNombreUnico(d.nombre, () =>
    db.transaction(async (tx) => {
      const cambiado = await tx
        .update(deposito)
        .set({ ...valores(d), updated_at: reloj.ahora() })
        .where(and(eq(deposito.id, id), isNull(deposito.deleted_at)))
        .returning({ id: deposito.id });
      if (!cambiado.length) throw noEncontrado(NO_EXISTE);
      await guardarResponsables(tx, id, d.responsables);
      await auditar(tx, {
        usuarioId: actorId,
        entidad: 'deposito',
        entidadId: id,
        accion: 'editar',
        antes,
        despues: { ...valores(d), responsables: d.responsables },
      });
    }),
  );
  return obtenerDeposito(db, id);
}

/** Soft delete, refused while the warehouse holds stock or has documents (its history names it). */
export async function eliminarDeposito(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [d] = await tx
      .select({ nombre: deposito.nombre })
      .from(deposito)
      .where(and(eq(deposito.id, id), isNull(deposito.deleted_at)))
      .for('update');
    if (!d) throw noEncontrado(NO_EXISTE);
    const [uso] = await tx
      .select({
        stock: sql<string>`(select coalesce(sum(${saldoStock.cantidad}), 0) from ${saldoStock} where ${saldoStock.deposito_id} = ${id})`,
        documentos: sql<number>`(select count(*)::int from ${documentoStock} where (${documentoStock.deposito_id} = ${id} or ${documentoStock.deposito_destino_id} = ${id}) and ${documentoStock.deleted_at} is null)`,
      })
      .from(sql`(select 1) x`);
    if (Number(uso?.stock ?? 0) > 0) throw conflicto(`No se puede eliminar «${d.nombre}»: tiene stock. Muévalo a otro depósito o desactívelo.`);
    if (Number(uso?.documentos ?? 0) > 0) throw conflicto(`No se puede eliminar «${d.nombre}»: tiene ingresos, egresos o movimientos. Puede desactivarlo.`);
    const antes = await foto(tx, id);
    await tx.update(deposito).set({ deleted_at: reloj.ahora(), updated_at: reloj.ahora() }).where(eq(deposito.id, id));
    await auditar(tx, { usuarioId: actorId, entidad: 'deposito', entidadId: id, accion: 'eliminar', antes });
  });
}

// ───────────── Catalog and minimum stock ─────────────

const columnasCatalogo = {
  producto_id: producto.id,
  nombre_producto: producto.nombre_producto,
  categoria: sql<string>`${categorias.nombre}`,
  unidad: producto.unidad,
  stock_minimo: depositoProducto.stock_minimo,
};

const consultaCatalogo = (db: Db, where: SQL | undefined) =>
  db
    .select(columnasCatalogo)
    .from(depositoProducto)
    .innerJoin(producto, eq(producto.id, depositoProducto.producto_id))
    .innerJoin(categorias, eq(categorias.id!, producto.categoria_id))
    .where(where)
    .$dynamic();

const numero = (f: { stock_minimo: number | string | null }) => ({ stock_minimo: f.stock_minimo === null ? null : Number(f.stock_minimo) });

async function existeDeposito(db: Db, id: number) {
  const [d] = await db
    .select({ id: deposito.id, nombre: deposito.nombre })
    .from(deposito)
    .where(and(eq(deposito.id, id), isNull(deposito.deleted_at)));
  if (!d) throw noEncontrado(NO_EXISTE);
  return d;
}

/** GET deposito/{id}/catalogo: the products the warehouse keeps, with their minimum stock. */
export async function listarCatalogo(db: Db, id: number, q: PaginaQuery): Promise<Paginado<ProductoDeCatalogo>> {
  await existeDeposito(db, id);
  const condiciones: SQL[] = [eq(depositoProducto.deposito_id, id), isNull(producto.deleted_at)];
  if (q.filter?.trim()) condiciones.push(sql`${producto.busqueda} like ${patron(q.filter)}`);
  const { filas, total } = await paginar(db, () => consultaCatalogo(db, and(...condiciones)), [ordenTexto(producto.nombre_producto), asc(producto.id)], q);
  return { filas: filas.map((f) => ({ ...f, ...numero(f) })), total };
}

/**
 * POST update_catalogo_deposito/{id}: adds and removes products in one transaction. A product
 * with stock in the warehouse stays (removing it would hide units that are there).
 */
export async function actualizarCatalogo(db: Db, actorId: number, id: number, b: CatalogoDepositoBody): Promise<DepositoFila> {
  await db.transaction(async (tx) => {
    const [d] = await tx
      .select({ id: deposito.id })
      .from(deposito)
      .where(and(eq(deposito.id, id), isNull(deposito.deleted_at)))
      .for('update');
    if (!d) throw noEncontrado(NO_EXISTE);
    const campos: CampoInvalido[] = [];
    if (b.productosAgregados.length) {
      const vivos = await tx
        .select({ id: producto.id })
        .from(producto)
        .where(and(inArray(producto.id, b.productosAgregados), isNull(producto.deleted_at)));
      const faltan = b.productosAgregados.filter((p) => !vivos.some((v) => v.id === p));
      if (faltan.length) campos.push({ campo: 'productosAgregados', mensaje: `No existen los productos: ${faltan.join(', ')}` });
    }
    if (b.productosQuitados.length) {
      const conStock = await tx
        .select({ nombre: producto.nombre_producto })
        .from(saldoStock)
        .innerJoin(producto, eq(producto.id, saldoStock.producto_id))
        .where(and(eq(saldoStock.deposito_id, id), inArray(saldoStock.producto_id, b.productosQuitados), sql`${saldoStock.cantidad} > 0`))
        .groupBy(producto.id, producto.nombre_producto);
      if (conStock.length) {
        campos.push({ campo: 'productosQuitados', mensaje: `Tienen stock en el depósito y no se pueden quitar: ${conStock.map((p) => p.nombre).join(', ')}` });
      }
    }
    if (campos.length) throw camposInvalidos(campos);
    const agregados = b.productosAgregados.length
      ? await tx
          .insert(depositoProducto)
          .values(b.productosAgregados.map((p) => ({ deposito_id: id, producto_id: p })))
          .onConflictDoNothing()
          .returning({ id: depositoProducto.producto_id })
      : [];
    const quitados = b.productosQuitados.length
      ? await tx
          .delete(depositoProducto)
          .where(and(eq(depositoProducto.deposito_id, id), inArray(depositoProducto.producto_id, b.productosQuitados)))
          .returning({ id: depositoProducto.producto_id })
      : [];
    await auditar(tx, {
      usuarioId: actorId,
      entidad: 'deposito',
      entidadId: id,
      accion: 'catalogo',
      despues: { productosAgregados: agregados.map((x) => x.id).sort((a, c) => a - c), productosQuitados: quitados.map((x) => x.id).sort((a, c) => a - c) },
    });
    await tx.update(deposito).set({ updated_at: reloj.ahora() }).where(eq(deposito.id, id));
  });
  return obtenerDeposito(db, id);
}

/** PUT deposito/{id}/stock_minimo: a product's minimum stock in the warehouse (it joins the catalog if it was not there). */
export async function fijarStockMinimo(db: Db, actorId: number, id: number, b: StockMinimoBody): Promise<ProductoDeCatalogo> {
  await db.transaction(async (tx) => {
    await existeDeposito(tx, id);
    const [p] = await tx
      .select({ id: producto.id })
      .from(producto)
      .where(and(eq(producto.id, b.producto_id), isNull(producto.deleted_at)));
    if (!p) throw camposInvalidos([{ campo: 'producto_id', mensaje: 'El producto no existe' }]);
    const [antes] = await tx
      .select({ stock_minimo: depositoProducto.stock_minimo })
      .from(depositoProducto)
      .where(and(eq(depositoProducto.deposito_id, id), eq(depositoProducto.producto_id, b.producto_id)));
    await tx
      .insert(depositoProducto)
      .values({ deposito_id: id, producto_id: b.producto_id, stock_minimo: b.stock_minimo })
      .onConflictDoUpdate({ target: [depositoProducto.deposito_id, depositoProducto.producto_id], set: { stock_minimo: b.stock_minimo } });
    await auditar(tx, {
      usuarioId: actorId,
      entidad: 'deposito',
      entidadId: id,
      accion: 'stock_minimo',
      antes: antes ? { producto_id: b.producto_id, stock_minimo: antes.stock_minimo === null ? null : Number(antes.stock_minimo) } : null,
      despues: { producto_id: b.producto_id, stock_minimo: b.stock_minimo },
    });
  });
  const [f] = await consultaCatalogo(db, and(eq(depositoProducto.deposito_id, id), eq(depositoProducto.producto_id, b.producto_id)));
  return { ...f!, ...numero(f!) };
}

// ───────────── Options ─────────────

/**
 * GET /api/v1/productos/deposito/filterData: the warehouses the caller works with (every one
 * with compras.documento.administrar or compras.deposito.editar, else those they are
 * responsable of) and the options of the warehouse filters and forms.
 */
export async function filtrosDeposito(db: Db, p: Principal): Promise<FiltrosDeposito> {
  const todos = administraDepositos(p) || p.permisos.has('compras.deposito.editar');
  const visibles = todos
    ? isNull(deposito.deleted_at)
    : and(
        isNull(deposito.deleted_at),
        sql`exists (select 1 from ${depositoResponsable} where ${depositoResponsable.deposito_id} = ${deposito.id} and ${depositoResponsable.usuario_id} = ${p.id})`,
      );
  const opcionesDe = (t: typeof categorias) =>
    db
      .select({ value: t.id!, label: sql<string>`${t.nombre}` })
      .from(t)
      .where(isNull(t.deleted_at!))
      .orderBy(ordenTexto(sql`${t.nombre}`)) as unknown as Promise<{ value: number; label: string }[]>;
  const [depositos, tipos, sectores, edificios, cats] = await Promise.all([
    db
      .select({
        value: deposito.id,
        label: deposito.nombre,
        tipo_id: deposito.tipo_id,
        sector_id: deposito.sector_id,
        edificio_id: deposito.edificio_id,
        activo: deposito.activo,
      })
      .from(deposito)
      .where(visibles)
      .orderBy(ordenTexto(deposito.nombre), asc(deposito.id)),
    opcionesDe(tiposDeposito),
    db
      .select({ value: sector.id, label: sql<string>`${sector.nombre} || ' (' || ${edificio.nombre} || ')'` })
      .from(sector)
      .innerJoin(edificio, eq(edificio.id, sector.raiz_id))
      .where(isNull(sector.deleted_at))
      .orderBy(ordenTexto(sector.nombre), asc(sector.id)),
    db.select({ value: edificio.id, label: edificio.nombre }).from(edificio).where(isNull(edificio.deleted_at)).orderBy(ordenTexto(edificio.nombre)),
    opcionesDe(categorias),
  ]);
  return { depositos, tipos, sectores, edificios, categorias: cats };
}
