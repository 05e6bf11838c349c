import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ADMIN_ITEM_ID } from '@worknet/domain/auth';
import type { Principal } from '../identidad/principal';
import { usuario } from '../identidad/identidad.table';
import type { Db } from '../db/client';
import { conflicto, prohibido } from '../http/errors';
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

// The migrations take 7263001 and the start 7263002 (db/client.ts, db/arranque.ts).
const CANDADO_ADMINISTRACION = 7263003;

/**
 * One transaction that changes what accounts hold or whether they are active (the roles of
 * a new or existing user, activation, a temporary password, the tree of roles), with every
 * check inside it (issue 36, item 7). Its first statement takes a transaction-scoped advisory
 * lock, the same for all of them, so two such changes never interleave: each one reads the
 * assignments, the tree and the accounts as the previous one committed them. Checked before the transaction,
 * two demotions of the last two administrators both saw two of them and left none, and a
 * delegated administrator could write over an account promoted in the meantime. `fn` gets
 * the actor as the database has it now (actorVigente): a request that passed the guard just
 * before its own account was demoted acts with what it holds after. PGlite runs one
 * transaction at a time anyway; the lock is what serialises them on PostgreSQL.
 */
export function conCandadoDeAdministracion<T>(db: Db, actor: Principal, fn: (tx: Db, actor: Principal) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CANDADO_ADMINISTRACION}::bigint)`);
    return fn(tx, await actorVigente(tx, actor));
  });
}

/** The actor's standing as stored now (active, effective items), not as its cached principal had it. */
async function actorVigente(tx: Db, actor: Principal): Promise<Principal> {
  const [u] = await tx
    .select({ activo: usuario.activo })
    .from(usuario)
    .where(and(eq(usuario.id, actor.id), isNull(usuario.deleted_at)));
  if (!u?.activo) throw prohibido('Su usuario ya no está activo: no puede hacer este cambio.');
  const { esAdmin, permisos } = await permisosEfectivos(tx, actor.id);
  return { ...actor, esAdmin, permisos };
}

/**
 * Runs a change that may take item 1 away from someone (a role removed, an account
 * deactivated, a relation of the tree or a role deleted) and refuses it with `mensaje`, rolling
 * the transaction back, when it leaves no active administrator where there was one. Counted
 * after the write, so an administrator through any path of the tree counts. Inside
 * conCandadoDeAdministracion, so no other change can take the other administrator meanwhile.
 */
export async function sinQuedarSinAdministradores<T>(tx: Db, mensaje: string, cambio: () => Promise<T>): Promise<T> {
  const antes = await administradoresActivos(tx);
  const r = await cambio();
  if (antes.length > 0 && (await administradoresActivos(tx)).length === 0) throw conflicto(mensaje);
  return r;
}
