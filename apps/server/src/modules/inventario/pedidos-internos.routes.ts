import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, respuestaVacia } from '@worknet/domain/http';
import {
  MENSAJES_PEDIDO,
  pedidoInternoBody,
  pedidosQuery,
  plantillaBody,
  plantillaEdicionBody,
  plantillasQuery,
  prepararBody,
  productosPedidoQuery,
  rechazarBody,
  respuestasPedidos as res,
} from '@worknet/domain/inventario/pedidos-internos';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { pedidoDelDeposito, pedidoDelSector, pedidoVisible, plantillaDelSector } from './pedidos-internos.acceso';
import { propuestaPreparacion, prepararPedido, rechazarPedido, recibirPedido } from './pedidos-internos-preparacion.service';
import {
  actualizarPedido,
  crearPedido,
  eliminarPedido,
  enviarPedido,
  filtrosPedidos,
  listarPedidos,
  obtenerPedido,
  productosParaPedir,
  totalesPedidos,
} from './pedidos-internos.service';
import { actualizarPlantilla, crearPlantilla, eliminarPlantilla, listarPlantillas, obtenerPlantilla } from './plantillas.service';

// Internal orders and their templates (issue 18, items 1, 2 and 5), under
// /api/v1/compras/producto/ (spec §7 "Purchasing": producto_pedido_interno and pedido_interno
// with filterData, getTotalItems, get_templates, generarMovimientoPedido/{id}, and
// confirmar_movimiento_pedido). Who reaches which order: pedidos-internos.acceso.ts.

const tags = ['Inventario: pedidos internos'];
const BASE = '/api/v1/compras/producto';
const PEDIDO = `${BASE}/pedido_interno`;
/** Who asks (a sector's members and referentes) and who administers every order. */
const PEDIR = ['compras.pedido_interno.pedir', 'compras.documento.administrar'] as const;
/** Who serves (a warehouse's responsables) and who administers every order. */
const PREPARAR = ['compras.documento.operar', 'compras.documento.administrar'] as const;
/** Anyone on either side reads the orders within their reach. */
const VER = ['compras.pedido_interno.pedir', 'compras.documento.operar', 'compras.documento.administrar'] as const;

