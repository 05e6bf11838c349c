import { and, eq } from 'drizzle-orm';
import { reglaRegistro } from '../../platform/auth/registro';
import { notificacionUsuario } from './notificaciones.table';

export const VER_PUSH = 'notificaciones.push.ver' as const;

/**
 * A notification is reached only by the users it was sent to (log_notificacion_push names it
 * in its query). The bulk reads and deletes take lists of ids and keep their own rule, in SQL:
 * ids that are not the caller's (another user's, deleted, unknown) are ignored and counted
 * nowhere (spec §4, packages/domain/src/notificaciones/contadores.ts), so a second tab that
 * acts on a message already deleted is not an error.
 */
export const notificacionRecibida = reglaRegistro('notificación recibida', async (req, p) => {
  const { id, usuario_id } = req.query as { id?: number; usuario_id?: number };
  // Without id it is the push log (issue 40): one's own, or anybody's with notificaciones.push.ver.
  if (id === undefined) return usuario_id === undefined || usuario_id === p.id || p.permisos.has(VER_PUSH);
  const [f] = await req.server.ctx.db
    .select({ id: notificacionUsuario.notificacion_id })
    .from(notificacionUsuario)
    .where(and(eq(notificacionUsuario.notificacion_id, id), eq(notificacionUsuario.usuario_id, p.id)));
  return f !== undefined;
});
