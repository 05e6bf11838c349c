import { aliasedTable, and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ESTADOS_ABIERTOS, ESTADOS_FINALES, siguientesEstados, type EstadoPedido } from '@worknet/domain/pedidos/estados';
import { MODELO_MEDIA_PEDIDO, type pedidoDetalle, type pedidoFila, type PedidosQuery } from '@worknet/domain/pedidos/esquemas';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ordenDe, paginar } from '../../platform/db/pagina';
import { contiene, ordenTexto } from '../../platform/db/texto';
import { sector, usuario } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { noEncontrado } from '../../platform/http/errors';
import { proveedor } from '../inventario/inventario.table';
import { leerComentarios } from '../../platform/flujo/comentarios';
import { mediaDeModelos } from '../media/media.service';
import { administraPedidos } from './pedidos.acceso';
import { HILO_PEDIDO, pedido, pedidoEvento, pedidoItem } from './pedidos.table';

// Reading orders (issue 18 item 4): mine (openUser), purchasing's queues (nuevos: every open
// order; cerrados: closed or rejected), and one order with its lines, files, replies and timeline.

type Fila = z.output<typeof pedidoFila>;

const lineas = sql<number>`(select count(*)::int from pedido_item pi where pi.pedido_id = ${pedido.id})`;

const columnas = {
  id: pedido.id,
  tipo: pedido.tipo,
  estado: sql<EstadoPedido>`${pedido.estado}`,
  persona_id: pedido.persona_id,
  persona: usuario.nombre_completo,
  sector_id: pedido.sector_id,
  sector: sector.nombre,
  items: lineas,
  created_at: pedido.created_at,
  enviado_en: pedido.enviado_en,
  updated_at: pedido.updated_at,
};

/**
 * A page of orders. `soloDe` = a user id: that user's orders (openUser); null: every order
 * (purchasing). Drafts never appear: they are not sent yet.
 */
export async function listarPedidos(db: Db, q: PedidosQuery, soloDe: number | null): Promise<{ filas: Fila[]; total: number }> {
  const estados = q.estado ? [q.estado] : q.cola === 'abiertos' ? ESTADOS_ABIERTOS : ESTADOS_FINALES;
  const condiciones: (SQL | undefined)[] = [isNull(pedido.deleted_at), ne(pedido.estado, 'borrador'), inArray(pedido.estado, [...estados])];
  if (soloDe !== null) condiciones.push(eq(pedido.persona_id, soloDe));
  const filtro = q.filter?.trim();
  if (filtro) {
    const numero = /^\d{1,9}$/.test(filtro) ? Number(filtro) : null;
    const texto = contiene([sql`${usuario.nombre_completo}`, sql`coalesce(${sector.nombre}, '')`], filtro);
    condiciones.push(numero ? sql`(${pedido.id} = ${numero} or ${texto})` : texto);
  }
  return paginar(
    db,
    () =>
      db
        .select(columnas)
        .from(pedido)
        .innerJoin(usuario, eq(usuario.id, pedido.persona_id))
        .leftJoin(sector, eq(sector.id, pedido.sector_id))
        .where(and(...condiciones))
        .$dynamic(),
    ordenDe(
      { id: pedido.id, created_at: pedido.created_at, estado: pedido.estado, persona: ordenTexto(usuario.nombre_completo), sector: ordenTexto(sector.nombre) },
      q,
      { defecto: 'created_at', defectoDescendente: true, desempate: desc(pedido.id) },
    ),
    q,
  );
}

const autor = aliasedTable(usuario, 'autor');

/** One order as detalle/{id} and detalle/seguimiento/{id} show it. Call only for who may see it (pedidoVisible). */
export async function obtenerPedido(ctx: Ctx, u: Principal, id: number): Promise<z.output<typeof pedidoDetalle>> {
  const db = ctx.db;
  const [cab] = await db
    .select({
      ...columnas,
      creado_por: autor.nombre_completo,
      proveedor_id: pedido.proveedor_id,
      proveedor: proveedor.razon_social,
      fecha_esperada: pedido.fecha_esperada,
      ingreso_id: pedido.ingreso_id,
      motivo_rechazo: pedido.motivo_rechazo,
      cerrado_en: pedido.cerrado_en,
    })
    .from(pedido)
    .innerJoin(usuario, eq(usuario.id, pedido.persona_id))
    .innerJoin(autor, eq(autor.id, pedido.creado_por))
    .leftJoin(sector, eq(sector.id, pedido.sector_id))
    .leftJoin(proveedor, eq(proveedor.id, pedido.proveedor_id))
    .where(and(eq(pedido.id, id), isNull(pedido.deleted_at)));
  if (!cab) throw noEncontrado(`No existe el pedido ${id}.`);
  const [items, respuestas, eventos] = await Promise.all([
    db.select().from(pedidoItem).where(eq(pedidoItem.pedido_id, id)).orderBy(asc(pedidoItem.orden), asc(pedidoItem.id)),
    leerComentarios(db, HILO_PEDIDO, id, { conInternos: administraPedidos(u) }),
    db
      .select({
        id: pedidoEvento.id,
        estado: sql<EstadoPedido>`${pedidoEvento.estado}`,
        autor: usuario.nombre_completo,
        detalle: pedidoEvento.detalle,
        proveedor_id: pedidoEvento.proveedor_id,
        proveedor: proveedor.razon_social,
        fecha_esperada: pedidoEvento.fecha_esperada,
        ingreso_id: pedidoEvento.ingreso_id,
        created_at: pedidoEvento.created_at,
      })
      .from(pedidoEvento)
      .innerJoin(usuario, eq(usuario.id, pedidoEvento.autor_id))
      .leftJoin(proveedor, eq(proveedor.id, pedidoEvento.proveedor_id))
      .where(eq(pedidoEvento.pedido_id, id))
      .orderBy(asc(pedidoEvento.created_at), asc(pedidoEvento.id)),
  ]);
  const archivos = await mediaDeModelos(
    ctx,
    MODELO_MEDIA_PEDIDO,
    items.map((i) => i.id),
  );
  return {
    ...cab,
    lineas: items.map((i) => ({
      id: i.id,
      orden: i.orden,
      producto_id: i.producto_id,
      nombre: i.nombre,
      cantidad: i.cantidad,
      mensaje: i.mensaje,
      archivos: archivos.get(i.id) ?? [],
    })),
    respuestas,
    eventos,
    siguientes: administraPedidos(u) ? siguientesEstados(cab.estado) : [],
  };
}
