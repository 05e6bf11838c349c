import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { idDeRuta, reglaRegistro, type ReglaRegistro } from '../../platform/auth/registro';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/identidad/principal';
import { deposito, depositoResponsable, documentoStock } from './inventario.table';

// Who works with which warehouse (issue 17, item 9). compras.documento.administrar (and the
// administrator, who holds every permission) reaches every warehouse; compras.documento.operar
// only the warehouses the user is responsable of (deposito_responsable). The record rules below
// answer 403 for another warehouse's id, whether it exists or not.

/** Whether the user is one of the warehouse's responsables (its own row in deposito_responsable). */
export async function esResponsable(db: Db, p: Pick<Principal, 'id'>, depositoId: number): Promise<boolean> {
  const [r] = await db
    .select({ id: depositoResponsable.deposito_id })
    .from(depositoResponsable)
    .where(and(eq(depositoResponsable.deposito_id, depositoId), eq(depositoResponsable.usuario_id, p.id)));
  return r !== undefined;
}

/** Whether the user reaches every warehouse (no per-warehouse check). */
export const administraDepositos = (p: Pick<Principal, 'permisos'>) => p.permisos.has('compras.documento.administrar');

/** Whether the user may operate (create, edit, confirm documents of) the warehouse. */
export async function puedeOperarDeposito(db: Db, p: Pick<Principal, 'id' | 'permisos'>, depositoId: number): Promise<boolean> {
  return administraDepositos(p) || esResponsable(db, p, depositoId);
}

/** The ids of the live warehouses the user is responsable of. */
export async function depositosDeResponsable(db: Db, usuarioId: number): Promise<number[]> {
  const filas = await db
    .select({ id: depositoResponsable.deposito_id })
    .from(depositoResponsable)
    .innerJoin(deposito, eq(deposito.id, depositoResponsable.deposito_id))
    .where(and(eq(depositoResponsable.usuario_id, usuarioId), isNull(deposito.deleted_at)));
  return filas.map((f) => f.id);
}

/**
 * The warehouses the user may work with: null for all of them (compras.documento.administrar),
 * else those they are responsable of (maybe none).
 */
export async function depositosOperables(db: Db, p: Pick<Principal, 'id' | 'permisos'>): Promise<number[] | null> {
  return administraDepositos(p) ? null : depositosDeResponsable(db, p.id);
}

/**
 * A record rule over the warehouses a request touches: `depositos` reads them from the
 * validated request (null or an empty list when the record does not exist: 403 as well).
 * Every warehouse named must be operable by the caller.
 */
export const reglaDeDepositos = (nombre: string, depositos: (req: FastifyRequest) => Promise<number[] | null>): ReglaRegistro =>
  reglaRegistro(nombre, async (req, p) => {
    if (administraDepositos(p)) return true;
    const ids = await depositos(req);
    if (!ids?.length) return false;
    const mios = new Set(await depositosDeResponsable(req.server.ctx.db, p.id));
    return ids.every((id) => mios.has(id));
  });

/** `:id` is a warehouse: its responsables, or compras.documento.administrar. */
export const depositoOperable = reglaDeDepositos('depósito del que es responsable, o compras.documento.administrar', async (req) => [idDeRuta(req)]);

/**
 * `:id` is a stock document (entry, exit or movement): the responsables of its warehouse
 * (deposito_id: the entry's destination, the exit's or movement's origin), or
 * compras.documento.administrar.
 */
export const documentoOperable = reglaDeDepositos('documento de stock de un depósito del que es responsable, o compras.documento.administrar', async (req) => {
  const [d] = await req.server.ctx.db
    .select({ deposito_id: documentoStock.deposito_id })
    .from(documentoStock)
    .where(and(eq(documentoStock.id, idDeRuta(req)), isNull(documentoStock.deleted_at)));
  return d ? [d.deposito_id] : null;
});

/**
 * `:id` is a warehouse whose minimum stock is set: compras.deposito.editar reaches every
 * warehouse; a responsable (compras.documento.operar) only theirs.
 */
export const depositoConfigurable = reglaRegistro('depósito del que es responsable, o compras.deposito.editar', async (req, p) => {
  if (p.permisos.has('compras.deposito.editar') || administraDepositos(p)) return true;
  return esResponsable(req.server.ctx.db, p, idDeRuta(req));
});
