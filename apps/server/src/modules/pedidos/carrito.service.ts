import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { agregarAlCarrito, MAX_LINEAS_CARRITO, mensajeAgregado } from '@worknet/domain/pedidos/carrito';
import { MODELO_MEDIA_CARRITO, type carritoAgregarBody, type carritoEditarBody, type lineaCarrito } from '@worknet/domain/pedidos/esquemas';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { contiene, ordenTexto } from '../../platform/db/texto';
import { datosInvalidos, reglaDeNegocio } from '../../platform/http/errors';
import { producto } from '../inventario/inventario.table';
import { eliminarMediaDe, mediaDeModelos, vincularMedia } from '../media/media.service';
import { carritoItem } from './pedidos.table';
import * as reloj from '@worknet/domain/reloj';

// The purchase cart (issue 18 item 3), kept on the server per user: it survives a reload and
// another device. Adding a product already there raises its quantity by 1 (domain rule).

type Linea = z.output<typeof lineaCarrito>;

/** The user's cart, oldest line first, each with its attached file (or null). */
export async function listarCarrito(ctx: Ctx, usuarioId: number): Promise<Linea[]> {
  const filas = await ctx.db
    .select({
      id: carritoItem.id,
      producto_id: carritoItem.producto_id,
      nombre: carritoItem.nombre,
      cantidad: carritoItem.cantidad,
      mensaje: carritoItem.mensaje,
    })
    .from(carritoItem)
    .where(eq(carritoItem.usuario_id, usuarioId))
    .orderBy(asc(carritoItem.id));
  const archivos = await mediaDeModelos(
    ctx,
    MODELO_MEDIA_CARRITO,
    filas.map((f) => f.id),
  );
  return filas.map((f) => ({ ...f, archivo: archivos.get(f.id)?.at(-1) ?? null }));
}

async function lineaDe(ctx: Ctx, usuarioId: number, id: number): Promise<Linea> {
  return (await listarCarrito(ctx, usuarioId)).find((l) => l.id === id)!;
}

/** The name of a live catalog product, or a 400 that says it is unknown. */
export async function nombreDeProducto(db: Db, id: number): Promise<string> {
  const [p] = await db
    .select({ nombre: producto.nombre_producto })
    .from(producto)
    .where(and(eq(producto.id, id), eq(producto.activo, true), isNull(producto.deleted_at)));
  if (!p) throw datosInvalidos(`El producto ${id} no existe o no está activo.`, { campos: [{ campo: 'producto_id', mensaje: 'Producto desconocido' }] });
  return p.nombre;
}

/** POST carrito: appends a line or, for a product already there, raises its quantity by 1. */
export async function agregarAlCarritoDe(ctx: Ctx, usuarioId: number, b: z.output<typeof carritoAgregarBody>): Promise<{ linea: Linea; mensaje: string }> {
  const productoId = b.producto_id ?? null;
  const nombre = productoId ? await nombreDeProducto(ctx.db, productoId) : b.nombre!;
  const { id, mensaje } = await ctx.db.transaction(async (tx) => {
    const actuales = await tx
      .select({ id: carritoItem.id, producto_id: carritoItem.producto_id, nombre: carritoItem.nombre, cantidad: carritoItem.cantidad })
      .from(carritoItem)
      .where(eq(carritoItem.usuario_id, usuarioId))
      .orderBy(asc(carritoItem.id));
    const r = agregarAlCarrito(actuales, { id: 0, producto_id: productoId, nombre, cantidad: b.cantidad });
    let lineaId: number;
    if (r.tipo === 'sumado') {
      lineaId = r.linea.id;
      // Relative to the stored value: two adds at once both count.
      const [f] = await tx
        .update(carritoItem)
        .set({ cantidad: sql`${carritoItem.cantidad} + 1`, updated_at: reloj.ahora() })
        .where(eq(carritoItem.id, lineaId))
        .returning({ cantidad: carritoItem.cantidad });
      r.linea.cantidad = f!.cantidad;
    } else {
      if (actuales.length >= MAX_LINEAS_CARRITO) throw reglaDeNegocio(`El pedido admite hasta ${MAX_LINEAS_CARRITO} líneas.`);
      const [f] = await tx
        .insert(carritoItem)
        .values({ usuario_id: usuarioId, producto_id: productoId, nombre, cantidad: b.cantidad, mensaje: b.mensaje })
        .returning({ id: carritoItem.id });
      lineaId = f!.id;
    }
    if (b.media_id) await vincularMedia(tx, { ids: [b.media_id], modelo: MODELO_MEDIA_CARRITO, modeloId: lineaId, usuarioId });
    await auditar(tx, {
      usuarioId,
      entidad: 'carrito_item',
      entidadId: lineaId,
      accion: r.tipo === 'sumado' ? 'editar' : 'crear',
      despues: { producto_id: productoId, nombre, cantidad: r.linea.cantidad },
    });
    return { id: lineaId, mensaje: mensajeAgregado(r) };
  });
  return { linea: await lineaDe(ctx, usuarioId, id), mensaje };
}

/** PUT carrito/{id}: quantity, message, and a new file (a draft upload of modelo carrito_item). */
export async function editarLineaCarrito(ctx: Ctx, usuarioId: number, id: number, b: z.output<typeof carritoEditarBody>): Promise<Linea> {
  await ctx.db.transaction(async (tx) => {
    const [antes] = await tx.select().from(carritoItem).where(eq(carritoItem.id, id));
    await tx.update(carritoItem).set({ cantidad: b.cantidad, mensaje: b.mensaje, updated_at: reloj.ahora() }).where(eq(carritoItem.id, id));
    if (b.media_id) await vincularMedia(tx, { ids: [b.media_id], modelo: MODELO_MEDIA_CARRITO, modeloId: id, usuarioId });
    await auditar(tx, {
      usuarioId,
      entidad: 'carrito_item',
      entidadId: id,
      accion: 'editar',
      antes: { cantidad: antes?.cantidad, mensaje: antes?.mensaje },
      despues: { cantidad: b.cantidad, mensaje: b.mensaje, media_id: b.media_id ?? null },
    });
  });
  return lineaDe(ctx, usuarioId, id);
}

/** DELETE carrito/{id}, with its file (soft-deleted, like any removed media). */
export async function quitarLineaCarrito(ctx: Ctx, usuarioId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [f] = await tx.delete(carritoItem).where(eq(carritoItem.id, id)).returning();
    await eliminarMediaDe(tx, MODELO_MEDIA_CARRITO, [id]);
    await auditar(tx, { usuarioId, entidad: 'carrito_item', entidadId: id, accion: 'eliminar', antes: { nombre: f?.nombre, cantidad: f?.cantidad } });
  });
}

/** GET pedidos/productos?filter=: active catalog products for the cart's search (anybody logged in). */
export async function buscarProductosCarrito(db: Db, filtro: string | undefined): Promise<{ value: number; label: string }[]> {
  return db
    .select({ value: producto.id, label: producto.nombre_producto })
    .from(producto)
    .where(
      and(
        eq(producto.activo, true),
        isNull(producto.deleted_at),
        filtro?.trim() ? contiene([sql`${producto.nombre_producto}`, sql`coalesce(${producto.codigo_barras}, '')`], filtro) : undefined,
      ),
    )
    .orderBy(asc(ordenTexto(producto.nombre_producto)), asc(producto.id))
    .limit(30);
}
