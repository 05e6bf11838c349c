import { and, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_ITEM_ID } from '@worknet/domain/auth';
import { PERMISOS, ROLES_BASE } from '@worknet/domain/permisos';
import type { Db } from '../db/client';
import { conflicto, noEncontrado } from '../http/errors';
import { authItem, authItemChild } from './rbac.table';
import { filasDe } from '../db/sql';

export type ItemEfectivo = { id: number; nombre: string; tipo: 'rol' | 'permiso' };

/**
 * Every item a user holds, directly or through the parent-child tree (the
 * transitive closure). UNION, not UNION ALL, so a cycle cannot loop forever.
 */
export async function itemsEfectivos(db: Db, usuarioId: number): Promise<ItemEfectivo[]> {
  const r = await db.execute(sql`
    with recursive alcanzados(id) as (
      select item_id from auth_asignacion where usuario_id = ${usuarioId}
      union
      select c.hijo_id from auth_item_child c join alcanzados a on c.padre_id = a.id
    )
    select i.id, i.nombre, i.tipo from auth_item i join alcanzados a on a.id = i.id`);
  return filasDe<ItemEfectivo>(r);
}

/** Permission names a user has. The administrator (item 1) has every permission. */
export async function permisosEfectivos(db: Db, usuarioId: number): Promise<{ esAdmin: boolean; permisos: Set<string> }> {
  const items = await itemsEfectivos(db, usuarioId);
  const esAdmin = items.some((i) => i.id === ADMIN_ITEM_ID);
  if (esAdmin) {
    const todos = await db.select({ nombre: authItem.nombre }).from(authItem).where(eq(authItem.tipo, 'permiso'));
    return { esAdmin, permisos: new Set(todos.map((t) => t.nombre)) };
  }
  return { esAdmin, permisos: new Set(items.filter((i) => i.tipo === 'permiso').map((i) => i.nombre)) };
}

/** Path of item names from `desde` down to `hasta`, or null if not reachable. */
async function camino(db: Db, desde: number, hasta: number): Promise<string[] | null> {
  const r = await db.execute(sql`
    with recursive c(id, ruta) as (
      select ${desde}::int, array[${desde}::int]
      union all
      select h.hijo_id, c.ruta || h.hijo_id from auth_item_child h join c on h.padre_id = c.id
      where not h.hijo_id = any(c.ruta)
    )
    select ruta from c where id = ${hasta} limit 1`);
  const ruta = filasDe<{ ruta: number[] }>(r)[0]?.ruta;
  if (!ruta) return null;
  const nombres = await db.select({ id: authItem.id, nombre: authItem.nombre }).from(authItem).where(inArray(authItem.id, ruta));
  const porId = new Map(nombres.map((n) => [n.id, n.nombre]));
  return ruta.map((id) => porId.get(id) ?? String(id));
}

/** Adds a parent-child relation, refusing one that would close a cycle (and naming it). */
export async function agregarHijo(db: Db, padreId: number, hijoId: number): Promise<void> {
  const items = await db
    .select()
    .from(authItem)
    .where(inArray(authItem.id, [padreId, hijoId]));
  const padre = items.find((i) => i.id === padreId);
  const hijo = items.find((i) => i.id === hijoId);
  if (!padre || !hijo) throw noEncontrado('El rol o permiso indicado no existe.');
  if (padre.tipo === 'permiso') throw conflicto(`"${padre.nombre}" es un permiso y no puede contener otros elementos.`);
  if (padreId === hijoId) throw conflicto(`"${padre.nombre}" no puede contenerse a sí mismo.`);
  const vuelta = await camino(db, hijoId, padreId);
  if (vuelta) {
    throw conflicto(`No se puede agregar: se formaría un ciclo (${[...vuelta, hijo.nombre].join(' → ')}).`);
  }
  await db.insert(authItemChild).values({ padre_id: padreId, hijo_id: hijoId }).onConflictDoNothing();
}

export async function quitarHijo(db: Db, padreId: number, hijoId: number): Promise<void> {
  await db.delete(authItemChild).where(and(eq(authItemChild.padre_id, padreId), eq(authItemChild.hijo_id, hijoId)));
}

/**
 * Keeps auth_item in step with the code (run at every start, idempotent): the
 * base roles (Administrador keeps id 1 and Asistentes 33, spec §6) and one permission per catalogue entry;
 * a permission created now is granted to the base roles that list it.
 */
export async function sincronizarRbac(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Roles with a fixed id first, then move the sequence past them.
    const conId = ROLES_BASE.filter((r) => r.id !== undefined);
    for (const rol of conId)
      await tx
        .insert(authItem)
        .values({ ...rol, tipo: 'rol' })
        .onConflictDoNothing();
    await tx.execute(sql`select setval('auth_item_id_seq', greatest((select max(id) from auth_item), 1))`);
    // Then by name: the rest, and a fixed-id role whose id an older install already gave to
    // another item (it keeps the role, under a new id).
    for (const rol of ROLES_BASE) {
      await tx.insert(authItem).values({ nombre: rol.nombre, descripcion: rol.descripcion, tipo: 'rol' }).onConflictDoNothing();
    }
    const valores = Object.entries(PERMISOS).map(([nombre, descripcion]) => ({ nombre, descripcion, tipo: 'permiso' as const }));
    const nuevos = await tx.insert(authItem).values(valores).onConflictDoNothing().returning({ id: authItem.id, nombre: authItem.nombre });
    if (nuevos.length === 0) return;
    const roles = await tx
      .select({ id: authItem.id, nombre: authItem.nombre })
      .from(authItem)
      .where(
        and(
          eq(authItem.tipo, 'rol'),
          inArray(
            authItem.nombre,
            ROLES_BASE.map((r) => r.nombre),
          ),
        ),
      );
    const enlaces = nuevos.flatMap((p) =>
      ROLES_BASE.filter((r) => (r.permisos as string[]).includes(p.nombre)).flatMap((r) => {
        const rol = roles.find((x) => x.nombre === r.nombre);
        return rol ? [{ padre_id: rol.id, hijo_id: p.id }] : [];
      }),
    );
    if (enlaces.length) await tx.insert(authItemChild).values(enlaces).onConflictDoNothing();
  });
}
