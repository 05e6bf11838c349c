import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cambiarPasswordBody,
  getUserQuery,
  logAccesoBody,
  loginBody,
  logoutBody,
  permiso,
  recoveryBody,
  resetPasswordBody,
  respuestaLogin,
  salud,
  setTokenBody,
  ssoQuery,
  usuarioSesion,
  validezToken,
  verificarTokenBody,
} from '@worknet/domain/auth';
import { respuesta, respuestaVacia } from '@worknet/domain/http';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/context';
import { usuarioDe } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { usuario } from '../../platform/identidad/identidad.table';
import { usuarioPublico } from '../identidad/identidad.service';
import { logAcceso } from './auth.table';
import { suscripcionDeToken } from '@worknet/domain/push/esquemas';
import { endpointPermitido, registranteDe, registrarSuscripcion } from '../push/push.service';
import { cerrarSesion, login, loginSso, type Cliente } from './login.service';
import { COOKIE_DISPOSITIVO, opcionesCookieDispositivo } from './proteccion-login';
import { cambiarPassword } from './password.service';
import { definirCorreoDeRecuperacion, encolarRecuperacion, MENSAJE_RECUPERACION, restablecerPassword, verificarToken } from './recuperacion.service';

const cliente = (req: FastifyRequest): Cliente => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
// Public session calls get a tighter per-address limit than the global one.
const limitePublico = { max: 30, timeWindow: '1 minute' };
const tags = ['Sesión'];
// Sessions have their own record (the session row, failed attempts, the access log).
const SESION = 'Abrir o cerrar la propia sesión queda en la tabla de sesiones, no en la auditoría.';

