import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NivelCarpeta } from '@worknet/domain/archivos/esquemas';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { enteros, filasDe } from '../../platform/db/sql';
import { itemsEfectivos } from '../../platform/rbac/rbac.service';
import type { Principal } from '../../platform/identidad/principal';
import { documento } from './archivos.table';

// Who reaches what in the file manager, decided here only. HR (rrhh.archivo.administrar)
// reaches everything; anyone else a folder only through a role of theirs with a
// permission on it or on one of its ancestors (the highest level found on the way
// down wins), and never a persona's documents. A folder under a deleted one is gone too.

export const PERMISO_RRHH = 'rrhh.archivo.administrar';
export const esRrhh = (p: Principal) => p.permisos.has(PERMISO_RRHH);

/** Each live folder the user reaches, with the level they have there. */
export async function nivelesDeCarpetas(db: Db, p: Principal): Promise<Map<number, NivelCarpeta>> {
  const rrhh = esRrhh(p);
  const roles = rrhh ? [] : (await itemsEfectivos(db, p.id)).filter((i) => i.tipo === 'rol').map((i) => i.id);
  const r = await db.execute(sql`
    with recursive arbol(id, nivel) as (
      select c.id, ${rrhh ? sql`2` : sql`(select max(case cp.nivel when 'editar' then 2 else 1 end) from carpeta_permiso cp where cp.carpeta_id = c.id and cp.rol_id = any(${enteros(roles)}))`}
        from carpeta c where c.padre_id is null and c.deleted_at is null
      union all
      select c.id, ${rrhh ? sql`2` : sql`greatest(a.nivel, (select max(case cp.nivel when 'editar' then 2 else 1 end) from carpeta_permiso cp where cp.carpeta_id = c.id and cp.rol_id = any(${enteros(roles)})))`}
        from carpeta c join arbol a on c.padre_id = a.id where c.deleted_at is null
    )
    select id, nivel from arbol where nivel is not null`);
  return new Map(filasDe<{ id: number; nivel: number }>(r).map((f) => [Number(f.id), Number(f.nivel) === 2 ? 'editar' : 'ver']));
}

export async function nivelEnCarpeta(db: Db, p: Principal, carpetaId: number): Promise<NivelCarpeta | null> {
  return (await nivelesDeCarpetas(db, p)).get(carpetaId) ?? null;
}

type FilaLugar = { carpeta_id: number | null; persona_id: number | null; deleted_at: Date | null };

export async function lugarDeDocumento(db: Db, id: number): Promise<FilaLugar | undefined> {
  const [d] = await db
    .select({ carpeta_id: documento.carpeta_id, persona_id: documento.persona_id, deleted_at: documento.deleted_at })
    .from(documento)
    .where(eq(documento.id, id));
  return d;
}

/** A deleted document (the trash) and a persona's are HR's alone; a folder's, whoever reaches the folder. */
export async function puedeVerDocumento(db: Db, p: Principal, d: FilaLugar | undefined): Promise<boolean> {
  if (!d) return false;
  if (esRrhh(p)) return true;
  if (d.deleted_at || d.carpeta_id === null) return false;
  return (await nivelEnCarpeta(db, p, d.carpeta_id)) !== null;
}

export async function puedeEditarDocumento(db: Db, p: Principal, d: FilaLugar | undefined): Promise<boolean> {
  if (!d) return false;
  if (esRrhh(p)) return true;
  if (d.deleted_at || d.carpeta_id === null) return false;
  return (await nivelEnCarpeta(db, p, d.carpeta_id)) === 'editar';
}

/** Whether the user may upload a draft at all: HR, or 'editar' on some folder. */
export async function puedeSubirAlgo(db: Db, p: Principal): Promise<boolean> {
  if (esRrhh(p)) return true;
  for (const n of (await nivelesDeCarpetas(db, p)).values()) if (n === 'editar') return true;
  return false;
}

export const documentoVivo = async (ctx: Ctx, id: number) =>
  (
    await ctx.db
      .select({ id: documento.id })
      .from(documento)
      .where(and(eq(documento.id, id), isNull(documento.deleted_at)))
  ).length > 0;

// Record rules of the routes with a document id (a missing id answers the same 403).
export const documentoVisible = reglaRegistro('documento de una carpeta que puede ver, o rrhh.archivo.administrar', async (req, p) =>
  puedeVerDocumento(req.server.ctx.db, p, await lugarDeDocumento(req.server.ctx.db, idDeRuta(req))),
);
export const documentoEditable = reglaRegistro('documento de una carpeta que puede editar, o rrhh.archivo.administrar', async (req, p) =>
  puedeEditarDocumento(req.server.ctx.db, p, await lugarDeDocumento(req.server.ctx.db, idDeRuta(req))),
);
