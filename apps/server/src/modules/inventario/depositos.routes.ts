import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, respuestaVacia } from '@worknet/domain/http';
import {
  MENSAJE_CATALOGO_ACTUALIZADO,
  catalogoDepositoBody,
  catalogoDepositoQuery,
  depositoBody,
  depositoQuery,
  respuestaCatalogoDeposito,
  respuestaDeposito,
  respuestaDepositos,
  respuestaFiltrosDeposito,
  respuestaStockMinimo,
  stockMinimoBody,
} from '@worknet/domain/inventario/maestros';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import {
  actualizarCatalogo,
  actualizarDeposito,
  crearDeposito,
  eliminarDeposito,
  filtrosDeposito,
  fijarStockMinimo,
  listarCatalogo,
  listarDepositos,
  obtenerDeposito,
} from './depositos.service';
import { depositoConfigurable } from './inventario.acceso';

const tags = ['Inventario: depósitos'];
const BASE = '/api/v1/compras/producto';

/**
 * Warehouses: read with compras.producto.ver (every warehouse: products and warehouses are
 * shared masters), administered with compras.deposito.editar. A responsable sets the minimum
 * stock of their own warehouses only (depositoConfigurable).
 */
export function rutasDepositos(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const registro = 'cualquiera' as const;

  r.get(
    '/api/v1/productos/deposito/filterData',
    {
      config: { permiso: ['compras.producto.ver', 'compras.documento.operar', 'compras.documento.administrar', 'compras.deposito.editar'] },
      schema: { tags, response: { 200: respuestaFiltrosDeposito } },
    },
    async (req) => ok(await filtrosDeposito(ctx.db, usuarioDe(req)), 'OK'),
  );

  r.get(
    `${BASE}/deposito`,
    { config: { permiso: 'compras.producto.ver' }, schema: { tags, querystring: depositoQuery, response: { 200: respuestaDepositos } } },
    async (req) => {
      const { filas, total } = await listarDepositos(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get(
    `${BASE}/deposito/:id`,
    { config: { permiso: 'compras.producto.ver', registro }, schema: { tags, params: idParam, response: { 200: respuestaDeposito } } },
    async (req) => ok(await obtenerDeposito(ctx.db, req.params.id), 'OK'),
  );

  r.get(
    `${BASE}/deposito/:id/catalogo`,
    {
      config: { permiso: 'compras.producto.ver', registro },
      schema: { tags, params: idParam, querystring: catalogoDepositoQuery, response: { 200: respuestaCatalogoDeposito } },
    },
    async (req) => {
      const { filas, total } = await listarCatalogo(ctx.db, req.params.id, req.query);
      return lista(filas, total);
    },
  );

  r.post(
    `${BASE}/deposito`,
    { config: { permiso: 'compras.deposito.editar' }, schema: { tags, body: depositoBody, response: { 200: respuestaDeposito } } },
    async (req) => ok(await crearDeposito(ctx.db, usuarioDe(req).id, req.body), 'Depósito creado correctamente.'),
  );

  r.put(
    `${BASE}/deposito/:id`,
    { config: { permiso: 'compras.deposito.editar', registro }, schema: { tags, params: idParam, body: depositoBody, response: { 200: respuestaDeposito } } },
    async (req) => ok(await actualizarDeposito(ctx.db, usuarioDe(req).id, req.params.id, req.body), 'Depósito actualizado correctamente.'),
  );

  r.delete(
    `${BASE}/deposito/:id`,
    { config: { permiso: 'compras.deposito.editar', registro }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await eliminarDeposito(ctx.db, usuarioDe(req).id, req.params.id);
      return ok(undefined, 'Depósito eliminado correctamente.');
    },
  );

  r.post(
    `${BASE}/update_catalogo_deposito/:id`,
    {
      config: { permiso: 'compras.deposito.editar', registro },
      schema: { tags, params: idParam, body: catalogoDepositoBody, response: { 200: respuestaDeposito } },
    },
    async (req) => ok(await actualizarCatalogo(ctx.db, usuarioDe(req).id, req.params.id, req.body), MENSAJE_CATALOGO_ACTUALIZADO),
  );

  r.put(
    `${BASE}/deposito/:id/stock_minimo`,
    {
      // The responsable first: the route sweep gives an intruder the first permission.
      config: { permiso: ['compras.documento.operar', 'compras.deposito.editar'], registro: depositoConfigurable },
      schema: { tags, params: idParam, body: stockMinimoBody, response: { 200: respuestaStockMinimo } },
    },
    async (req) => ok(await fijarStockMinimo(ctx.db, usuarioDe(req).id, req.params.id, req.body), 'Stock mínimo actualizado correctamente.'),
  );
}
