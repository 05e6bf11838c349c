import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dispositivoParam, preferenciasPushBody, respuestasPush as res, suscripcionPush } from '@worknet/domain/push/esquemas';
import { RUTAS_PUSH } from '@worknet/domain/push/rutas';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { conflicto } from '../../platform/http/errors';
import { ok } from '../../platform/http/envelope';
import { cerrarCifrado } from './cifrado';
import { dispositivoPropio } from './push.acceso';
import { dispositivosDe, guardarPreferencias, preferenciasPropias, PUSH_APAGADO, quitarDispositivo, registranteDe, registrarSuscripcion } from './push.service';

const tags = ['Avisos push'];
const PROPIO = 'El dispositivo propio para avisos push: una preferencia personal, no un cambio de datos de nadie más.';

/**
 * Web push (issue 40): the VAPID key, the registration at the spec's /register/worknet, the
 * caller's devices and preferences. Delivery is the notice pipeline's 'push' channel
 * (notificaciones/canales.ts); no route here sends anything.
 */
export function rutasPush(app: FastifyInstance, ctx: Ctx) {
  // The encryption threads of the delivery (cifrado.ts) end with the app; the next push starts them again.
  app.addHook('onClose', () => cerrarCifrado());
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(RUTAS_PUSH.clave, { config: { permiso: 'autenticado' }, schema: { tags, response: { 200: res.clave } } }, async () => {
    if (!ctx.config.push.sujeto) throw conflicto(PUSH_APAGADO);
    return ok({ clave_publica: ctx.config.push.clavePublica }, 'OK');
  });

  r.post(
    RUTAS_PUSH.registrar,
    { config: { permiso: 'autenticado', sinAuditoria: PROPIO }, schema: { tags, body: suscripcionPush, response: { 200: res.dispositivo } } },
    async (req) => ok(await registrarSuscripcion(ctx.db, ctx.config, registranteDe(req), req.body), 'Dispositivo registrado para avisos push.'),
  );

  r.get(RUTAS_PUSH.dispositivos, { config: { permiso: 'autenticado' }, schema: { tags, response: { 200: res.dispositivos } } }, async (req) =>
    ok(await dispositivosDe(ctx.db, usuarioDe(req).id, req.sesionId), 'OK'),
  );

  r.delete(
    `${RUTAS_PUSH.dispositivos}/:id`,
    {
      config: { permiso: 'autenticado', registro: dispositivoPropio, sinAuditoria: PROPIO },
      schema: { tags, params: dispositivoParam, response: { 200: res.vacia } },
    },
    async (req) => {
      await quitarDispositivo(ctx.db, usuarioDe(req).id, req.params.id);
      return ok(undefined, 'El dispositivo ya no recibirá avisos push.');
    },
  );

  r.get(RUTAS_PUSH.preferencias, { config: { permiso: 'autenticado' }, schema: { tags, response: { 200: res.preferencias } } }, async (req) =>
    ok(await preferenciasPropias(ctx.db, usuarioDe(req).id), 'OK'),
  );

  r.put(
    RUTAS_PUSH.preferencias,
    {
      config: { permiso: 'autenticado', sinAuditoria: 'Una preferencia personal de avisos push.' },
      schema: { tags, body: preferenciasPushBody, response: { 200: res.preferencias } },
    },
    async (req) => ok(await guardarPreferencias(ctx.db, usuarioDe(req).id, req.body), 'Preferencias de avisos push guardadas.'),
  );
}
