import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginaQuery, respuestaLista } from '@worknet/domain/http';
import type { Ctx } from '../../platform/context';
import { lista } from '../../platform/http/envelope';
import { estadoTrabajo, filaTrabajo, programacionTrabajo } from '@worknet/domain/trabajos';
import { listarProgramaciones, listarTrabajos } from '../../platform/trabajos/consulta';

const tags = ['Panel de control'];

const trabajosQuery = paginaQuery.pick({ skip: true, limit: true }).extend({
  estado: estadoTrabajo.optional(),
});

/** The job queue as the control panel shows it: runs (with their failures) and cron schedules. */
export function rutasTrabajos(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/trabajos',
    { config: { permiso: 'admin.trabajo.ver' }, schema: { tags, querystring: trabajosQuery, response: { 200: respuestaLista(filaTrabajo) } } },
    async (req) => {
      const { filas, total } = await listarTrabajos(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get(
    '/api/v1/trabajos/programados',
    { config: { permiso: 'admin.trabajo.ver' }, schema: { tags, response: { 200: respuestaLista(programacionTrabajo) } } },
    async () => {
      const programas = await listarProgramaciones(ctx.db);
      return lista(programas, programas.length);
    },
  );
}
