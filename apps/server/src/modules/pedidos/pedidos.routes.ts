import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, respuestaVacia } from '@worknet/domain/http';
import { MENSAJE_PEDIDO_CREADO } from '@worknet/domain/pedidos/carrito';
import { ETIQUETA_ESTADO_PEDIDO } from '@worknet/domain/pedidos/estados';
import {
  MODELO_MEDIA_CARRITO,
  MODELO_MEDIA_PEDIDO,
  MODULO_MEDIA_PEDIDOS,
  altaPedidoBody,
  cambioEstadoBody,
  carritoAgregarBody,
  carritoEditarBody,
  enviarCarritoBody,
  pedidosQuery,
  productosCarritoQuery,
  respuestaBody,
  respuestasPedidos as res,
} from '@worknet/domain/pedidos/esquemas';
import { and, eq } from 'drizzle-orm';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { registrarModeloMedia } from '../media/media.modelos';
import { agregarAlCarritoDe, buscarProductosCarrito, editarLineaCarrito, listarCarrito, quitarLineaCarrito } from './carrito.service';
import { borradorPropio, esLineaPropia, lineaPropia, pedidoVisible, puedeVerPedido } from './pedidos.acceso';
import {
  altaItemPedido,
  altaPedido,
  borrarBorradoresVencidos,
  descartarBorrador,
  enviarCarrito,
  enviarPedido,
  HORAS_BORRADOR_PEDIDO,
} from './pedidos-envio.service';
import { listarPedidos, obtenerPedido } from './pedidos-lectura.service';
import { cambiarEstado, crearRespuesta } from './pedidos-seguimiento.service';
import { leerAltaItem } from './pedidos.subida';
import { pedido, pedidoItem } from './pedidos.table';

// Purchase cart and orders (issue 18 items 3–5, spec §7 "Orders"). Every employee has a cart
// and their own orders ('autenticado' + the record rules of pedidos.acceso.ts); purchasing
// (compras.pedido.administrar) sees the queues and moves orders through their states.

const tags = ['Pedidos de compra'];
const ADMINISTRAR = 'compras.pedido.administrar' as const;
export const TRABAJO_BORRADORES_PEDIDO = 'pedidos_borradores_vencidos';

