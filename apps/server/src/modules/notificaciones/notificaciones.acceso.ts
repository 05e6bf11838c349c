import { and, eq } from 'drizzle-orm';
import { reglaRegistro } from '../../platform/auth/registro';
import { notificacionUsuario } from './notificaciones.table';

/**
 * A notification is reached only by the users it was sent to (log_notificacion_push names it
 * in its query). The bulk reads and deletes take lists of ids and keep their own rule, in SQL:
 * ids that are not the caller's (another user's, deleted, unknown) are ignored and counted
 * nowhere (spec §4, packages/domain/src/notificaciones/contadores.ts), so a second tab that
 * acts on a message already deleted is not an error.
 */
export const notificacionRecibida = reglaRegistro('notificación recibida', async (req, p) => {
  const { id } = req.query as { id: number };
  const [f] = await req.server.ctx.db
    .select({ id: notificacionUsuario.notificacion_id })
    .from(notificacionUsuario)
    .where(and(eq(notificacionUsuario.notificacion_id, id), eq(notificacionUsuario.usuario_id, p.id)));
  return f !== undefined;
});
