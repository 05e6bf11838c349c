import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, respuestaVacia } from '@worknet/domain/http';
import {
  CUERPO_DOCUMENTO,
  DESTINOS_EGRESO,
  ETIQUETA_DESTINO,
  datosDocumento,
  documentosQuery,
  respuestasDocumentos as res,
  revertirBody,
  type TipoDocumento,
} from '@worknet/domain/inventario/documentos';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { programarAlertasInventario } from './alertas';
import { actualizarDocumento, crearDocumento, eliminarDocumento, listarDocumentos, obtenerDocumento } from './documentos.service';
import { documentoOperable } from './inventario.acceso';
import { revertirDocumento } from './libro-reversion.service';
import { confirmarDocumento } from './libro.service';
import { exigirSinPedido } from './pedidos-internos-preparacion.service';

// Entries, exits and movements (issue 17 item 4), under /api/v1/compras/producto/.
// compras.documento.operar works with the warehouses the user is responsable of (the record
// rule documentoOperable for an id, the service for a body's warehouse); administrar with all.

const tags = ['Inventario: documentos'];
const BASE = '/api/v1/compras/producto';
const OPERAR = ['compras.documento.operar', 'compras.documento.administrar'] as const;
const registro = documentoOperable;

const RUTA: Record<TipoDocumento, string> = { ingreso: 'producto_ingreso', egreso: 'producto_egreso', movimiento: 'producto_movimiento' };
const CONFIRMAR: Record<TipoDocumento, string> = { ingreso: 'confirmar_ingreso', egreso: 'confirmar_egreso', movimiento: 'confirmar_movimiento' };
const TEXTO: Record<TipoDocumento, { creado: string; actualizado: string; eliminado: string }> = {
  ingreso: { creado: 'Ingreso guardado como borrador.', actualizado: 'Ingreso actualizado.', eliminado: 'Ingreso descartado.' },
  egreso: { creado: 'Egreso guardado como borrador.', actualizado: 'Egreso actualizado.', eliminado: 'Egreso descartado.' },
  movimiento: { creado: 'Movimiento guardado como borrador.', actualizado: 'Movimiento actualizado.', eliminado: 'Movimiento descartado.' },
};

export function rutasDocumentosStock(app: FastifyInstance, ctx: Ctx) {
  // The daily alert to the warehouses' responsables (queue job, once across instances).
  programarAlertasInventario(ctx, app.log);
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const tipo of ['ingreso', 'egreso', 'movimiento'] as const) {
    const url = `${BASE}/${RUTA[tipo]}`;
    const body = CUERPO_DOCUMENTO[tipo];

    r.get(url, { config: { permiso: OPERAR }, schema: { tags, querystring: documentosQuery, response: { 200: res.lista } } }, async (req) => {
      const { filas, total } = await listarDocumentos(ctx.db, usuarioDe(req), tipo, req.query);
      return lista(filas, total);
    });

    r.post(url, { config: { permiso: OPERAR }, schema: { tags, body, response: { 200: res.detalle } } }, async (req) => {
      const id = await crearDocumento(ctx.db, usuarioDe(req), tipo, datosDocumento(tipo, req.body));
      return ok(await obtenerDocumento(ctx.db, tipo, id), TEXTO[tipo].creado);
    });

    r.get(`${url}/:id`, { config: { permiso: OPERAR, registro }, schema: { tags, params: idParam, response: { 200: res.detalle } } }, async (req) =>
      ok(await obtenerDocumento(ctx.db, tipo, req.params.id), 'OK'),
    );

    r.put(`${url}/:id`, { config: { permiso: OPERAR, registro }, schema: { tags, params: idParam, body, response: { 200: res.detalle } } }, async (req) => {
      await exigirSinPedido(ctx.db, req.params.id);
      await actualizarDocumento(ctx.db, usuarioDe(req), tipo, req.params.id, datosDocumento(tipo, req.body));
      return ok(await obtenerDocumento(ctx.db, tipo, req.params.id), TEXTO[tipo].actualizado);
    });

    r.delete(`${url}/:id`, { config: { permiso: OPERAR, registro }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } }, async (req) => {
      await exigirSinPedido(ctx.db, req.params.id);
      await eliminarDocumento(ctx.db, usuarioDe(req), tipo, req.params.id);
      return ok(undefined, TEXTO[tipo].eliminado);
    });

    r.post(
      `${BASE}/${CONFIRMAR[tipo]}/:id`,
      { config: { permiso: OPERAR, registro }, schema: { tags, params: idParam, response: { 200: res.detalle } } },
      async (req) => {
        await exigirSinPedido(ctx.db, req.params.id);
        await confirmarDocumento(ctx.db, usuarioDe(req).id, req.params.id, tipo);
        return ok(await obtenerDocumento(ctx.db, tipo, req.params.id), 'Registro confirmado exitosamente');
      },
    );
  }

  r.post(
    `${BASE}/revertir/:id`,
    { config: { permiso: OPERAR, registro }, schema: { tags, params: idParam, body: revertirBody, response: { 200: res.detalle } } },
    async (req) => {
      const nuevo = await revertirDocumento(ctx.db, usuarioDe(req).id, req.params.id, req.body ?? { observaciones: null });
      return ok(await obtenerDocumento(ctx.db, null, nuevo), `Documento ${req.params.id} revertido por el documento ${nuevo}.`);
    },
  );

  r.get(`${BASE}/get_destinos_egresos`, { config: { permiso: OPERAR }, schema: { tags, response: { 200: res.destinos } } }, async () =>
    ok(
      DESTINOS_EGRESO.map((value) => ({ value, label: ETIQUETA_DESTINO[value] })),
      'OK',
    ),
  );
}