export function rutasPedidos(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Files: a cart line's belong to its owner; an order line's follow the order (pedidos.acceso).
  registrarModeloMedia(MODELO_MEDIA_CARRITO, {
    modulo: MODULO_MEDIA_PEDIDOS,
    puedeVer: (c, u, id) => esLineaPropia(c.db, u, id),
    // A draft upload (null) is anybody's own until the cart line takes it.
    puedeEditar: async (c, u, id) => id === null || esLineaPropia(c.db, u, id),
    existe: async () => true,
  });
  registrarModeloMedia(MODELO_MEDIA_PEDIDO, {
    modulo: MODULO_MEDIA_PEDIDOS,
    puedeVer: async (c, u, id) => {
      const [f] = await c.db.select({ pedido_id: pedidoItem.pedido_id }).from(pedidoItem).where(eq(pedidoItem.id, id));
      return f !== undefined && puedeVerPedido(c.db, u, f.pedido_id);
    },
    // Sent lines do not change; files arrive with their line (alta_items_pedidos).
    puedeEditar: async (c, u, id) => {
      if (id === null) return true;
      const [f] = await c.db
        .select({ id: pedidoItem.id })
        .from(pedidoItem)
        .innerJoin(pedido, eq(pedido.id, pedidoItem.pedido_id))
        .where(and(eq(pedidoItem.id, id), eq(pedido.estado, 'borrador'), eq(pedido.creado_por, u.id)));
      return f !== undefined;
    },
    existe: async (c, id) => (await c.db.select({ id: pedidoItem.id }).from(pedidoItem).where(eq(pedidoItem.id, id))).length > 0,
  });

  // Drafts of alta_pedido that were never sent (a client that stopped halfway).
  ctx.trabajos.definir(
    TRABAJO_BORRADORES_PEDIDO,
    async () => {
      const n = await borrarBorradoresVencidos(ctx);
      if (n > 0) app.log.info(`Se borraron ${n} pedidos en borrador de más de ${HORAS_BORRADOR_PEDIDO} h.`);
      return { borrados: n };
    },
    { reintentos: 1, esperaSegundos: 60, vencimientoSegundos: 10 * 60 },
  );
  ctx.trabajos.programar(TRABAJO_BORRADORES_PEDIDO, '15 * * * *');

  // The cart (mi_pedido).
  r.get('/api/v1/carrito', { config: { permiso: 'autenticado' }, schema: { tags, response: { 200: res.carrito } } }, async (req) => {
    const filas = await listarCarrito(ctx, usuarioDe(req).id);
    return lista(filas, filas.length);
  });

  r.get(
    '/api/v1/carrito/productos',
    { config: { permiso: 'autenticado' }, schema: { tags, querystring: productosCarritoQuery, response: { 200: res.productos } } },
    async (req) => ok(await buscarProductosCarrito(ctx.db, req.query.filter), 'OK'),
  );

  r.post('/api/v1/carrito', { config: { permiso: 'autenticado' }, schema: { tags, body: carritoAgregarBody, response: { 200: res.linea } } }, async (req) => {
    const { linea, mensaje } = await agregarAlCarritoDe(ctx, usuarioDe(req).id, req.body);
    return ok(linea, mensaje);
  });

  r.put(
    '/api/v1/carrito/:id',
    { config: { permiso: 'autenticado', registro: lineaPropia }, schema: { tags, params: idParam, body: carritoEditarBody, response: { 200: res.linea } } },
    async (req) => ok(await editarLineaCarrito(ctx, usuarioDe(req).id, req.params.id, req.body), 'Línea actualizada.'),
  );

  r.delete(
    '/api/v1/carrito/:id',
    { config: { permiso: 'autenticado', registro: lineaPropia }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await quitarLineaCarrito(ctx, usuarioDe(req).id, req.params.id);
      return ok(undefined, 'Línea quitada del pedido.');
    },
  );

  r.post(
    '/api/v1/enviar_carrito',
    { config: { permiso: 'autenticado' }, schema: { tags, body: enviarCarritoBody, response: { 200: res.alta } } },
    async (req) => ok({ id: await enviarCarrito(ctx, usuarioDe(req), req.body) }, MENSAJE_PEDIDO_CREADO),
  );

  // The spec's calls (§7 "Orders"): header as a draft, one line per call, then send.
  r.post('/api/v1/alta_pedido', { config: { permiso: 'autenticado' }, schema: { tags, body: altaPedidoBody, response: { 200: res.alta } } }, async (req) => {
    const id = await altaPedido(ctx, usuarioDe(req), req.body);
    return ok({ id }, `Pedido ${id} en preparación: agregue sus líneas y envíelo.`);
  });

  r.post(
    '/api/v1/alta_items_pedidos',
    {
      config: { permiso: 'autenticado' },
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        description: 'Formulario: idPedido, nombre (o producto_id), cantidad, mensaje, fileName y file (opcional). El pedido debe ser un borrador propio.',
        response: { 200: res.item },
      },
    },
    async (req) => {
      const { campos, archivo } = await leerAltaItem(req, ctx.config.mediaMaxBytes);
      return ok(await altaItemPedido(ctx, usuarioDe(req), campos, archivo), 'Línea agregada al pedido.');
    },
  );

  r.post(
    '/api/v1/enviar_pedido/:id',
    { config: { permiso: 'autenticado', registro: borradorPropio }, schema: { tags, params: idParam, response: { 200: res.alta } } },
    async (req) => {
      await enviarPedido(ctx, usuarioDe(req), req.params.id);
      return ok({ id: req.params.id }, MENSAJE_PEDIDO_CREADO);
    },
  );

  r.delete(
    '/api/v1/pedido/:id',
    { config: { permiso: 'autenticado', registro: borradorPropio }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await descartarBorrador(ctx, usuarioDe(req), req.params.id);
      return ok(undefined, 'Pedido en preparación descartado.');
    },
  );

  // Tracking: mine (openUser) and purchasing's queues (nuevos, cerrados).
  r.get(
    '/api/v1/pedidos/mios',
    { config: { permiso: 'autenticado' }, schema: { tags, querystring: pedidosQuery, response: { 200: res.lista } } },
    async (req) => {
      const { filas, total } = await listarPedidos(ctx.db, req.query, usuarioDe(req).id);
      return lista(filas, total);
    },
  );

  r.get('/api/v1/pedidos', { config: { permiso: ADMINISTRAR }, schema: { tags, querystring: pedidosQuery, response: { 200: res.lista } } }, async (req) => {
    const { filas, total } = await listarPedidos(ctx.db, req.query, null);
    return lista(filas, total);
  });

  r.get(
    '/api/v1/pedido/:id',
    { config: { permiso: 'autenticado', registro: pedidoVisible }, schema: { tags, params: idParam, response: { 200: res.detalle } } },
    async (req) => ok(await obtenerPedido(ctx, usuarioDe(req), req.params.id), 'OK'),
  );

  r.post(
    '/api/v1/crear_respuesta/:id',
    { config: { permiso: 'autenticado', registro: pedidoVisible }, schema: { tags, params: idParam, body: respuestaBody, response: { 200: res.respuesta } } },
    async (req) => ok(await crearRespuesta(ctx, usuarioDe(req), req.params.id, req.body), req.body.interno ? 'Nota interna guardada.' : 'Respuesta enviada.'),
  );

  r.post(
    '/api/v1/cambiar_estado_pedido/:id',
    { config: { permiso: ADMINISTRAR, registro: 'cualquiera' }, schema: { tags, params: idParam, body: cambioEstadoBody, response: { 200: res.detalle } } },
    async (req) => {
      const u = usuarioDe(req);
      await cambiarEstado(ctx, u, req.params.id, req.body);
      return ok(await obtenerPedido(ctx, u, req.params.id), `Pedido ${req.params.id}: ${ETIQUETA_ESTADO_PEDIDO[req.body.estado]}.`);
    },
  );
}
