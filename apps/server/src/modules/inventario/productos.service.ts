import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { errorValorAtributo, type ProductoBody, type ProductoDetalle, type ProductoFila, type ProductoQuery } from '@worknet/domain/inventario/maestros';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { ordenDe, paginar, type Paginado } from '../../platform/db/pagina';
import { codigoDeBase } from '../../platform/db/sql';
import { ordenTexto, patron } from '../../platform/db/texto';
import { camposInvalidos, conflicto, noEncontrado, type CampoInvalido } from '../../platform/http/errors';
import { atributosPorId, categorias, drogas, existeEn } from './inventario.catalogos';
import { deposito, depositoProducto, documentoStockLinea, movimientoStock, producto, productoAtributoValor, saldoStock } from './inventario.table';
import * as reloj from '@worknet/domain/reloj';

// Products (issue 17, item 1): GET/POST producto, GET/PUT/DELETE producto/{id}. Every change
// is audited in its own transaction; a product with stock or ledger rows is never deleted.

const NO_EXISTE = 'El producto no existe.';

const columnas = {
  id: producto.id,
  nombre_producto: producto.nombre_producto,
  categoria_id: producto.categoria_id,
  categoria: sql<string>`${categorias.nombre}`,
  unidad: producto.unidad,
  codigo_barras: producto.codigo_barras,
  droga_id: producto.droga_id,
  droga: sql<string | null>`case when ${drogas.id} is null then null else ${drogas.nombre} || ' ' || ${drogas.concentracion} end`,
  controla_lote: producto.controla_lote,
  controla_vencimiento: producto.controla_vencimiento,
  controla_serie: producto.controla_serie,
  activo: producto.activo,
};

const ORDENABLES = {
  nombre_producto: ordenTexto(producto.nombre_producto),
  categoria: ordenTexto(sql`${categorias.nombre}`),
  codigo_barras: sql`${producto.codigo_barras}`,
  id: sql`${producto.id}`,
};

export async function listarProductos(db: Db, q: ProductoQuery): Promise<Paginado<ProductoFila>> {
  const condiciones: SQL[] = [isNull(producto.deleted_at)];
  if (q.filter?.trim()) condiciones.push(sql`${producto.busqueda} like ${patron(q.filter)}`);
  if (q.categoria_id !== undefined) condiciones.push(eq(producto.categoria_id, q.categoria_id));
  if (q.droga_id !== undefined) condiciones.push(eq(producto.droga_id, q.droga_id));
  if (q.activo !== undefined) condiciones.push(eq(producto.activo, q.activo));
  if (q.deposito_id !== undefined) {
    condiciones.push(
      sql`exists (select 1 from ${depositoProducto} where ${depositoProducto.producto_id} = ${producto.id} and ${depositoProducto.deposito_id} = ${q.deposito_id})`,
    );
  }
  const orden = ordenDe(ORDENABLES, q, { defecto: 'nombre_producto', desempate: asc(producto.id) });
  return paginar(
    db,
    () =>
      db
        .select(columnas)
        .from(producto)
        .innerJoin(categorias, eq(categorias.id!, producto.categoria_id))
        .leftJoin(drogas, eq(drogas.id!, producto.droga_id))
        .where(and(...condiciones))
        .$dynamic(),
    orden,
    q,
  );
}

