import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bloqueoLevantado, bloqueoLogin, levantarBloqueoBody } from '@worknet/domain/auth';
import { respuesta, respuestaLista } from '@worknet/domain/http';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { bloqueosVigentes } from '../auth/proteccion-login';
import { descripcionBloqueo, levantarBloqueo } from './bloqueos-login.service';

const tags = ['Panel de control'];

/** Login blocks in force and lifting them (the rules live in auth/proteccion-login.ts). */
export function rutasBloqueosLogin(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/bloqueos_login',
    { config: { permiso: 'admin.acceso.desbloquear' }, schema: { tags, response: { 200: respuestaLista(bloqueoLogin) } } },
    async () => {
      const bloqueos = await bloqueosVigentes(ctx.db);
      return lista(bloqueos, bloqueos.length);
    },
  );

  r.post(
    '/api/v1/bloqueos_login/levantar',
    { config: { permiso: 'admin.acceso.desbloquear' }, schema: { tags, body: levantarBloqueoBody, response: { 200: respuesta(bloqueoLevantado) } } },
    async (req) => {
      const l = await levantarBloqueo(ctx.db, usuarioDe(req).id, req.body);
      const quien = descripcionBloqueo(l);
      // "de el usuario" contracts to "del usuario".
      const deQuien = quien.startsWith('el ') ? `del ${quien.slice(3)}` : `de ${quien}`;
      return ok(l, l.fallas > 0 ? `Se levantó el bloqueo ${deQuien}.` : `No había intentos fallidos vigentes para ${quien}.`);
    },
  );
}