export function rutasPedidosInternos(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${PEDIDO}/filterData`, { config: { permiso: VER }, schema: { tags, response: { 200: res.filtros } } }, async (req) =>
    ok(await filtrosPedidos(ctx.db, usuarioDe(req)), 'OK'),
  );

  r.get(
    `${PEDIDO}/getTotalItems`,
    {
      config: { permiso: VER },
      schema: { tags, querystring: pedidosQuery.pick({ sector: true, deposito: true, filter: true }), response: { 200: res.totales } },
    },
    async (req) => ok(await totalesPedidos(ctx.db, usuarioDe(req), req.query), 'OK'),
  );

  r.get(
    `${BASE}/producto_pedido_interno/filterData`,
    { config: { permiso: VER }, schema: { tags, querystring: productosPedidoQuery, response: { 200: res.productos } } },
    async (req) => {
      const { filas, total } = await productosParaPedir(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get(PEDIDO, { config: { permiso: VER }, schema: { tags, querystring: pedidosQuery, response: { 200: res.lista } } }, async (req) => {
    const { filas, total } = await listarPedidos(ctx.db, usuarioDe(req), req.query);
    return lista(filas, total);
  });

  r.post(PEDIDO, { config: { permiso: PEDIR }, schema: { tags, body: pedidoInternoBody, response: { 200: res.detalle } } }, async (req) => {
    const p = usuarioDe(req);
    const { id, plantilla } = await crearPedido(ctx.db, p, req.body);
    const texto = req.body.enviar
      ? plantilla
        ? MENSAJES_PEDIDO.generadoConPlantilla
        : MENSAJES_PEDIDO.generado
      : plantilla
        ? 'Borrador guardado y plantilla guardada.'
        : 'Borrador guardado.';
    return ok(await obtenerPedido(ctx.db, p, id), texto);
  });

  r.get(
    `${PEDIDO}/:id`,
    { config: { permiso: VER, registro: pedidoVisible }, schema: { tags, params: idParam, response: { 200: res.detalle } } },
    async (req) => ok(await obtenerPedido(ctx.db, usuarioDe(req), req.params.id), 'OK'),
  );

  r.put(
    `${PEDIDO}/:id`,
    { config: { permiso: PEDIR, registro: pedidoDelSector }, schema: { tags, params: idParam, body: pedidoInternoBody, response: { 200: res.detalle } } },
    async (req) => {
      const p = usuarioDe(req);
      const { plantilla } = await actualizarPedido(ctx.db, p, req.params.id, req.body);
      const texto = req.body.enviar ? (plantilla ? MENSAJES_PEDIDO.generadoConPlantilla : MENSAJES_PEDIDO.generado) : 'Borrador guardado.';
      return ok(await obtenerPedido(ctx.db, p, req.params.id), texto);
    },
  );

  r.delete(
    `${PEDIDO}/:id`,
    { config: { permiso: PEDIR, registro: pedidoDelSector }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await eliminarPedido(ctx.db, usuarioDe(req), req.params.id);
      return ok(undefined, 'Borrador descartado.');
    },
  );

  r.post(
    `${PEDIDO}/enviar/:id`,
    { config: { permiso: PEDIR, registro: pedidoDelSector }, schema: { tags, params: idParam, response: { 200: res.detalle } } },
    async (req) => {
      const p = usuarioDe(req);
      await enviarPedido(ctx.db, p, req.params.id);
      return ok(await obtenerPedido(ctx.db, p, req.params.id), MENSAJES_PEDIDO.generado);
    },
  );

  r.get(
    `${PEDIDO}/generarMovimientoPedido/:id`,
    { config: { permiso: PREPARAR, registro: pedidoDelDeposito }, schema: { tags, params: idParam, response: { 200: res.propuesta } } },
    async (req) => ok(await propuestaPreparacion(ctx.db, req.params.id), 'OK'),
  );

  r.post(
    `${PEDIDO}/generarMovimientoPedido/:id`,
    { config: { permiso: PREPARAR, registro: pedidoDelDeposito }, schema: { tags, params: idParam, body: prepararBody, response: { 200: res.detalle } } },
    async (req) => {
      const p = usuarioDe(req);
      const { documento, resto } = await prepararPedido(ctx.db, p, req.params.id, req.body);
      const r2 = resto ? ` El resto sigue pendiente en el pedido N.º ${resto}.` : '';
      return ok(await obtenerPedido(ctx.db, p, req.params.id), `Pedido preparado: el documento N.º ${documento} espera la recepción del sector.${r2}`);
    },
  );

  r.post(
    `${PEDIDO}/rechazar/:id`,
    { config: { permiso: PREPARAR, registro: pedidoDelDeposito }, schema: { tags, params: idParam, body: rechazarBody, response: { 200: res.detalle } } },
    async (req) => {
      const p = usuarioDe(req);
      await rechazarPedido(ctx.db, p, req.params.id, req.body.motivo);
      return ok(await obtenerPedido(ctx.db, p, req.params.id), 'Pedido rechazado.');
    },
  );

  r.post(
    `${BASE}/confirmar_movimiento_pedido/:id`,
    { config: { permiso: PEDIR, registro: pedidoDelSector }, schema: { tags, params: idParam, response: { 200: res.detalle } } },
    async (req) => {
      const p = usuarioDe(req);
      await recibirPedido(ctx.db, p, req.params.id);
      return ok(await obtenerPedido(ctx.db, p, req.params.id), MENSAJES_PEDIDO.confirmado);
    },
  );

  // ---- templates ----

  r.get(
    `${PEDIDO}/get_templates`,
    { config: { permiso: PEDIR }, schema: { tags, querystring: plantillasQuery, response: { 200: res.plantillas } } },
    async (req) => ok(await listarPlantillas(ctx.db, usuarioDe(req), req.query), 'OK'),
  );

  r.post(`${PEDIDO}/plantilla`, { config: { permiso: PEDIR }, schema: { tags, body: plantillaBody, response: { 200: res.plantilla } } }, async (req) => {
    const id = await crearPlantilla(ctx.db, usuarioDe(req), req.body);
    return ok(await obtenerPlantilla(ctx.db, id), 'Plantilla guardada.');
  });

  r.get(
    `${PEDIDO}/plantilla/:id`,
    { config: { permiso: PEDIR, registro: plantillaDelSector }, schema: { tags, params: idParam, response: { 200: res.plantilla } } },
    async (req) => ok(await obtenerPlantilla(ctx.db, req.params.id), 'OK'),
  );

  r.put(
    `${PEDIDO}/plantilla/:id`,
    {
      config: { permiso: PEDIR, registro: plantillaDelSector },
      schema: { tags, params: idParam, body: plantillaEdicionBody, response: { 200: res.plantilla } },
    },
    async (req) => {
      await actualizarPlantilla(ctx.db, usuarioDe(req), req.params.id, req.body);
      return ok(await obtenerPlantilla(ctx.db, req.params.id), 'Plantilla actualizada.');
    },
  );

  r.delete(
    `${PEDIDO}/plantilla/:id`,
    { config: { permiso: PEDIR, registro: plantillaDelSector }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await eliminarPlantilla(ctx.db, usuarioDe(req), req.params.id);
      return ok(undefined, 'Plantilla eliminada.');
    },
  );
}
