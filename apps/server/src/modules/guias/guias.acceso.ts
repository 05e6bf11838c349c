import { sql, type SQL } from 'drizzle-orm';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import type { Db } from '../../platform/db/client';
import { enteros, filasDe } from '../../platform/db/sql';
import { noEncontrado } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { asignadosSql } from '../../platform/rbac/titulares';

// Who reads which guide (issue 22 item 5). tareas.guia.administrar reaches every guide and
// every version. Anybody else with tareas.guia.ver reaches a live guide with a published
// version whose sectors include one of theirs (no sectors: everybody). Any other guide
// answers 404 whether it exists or not, so ids cannot be probed and a reader is not told a
// protocol of another service exists.

export const PERMISO_VER = 'tareas.guia.ver';
export const PERMISO_ADMINISTRAR = 'tareas.guia.administrar';

export const administraGuias = (p: Principal) => p.permisos.has(PERMISO_ADMINISTRAR);

/** The guide (`g` its alias) is for someone of these sectors: it names none, or one of them. */
export const paraSectores = (sectores: readonly number[], g: SQL = sql`g`): SQL =>
  sql`(jsonb_array_length(${g}.sector_ids) = 0
       or exists (select 1 from jsonb_array_elements_text(${g}.sector_ids) s where s::int = any(${enteros(sectores)})))`;

/** The WHERE of the guides a reader sees: live, published, for one of their sectors. */
export const legiblesPara = (p: Principal, g: SQL = sql`g`): SQL =>
  sql`(${g}.deleted_at is null and ${g}.version_actual_id is not null and ${paraSectores(
    p.sector.map((s) => s.id),
    g,
  )})`;

/** Whether the user reads the guide (administrators: any live one). */
export async function guiaLegible(db: Db, p: Principal, id: number): Promise<boolean> {
  const donde = administraGuias(p) ? sql`g.deleted_at is null` : legiblesPara(p);
  const r = filasDe<{ id: number }>(await db.execute(sql`select g.id from guia g where g.id = ${id} and ${donde}`));
  return r.length > 0;
}

export const mensajeGuiaInexistente = (id: number) => `No existe la guía ${id}.`;

/** Routes guias/{id}…: another sector's guide is a 404, the same as one that does not exist. */
export const guiaVisible = reglaRegistro('guía de uno de sus sectores (o de todos) con versión publicada, o tareas.guia.administrar', async (req, p) => {
  const id = idDeRuta(req);
  if (!(await guiaLegible(req.server.ctx.db, p, id))) throw noEncontrado(mensajeGuiaInexistente(id));
  return true;
});

/**
 * The users who must read a guide of these sectors: active, of one of them (none: everybody),
 * holding tareas.guia.ver through their roles. The administrator's blanket access does not
 * count: the audience is the staff the guide is for, not whoever may manage it.
 */
export function audienciaSql(sectores: SQL): SQL {
  return sql`
    select u.id from usuario u
     where u.activo and u.deleted_at is null
       and u.id in (${asignadosSql(PERMISO_VER)})
       and (jsonb_array_length(${sectores}) = 0
            or exists (select 1 from usuario_sector us
                        where us.usuario_id = u.id and us.sector_id in (select s::int from jsonb_array_elements_text(${sectores}) s)))`;
}

/** The ids of a guide's audience (for the notice of a new version). */
export async function audienciaDe(db: Db, guiaId: number): Promise<number[]> {
  const r = filasDe<{ id: number }>(
    await db.execute(sql`select a.id from (${audienciaSql(sql`(select sector_ids from guia where id = ${guiaId})`)}) a order by a.id`),
  );
  return r.map((f) => Number(f.id));
}
