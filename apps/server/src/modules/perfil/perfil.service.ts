import { and, eq, isNull } from 'drizzle-orm';
import type { MiPerfil, Preferencias } from '@worknet/domain/perfil/esquemas';
import { auditar } from '../../platform/audit/audit';
import { nadaQueAuditar } from '../../platform/audit/auditoria-rutas';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { AppError, conflicto, noEncontrado } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { recursoMedia } from '../media/media.table';
import { MODELO_MEDIA_PERSONA, fijarFoto, obtenerLegajo } from '../rrhh/persona.service';
import { preferenciaUsuario } from './perfil.table';
import * as reloj from '@worknet/domain/reloj';

// «Mi perfil» (issue 20 item 6): what the caller sees and changes of their own account. Every
// function acts on the principal only; no id of another person is taken.

export const SIN_LEGAJO_FOTO = 'Su usuario no tiene un legajo vinculado: pida a Recursos Humanos que lo vincule para poder cambiar su foto.';

const PREFERENCIAS_INICIALES: Preferencias = { correo_notificaciones: false };

/** The stored preferences, or the defaults when the user never saved any. */
export async function leerPreferencias(db: Db, usuarioId: number): Promise<Preferencias> {
  const [f] = await db
    .select({ correo_notificaciones: preferenciaUsuario.correo_notificaciones })
    .from(preferenciaUsuario)
    .where(eq(preferenciaUsuario.usuario_id, usuarioId));
  return f ?? PREFERENCIAS_INICIALES;
}

/** PUT mi_perfil/preferencias: one row per user (upsert), audited when something changes. */
export function guardarPreferencias(db: Db, usuarioId: number, nuevas: Preferencias): Promise<Preferencias> {
  return db.transaction(async (tx) => {
    const antes = await leerPreferencias(tx, usuarioId);
    if (antes.correo_notificaciones === nuevas.correo_notificaciones) {
      nadaQueAuditar();
      return antes;
    }
    await tx
      .insert(preferenciaUsuario)
      .values({ usuario_id: usuarioId, ...nuevas })
      .onConflictDoUpdate({ target: preferenciaUsuario.usuario_id, set: { ...nuevas, updated_at: reloj.ahora() } });
    await auditar(tx, { usuarioId, entidad: 'preferencia_usuario', entidadId: usuarioId, accion: 'editar', antes, despues: nuevas });
    return nuevas;
  });
}

/**
 * GET mi_perfil: the account, the linked file read with the same reader as GET persona_rrhh/{id}
 * (obtenerLegajo, as its owner), and the preferences. No persona (or a deleted one): null and
 * empty lists. The owner's own reads are not audited (the audit of reads traces who else
 * opens a file).
 */
export async function miPerfil(ctx: Ctx, p: Principal): Promise<MiPerfil> {
  const [legajo, preferencias] = await Promise.all([
    p.persona_id === null ? null : obtenerLegajo(ctx, p, p.persona_id).catch(sinLegajo),
    leerPreferencias(ctx.db, p.id),
  ]);
  return {
    usuario: { id: p.id, username: p.username, nombre_completo: p.nombre_completo, email: p.email ?? null },
    persona: legajo?.datosPersonales ?? null,
    laboral: legajo?.laboral ?? [],
    formacion: legajo?.formacion ?? [],
    matriculas: legajo?.matriculas ?? [],
    preferencias,
  };
}

/** A link to a persona deleted since reads as no persona. */
function sinLegajo(err: unknown): null {
  if (err instanceof AppError && err.status === 404) return null;
  throw err;
}

/**
 * PUT mi_perfil/foto: the caller's own draft (uploaded as rrhh/persona, tipo Foto) becomes the
 * photo of the caller's own file, through the same change as PUT persona/{id}/foto. Another
 * user's upload, or a file of another record, answers 404 like one that does not exist.
 */
export async function guardarMiFoto(ctx: Ctx, p: Principal, mediaId: number): Promise<void> {
  const personaId = p.persona_id;
  if (personaId === null) throw conflicto(SIN_LEGAJO_FOTO);
  const [m] = await ctx.db
    .select({ subido_por: recursoMedia.subido_por, modelo: recursoMedia.modelo, modelo_id: recursoMedia.modelo_id })
    .from(recursoMedia)
    .where(and(eq(recursoMedia.id, mediaId), isNull(recursoMedia.deleted_at)));
  const propia = m && m.modelo === MODELO_MEDIA_PERSONA && (m.modelo_id === null ? m.subido_por === p.id : m.modelo_id === personaId);
  if (!propia) throw noEncontrado('No se encontró la foto subida: súbala de nuevo.');
  try {
    await fijarFoto(ctx, p, personaId, mediaId);
  } catch (err) {
    // The file was deleted after the account was linked to it.
    if (err instanceof AppError && err.status === 404) throw conflicto(SIN_LEGAJO_FOTO);
    throw err;
  }
}
