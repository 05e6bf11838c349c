import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Usuario } from '@worknet/domain/auth';
import type { Db } from '../../platform/db/client';
import { edificio, usuario } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';

export async function buscarUsuarioPorUsername(db: Db, username: string) {
  const [u] = await db
    .select()
    .from(usuario)
    .where(and(sql`lower(${usuario.username}) = ${username.trim().toLowerCase()}`, isNull(usuario.deleted_at)));
  return u;
}

/** The media model of a building (its picture is tipo TIPO_MEDIA_IMAGEN). */
export const MODELO_MEDIA_EDIFICIO = 'edificio';

export async function edificioVivo(db: Db, id: number): Promise<boolean> {
  const [e] = await db
    .select({ id: edificio.id })
    .from(edificio)
    .where(and(eq(edificio.id, id), isNull(edificio.deleted_at)));
  return !!e;
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
