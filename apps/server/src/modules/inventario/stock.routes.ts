import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binario, idCoercido, idParam } from '@worknet/domain/http';
import {
  exportarStockQuery,
  kardexQuery,
  respuestasStock as res,
  resumenQuery,
  stockMinimoQuery,
  stockPorDepositoQuery,
  stockPorProductoQuery,
} from '@worknet/domain/inventario/stock';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { exportarInventario, filtrosInventario, kardex, resumenVencimientos, stockBajoMinimo, stockDeProducto, stockPorDeposito } from './stock.service';
import { enviarXlsx } from '../../platform/http/xlsx';

// Inventory reads (issue 17 item 7), under /api/v1/compras/producto/producto_inventario/ and
// producto/{id}/kardex. compras.producto.ver reads every warehouse.

const tags = ['Inventario: stock'];
const BASE = '/api/v1/compras/producto/producto_inventario';
const VER = 'compras.producto.ver';
// The product's stock and history are inventory data anyone with VER reads.
const registro = 'cualquiera' as const;

export function rutasStock(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${BASE}/filterData`, { config: { permiso: VER }, schema: { tags, response: { 200: res.filtros } } }, async () =>
    ok(await filtrosInventario(ctx.db), 'OK'),
  );

  r.get(
    `${BASE}/getStockByProducto/:producto_id`,
    {
      config: { permiso: VER, registro },
      schema: { tags, params: z.object({ producto_id: idCoercido() }), querystring: stockPorProductoQuery, response: { 200: res.stock } },
    },
    async (req) => {
      const filas = await stockDeProducto(ctx.db, req.params.producto_id, req.query.deposito);
      return lista(filas, filas.length);
    },
  );

  r.get(
    `${BASE}/getStockByDeposito`,
    { config: { permiso: VER }, schema: { tags, querystring: stockPorDepositoQuery, response: { 200: res.stock } } },
    async (req) => {
      const { filas, total } = await stockPorDeposito(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get(`${BASE}/getStockMinimo`, { config: { permiso: VER }, schema: { tags, querystring: stockMinimoQuery, response: { 200: res.minimo } } }, async (req) => {
    const { filas, total } = await stockBajoMinimo(ctx.db, req.query.deposito, req.query);
    return lista(filas, total);
  });

  r.get(`${BASE}/resumenVencimientos`, { config: { permiso: VER }, schema: { tags, querystring: resumenQuery, response: { 200: res.resumen } } }, async (req) =>
    ok(await resumenVencimientos(ctx.db, req.query.deposito), 'OK'),
  );

  r.get(
    `${BASE}/exportar`,
    { config: { permiso: VER, rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { tags, querystring: exportarStockQuery, response: { 200: binario } } },
    async (req, reply) => {
      const { contenido, nombreArchivo } = await exportarInventario(ctx.db, req.query);
      return enviarXlsx(reply, contenido, nombreArchivo);
    },
  );

  r.get(
    '/api/v1/compras/producto/producto/:id/kardex',
    { config: { permiso: VER, registro }, schema: { tags, params: idParam, querystring: kardexQuery, response: { 200: res.kardex } } },
    async (req) => {
      const { filas, total } = await kardex(ctx.db, req.params.id, req.query);
      return lista(filas, total);
    },
  );
}
