import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJE_SESIONES_CERRADAS, fotoPerfilBody, preferenciasBody, respuestas as res, sesionParam } from '@worknet/domain/perfil/esquemas';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { ok } from '../../platform/http/envelope';
import { sesionPropia } from './perfil.acceso';
import { guardarMiFoto, guardarPreferencias, leerPreferencias, miPerfil } from './perfil.service';
import { cerrarOtrasSesiones, cerrarSesionPropia, sesionesActivas } from './sesiones.service';

/**
 * «Mi perfil» (issue 20 item 6, spec §2 mi_perfil): open to every signed-in user, always on
 * the caller's own account (the only id taken is a session's, under the rule sesionPropia).
 */
export function rutasPerfil(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Mi perfil'];

  r.get('/api/v1/mi_perfil', { config: { permiso: 'autenticado' }, schema: { tags, response: { 200: res.perfil } } }, async (req) =>
    ok(await miPerfil(ctx, usuarioDe(req)), 'OK'),
  );

  r.get('/api/v1/mi_perfil/preferencias', { config: { permiso: 'autenticado' }, schema: { tags, response: { 200: res.preferencias } } }, async (req) =>
    ok(await leerPreferencias(ctx.db, usuarioDe(req).id), 'OK'),
  );

  r.put(
    '/api/v1/mi_perfil/preferencias',
    { config: { permiso: 'autenticado' }, schema: { tags, body: preferenciasBody, response: { 200: res.preferencias } } },
    async (req) => ok(await guardarPreferencias(ctx.db, usuarioDe(req).id, req.body), 'Preferencias guardadas.'),
  );

  // The photo is uploaded as a draft (POST recurso_media_worknet: modulo rrhh, modelo persona,
  // tipo Foto, no modelo_id) and made the caller's own photo here.
  r.put('/api/v1/mi_perfil/foto', { config: { permiso: 'autenticado' }, schema: { tags, body: fotoPerfilBody, response: { 200: res.vacia } } }, async (req) => {
    await guardarMiFoto(ctx, usuarioDe(req), req.body.media_id);
    return ok(undefined, 'Foto actualizada.');
  });

  r.get('/api/v1/mis_sesiones', { config: { permiso: 'autenticado' }, schema: { tags, response: { 200: res.sesiones } } }, async (req) =>
    ok(await sesionesActivas(ctx.db, usuarioDe(req).id, req.sesionId), 'OK'),
  );

  r.delete(
    '/api/v1/mis_sesiones/:id',
    { config: { permiso: 'autenticado', registro: sesionPropia }, schema: { tags, params: sesionParam, response: { 200: res.vacia } } },
    async (req) => {
      await cerrarSesionPropia(ctx, usuarioDe(req).id, req.params.id);
      return ok(undefined, 'Sesión cerrada.');
    },
  );

  r.post('/api/v1/cerrar_otras_sesiones', { config: { permiso: 'autenticado' }, schema: { tags, response: { 200: res.cerradas } } }, async (req) => {
    const cerradas = await cerrarOtrasSesiones(ctx, usuarioDe(req).id, req.sesionId);
    return ok({ cerradas }, MENSAJE_SESIONES_CERRADAS(cerradas));
  });
}
