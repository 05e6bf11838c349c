import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disposicionDe } from '@worknet/domain/media/archivos';
import { actualizarMediaBody, mediaPorModeloParams, mediaPorModeloQuery, tiposMediaQuery } from '@worknet/domain/media/esquemas';
import { binario, idParam } from '@worknet/domain/http';
import { respuestasMedia as res } from '@worknet/domain/media/item';
import { autenticar, usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { ok, sobre } from '../../platform/http/envelope';
import { noEncontrado, prohibido } from '../../platform/http/errors';
import { archivoEditable, archivosDeRegistroVisible } from './media.acceso';
import { archivoParaDescargar, contentDisposition, MENSAJE_ENLACE_INVALIDO, rangoPedido, type AccesoDescarga } from './media.descarga';
import { vencida, type ClaseArchivo } from './media.firma';
import { programarImportacion } from './media.importacion';
import { leerMediana } from './media.mediana';
import { actualizarMedia, listarPorModelo, listarTipos, subirMedia } from './media.service';
import { leerSubida } from './media.subida';
import * as reloj from '@worknet/domain/reloj';

const tags = ['Media'];
const firmaQuery = z.object({
  exp: z.coerce.number().int().positive().optional(),
  firma: z.string().max(100).optional(),
  sesion: z.string().max(100).optional(),
});

/** Spec §7 "Media": tipos, upload, files of a record, update; plus the download of each file, its thumbnail and (images) its «mediana». */
export function rutasMedia(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Photos and building pictures kept in the database before media existed (migration 0012).
  programarImportacion(app, ctx);

  r.get(
    '/api/v1/recurso_media_tipos',
    { config: { permiso: 'autenticado' }, schema: { tags, querystring: tiposMediaQuery, response: { 200: res.tipos } } },
    async (req) => ok(await listarTipos(ctx.db, req.query), 'OK'),
  );

  r.post(
    '/api/v1/recurso_media_worknet',
    {
      config: { permiso: 'autenticado' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Campos: file, tipo_id, modulo, modelo, modelo_id (opcional), descripcion, orden.',
        response: { 200: res.item },
      },
    },
    async (req) => {
      const { campos, archivo } = await leerSubida(req, ctx.config.mediaMaxBytes);
      return ok(await subirMedia(ctx, usuarioDe(req), campos, archivo), 'Archivo subido correctamente.');
    },
  );

  r.get(
    '/api/v1/recurso_media_by_model/:modelo_id',
    {
      config: { permiso: 'autenticado', registro: archivosDeRegistroVisible },
      schema: { tags, params: mediaPorModeloParams, querystring: mediaPorModeloQuery, response: { 200: res.items } },
    },
    async (req) => ok(await listarPorModelo(ctx, req.params.modelo_id, req.query), 'OK'),
  );

  r.put(
    '/api/v1/recurso_media_worknet/:id',
    {
      config: { permiso: 'autenticado', registro: archivoEditable },
      schema: { tags, params: idParam, body: actualizarMediaBody, response: { 200: res.item } },
    },
    async (req) => {
      const item = await actualizarMedia(ctx, usuarioDe(req), req.params.id, req.body);
      const mensaje = req.body.deleted_at === null ? 'Archivo restaurado.' : req.body.deleted_at ? 'Archivo eliminado.' : 'Archivo actualizado.';
      return ok(item, mensaje);
    },
  );

  // Public for the guard because <img>/<video> cannot send a header: the route
  // itself demands a valid signed link or a valid token (then the record's rules,
  // puedeVerItem). A guard rule cannot say that (it runs with a logged-in caller), so
  // the route declares 'cualquiera' and archivoParaDescargar is its record check.
  for (const clase of ['archivo', 'miniatura', 'mediana'] as const) {
    r.get(
      `/api/v1/recurso_media/:id/${clase}`,
      {
        config: { permiso: 'publico', registro: 'cualquiera' },
        compress: false,
        schema: { tags, params: idParam, querystring: firmaQuery, response: { 200: binario } },
      },
      async (req, reply) => descargar(ctx, req, reply, req.params.id, clase, await acceso(ctx, req, req.query)),
    );
  }
}

async function acceso(ctx: Ctx, req: FastifyRequest, q: z.infer<typeof firmaQuery>): Promise<AccesoDescarga> {
  if (q.firma !== undefined || q.exp !== undefined) {
    if (!q.firma || !q.exp || vencida(q.exp)) throw prohibido(MENSAJE_ENLACE_INVALIDO);
    return { exp: q.exp, firma: q.firma, sesion: q.sesion };
  }
  const { auth } = await autenticar(ctx.resolver, req);
  return { usuario: auth.principal };
}

async function descargar(ctx: Ctx, req: FastifyRequest, reply: FastifyReply, id: number, clase: ClaseArchivo, a: AccesoDescarga) {
  const { fila, clave } = await archivoParaDescargar(ctx, id, clase, a);
  const esOriginal = clase === 'archivo';
  const rango = esOriginal ? rangoPedido(req.headers.range, fila.tamano) : null;
  if (rango === 'fuera') {
    return reply
      .status(416)
      .header('content-range', `bytes */${fila.tamano}`)
      .send(sobre(req, 'El rango pedido está fuera del archivo.', 'RANGO_INVALIDO'));
  }
  let datos;
  try {
    datos = clase === 'mediana' ? await leerMediana(ctx.almacen, fila.clave) : await ctx.almacen.leer(clave, rango ?? undefined);
  } catch (e) {
    req.log.error({ err: e, clave }, 'archivo de recurso_media ausente del almacenamiento');
    throw noEncontrado('El archivo no se encuentra en el almacenamiento.');
  }
  const contentType = esOriginal ? fila.content_type : 'image/webp';
  const nombre = esOriginal ? fila.nombre : `${fila.nombre.replace(/\.[^.]+$/, '')}-${clase}.webp`;
  const segundos = 'exp' in a ? Math.min(3600, Math.max(0, a.exp - Math.floor(reloj.ahoraMs() / 1000))) : 0;
  reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(esOriginal ? disposicionDe(contentType) : 'inline', nombre))
    .header('x-content-type-options', 'nosniff')
    // Signed links may be cached (privately) until near their expiry; header-checked answers are checked again each time.
    .header('cache-control', segundos > 0 ? `private, max-age=${segundos}` : 'private, no-cache');
  // Only non-scriptable types are ever stored (no HTML or SVG) and nosniff holds them to it; the page CSP would stop the browser's PDF viewer.
  reply.removeHeader('content-security-policy');
  if (esOriginal) reply.header('accept-ranges', 'bytes');
  if (rango) {
    reply
      .status(206)
      .header('content-range', `bytes ${rango.inicio}-${rango.fin}/${fila.tamano}`)
      .header('content-length', rango.fin - rango.inicio + 1);
  } else if (esOriginal) {
    reply.header('content-length', fila.tamano);
  }
  return reply.send(datos);
}