export async function obtenerProducto(db: Db, id: number): Promise<ProductoDetalle> {
  const [p] = await db
    .select(columnas)
    .from(producto)
    .innerJoin(categorias, eq(categorias.id!, producto.categoria_id))
    .leftJoin(drogas, eq(drogas.id!, producto.droga_id))
    .where(and(eq(producto.id, id), isNull(producto.deleted_at)));
  if (!p) throw noEncontrado(NO_EXISTE);
  const [valores, depositos] = await Promise.all([
    db
      .select({ atributo_id: productoAtributoValor.atributo_id, valor: productoAtributoValor.valor })
      .from(productoAtributoValor)
      .where(eq(productoAtributoValor.producto_id, id)),
    db
      .select({ deposito_id: deposito.id, deposito: deposito.nombre, stock_minimo: depositoProducto.stock_minimo })
      .from(depositoProducto)
      .innerJoin(deposito, eq(deposito.id, depositoProducto.deposito_id))
      .where(and(eq(depositoProducto.producto_id, id), isNull(deposito.deleted_at)))
      .orderBy(ordenTexto(deposito.nombre)),
  ]);
  const declarados = await atributosPorId(
    db,
    valores.map((v) => v.atributo_id),
  );
  const atributos = valores
    .filter((v) => declarados.has(v.atributo_id))
    .map((v) => {
      const a = declarados.get(v.atributo_id)!;
      return { atributo_id: a.id, nombre: a.nombre, tipo_dato: a.tipo_dato, unidad: a.unidad, valor: v.valor };
    })
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  return { ...p, atributos, depositos: depositos.map((d) => ({ ...d, stock_minimo: d.stock_minimo === null ? null : Number(d.stock_minimo) })) };
}

/** Every unknown reference and every attribute value of the wrong kind, named at once (400). */
async function verificar(db: Db, d: ProductoBody): Promise<void> {
  const campos: CampoInvalido[] = [];
  const [categoria, droga, declarados] = await Promise.all([
    existeEn(db, categorias, d.categoria_id),
    d.droga_id ? existeEn(db, drogas, d.droga_id) : true,
    atributosPorId(
      db,
      d.atributos.map((a) => a.atributo_id),
    ),
  ]);
  if (!categoria) campos.push({ campo: 'categoria_id', mensaje: 'La categoría no existe' });
  if (!droga) campos.push({ campo: 'droga_id', mensaje: 'La droga no existe' });
  d.atributos.forEach((a, i) => {
    const decl = declarados.get(a.atributo_id);
    if (!decl) return void campos.push({ campo: `atributos.${i}.atributo_id`, mensaje: 'El atributo no existe' });
    const error = errorValorAtributo(decl.tipo_dato, a.valor, decl.valores);
    if (error) campos.push({ campo: `atributos.${i}.valor`, mensaje: `${decl.nombre}: ${error}` });
  });
  if (campos.length) throw camposInvalidos(campos);
}

const mensajeCodigoRepetido = (codigo: string, nombre?: string) => `Ya existe un producto con el código de barras «${codigo}»${nombre ? `: «${nombre}»` : ''}.`;

async function codigoLibre(db: Db, codigo: string | null | undefined, salvoId?: number): Promise<void> {
  if (!codigo) return;
  const [otro] = await db
    .select({ nombre: producto.nombre_producto, borrado: producto.deleted_at })
    .from(producto)
    .where(and(eq(producto.codigo_barras, codigo), salvoId ? ne(producto.id, salvoId) : undefined));
  if (otro) throw conflicto(mensajeCodigoRepetido(codigo, `${otro.nombre}${otro.borrado ? ' (eliminado)' : ''}`));
}

/** Two people saving one barcode at once: the unique index decides, same message. */
async function conCodigoUnico<T>(codigo: string | null | undefined, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (codigoDeBase(e) === '23505' && codigo) throw conflicto(mensajeCodigoRepetido(codigo));
    throw e;
  }
}

const valores = (d: ProductoBody) => ({
  nombre_producto: d.nombre_producto,
  categoria_id: d.categoria_id,
  unidad: d.unidad,
  codigo_barras: d.codigo_barras ?? null,
  droga_id: d.droga_id ?? null,
  controla_lote: d.controla_lote,
  controla_vencimiento: d.controla_vencimiento,
  controla_serie: d.controla_serie,
  activo: d.activo,
});

async function guardarAtributos(tx: Db, id: number, d: ProductoBody): Promise<void> {
  await tx.delete(productoAtributoValor).where(eq(productoAtributoValor.producto_id, id));
  if (d.atributos.length) {
    await tx.insert(productoAtributoValor).values(d.atributos.map((a) => ({ producto_id: id, atributo_id: a.atributo_id, valor: a.valor })));
  }
}

