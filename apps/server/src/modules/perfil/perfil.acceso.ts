import { reglaRegistro } from '../../platform/auth/registro';
import { noEncontrado } from '../../platform/http/errors';
import { NO_EXISTE_SESION, esSesionActivaDe } from './sesiones.service';

/**
 * DELETE mis_sesiones/{id}: only an active session of the caller. Another user's (or a closed
 * one) answers 404, not 403: a session id is a random UUID, and "not yours" and "not there"
 * must read the same.
 */
export const sesionPropia = reglaRegistro('sesión activa propia', async (req, p) => {
  const id = (req.params as { id: string }).id;
  if (!(await esSesionActivaDe(req.server.ctx.db, p.id, id))) throw noEncontrado(NO_EXISTE_SESION);
  return true;
});
