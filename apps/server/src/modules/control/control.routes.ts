import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginaQuery, respuesta, respuestaLista } from '@worknet/domain/http';
import { auditoriaFila, auditoriaQuery, correoSalienteFila, panelControl } from '@worknet/domain/usuarios';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { buscarAuditoria, entidadesAuditadas, listarCorreos, panelDeControl } from './control.service';
import * as reloj from '@worknet/domain/reloj';

const tags = ['Panel de control'];

export function rutasControl(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // When this instance started serving (each instance answers with its own).
  const iniciadoAt = reloj.ahora();

  r.get(
    '/api/v1/correo_saliente',
    {
      config: { permiso: 'admin.correo.ver' },
      schema: { tags, querystring: paginaQuery.pick({ skip: true, limit: true }), response: { 200: respuestaLista(correoSalienteFila) } },
    },
    async (req) => {
      const { filas, total } = await listarCorreos(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get('/api/v1/control_panel', { config: { permiso: 'admin.panel.ver' }, schema: { tags, response: { 200: respuesta(panelControl) } } }, async () =>
    ok(await panelDeControl(ctx, iniciadoAt), 'OK'),
  );

  r.get(
    '/api/v1/auditoria',
    { config: { permiso: 'admin.auditoria.ver' }, schema: { tags, querystring: auditoriaQuery, response: { 200: respuestaLista(auditoriaFila) } } },
    async (req) => {
      const { filas, total } = await buscarAuditoria(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get(
    '/api/v1/auditoria/entidades',
    { config: { permiso: 'admin.auditoria.ver' }, schema: { tags, response: { 200: respuesta(z.array(z.string())) } } },
    async () => ok(await entidadesAuditadas(ctx.db), 'OK'),
  );
}
