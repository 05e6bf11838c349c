import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, paginaOrdenadaPor, paginaQuery, respuesta, respuestaLista, respuestaVacia } from '@worknet/domain/http';
import { grupoDatos, grupoDetalle, grupoFila, miembroGrupo } from '@worknet/domain/usuarios';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { ORDENES_GRUPOS, actualizarGrupo, crearGrupo, eliminarGrupo, listarGrupos, listarMiembros, obtenerGrupo } from './grupos.service';

const tags = ['Grupos'];
const consultaGrupos = paginaOrdenadaPor(ORDENES_GRUPOS);

/** Groups of users (spec route "grupos"): the audiences of notifications and news. */
export function rutasGrupos(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Group administration: whoever holds the permission reaches every group, so each :id route declares 'cualquiera'.
  r.get(
    '/api/v1/grupos',
    { config: { permiso: 'admin.grupo.ver' }, schema: { tags, querystring: consultaGrupos, response: { 200: respuestaLista(grupoFila) } } },
    async (req) => {
      const { filas, total } = await listarGrupos(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get(
    '/api/v1/grupos/:id',
    { config: { permiso: 'admin.grupo.ver', registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: respuesta(grupoDetalle) } } },
    async (req) => ok(await obtenerGrupo(ctx.db, req.params.id), 'OK'),
  );

  r.get(
    '/api/v1/grupos/:id/miembros',
    {
      config: { permiso: 'admin.grupo.ver', registro: 'cualquiera' },
      schema: { tags, params: idParam, querystring: paginaQuery, response: { 200: respuestaLista(miembroGrupo) } },
    },
    async (req) => {
      const { filas, total } = await listarMiembros(ctx.db, req.params.id, req.query);
      return lista(filas, total);
    },
  );

  r.post(
    '/api/v1/grupos',
    { config: { permiso: 'admin.grupo.editar' }, schema: { tags, body: grupoDatos, response: { 200: respuesta(grupoDetalle) } } },
    async (req) => ok(await crearGrupo(ctx.db, usuarioDe(req).id, req.body), 'Grupo creado.'),
  );

  r.put(
    '/api/v1/grupos/:id',
    {
      config: { permiso: 'admin.grupo.editar', registro: 'cualquiera' },
      schema: { tags, params: idParam, body: grupoDatos, response: { 200: respuesta(grupoDetalle) } },
    },
    async (req) => ok(await actualizarGrupo(ctx.db, usuarioDe(req).id, req.params.id, req.body), 'Grupo actualizado.'),
  );

  r.delete(
    '/api/v1/grupos/:id',
    { config: { permiso: 'admin.grupo.editar', registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await eliminarGrupo(ctx.db, usuarioDe(req).id, req.params.id);
      return ok(undefined, 'Grupo eliminado.');
    },
  );
}
