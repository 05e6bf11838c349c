import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, respuestaVacia } from '@worknet/domain/http';
import {
  buscarProveedoresQuery,
  proveedorBody,
  proveedorQuery,
  respuestaOpcionesProveedor,
  respuestaProveedor,
  respuestaProveedores,
} from '@worknet/domain/inventario/maestros';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import {
  actualizarProveedor,
  buscarProveedores,
  crearProveedor,
  eliminarProveedor,
  listarProveedores,
  obtenerProveedor,
  proveedoresActivos,
} from './proveedores.service';

const tags = ['Inventario: proveedores'];
const BASE = '/api/v1/compras/producto';

/** Suppliers: read by whoever sees inventory or loads entries, administered with compras.proveedor.editar. */
export function rutasProveedores(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const registro = 'cualquiera' as const;
  const leer = ['compras.producto.ver', 'compras.documento.operar', 'compras.proveedor.editar'] as const;

  r.get(
    `${BASE}/search_proveedores`,
    { config: { permiso: [...leer] }, schema: { tags, querystring: buscarProveedoresQuery, response: { 200: respuestaOpcionesProveedor } } },
    async (req) => ok(await buscarProveedores(ctx.db, req.query.q), 'OK'),
  );

  r.get(`${BASE}/proveedor/getAll`, { config: { permiso: [...leer] }, schema: { tags, response: { 200: respuestaOpcionesProveedor } } }, async () =>
    ok(await proveedoresActivos(ctx.db), 'OK'),
  );

  r.get(
    `${BASE}/proveedor`,
    { config: { permiso: [...leer] }, schema: { tags, querystring: proveedorQuery, response: { 200: respuestaProveedores } } },
    async (req) => {
      const { filas, total } = await listarProveedores(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get(
    `${BASE}/proveedor/:id`,
    { config: { permiso: [...leer], registro }, schema: { tags, params: idParam, response: { 200: respuestaProveedor } } },
    async (req) => ok(await obtenerProveedor(ctx.db, req.params.id), 'OK'),
  );

  r.post(
    `${BASE}/proveedor`,
    { config: { permiso: 'compras.proveedor.editar' }, schema: { tags, body: proveedorBody, response: { 200: respuestaProveedor } } },
    async (req) => ok(await crearProveedor(ctx.db, usuarioDe(req).id, req.body), 'Proveedor creado correctamente.'),
  );

  r.put(
    `${BASE}/proveedor/:id`,
    {
      config: { permiso: 'compras.proveedor.editar', registro },
      schema: { tags, params: idParam, body: proveedorBody, response: { 200: respuestaProveedor } },
    },
    async (req) => ok(await actualizarProveedor(ctx.db, usuarioDe(req).id, req.params.id, req.body), 'Proveedor actualizado correctamente.'),
  );

  r.delete(
    `${BASE}/proveedor/:id`,
    { config: { permiso: 'compras.proveedor.editar', registro }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await eliminarProveedor(ctx.db, usuarioDe(req).id, req.params.id);
      return ok(undefined, 'Proveedor eliminado correctamente.');
    },
  );
}
