import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PapelPedidoInterno } from '@worknet/domain/inventario/pedidos-internos';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import type { Principal } from '../../platform/identidad/principal';
import { administraDepositos, depositosDeResponsable, esResponsable } from './inventario.acceso';
import { pedidoInterno, plantillaPedido } from './pedidos-internos.table';

// Who reaches which internal order (issue 18, item 5), decided here only:
//  - the sector that asks: its members and the referentes who lead it (rrhh_referente) create,
//    edit, send and receive its orders and keep its templates;
//  - the serving warehouse: its responsables see the orders sent to it and prepare or reject them;
//  - compras.documento.administrar (and the administrator): every order.
// The record rules below answer 403 for an order of another sector or warehouse, whether it
// exists or not.

/** The sectors the user orders for: their own and those they lead as referente. */
export async function sectoresQuePide(db: Db, p: Pick<Principal, 'id' | 'sector'>): Promise<number[]> {
  const r = filasDe<{ sectores: number[] | null }>(
    await db.execute(sql`select array(select distinct unnest(sector_ids) from rrhh_referente where usuario_id = ${p.id} and deleted_at is null) as sectores`),
  );
  return [...new Set([...p.sector.map((s) => s.id), ...(r[0]?.sectores ?? []).map(Number)])];
}

/** Whether the user orders for the sector (member, referente, or compras.documento.administrar). */
export async function pidePorSector(db: Db, p: Pick<Principal, 'id' | 'sector' | 'permisos'>, sectorId: number): Promise<boolean> {
  return administraDepositos(p) || (await sectoresQuePide(db, p)).includes(sectorId);
}

/** Whether the user prepares the warehouse's orders (its responsable, or compras.documento.administrar). */
export async function preparaDeposito(db: Db, p: Pick<Principal, 'id' | 'permisos'>, depositoId: number): Promise<boolean> {
  if (administraDepositos(p)) return true;
  return p.permisos.has('compras.documento.operar') && esResponsable(db, p, depositoId);
}

/** The warehouses whose orders the user prepares (null: all of them). */
export async function depositosQuePrepara(db: Db, p: Pick<Principal, 'id' | 'permisos'>): Promise<number[] | null> {
  if (administraDepositos(p)) return null;
  return p.permisos.has('compras.documento.operar') ? depositosDeResponsable(db, p.id) : [];
}

async function pedidoDe(db: Db, id: number) {
  const [x] = await db
    .select({ sector_id: pedidoInterno.sector_id, deposito_id: pedidoInterno.deposito_id, estado: pedidoInterno.estado })
    .from(pedidoInterno)
    .where(and(eq(pedidoInterno.id, id), isNull(pedidoInterno.deleted_at)));
  return x ?? null;
}

/** What the user is to the order: who asks, who serves (a warehouse does not see another sector's drafts). */
export async function papelEnPedido(db: Db, p: Principal, pedido: { sector_id: number; deposito_id: number; estado: string }) {
  const admin = administraDepositos(p);
  const pide = admin || (p.permisos.has('compras.pedido_interno.pedir') && (await sectoresQuePide(db, p)).includes(pedido.sector_id));
  const prepara = admin || (pedido.estado !== 'borrador' && (await preparaDeposito(db, p, pedido.deposito_id)));
  return { pide, prepara };
}

/** The same, as the roles of the order's machine (FLUJO_PEDIDO_INTERNO). */
export async function papelesEnPedido(db: Db, p: Principal, pedido: { sector_id: number; deposito_id: number; estado: string }): Promise<PapelPedidoInterno[]> {
  const r = await papelEnPedido(db, p, pedido);
  return [...(r.pide ? (['pide'] as const) : []), ...(r.prepara ? (['prepara'] as const) : [])];
}

/** `:id` is an internal order the user sees: its sector (members, referentes), its warehouse's responsables. */
export const pedidoVisible = reglaRegistro(
  'pedido interno de su sector (miembro o referente) o de un depósito del que es responsable, o compras.documento.administrar',
  async (req, p) => {
    const x = await pedidoDe(req.server.ctx.db, idDeRuta(req));
    if (!x) return administraDepositos(p);
    const r = await papelEnPedido(req.server.ctx.db, p, x);
    return r.pide || r.prepara;
  },
);

/** `:id` is an internal order of a sector the user orders for (edit, send, receive). */
export const pedidoDelSector = reglaRegistro('pedido interno de su sector (miembro o referente), o compras.documento.administrar', async (req, p) => {
  if (administraDepositos(p)) return true;
  const x = await pedidoDe(req.server.ctx.db, idDeRuta(req));
  return x !== null && (await sectoresQuePide(req.server.ctx.db, p)).includes(x.sector_id);
});

/** `:id` is an internal order sent to a warehouse the user is responsable of (prepare, reject). */
export const pedidoDelDeposito = reglaRegistro(
  'pedido interno enviado a un depósito del que es responsable, o compras.documento.administrar',
  async (req, p) => {
    if (administraDepositos(p)) return true;
    const x = await pedidoDe(req.server.ctx.db, idDeRuta(req));
    return x !== null && x.estado !== 'borrador' && (await preparaDeposito(req.server.ctx.db, p, x.deposito_id));
  },
);

/** `:id` is a template of a sector the user orders for. */
export const plantillaDelSector = reglaRegistro('plantilla de pedido de su sector (miembro o referente), o compras.documento.administrar', async (req, p) => {
  if (administraDepositos(p)) return true;
  const [x] = await req.server.ctx.db
    .select({ sector_id: plantillaPedido.sector_id })
    .from(plantillaPedido)
    .where(and(eq(plantillaPedido.id, idDeRuta(req)), isNull(plantillaPedido.deleted_at)));
  return x !== undefined && (await sectoresQuePide(req.server.ctx.db, p)).includes(x.sector_id);
});
