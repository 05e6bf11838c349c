import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import { noEncontrado } from '../../platform/http/errors';
import { esDispositivoDe, NO_EXISTE_DISPOSITIVO } from './push.service';

/**
 * DELETE push/dispositivos/{id}: only one of the caller's own subscriptions. Another user's
 * answers 404, like a missing one: "not yours" and "not there" read the same.
 */
export const dispositivoPropio = reglaRegistro('dispositivo push propio', async (req, p) => {
  if (!(await esDispositivoDe(req.server.ctx.db, p.id, idDeRuta(req)))) throw noEncontrado(NO_EXISTE_DISPOSITIVO);
  return true;
});
