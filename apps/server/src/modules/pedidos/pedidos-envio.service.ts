import { and, asc, count, eq, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_LINEAS_CARRITO, MENSAJE_CARRITO_VACIO, problemaDeEnvio } from '@worknet/domain/pedidos/carrito';
import {
  MODELO_MEDIA_CARRITO,
  MODELO_MEDIA_PEDIDO,
  MODULO_MEDIA_PEDIDOS,
  type altaItemCampos,
  type altaPedidoBody,
  type enviarCarritoBody,
} from '@worknet/domain/pedidos/esquemas';
import type { itemMedia } from '@worknet/domain/media/item';
import { TIPO_MEDIA_ADJUNTO } from '@worknet/domain/media/tipos-referencia';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { sector, usuario } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { conflicto, datosInvalidos, noEncontrado, reglaDeNegocio } from '../../platform/http/errors';
import { recursoMediaTipo } from '../media/media.table';
import { eliminarMediaDe, reasignarMedia, subirMedia, vincularMedia } from '../media/media.service';
import { nombreDeProducto } from './carrito.service';
import { administraPedidos } from './pedidos.acceso';
import { avisarEstado } from './pedidos-aviso';
import { HISTORIAL_PEDIDO, carritoItem, pedido, pedidoItem } from './pedidos.table';
import * as reloj from '@worknet/domain/reloj';
import { anotarPaso } from '../../platform/flujo/historial';

// Sending an order (issue 18 item 3). Two ways, neither leaves a header without lines:
// - enviar_carrito: the web's «Enviar pedido». One transaction takes the caller's whole cart
//   (deleting its lines is what makes 20 simultaneous sends produce one order), creates the
//   order already 'nuevo' with its lines, and moves each line's file to the order line.
// - alta_pedido + alta_items_pedidos (spec §7) + enviar_pedido: the header is a 'borrador'
//   that only its creator sees (never purchasing's queues); each call adds one line with its
//   file; enviar_pedido turns it 'nuevo' only if it has lines. A draft abandoned halfway is
//   discarded by its creator (DELETE) or, after HORAS_BORRADOR_PEDIDO, by the queue job.

export const HORAS_BORRADOR_PEDIDO = 24;

/** The sector of an order: one of the requester's own, or any live sector for purchasing. */
async function sectorValido(db: Db, u: Principal, sectorId: number, personaId: number): Promise<void> {
  if (administraPedidos(u) && personaId !== u.id) {
    const [s] = await db
      .select({ id: sector.id })
      .from(sector)
      .where(and(eq(sector.id, sectorId), isNull(sector.deleted_at)));
    if (!s) throw datosInvalidos(`El sector ${sectorId} no existe.`, { campos: [{ campo: 'sector', mensaje: 'Sector inexistente' }] });
    return;
  }
  if (!u.sector.some((s) => s.id === sectorId)) {
    throw datosInvalidos('Elija uno de sus sectores.', { campos: [{ campo: 'sector', mensaje: 'No es un sector suyo' }] });
  }
}

/** POST enviar_carrito: the caller's whole cart becomes one order 'nuevo', atomically. */
export async function enviarCarrito(ctx: Ctx, u: Principal, b: z.output<typeof enviarCarritoBody>): Promise<number> {
  await sectorValido(ctx.db, u, b.sector, u.id);
  const { id, aviso } = await ctx.db.transaction(async (tx) => {
    const lineas = (await tx.delete(carritoItem).where(eq(carritoItem.usuario_id, u.id)).returning()).sort((a, c) => a.id - c.id);
    const problema = problemaDeEnvio(lineas);
    if (problema) throw reglaDeNegocio(problema);
    const ahora = reloj.ahora();
    const [p] = await tx
      .insert(pedido)
      .values({ tipo: b.tipo, persona_id: u.id, sector_id: b.sector, estado: 'nuevo', creado_por: u.id, enviado_en: ahora })
      .returning({ id: pedido.id });
    const items = await tx
      .insert(pedidoItem)
      .values(
        lineas.map((l, i) => ({ pedido_id: p!.id, orden: i + 1, producto_id: l.producto_id, nombre: l.nombre, cantidad: l.cantidad, mensaje: l.mensaje })),
      )
      .returning({ id: pedidoItem.id, orden: pedidoItem.orden });
    const porOrden = new Map(items.map((it) => [it.orden, it.id]));
    await reasignarMedia(tx, {
      deModelo: MODELO_MEDIA_CARRITO,
      aModelo: MODELO_MEDIA_PEDIDO,
      pares: lineas.map((l, i) => ({ de: l.id, a: porOrden.get(i + 1)! })),
    });
    await anotarPaso(tx, HISTORIAL_PEDIDO, p!.id, { estado: 'nuevo', autorId: u.id });
    await auditar(tx, {
      usuarioId: u.id,
      entidad: 'pedido',
      entidadId: p!.id,
      accion: 'crear',
      despues: { tipo: b.tipo, sector_id: b.sector, lineas: lineas.map((l) => ({ producto_id: l.producto_id, nombre: l.nombre, cantidad: l.cantidad })) },
    });
    return { id: p!.id, aviso: await avisarEstado(ctx, tx, { pedidoId: p!.id, personaId: u.id, estado: 'nuevo' }) };
  });
  aviso.entregar();
  return id;
}

