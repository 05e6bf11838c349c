import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@worknet/domain/http';
import {
  categoriasQuery,
  misPedidosQuery,
  pedidoManthosBody,
  reabrirPedidoBody,
  respuestasManthos as res,
  solicitantesQuery,
  tareaManthosBody,
} from '@worknet/domain/tareas/manthos';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { noEncontrado } from '../../platform/http/errors';
import {
  categoriasManthos,
  crearPedidoManthos,
  esSolicitante,
  misPedidos,
  obtenerPedido,
  reabrirPedido,
  solicitantesManthos,
  ubicacionesManthos,
} from './manthos.service';

// Maintenance requests (issue 22 item 6) under the spec's names: crear_pedido,
// mis_pedidos_manthos(/{id}), crear_tarea_manthos; plus the form's options. The reporter reads
// only their own requests: somebody else's id answers 404 like one that does not exist.

const tags = ['Pedidos de mantenimiento'];
const PEDIR = 'tareas.manthos.pedir' as const;
const ASIGNAR = ['tareas.tarea.asignar', 'tareas.tarea.administrar'] as const;
/** The form's options: for the reporter and for maintenance recording a request. */
const OPCIONES = [PEDIR, ...ASIGNAR] as const;

/** mis_pedidos_manthos/:id…: a request the caller reported; otherwise 404 whether it exists or not. */
export const pedidoManthosPropio = reglaRegistro('pedido de mantenimiento que hizo uno', async (req, p) => {
  const id = idDeRuta(req);
  if (!(await esSolicitante(req.server.ctx.db, p.id, id))) throw noEncontrado(`No existe el pedido ${id}.`);
  return true;
});

export function rutasManthos(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/categorias_manthos',
    { config: { permiso: OPCIONES }, schema: { tags, querystring: categoriasQuery, response: { 200: res.categorias } } },
    async (req) => ok(await categoriasManthos(ctx.db, req.query.filter), 'OK'),
  );

  r.get(
    '/api/v1/ubicaciones_manthos',
    { config: { permiso: OPCIONES }, schema: { tags, querystring: solicitantesQuery, response: { 200: res.ubicaciones } } },
    async (req) => ok(await ubicacionesManthos(ctx.db, req.query), 'OK'),
  );

  r.get(
    '/api/v1/solicitantes_manthos',
    { config: { permiso: ASIGNAR }, schema: { tags, querystring: solicitantesQuery, response: { 200: res.solicitantes } } },
    async (req) => ok(await solicitantesManthos(ctx.db, req.query), 'OK'),
  );

  r.post('/api/v1/crear_pedido', { config: { permiso: PEDIR }, schema: { tags, body: pedidoManthosBody, response: { 200: res.pedido } } }, async (req) => {
    const u = usuarioDe(req);
    const id = await crearPedidoManthos(ctx, u, req.body, null);
    return ok(await obtenerPedido(ctx, u, id), `Recibimos su pedido ${id}. Mantenimiento ya lo tiene.`);
  });

  // Maintenance records a request made by phone or in person: the same task, reported by somebody else.
  r.post(
    '/api/v1/crear_tarea_manthos',
    { config: { permiso: ASIGNAR }, schema: { tags, body: tareaManthosBody, response: { 200: res.creada } } },
    async (req) => {
      const id = await crearPedidoManthos(ctx, usuarioDe(req), req.body, req.body.solicitante_id);
      return ok({ id }, `Pedido ${id} registrado.`);
    },
  );

  r.get(
    '/api/v1/mis_pedidos_manthos',
    { config: { permiso: PEDIR }, schema: { tags, querystring: misPedidosQuery, response: { 200: res.pedidos } } },
    async (req) => {
      const { filas, total } = await misPedidos(ctx.db, usuarioDe(req), req.query);
      return lista(filas, total);
    },
  );

  r.get(
    '/api/v1/mis_pedidos_manthos/:id',
    { config: { permiso: PEDIR, registro: pedidoManthosPropio }, schema: { tags, params: idParam, response: { 200: res.pedido } } },
    async (req) => ok(await obtenerPedido(ctx, usuarioDe(req), req.params.id), 'OK'),
  );

  r.post(
    '/api/v1/mis_pedidos_manthos/:id/reabrir',
    { config: { permiso: PEDIR, registro: pedidoManthosPropio }, schema: { tags, params: idParam, body: reabrirPedidoBody, response: { 200: res.pedido } } },
    async (req) => {
      const u = usuarioDe(req);
      await reabrirPedido(ctx, u, req.params.id, req.body.motivo);
      return ok(await obtenerPedido(ctx, u, req.params.id), `Pedido ${req.params.id} reabierto: mantenimiento ya lo sabe.`);
    },
  );
}
