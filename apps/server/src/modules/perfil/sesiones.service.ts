import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { auditar } from '../../platform/audit/audit';
import { nadaQueAuditar } from '../../platform/audit/auditoria-rutas';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { noEncontrado } from '../../platform/http/errors';
import { sesion, usuario } from '../../platform/identidad/identidad.table';
import * as reloj from '@worknet/domain/reloj';

// The caller's own sessions (table sesion): revoking a row ends its token at once, on every
// instance, through the same cache invalidation as logout (motivo 'logout': its open tabs are
// told the session was closed from another device).

export const NO_EXISTE_SESION = 'No existe esa sesión.';

const activaDe = (usuarioId: number) => and(eq(sesion.usuario_id, usuarioId), isNull(sesion.revocada_at), gt(sesion.expira_at, reloj.ahora()));

/** GET mis_sesiones: the active ones (not revoked, not expired), newest first; `actual` is the request's. */
export async function sesionesActivas(db: Db, usuarioId: number, actual: string | null) {
  const filas = await db
    .select({ id: sesion.id, origen: sesion.origen, ip: sesion.ip, user_agent: sesion.user_agent, created_at: sesion.created_at, expira_at: sesion.expira_at })
    .from(sesion)
    .where(activaDe(usuarioId))
    .orderBy(desc(sesion.created_at), desc(sesion.id));
  return filas.map((f) => ({ ...f, actual: f.id === actual }));
}

/** Whether `id` is an active session of the user (the record rule of DELETE mis_sesiones/{id}). */
export async function esSesionActivaDe(db: Db, usuarioId: number, id: string): Promise<boolean> {
  const [f] = await db
    .select({ id: sesion.id })
    .from(sesion)
    .where(and(eq(sesion.id, id), activaDe(usuarioId)));
  return !!f;
}

/** DELETE mis_sesiones/{id}: revokes one of the caller's active sessions (the current one too: a logout). */
export async function cerrarSesionPropia(ctx: Ctx, usuarioId: number, id: string): Promise<void> {
  const cerrada = await ctx.db.transaction(async (tx) => {
    const [f] = await tx
      .update(sesion)
      .set({ revocada_at: reloj.ahora() })
      .where(and(eq(sesion.id, id), activaDe(usuarioId)))
      .returning({ id: sesion.id, origen: sesion.origen, ip: sesion.ip });
    if (!f) return null;
    await auditar(tx, { usuarioId, entidad: 'sesion', entidadId: id, accion: 'cerrar', despues: { origen: f.origen, ip: f.ip } });
    return f;
  });
  // Closed meanwhile by another request (the rule saw it active): the same answer as any session that is not there.
  if (!cerrada) throw noEncontrado(NO_EXISTE_SESION);
  await ctx.cache.invalidar({ tipo: 'sesion', id, revocar: 'logout' });
}

/**
 * POST cerrar_otras_sesiones: revokes every active session of the caller but `actual`. The
 * user's row is locked first, so simultaneous calls run one after the other: the first
 * closes them, the rest find none (no deadlock between updates of the same rows).
 */
export async function cerrarOtrasSesiones(ctx: Ctx, usuarioId: number, actual: string | null): Promise<number> {
  const cerradas = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.id, usuarioId)).for('update');
    const otras = await tx
      .update(sesion)
      .set({ revocada_at: reloj.ahora() })
      .where(and(activaDe(usuarioId), actual ? ne(sesion.id, actual) : undefined))
      .returning({ id: sesion.id });
    if (otras.length === 0) {
      nadaQueAuditar();
      return otras;
    }
    await auditar(tx, {
      usuarioId,
      entidad: 'usuario',
      entidadId: usuarioId,
      accion: 'cerrar_otras_sesiones',
      despues: { sesiones_cerradas: otras.length, ids: otras.map((o) => o.id) },
    });
    return otras;
  });
  for (const s of cerradas) await ctx.cache.invalidar({ tipo: 'sesion', id: s.id, revocar: 'logout' });
  return cerradas.length;
}