/** What the audit log keeps of a product: its fields and attribute values. */
async function foto(db: Db, id: number) {
  const [p] = await db
    .select()
    .from(producto)
    .where(and(eq(producto.id, id), isNull(producto.deleted_at)));
  if (!p) throw noEncontrado(NO_EXISTE);
  const attrs = await db
    .select({ atributo_id: productoAtributoValor.atributo_id, valor: productoAtributoValor.valor })
    .from(productoAtributoValor)
    .where(eq(productoAtributoValor.producto_id, id))
    .orderBy(asc(productoAtributoValor.atributo_id));
  const { busqueda: _b, created_at: _c, updated_at: _u, deleted_at: _d, ...campos } = p;
  return { ...campos, atributos: attrs };
}

export async function crearProducto(db: Db, actorId: number, d: ProductoBody): Promise<ProductoDetalle> {
  await verificar(db, d);
  await codigoLibre(db, d.codigo_barras);
  const id = await conCodigoUnico(d.codigo_barras, () =>
    db.transaction(async (tx) => {
      const [p] = await tx.insert(producto).values(valores(d)).returning({ id: producto.id });
      await guardarAtributos(tx, p!.id, d);
      await auditar(tx, { usuarioId: actorId, entidad: 'producto', entidadId: p!.id, accion: 'crear', despues: { ...valores(d), atributos: d.atributos } });
      return p!.id;
    }),
  );
  return obtenerProducto(db, id);
}

export async function actualizarProducto(db: Db, actorId: number, id: number, d: ProductoBody): Promise<ProductoDetalle> {
  const antes = await foto(db, id);
  await verificar(db, d);
  await codigoLibre(db, d.codigo_barras, id);
  await conCodigoUnico(d.codigo_barras, () =>
    db.transaction(async (tx) => {
      const cambiado = await tx
        .update(producto)
        .set({ ...valores(d), updated_at: reloj.ahora() })
        .where(and(eq(producto.id, id), isNull(producto.deleted_at)))
        .returning({ id: producto.id });
      if (!cambiado.length) throw noEncontrado(NO_EXISTE);
      await guardarAtributos(tx, id, d);
      await auditar(tx, {
        usuarioId: actorId,
        entidad: 'producto',
        entidadId: id,
        accion: 'editar',
        antes,
        despues: { ...valores(d), atributos: d.atributos },
      });
    }),
  );
  return obtenerProducto(db, id);
}

/**
 * Soft delete. Refused while the product has stock, a ledger row or a line in a document
 * (its history must keep naming it): deactivate it instead.
 */
export async function eliminarProducto(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [p] = await tx
      .select({ nombre: producto.nombre_producto })
      .from(producto)
      .where(and(eq(producto.id, id), isNull(producto.deleted_at)))
      .for('update');
    if (!p) throw noEncontrado(NO_EXISTE);
    const [uso] = await tx
      .select({
        stock: sql<string>`(select coalesce(sum(${saldoStock.cantidad}), 0) from ${saldoStock} where ${saldoStock.producto_id} = ${id})`,
        movimientos: sql<number>`(select count(*)::int from ${movimientoStock} where ${movimientoStock.producto_id} = ${id})`,
        lineas: sql<number>`(select count(*)::int from ${documentoStockLinea} where ${documentoStockLinea.producto_id} = ${id})`,
      })
      .from(sql`(select 1) x`);
    const stock = Number(uso?.stock ?? 0);
    if (stock > 0) {
      throw conflicto(`No se puede eliminar «${p.nombre}»: tiene stock (${stock.toLocaleString('es-AR')} en depósitos). Puede desactivarlo.`);
    }
    if (Number(uso?.movimientos ?? 0) > 0 || Number(uso?.lineas ?? 0) > 0) {
      throw conflicto(`No se puede eliminar «${p.nombre}»: tiene movimientos de stock o documentos que lo nombran. Puede desactivarlo.`);
    }
    const antes = await foto(tx, id);
    await tx.delete(depositoProducto).where(eq(depositoProducto.producto_id, id));
    await tx.update(producto).set({ deleted_at: reloj.ahora(), updated_at: reloj.ahora() }).where(eq(producto.id, id));
    await auditar(tx, { usuarioId: actorId, entidad: 'producto', entidadId: id, accion: 'eliminar', antes });
  });
}
