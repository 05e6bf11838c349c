import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, respuestaVacia } from '@worknet/domain/http';
import { respuestasNovedades as res } from '@worknet/domain/novedades/respuestas';
import { adminNovedadesQuery, feedQuery, fijarBody, informacionDatos, novedadDatos, publicarBody } from '@worknet/domain/novedades/esquemas';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { registrarModeloMedia } from '../media/media.modelos';
import { novedadVisible } from './novedades.acceso';
import { guardarInformacion, obtenerInformacion } from './informacion.service';
import { listarAdmin, opcionesAudiencia } from './novedades-admin.service';
import { actualizarNovedad, crearNovedad, eliminarNovedad, fijarNovedad, publicarNovedad } from './novedades-edicion.service';
import { esEditor, existeNovedad, feed, MODELO_MEDIA, obtenerNovedad, PERMISO_EDITAR, puedeVerNovedad } from './novedades-lectura.service';
import { alcanceDe, cambiarYAvisar, programarAvisoDeProgramadas } from './novedades.vivo';

const tags = ['Novedades'];
const EDITAR = PERMISO_EDITAR;
// News belong to all their editors: whoever holds EDITAR changes any item.
const registro = 'cualquiera' as const;

/** News (spec routes '/', novedad/{id}, novedad/create, novedad/update/{id}, administrador_novedades, /informacion). */
export function rutasNovedades(app: FastifyInstance, ctx: Ctx) {
  // Covers and attachments go through the media calls; news decides who sees and changes them.
  registrarModeloMedia(MODELO_MEDIA, {
    modulo: 'novedades',
    puedeVer: (c, u, id) => puedeVerNovedad(c, u, id),
    puedeEditar: async (_c, u) => esEditor(u),
    existe: (c, id) => existeNovedad(c.db, id),
  });

  // Scheduled items go live with no request: a job each minute tells their readers.
  programarAvisoDeProgramadas(ctx, app.log);

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/novedades', { config: { permiso: 'autenticado' }, schema: { tags, querystring: feedQuery, response: { 200: res.feed } } }, async (req) => {
    const { filas, total } = await feed(ctx, usuarioDe(req), req.query);
    return lista(filas, total);
  });

  r.get('/api/v1/novedades/audiencias', { config: { permiso: EDITAR }, schema: { tags, response: { 200: res.audiencias } } }, async () =>
    ok(await opcionesAudiencia(ctx.db), 'OK'),
  );

  r.get(
    '/api/v1/novedad/:id',
    { config: { permiso: 'autenticado', registro: novedadVisible }, schema: { tags, params: idParam, response: { 200: res.detalle } } },
    async (req) => ok(await obtenerNovedad(ctx, usuarioDe(req), req.params.id), 'OK'),
  );

  r.post('/api/v1/novedad', { config: { permiso: EDITAR }, schema: { tags, body: novedadDatos, response: { 200: res.detalle } } }, async (req) => {
    const u = usuarioDe(req);
    const id = await cambiarYAvisar(
      ctx,
      (tx) => crearNovedad(tx, u.id, req.body),
      (id) => id,
    );
    return ok(await obtenerNovedad(ctx, u, id), 'Novedad creada.');
  });

  r.put(
    '/api/v1/novedad/:id',
    { config: { permiso: EDITAR, registro }, schema: { tags, params: idParam, body: novedadDatos, response: { 200: res.detalle } } },
    async (req) => {
      const u = usuarioDe(req);
      const antes = await alcanceDe(ctx.db, req.params.id);
      await cambiarYAvisar(ctx, (tx) => actualizarNovedad(tx, u.id, req.params.id, req.body), req.params.id, antes);
      return ok(await obtenerNovedad(ctx, u, req.params.id), 'Novedad actualizada.');
    },
  );

  r.delete(
    '/api/v1/novedad/:id',
    { config: { permiso: EDITAR, registro }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      const antes = await alcanceDe(ctx.db, req.params.id);
      await cambiarYAvisar(ctx, (tx) => eliminarNovedad(tx, usuarioDe(req).id, req.params.id), req.params.id, antes);
      return ok(undefined, 'Novedad eliminada.');
    },
  );

  r.put(
    '/api/v1/novedad/:id/publicar',
    { config: { permiso: EDITAR, registro }, schema: { tags, params: idParam, body: publicarBody, response: { 200: res.detalle } } },
    async (req) => {
      const u = usuarioDe(req);
      const antes = await alcanceDe(ctx.db, req.params.id);
      await cambiarYAvisar(ctx, (tx) => publicarNovedad(tx, u.id, req.params.id, req.body), req.params.id, antes);
      const d = await obtenerNovedad(ctx, u, req.params.id);
      const mensaje = d.estado === 'publicada' ? 'Novedad publicada.' : d.estado === 'programada' ? 'Publicación programada.' : 'La novedad volvió a borrador.';
      return ok(d, mensaje);
    },
  );

  r.put(
    '/api/v1/novedad/:id/fijar',
    { config: { permiso: EDITAR, registro }, schema: { tags, params: idParam, body: fijarBody, response: { 200: res.detalle } } },
    async (req) => {
      const u = usuarioDe(req);
      const antes = await alcanceDe(ctx.db, req.params.id);
      await cambiarYAvisar(ctx, (tx) => fijarNovedad(tx, u.id, req.params.id, req.body.fijada), req.params.id, antes);
      return ok(await obtenerNovedad(ctx, u, req.params.id), req.body.fijada ? 'Novedad fijada.' : 'Novedad desfijada.');
    },
  );

  r.get(
    '/api/v1/administrador_novedades',
    { config: { permiso: EDITAR }, schema: { tags, querystring: adminNovedadesQuery, response: { 200: res.admin } } },
    async (req) => {
      const { filas, total } = await listarAdmin(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get('/api/v1/informacion', { config: { permiso: 'autenticado' }, schema: { tags, response: { 200: res.informacion } } }, async () =>
    ok(await obtenerInformacion(ctx.db), 'OK'),
  );

  r.put(
    '/api/v1/informacion',
    { config: { permiso: 'novedades.informacion.editar' }, schema: { tags, body: informacionDatos, response: { 200: res.informacion } } },
    async (req) => ok(await guardarInformacion(ctx.db, usuarioDe(req).id, req.body), 'Información actualizada.'),
  );
}