/** POST alta_pedido (spec §7): the header, as a draft of its creator. */
export async function altaPedido(ctx: Ctx, u: Principal, b: z.output<typeof altaPedidoBody>): Promise<number> {
  if (b.persona !== u.id) {
    if (!administraPedidos(u)) throw datosInvalidos('Sólo puede hacer pedidos a su nombre.', { campos: [{ campo: 'persona', mensaje: 'Otra persona' }] });
    const [per] = await ctx.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.id, b.persona), eq(usuario.activo, true), isNull(usuario.deleted_at)));
    if (!per) throw datosInvalidos(`La persona ${b.persona} no existe o no está activa.`, { campos: [{ campo: 'persona', mensaje: 'Persona inexistente' }] });
  }
  await sectorValido(ctx.db, u, b.sector, b.persona);
  return ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .insert(pedido)
      .values({ tipo: b.tipo, persona_id: b.persona, sector_id: b.sector, estado: 'borrador', creado_por: u.id })
      .returning({ id: pedido.id });
    await auditar(tx, { usuarioId: u.id, entidad: 'pedido', entidadId: p!.id, accion: 'crear', despues: { ...b, estado: 'borrador' } });
    return p!.id;
  });
}

async function tipoAdjunto(db: Db): Promise<number> {
  const [t] = await db
    .select({ id: recursoMediaTipo.id })
    .from(recursoMediaTipo)
    .where(
      and(
        eq(recursoMediaTipo.modulo, MODULO_MEDIA_PEDIDOS),
        eq(recursoMediaTipo.modelo, MODELO_MEDIA_PEDIDO),
        eq(recursoMediaTipo.label, TIPO_MEDIA_ADJUNTO),
        isNull(recursoMediaTipo.deleted_at),
      ),
    )
    .orderBy(asc(recursoMediaTipo.id))
    .limit(1);
  if (!t) throw reglaDeNegocio('No se pueden adjuntar archivos a los pedidos: falta el tipo de archivo «Adjunto» de pedido_item.');
  return t.id;
}

/**
 * POST alta_items_pedidos (spec §7): one line of a draft the caller created, with its optional
 * file. The file is examined and stored first as a media draft (a forbidden type is a 400 and
 * nothing is written), then the line and the attachment go in one transaction.
 */
export async function altaItemPedido(
  ctx: Ctx,
  u: Principal,
  c: z.output<typeof altaItemCampos>,
  archivo: { nombre: string; datos: Buffer } | null,
): Promise<{ id: number; pedido_id: number; archivo: z.output<typeof itemMedia> | null }> {
  const [p] = await ctx.db
    .select({ estado: pedido.estado })
    .from(pedido)
    .where(and(eq(pedido.id, c.idPedido), eq(pedido.creado_por, u.id), isNull(pedido.deleted_at)));
  if (!p) throw noEncontrado(`No existe el pedido ${c.idPedido} en preparación.`);
  if (p.estado !== 'borrador') throw conflicto(`El pedido ${c.idPedido} ya fue enviado: no se le agregan líneas.`);
  if (!c.producto_id && !c.nombre)
    throw datosInvalidos('Elija un producto del catálogo o escriba qué necesita.', { campos: [{ campo: 'nombre', mensaje: 'Obligatorio' }] });
  const nombre = c.producto_id ? await nombreDeProducto(ctx.db, c.producto_id) : c.nombre!;
  const subido = archivo
    ? await subirMedia(
        ctx,
        u,
        { modulo: MODULO_MEDIA_PEDIDOS, modelo: MODELO_MEDIA_PEDIDO, tipo_id: await tipoAdjunto(ctx.db), orden: 0, descripcion: '' },
        { nombre: c.fileName || archivo.nombre, datos: archivo.datos },
      )
    : null;
  const id = await ctx.db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(pedidoItem).where(eq(pedidoItem.pedido_id, c.idPedido));
    if (n >= MAX_LINEAS_CARRITO) throw reglaDeNegocio(`Un pedido admite hasta ${MAX_LINEAS_CARRITO} líneas.`);
    const [it] = await tx
      .insert(pedidoItem)
      .values({ pedido_id: c.idPedido, orden: n + 1, producto_id: c.producto_id ?? null, nombre, cantidad: c.cantidad, mensaje: c.mensaje })
      .returning({ id: pedidoItem.id });
    if (subido) await vincularMedia(tx, { ids: [subido.id], modelo: MODELO_MEDIA_PEDIDO, modeloId: it!.id, usuarioId: u.id });
    await auditar(tx, {
      usuarioId: u.id,
      entidad: 'pedido_item',
      entidadId: it!.id,
      accion: 'crear',
      despues: { pedido_id: c.idPedido, producto_id: c.producto_id ?? null, nombre, cantidad: c.cantidad, archivo: subido?.nombre ?? null },
    });
    return it!.id;
  });
  return { id, pedido_id: c.idPedido, archivo: subido ? { ...subido, modelo_id: id } : null };
}

