import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Asignacion, SectorDeUsuario, Usuario } from '@worknet/domain/auth';
import type { Db } from '../../platform/db/client';
import { permisosEfectivos } from '../../platform/rbac/rbac.service';
import { authAsignacion, authItem } from '../../platform/rbac/rbac.table';
import { edificio, sector, usuario, usuarioSector } from './identidad.table';

/** Everything the server needs to know about the caller, cached per user. */
export type Principal = Omit<Usuario, 'token'> & {
  activo: boolean;
  esAdmin: boolean;
  permisos: Set<string>;
};

export async function buscarUsuarioPorUsername(db: Db, username: string) {
  const [u] = await db
    .select()
    .from(usuario)
    .where(and(sql`lower(${usuario.username}) = ${username.trim().toLowerCase()}`, isNull(usuario.deleted_at)));
  return u;
}

export async function cargarPrincipal(db: Db, usuarioId: number): Promise<Principal | null> {
  const [u] = await db.select().from(usuario).where(and(eq(usuario.id, usuarioId), isNull(usuario.deleted_at)));
  if (!u) return null;
  const [sectores, asignaciones, efectivos] = await Promise.all([
    sectoresDeUsuario(db, usuarioId),
    db
      .select({ id: authItem.id, nombre: authItem.nombre })
      .from(authAsignacion)
      .innerJoin(authItem, eq(authItem.id, authAsignacion.item_id))
      .where(eq(authAsignacion.usuario_id, usuarioId))
      .orderBy(asc(authItem.id)),
    permisosEfectivos(db, usuarioId),
  ]);
  return {
    id: u.id,
    nombre_completo: u.nombre_completo,
    username: u.username,
    usuario: u.username,
    email: u.email,
    activo: u.activo,
    debe_cambiar_password: u.debe_cambiar_password,
    persona_id: u.persona_id,
    sector: sectores,
    asignaciones: asignaciones.map((a): Asignacion => ({ item: { id: a.id, nombre: a.nombre } })),
    esAdmin: efectivos.esAdmin,
    permisos: efectivos.permisos,
  };
}

export async function sectoresDeUsuario(db: Db, usuarioId: number): Promise<SectorDeUsuario[]> {
  const filas = await db
    .select({ id: sector.id, nombre: sector.nombre, raizId: edificio.id, raizNombre: edificio.nombre })
    .from(usuarioSector)
    .innerJoin(sector, eq(sector.id, usuarioSector.sector_id))
    .innerJoin(edificio, eq(edificio.id, sector.raiz_id))
    .where(and(eq(usuarioSector.usuario_id, usuarioId), isNull(sector.deleted_at)))
    .orderBy(asc(edificio.nombre), asc(sector.nombre));
  return filas.map((f) => ({ id: f.id, nombre: f.nombre, raiz: { id: f.raizId, nombre: f.raizNombre } }));
}

export async function imagenDeEdificio(db: Db, edificioId: number) {
  const [e] = await db
    .select({ imagen: edificio.imagen, tipo: edificio.imagen_tipo })
    .from(edificio)
    .where(and(eq(edificio.id, edificioId), isNull(edificio.deleted_at)));
  return e?.imagen && e.tipo ? { imagen: e.imagen, tipo: e.tipo } : null;
}

/** The User of spec §3 as get_user answers it. */
export function usuarioPublico(p: Principal, token?: string): Usuario {
  return {
    id: p.id,
    nombre_completo: p.nombre_completo,
    username: p.username,
    usuario: p.usuario,
    email: p.email,
    sector: p.sector,
    asignaciones: p.asignaciones,
    debe_cambiar_password: p.debe_cambiar_password,
    persona_id: p.persona_id,
    ...(token ? { token } : {}),
  };
}
