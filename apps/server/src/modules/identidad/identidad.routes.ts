import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@worknet/domain/http';
import { TIPO_MEDIA_IMAGEN } from '@worknet/domain/media/tipos-referencia';
import type { Ctx } from '../../platform/context';
import { noEncontrado } from '../../platform/http/errors';
import { registrarModeloMedia } from '../media/media.modelos';
import { ultimoDeTipo } from '../media/media.service';
import { edificioVivo, MODELO_MEDIA_EDIFICIO } from './identidad.service';

export function rutasIdentidad(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A building's picture is a media item (tipo Imagen). Anyone signed in sees it; whoever
  // edits the sector catalog (the buildings' sectors) uploads and changes it.
  registrarModeloMedia(MODELO_MEDIA_EDIFICIO, {
    modulo: 'identidad',
    puedeVer: async () => true,
    puedeEditar: async (_ctx, u) => u.permisos.has('rrhh.sector.editar'),
    existe: (c, id) => edificioVivo(c.db, id),
  });

  // Public on purpose: an <img> cannot send the token, and a building's picture is not private.
  // It answers with a redirect to the signed link of the newest picture (its thumbnail, as
  // wide as the chooser needs), so the bytes are served, typed and cached by media.
  r.get(
    '/api/v1/edificio/imagen/:id',
    {
      // Every building's picture is public, so the id reaches any building.
      config: { permiso: 'publico', registro: 'cualquiera' },
      schema: { tags: ['Sectores'], params: idParam, response: { 302: z.null().meta({ description: 'Redirige al enlace firmado de la imagen' }) } },
    },
    async (req, reply) => {
      const img = (await edificioVivo(ctx.db, req.params.id)) ? await ultimoDeTipo(ctx, MODELO_MEDIA_EDIFICIO, req.params.id, TIPO_MEDIA_IMAGEN) : null;
      if (!img) throw noEncontrado('El edificio no tiene imagen.');
      return reply.header('cache-control', 'no-cache').redirect(img.miniatura_url ?? img.url, 302);
    },
  );
}
