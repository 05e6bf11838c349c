import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { binario, respuestaLista } from '@worknet/domain/http';
import { logAccesoFila, logAccesoQuery } from '@worknet/domain/usuarios';
import type { Ctx } from '../../platform/context';
import { enviarCsv } from '../../platform/http/csv';
import { lista } from '../../platform/http/envelope';
import { exportarAccesos, listarAccesos } from './log-acceso.service';

const tags = ['Panel de control'];

/** Browsing and exporting the access log (POST /api/v1/log_acceso, the writing side, lives in auth). */
export function rutasLogAcceso(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/log_acceso',
    { config: { permiso: 'admin.log_acceso.ver' }, schema: { tags, querystring: logAccesoQuery, response: { 200: respuestaLista(logAccesoFila) } } },
    async (req) => {
      const { filas, total } = await listarAccesos(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  // Up to 100,000 rows in memory: a heavy call, so a tighter per-address limit.
  r.get(
    '/api/v1/log_acceso/csv',
    {
      config: { permiso: 'admin.log_acceso.ver', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, querystring: logAccesoQuery, response: { 200: binario } },
    },
    async (req, reply) => {
      return enviarCsv(reply, await exportarAccesos(ctx.db, req.query));
    },
  );
}
