import { sql, type SQL } from 'drizzle-orm';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import type { Db } from '../../platform/db/client';
import { enteros, filasDe } from '../../platform/db/sql';
import type { Principal } from '../../platform/identidad/principal';

// Who reaches which task (issue 22 item 8): tareas.tarea.administrar every task; anybody with
// tareas.tarea.ver the tasks assigned to them, to one of their sectors (usuario_sector) or
// created by them; a sector head (tareas.tarea.asignar) also every task whose responsible
// sector is one they belong to or lead (the referentes catalog), and only there may they
// create, assign, edit, cancel and reopen. Another sector's task answers 403 whether it exists
// or not, so ids cannot be probed.

/** The sectors the user leads (the referentes catalog, rrhh_referente), as the leave rules read them. */
async function sectoresQueLidera(db: Db, usuarioId: number): Promise<number[]> {
  const r = filasDe<{ sectores: number[] | null }>(
    await db.execute(
      sql`select array(select distinct unnest(sector_ids) from rrhh_referente where usuario_id = ${usuarioId} and deleted_at is null) as sectores`,
    ),
  );
  return r[0]?.sectores ?? [];
}

export type Alcance = {
  usuarioId: number;
  admin: boolean;
  /** The user's own sectors: tasks assigned to them are the user's. */
  sectores: number[];
  /** Where the user assigns (sector head): own sectors plus led ones; empty without tareas.tarea.asignar. */
  dirige: number[];
};

export async function alcanceDe(db: Db, p: Principal): Promise<Alcance> {
  const sectores = p.sector.map((s) => s.id);
  const admin = p.permisos.has('tareas.tarea.administrar');
  const dirige = !admin && p.permisos.has('tareas.tarea.asignar') ? [...new Set([...sectores, ...(await sectoresQueLidera(db, p.id))])] : [];
  return { usuarioId: p.id, admin, sectores, dirige };
}

/**
 * The WHERE of the tasks that are the user's (`t` is the task table's alias): assigned to
 * them or their sectors, created by them, or (sector head) of a sector they run. Admins too:
 * «my tasks» is the same list for everybody; admin/tareas lists all.
 * Two spellings of the same set. By default `id in (… union all …)`: each branch reads its own
 * index (tarea_asignado by person or sector with the task id, tarea by creado_por or sector), so
 * a list starts from the user's few thousand tasks instead of testing every task of the group
 * (876,000 tasks: «Mis tareas» 1.6 s → 0.14 s); for one task (t.id = $1) each branch is one
 * index probe. `porFila`: `exists … or …`, tested on each row another condition already chose;
 * for a list with a narrow indexed condition of its own (the day's), which the planner then
 * starts from, where the union would make it read the user's whole year first.
 */
export function filtroPropias(a: Alcance, t: SQL = sql`tarea`, porFila = false): SQL {
  if (porFila) {
    return sql`(exists (select 1 from tarea_asignado a where a.tarea_id = ${t}.id
                          and (a.usuario_id = ${a.usuarioId} or a.sector_id = any(${enteros(a.sectores)})))
                or ${t}.creado_por = ${a.usuarioId}
                or ${t}.sector_id = any(${enteros(a.dirige)}))`;
  }
  return sql`${t}.id in (select a.tarea_id from tarea_asignado a where a.usuario_id = ${a.usuarioId}
                         union all select a.tarea_id from tarea_asignado a where a.sector_id = any(${enteros(a.sectores)})
                         union all select x.id from tarea x where x.creado_por = ${a.usuarioId}
                         union all select x.id from tarea x where x.sector_id = any(${enteros(a.dirige)}))`;
}

/** Whether the user reaches the task (admins every one). False when it does not exist. */
export async function tareaAlcanzable(db: Db, a: Alcance, id: number): Promise<boolean> {
  const r = filasDe<{ id: number }>(
    await db.execute(sql`select t.id from tarea t where t.id = ${id} ${a.admin ? sql`` : sql`and ${filtroPropias(a, sql`t`)}`}`),
  );
  return r.length > 0;
}

/** Whether the user may edit, cancel and reopen the task: admins, or a head of its sector, or whoever created it while holding asignar. */
export const puedeGestionar = (a: Alcance, t: { sector_id: number | null; creado_por: number | null }) =>
  a.admin || (a.dirige.length > 0 && ((t.sector_id !== null && a.dirige.includes(t.sector_id)) || t.creado_por === a.usuarioId));

/** Routes under a task (`tareas/:id`…, `create-tarea/:id`). */
export const tareaVisible = reglaRegistro('tarea asignada a uno o a su sector, de un sector que dirige o tareas.tarea.administrar', async (req, p) =>
  tareaAlcanzable(req.server.ctx.db, await alcanceDe(req.server.ctx.db, p), idDeRuta(req)),
);
