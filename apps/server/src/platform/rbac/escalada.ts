import { inArray, sql } from 'drizzle-orm';
import { ADMIN_ITEM_ID } from '@worknet/domain/auth';
import type { Principal } from '../identidad/principal';
import type { Db } from '../db/client';
import { prohibido } from '../http/errors';
import { permisosEfectivos } from './rbac.service';
import { authItem } from './rbac.table';

/** Item ids reachable from the given items through the tree (themselves included). */
export async function clausura(db: Db, itemIds: number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const r = await db.execute(sql`
    with recursive c(id) as (
      select unnest(${sql.raw(`array[${itemIds.map(Number).join(',')}]::int[]`)})
      union
      select h.hijo_id from auth_item_child h join c on h.padre_id = c.id
    ) select id from c`);
  return new Set((r as { rows: { id: number }[] }).rows.map((x) => x.id));
}

/**
 * Nobody grants what they do not hold: a non-administrator may only give items
 * whose whole subtree is within their own permissions, and never item 1.
 */
export async function verificarSinEscalada(db: Db, actor: Principal, itemIds: number[]): Promise<void> {
  if (actor.esAdmin || itemIds.length === 0) return;
  const alcanzados = await clausura(db, itemIds);
  if (alcanzados.has(ADMIN_ITEM_ID)) throw prohibido('Sólo un administrador puede otorgar el rol Administrador.');
  const items = await db
    .select()
    .from(authItem)
    .where(inArray(authItem.id, [...alcanzados]));
  const ajenos = items.filter((i) => i.tipo === 'permiso' && !actor.permisos.has(i.nombre)).map((i) => i.nombre);
  if (ajenos.length) throw prohibido(`No puede otorgar permisos que usted no tiene: ${ajenos.sort().join(', ')}.`);
}

/**
 * Nobody acts on an account that holds what they do not hold themselves (security
 * issue, item 2): otherwise a delegated user administrator could set a temporary
 * password on an Administrador, or point its e-mail to a mailbox of theirs and send
 * the recovery link there. Every user-admin action on an existing account calls
 * this; the target's permissions are the same effective set its own requests get.
 */
export async function verificarPuedeActuarSobre(db: Db, actor: Principal, usuarioId: number): Promise<void> {
  if (actor.esAdmin) return;
  const objetivo = await permisosEfectivos(db, usuarioId);
  if (objetivo.esAdmin) throw prohibido('Sólo un administrador puede modificar a otro administrador.');
  const ajenos = [...objetivo.permisos].filter((p) => !actor.permisos.has(p)).sort();
  if (ajenos.length) throw prohibido(`No puede modificar a un usuario que tiene permisos que usted no tiene: ${ajenos.join(', ')}.`);
}

/** Active users that hold item 1, directly or through the tree. */
export async function administradoresActivos(db: Db): Promise<number[]> {
  const r = await db.execute(sql`
    with recursive r(usuario_id, id) as (
      select usuario_id, item_id from auth_asignacion
      union
      select r.usuario_id, c.hijo_id from auth_item_child c join r on c.padre_id = r.id
    )
    select distinct r.usuario_id from r join usuario u on u.id = r.usuario_id
    where r.id = ${ADMIN_ITEM_ID} and u.activo and u.deleted_at is null`);
  return (r as { rows: { usuario_id: number }[] }).rows.map((x) => x.usuario_id);
}
