import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginaQuery } from '@worknet/domain/http';
import { auditoriaQuery } from '@worknet/domain/usuarios';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { buscarAuditoria, entidadesAuditadas, listarCorreos, panelDeControl } from './control.service';

const tags = ['Panel de control'];

export function rutasControl(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // When this instance started serving (each instance answers with its own).
  const iniciadoAt = new Date();

  r.get(
    '/api/v1/correo_saliente',
    {
      config: { permiso: 'admin.correo.ver' },
      schema: { tags, querystring: paginaQuery.pick({ skip: true, limit: true }) },
    },
    async (req) => {
      const { filas, total } = await listarCorreos(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get('/api/v1/control_panel', { config: { permiso: 'admin.panel.ver' }, schema: { tags } }, async () => ok(await panelDeControl(ctx, iniciadoAt), 'OK'));

  r.get('/api/v1/auditoria', { config: { permiso: 'admin.auditoria.ver' }, schema: { tags, querystring: auditoriaQuery } }, async (req) => {
    const { filas, total } = await buscarAuditoria(ctx.db, req.query);
    return lista(filas, total);
  });

  r.get('/api/v1/auditoria/entidades', { config: { permiso: 'admin.auditoria.ver' }, schema: { tags } }, async () =>
    ok(await entidadesAuditadas(ctx.db), 'OK'),
  );
}
