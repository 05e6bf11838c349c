import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import { esEditor, puedeVerNovedad } from './novedades-lectura.service';

/**
 * GET novedad/{id}: a reader reaches the items meant for them now (published, their
 * audience); anything else answers 403 whether it exists or not, so ids cannot be probed.
 * Editors reach every item (news belong to all the editors); a deleted one is then a 404.
 */
export const novedadVisible = reglaRegistro('novedad visible para el lector, o novedades.novedad.editar', (req, p) =>
  esEditor(p) ? true : puedeVerNovedad(req.server.ctx, p, idDeRuta(req)),
);
