import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, respuestaVacia } from '@worknet/domain/http';
import { productoBody, productoQuery, respuestaProducto, respuestaProductos } from '@worknet/domain/inventario/maestros';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { rutasDepositos } from './depositos.routes';
import { rutasProveedores } from './proveedores.routes';
import { actualizarProducto, crearProducto, eliminarProducto, listarProductos, obtenerProducto } from './productos.service';

const tags = ['Inventario: productos'];
export const BASE_COMPRAS = '/api/v1/compras/producto';

/**
 * The inventory masters (issue 17): products here, warehouses and suppliers in their files.
 * Products are shared by every warehouse: whoever holds compras.producto.ver reads all of them.
 */
export function rutasMaestrosInventario(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const registro = 'cualquiera' as const;

  r.get(
    `${BASE_COMPRAS}/producto`,
    { config: { permiso: 'compras.producto.ver' }, schema: { tags, querystring: productoQuery, response: { 200: respuestaProductos } } },
    async (req) => {
      const { filas, total } = await listarProductos(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get(
    `${BASE_COMPRAS}/producto/:id`,
    { config: { permiso: 'compras.producto.ver', registro }, schema: { tags, params: idParam, response: { 200: respuestaProducto } } },
    async (req) => ok(await obtenerProducto(ctx.db, req.params.id), 'OK'),
  );

  r.post(
    `${BASE_COMPRAS}/producto`,
    { config: { permiso: 'compras.producto.editar' }, schema: { tags, body: productoBody, response: { 200: respuestaProducto } } },
    async (req) => ok(await crearProducto(ctx.db, usuarioDe(req).id, req.body), 'Producto creado correctamente.'),
  );

  r.put(
    `${BASE_COMPRAS}/producto/:id`,
    { config: { permiso: 'compras.producto.editar', registro }, schema: { tags, params: idParam, body: productoBody, response: { 200: respuestaProducto } } },
    async (req) => ok(await actualizarProducto(ctx.db, usuarioDe(req).id, req.params.id, req.body), 'Producto actualizado correctamente.'),
  );

  r.delete(
    `${BASE_COMPRAS}/producto/:id`,
    { config: { permiso: 'compras.producto.editar', registro }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await eliminarProducto(ctx.db, usuarioDe(req).id, req.params.id);
      return ok(undefined, 'Producto eliminado correctamente.');
    },
  );

  rutasDepositos(app, ctx);
  rutasProveedores(app, ctx);
}
