import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Asignacion, SectorDeUsuario, Usuario } from '@worknet/domain/auth';
import type { Db } from '../db/client';
import { permisosEfectivos } from '../rbac/rbac.service';
import { authAsignacion, authItem } from '../rbac/rbac.table';
import { edificio, sector, usuario, usuarioSector } from './identidad.table';

/** Everything the server needs to know about the caller, cached per user. */
export type Principal = Omit<Usuario, 'token'> & {
  activo: boolean;
  esAdmin: boolean;
  permisos: Set<string>;
};

export async function cargarPrincipal(db: Db, usuarioId: number): Promise<Principal | null> {
  const [u] = await db
    .select()
    .from(usuario)
    .where(and(eq(usuario.id, usuarioId), isNull(usuario.deleted_at)));
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
