import { and, eq, isNull } from 'drizzle-orm';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/identidad/principal';
import { carritoItem, pedido } from './pedidos.table';

// Who reaches which purchase order (issue 18 item 5). compras.pedido.administrar (purchasing;
// the administrator holds every permission) sees and moves every sent order; anybody else only
// the orders they asked for (persona) or created. A draft (borrador) is its creator's alone.
// The record rules answer 403 for another person's id, whether it exists or not.

export const administraPedidos = (p: Pick<Principal, 'permisos'>) => p.permisos.has('compras.pedido.administrar');

/** Whether `p` may see the order: theirs (requester or creator), or any sent one for purchasing. */
export async function puedeVerPedido(db: Db, p: Pick<Principal, 'id' | 'permisos'>, id: number): Promise<boolean> {
  const [f] = await db
    .select({ persona_id: pedido.persona_id, creado_por: pedido.creado_por, estado: pedido.estado })
    .from(pedido)
    .where(and(eq(pedido.id, id), isNull(pedido.deleted_at)));
  if (!f) return false;
  if (f.creado_por === p.id) return true;
  if (f.estado === 'borrador') return false;
  return f.persona_id === p.id || administraPedidos(p);
}

/** Whether the order is a draft `p` created (the only one who adds lines and sends it). */
export async function esBorradorPropio(db: Db, p: Pick<Principal, 'id'>, id: number): Promise<boolean> {
  const [f] = await db
    .select({ id: pedido.id })
    .from(pedido)
    .where(and(eq(pedido.id, id), eq(pedido.creado_por, p.id), eq(pedido.estado, 'borrador'), isNull(pedido.deleted_at)));
  return f !== undefined;
}

/** Whether the cart line is `p`'s own. */
export async function esLineaPropia(db: Db, p: Pick<Principal, 'id'>, id: number): Promise<boolean> {
  const [f] = await db
    .select({ id: carritoItem.id })
    .from(carritoItem)
    .where(and(eq(carritoItem.id, id), eq(carritoItem.usuario_id, p.id)));
  return f !== undefined;
}

/** `:id` is a purchase order: its requester or creator, or compras.pedido.administrar. */
export const pedidoVisible = reglaRegistro('pedido propio (lo pidió o lo creó), o compras.pedido.administrar', (req, p) =>
  puedeVerPedido(req.server.ctx.db, p, idDeRuta(req)),
);

/** `:id` is an order being assembled: only its creator, while it is a draft. */
export const borradorPropio = reglaRegistro('pedido en borrador que creó', (req, p) => esBorradorPropio(req.server.ctx.db, p, idDeRuta(req)));

/** `:id` is a line of a cart: only the cart's owner. */
export const lineaPropia = reglaRegistro('línea de su propio carrito', (req, p) => esLineaPropia(req.server.ctx.db, p, idDeRuta(req)));
