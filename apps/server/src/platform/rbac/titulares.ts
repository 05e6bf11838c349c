import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { filasDe } from '../db/sql';

// Who holds a permission through their roles: the audience of a notice (HR's queue, a kiosk
// lockout, a guide's readers). The administrator's blanket access does not count: a notice for
// HR goes to HR, not to everybody who could do HR's work.

/** The ids of the users (active or not) assigned `permiso` or a role above it in the tree, as a subquery. */
export function asignadosSql(permiso: string): SQL {
  return sql`
    with recursive arriba(id) as (
      select id from auth_item where nombre = ${permiso}
      union
      select c.padre_id from auth_item_child c join arriba a on c.hijo_id = a.id
    )
    select x.usuario_id from auth_asignacion x join arriba a on a.id = x.item_id`;
}

/** Active users holding `permiso` through their roles, by id. */
export async function usuariosConPermiso(db: Db, permiso: string): Promise<number[]> {
  const r = filasDe<{ id: number }>(
    await db.execute(sql`select u.id from usuario u where u.activo and u.deleted_at is null and u.id in (${asignadosSql(permiso)}) order by u.id`),
  );
  return r.map((f) => Number(f.id));
}
