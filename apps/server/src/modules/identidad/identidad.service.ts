import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Usuario } from '@worknet/domain/auth';
import type { Db } from '../../platform/db/client';
import { edificio, usuario } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';

// The principal is loaded by the platform (the guard needs it); re-exported here so the
// other modules keep reaching identity through this service.
export { cargarPrincipal, sectoresDeUsuario, type Principal } from '../../platform/identidad/principal';

export async function buscarUsuarioPorUsername(db: Db, username: string) {
  const [u] = await db
    .select()
    .from(usuario)
    .where(and(sql`lower(${usuario.username}) = ${username.trim().toLowerCase()}`, isNull(usuario.deleted_at)));
  return u;
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