/** Spec §7 "Session": paths and field names are the contract. */
export function rutasAuth(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  definirCorreoDeRecuperacion(ctx);

  r.post(
    '/api/v1/login',
    { config: { permiso: 'publico', rateLimit: limitePublico, sinAuditoria: SESION }, schema: { tags, body: loginBody, response: { 200: respuestaLogin } } },
    async (req, reply) => {
      const { token, dispositivo } = await login(ctx, req.body, cliente(req), req.cookies[COOKIE_DISPOSITIVO]);
      // The device cookie: the owner keeps getting in from here while the username is under attack elsewhere.
      reply.setCookie(COOKIE_DISPOSITIVO, dispositivo, opcionesCookieDispositivo(req.protocol === 'https'));
      return { success: true, token, message: 'Sesión iniciada.', code: 200 };
    },
  );

  r.get(
    '/api/v1/security/login-jwt-worknet',
    { config: { permiso: 'publico', rateLimit: limitePublico }, schema: { tags, querystring: ssoQuery, response: { 200: respuestaLogin } } },
    async (req) => {
      const token = await loginSso(ctx, req.query.token, req.query.token_wp, cliente(req));
      return { success: true, token, message: 'Sesión iniciada.', code: 200 };
    },
  );

  r.get(
    '/api/v1/get_user',
    {
      config: { permiso: 'autenticado', conPasswordTemporal: true },
      schema: { tags, querystring: getUserQuery, response: { 200: respuesta(usuarioSesion) } },
    },
    async (req) => {
      // token_wp (spec §7): a PushSubscription in JSON re-registers this browser for the caller's session.
      const suscripcion = suscripcionDeToken(req.query.token_wp);
      if (suscripcion && endpointPermitido(suscripcion.endpoint, ctx.config)) await registrarSuscripcion(ctx.db, ctx.config, registranteDe(req), suscripcion);
      return ok(usuarioPublico(usuarioDe(req), req.token ?? undefined), 'OK');
    },
  );

  r.get(
    '/api/v1/get_permisos',
    { config: { permiso: 'autenticado', conPasswordTemporal: true }, schema: { tags, response: { 200: respuesta(z.array(permiso)) } } },
    async (req) =>
      ok(
        [...usuarioDe(req).permisos].sort().map((nombre) => ({ nombre })),
        'OK',
      ),
  );

  r.post(
    '/api/v1/log_acceso',
    {
      config: { permiso: 'autenticado', conPasswordTemporal: true, sinAuditoria: 'Escribe el registro de accesos, que es su propio registro.' },
      schema: { tags, body: logAccesoBody, response: { 200: respuestaVacia } },
    },
    async (req) => {
      // Always logged for the caller: the body's `usuario` cannot log on behalf of someone else.
      const b = req.body;
      await ctx.db.insert(logAcceso).values({
        usuario_id: usuarioDe(req).id,
        id_app: b.id_app ?? 1,
        platform: b.platform,
        app_version: b.appVersion,
        browser: b.browser,
        message: b.message,
        ip: req.ip,
      });
      return ok(undefined, 'Acceso registrado.');
    },
  );

  r.post(
    '/api/v1/logout',
    {
      config: { permiso: 'autenticado', conPasswordTemporal: true, sinAuditoria: SESION },
      schema: { tags, body: logoutBody.optional(), response: { 200: respuestaVacia } },
    },
    async (req) => {
      // The session closed is always the caller's own, whatever token the body names.
      if (req.sesionId) await cerrarSesion(ctx, req.sesionId);
      return ok(undefined, 'Sesión cerrada.');
    },
  );

  r.post(
    '/api/v1/recovery_password',
    {
      config: {
        permiso: 'publico',
        rateLimit: { max: 5, timeWindow: '1 minute' },
        sinAuditoria:
          'El enlace se crea en la cola de trabajos, después de responder (no revela si el correo existe); el cambio de contraseña que lo usa se audita.',
      },
      schema: { tags, body: recoveryBody, response: { 200: respuestaVacia } },
    },
    async (req) => {
      // Queued for any address, known or not, so both answer alike; the lookup comes after.
      await encolarRecuperacion(ctx, req.body.email);
      return ok(undefined, MENSAJE_RECUPERACION);
    },
  );

  r.post(
    '/api/verificar-validez-token',
    {
      config: { permiso: 'publico', rateLimit: limitePublico, sinAuditoria: 'Sólo consulta si el enlace es válido.' },
      schema: { tags, body: verificarTokenBody, response: { 200: respuesta(validezToken) } },
    },
    async (req) => ok(await verificarToken(ctx, req.body.token), 'El enlace es válido.'),
  );

  r.post(
    '/api/v1/reset_password',
    { config: { permiso: 'publico', rateLimit: limitePublico }, schema: { tags, body: resetPasswordBody, response: { 200: respuestaVacia } } },
    async (req) => {
      await restablecerPassword(ctx, req.body);
      return ok(undefined, 'La contraseña se cambió correctamente. Ya puede iniciar sesión.');
    },
  );

  r.post(
    '/api/v1/set_token',
    {
      config: { permiso: 'autenticado', conPasswordTemporal: true, sinAuditoria: 'Guarda el token de avisos push del propio dispositivo.' },
      schema: { tags, body: setTokenBody, response: { 200: respuestaVacia } },
    },
    async (req) => {
      // A JSON-serialised PushSubscription registers this browser for web push (issue 40), bound
      // to the caller and the session of the token; any other token is stored as before.
      const suscripcion = suscripcionDeToken(req.body.token);
      if (suscripcion) {
        await registrarSuscripcion(ctx.db, ctx.config, registranteDe(req), suscripcion);
        return ok(undefined, 'Token registrado.');
      }
      await ctx.db
        .update(usuario)
        .set({ token_push: req.body.token })
        .where(eq(usuario.id, usuarioDe(req).id));
      return ok(undefined, 'Token registrado.');
    },
  );

  r.post(
    '/api/v1/cambiar_password',
    {
      config: { permiso: 'autenticado', conPasswordTemporal: true, rateLimit: limitePublico },
      schema: { tags, body: cambiarPasswordBody, response: { 200: respuestaVacia } },
    },
    async (req) => {
      await cambiarPassword(ctx, usuarioDe(req), req.sesionId!, req.body.password_actual, req.body.password);
      return ok(undefined, 'Contraseña cambiada correctamente. Se cerraron sus otras sesiones.');
    },
  );

  r.get('/api/health', { config: { permiso: 'publico' }, schema: { tags: ['Sistema'], response: { 200: respuesta(salud) } } }, async () =>
    ok({ estado: 'ok', base: ctx.dbKind, version: process.env.npm_package_version ?? '0.1.0' }, 'OK'),
  );
}
