import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@worknet/domain/http';
import type { Ctx } from '../../platform/context';
import { noEncontrado } from '../../platform/http/errors';
import { imagenDeEdificio } from './identidad.service';

export function rutasIdentidad(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Public on purpose: an <img> cannot send the token, and a building's picture is not private.
  r.get('/api/v1/edificio/imagen/:id', { config: { permiso: 'publico' }, schema: { tags: ['Sectores'], params: idParam } }, async (req, reply) => {
    const img = await imagenDeEdificio(ctx.db, req.params.id);
    if (!img) throw noEncontrado('El edificio no tiene imagen.');
    return reply.header('content-type', img.tipo).header('cache-control', 'public, max-age=3600').send(img.imagen);
  });
}
