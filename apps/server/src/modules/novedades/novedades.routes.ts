import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@worknet/domain/http';
import { adminNovedadesQuery, feedQuery, fijarBody, informacionDatos, novedadDatos, publicarBody } from '@worknet/domain/novedades/esquemas';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { registrarModeloMedia } from '../media/media.modelos';
import { guardarInformacion, obtenerInformacion } from './informacion.service';
import { listarAdmin, opcionesAudiencia } from './novedades-admin.service';
import { actualizarNovedad, crearNovedad, eliminarNovedad, fijarNovedad, publicarNovedad } from './novedades-edicion.service';
import { esEditor, existeNovedad, feed, MODELO_MEDIA, obtenerNovedad, PERMISO_EDITAR, puedeVerNovedad } from './novedades-lectura.service';

const tags = ['Novedades'];
const EDITAR = PERMISO_EDITAR;

/** News (spec routes '/', novedad/{id}, novedad/create, novedad/update/{id}, administrador_novedades, /informacion). */
export function rutasNovedades(app: FastifyInstance, ctx: Ctx) {
  // Covers and attachments go through the media calls; news decides who sees and changes them.
  registrarModeloMedia(MODELO_MEDIA, {
    modulo: 'novedades',
    puedeVer: (c, u, id) => puedeVerNovedad(c, u, id),
    puedeEditar: async (_c, u) => esEditor(u),
    existe: (c, id) => existeNovedad(c.db, id),
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/novedades', { config: { permiso: 'autenticado' }, schema: { tags, querystring: feedQuery } }, async (req) => {
    const { filas, total } = await feed(ctx, usuarioDe(req), req.query);
    return lista(filas, total);
  });

  r.get('/api/v1/novedades/audiencias', { config: { permiso: EDITAR }, schema: { tags } }, async () => ok(await opcionesAudiencia(ctx.db), 'OK'));

  r.get('/api/v1/novedad/:id', { config: { permiso: 'autenticado' }, schema: { tags, params: idParam } }, async (req) =>
    ok(await obtenerNovedad(ctx, usuarioDe(req), req.params.id), 'OK'),
  );

  r.post('/api/v1/novedad', { config: { permiso: EDITAR }, schema: { tags, body: novedadDatos } }, async (req) => {
    const u = usuarioDe(req);
    const id = await crearNovedad(ctx.db, u.id, req.body);
    return ok(await obtenerNovedad(ctx, u, id), 'Novedad creada.');
  });

  r.put('/api/v1/novedad/:id', { config: { permiso: EDITAR }, schema: { tags, params: idParam, body: novedadDatos } }, async (req) => {
    const u = usuarioDe(req);
    await actualizarNovedad(ctx.db, u.id, req.params.id, req.body);
    return ok(await obtenerNovedad(ctx, u, req.params.id), 'Novedad actualizada.');
  });

  r.delete('/api/v1/novedad/:id', { config: { permiso: EDITAR }, schema: { tags, params: idParam } }, async (req) => {
    await eliminarNovedad(ctx.db, usuarioDe(req).id, req.params.id);
    return ok(undefined, 'Novedad eliminada.');
  });

  r.put('/api/v1/novedad/:id/publicar', { config: { permiso: EDITAR }, schema: { tags, params: idParam, body: publicarBody } }, async (req) => {
    const u = usuarioDe(req);
    await publicarNovedad(ctx.db, u.id, req.params.id, req.body);
    const d = await obtenerNovedad(ctx, u, req.params.id);
    const mensaje = d.estado === 'publicada' ? 'Novedad publicada.' : d.estado === 'programada' ? 'Publicación programada.' : 'La novedad volvió a borrador.';
    return ok(d, mensaje);
  });

  r.put('/api/v1/novedad/:id/fijar', { config: { permiso: EDITAR }, schema: { tags, params: idParam, body: fijarBody } }, async (req) => {
    const u = usuarioDe(req);
    await fijarNovedad(ctx.db, u.id, req.params.id, req.body.fijada);
    return ok(await obtenerNovedad(ctx, u, req.params.id), req.body.fijada ? 'Novedad fijada.' : 'Novedad desfijada.');
  });

  r.get('/api/v1/administrador_novedades', { config: { permiso: EDITAR }, schema: { tags, querystring: adminNovedadesQuery } }, async (req) => {
    const { filas, total } = await listarAdmin(ctx.db, req.query);
    return lista(filas, total);
  });

  r.get('/api/v1/informacion', { config: { permiso: 'autenticado' }, schema: { tags } }, async () => ok(await obtenerInformacion(ctx.db), 'OK'));

  r.put('/api/v1/informacion', { config: { permiso: 'novedades.informacion.editar' }, schema: { tags, body: informacionDatos } }, async (req) =>
    ok(await guardarInformacion(ctx.db, usuarioDe(req).id, req.body), 'Información actualizada.'),
  );
}