/** POST enviar_pedido/{id}: a draft with lines becomes 'nuevo' (once: a conditional update). */
export async function enviarPedido(ctx: Ctx, u: Principal, id: number): Promise<void> {
  const aviso = await ctx.db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(pedidoItem).where(eq(pedidoItem.pedido_id, id));
    if (n === 0) throw reglaDeNegocio(MENSAJE_CARRITO_VACIO);
    const [p] = await tx
      .update(pedido)
      .set({ estado: 'nuevo', enviado_en: reloj.ahora(), updated_at: reloj.ahora() })
      .where(and(eq(pedido.id, id), eq(pedido.estado, 'borrador'), isNull(pedido.deleted_at)))
      .returning({ persona_id: pedido.persona_id });
    if (!p) throw conflicto(`El pedido ${id} ya fue enviado.`);
    await anotarPaso(tx, HISTORIAL_PEDIDO, id, { estado: 'nuevo', autorId: u.id });
    await auditar(tx, { usuarioId: u.id, entidad: 'pedido', entidadId: id, accion: 'enviar', antes: { estado: 'borrador' }, despues: { estado: 'nuevo' } });
    return avisarEstado(ctx, tx, { pedidoId: id, personaId: p.persona_id, estado: 'nuevo' });
  });
  aviso.entregar();
}

/** DELETE pedido/{id}: discards the caller's draft, its lines and their files. */
export async function descartarBorrador(ctx: Ctx, u: Principal, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const borrados = await borrarBorradores(tx, and(eq(pedido.id, id), eq(pedido.estado, 'borrador')));
    if (borrados.length === 0) throw conflicto(`El pedido ${id} ya fue enviado: no se descarta.`);
    await auditar(tx, { usuarioId: u.id, entidad: 'pedido', entidadId: id, accion: 'eliminar', antes: { estado: 'borrador' } });
  });
}

async function borrarBorradores(tx: Db, donde: ReturnType<typeof and>): Promise<number[]> {
  const items = await tx.select({ id: pedidoItem.id }).from(pedidoItem).innerJoin(pedido, eq(pedido.id, pedidoItem.pedido_id)).where(donde);
  await eliminarMediaDe(
    tx,
    MODELO_MEDIA_PEDIDO,
    items.map((i) => i.id),
  );
  const borrados = await tx.delete(pedido).where(donde).returning({ id: pedido.id });
  return borrados.map((b) => b.id);
}

/** The queue job: drafts older than HORAS_BORRADOR_PEDIDO (a send that never finished) are deleted. */
export async function borrarBorradoresVencidos(ctx: Ctx, ahora = reloj.ahora()): Promise<number> {
  const limite = new Date(ahora.getTime() - HORAS_BORRADOR_PEDIDO * 3_600_000);
  return ctx.db.transaction(async (tx) => {
    const ids = await borrarBorradores(tx, and(eq(pedido.estado, 'borrador'), lt(pedido.created_at, limite)));
    for (const id of ids)
      await auditar(tx, { usuarioId: null, entidad: 'pedido', entidadId: id, accion: 'eliminar', antes: { estado: 'borrador', vencido: true } });
    return ids.length;
  });
}
