import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@worknet/domain/http';
import {
  MODELO_MEDIA_DOCUMENTO,
  MODULO_MEDIA_DOCUMENTO,
  carpetasQuery,
  crearCarpetaBody,
  crearDocumentoBody,
  descargaQuery,
  documentosQuery,
  editarCarpetaBody,
  editarDocumentoBody,
  permisosCarpetaBody,
  respuestas as res,
  versionBody,
} from '@worknet/domain/archivos/esquemas';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { registrarModeloMedia } from '../media/media.modelos';
import {
  documentoEditable,
  documentoVisible,
  documentoVivo,
  lugarDeDocumento,
  puedeEditarDocumento,
  puedeSubirAlgo,
  puedeVerDocumento,
} from './archivos.acceso';
import {
  crearCarpeta,
  crearDocumento,
  descargar,
  editarCarpeta,
  editarDocumento,
  eliminarCarpeta,
  eliminarDocumento,
  guardarPermisos,
  listarCarpetas,
  listarDocumentos,
  nuevaVersion,
  obtenerDocumento,
  permisosDeCarpeta,
  restaurarCarpeta,
  restaurarDocumento,
  restaurarVersion,
  versiones,
} from './archivos.service';

const BASE = '/api/v1/rrhh/gestor-archivos';
const RRHH = 'rrhh.archivo.administrar';

/** HR's file manager (issue 20 item 5, spec §2 rrhh/gestor-archivos). */
export function rutasArchivos(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Gestor de archivos'];

  // Each version of a document is a media item: uploaded as a draft (no modelo_id) by whoever
  // may upload somewhere, then attached here (crearDocumento, nuevaVersion) after the folder check.
  registrarModeloMedia(MODELO_MEDIA_DOCUMENTO, {
    modulo: MODULO_MEDIA_DOCUMENTO,
    puedeVer: async (c, u, id) => puedeVerDocumento(c.db, u, await lugarDeDocumento(c.db, id)),
    puedeEditar: async (c, u, id) => (id === null ? puedeSubirAlgo(c.db, u) : puedeEditarDocumento(c.db, u, await lugarDeDocumento(c.db, id))),
    existe: documentoVivo,
    // A document in the trash: its signed links stop at once.
    enlaceVigente: documentoVivo,
  });

  // ---- Folders (managed by HR; read by whoever reaches them)
  r.get(
    `${BASE}/carpetas`,
    { config: { permiso: 'autenticado' }, schema: { tags, querystring: carpetasQuery, response: { 200: res.carpetas } } },
    async (req) => ok(await listarCarpetas(ctx, usuarioDe(req), req.query.eliminadas), 'OK'),
  );
  r.post(`${BASE}/carpetas`, { config: { permiso: RRHH }, schema: { tags, body: crearCarpetaBody, response: { 200: res.carpeta } } }, async (req) =>
    ok(await crearCarpeta(ctx, usuarioDe(req), req.body), 'Carpeta creada.'),
  );
  r.put(
    `${BASE}/carpetas/:id`,
    { config: { permiso: RRHH, registro: 'cualquiera' }, schema: { tags, params: idParam, body: editarCarpetaBody, response: { 200: res.carpeta } } },
    async (req) => ok(await editarCarpeta(ctx, usuarioDe(req), req.params.id, req.body), 'Carpeta actualizada.'),
  );
  r.delete(
    `${BASE}/carpetas/:id`,
    { config: { permiso: RRHH, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: res.vacia } } },
    async (req) => {
      await eliminarCarpeta(ctx, usuarioDe(req), req.params.id);
      return ok(undefined, 'Carpeta enviada a la papelera.');
    },
  );
  r.post(
    `${BASE}/carpetas/:id/restaurar`,
    { config: { permiso: RRHH, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: res.carpeta } } },
    async (req) => ok(await restaurarCarpeta(ctx, usuarioDe(req), req.params.id), 'Carpeta restaurada.'),
  );
  r.get(
    `${BASE}/carpetas/:id/permisos`,
    { config: { permiso: RRHH, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: res.permisos } } },
    async (req) => ok(await permisosDeCarpeta(ctx, req.params.id), 'OK'),
  );
  r.put(
    `${BASE}/carpetas/:id/permisos`,
    { config: { permiso: RRHH, registro: 'cualquiera' }, schema: { tags, params: idParam, body: permisosCarpetaBody, response: { 200: res.permisos } } },
    async (req) => ok(await guardarPermisos(ctx, usuarioDe(req), req.params.id, req.body), 'Permisos guardados.'),
  );

  // ---- Documents
  r.get(
    `${BASE}/documentos`,
    { config: { permiso: 'autenticado' }, schema: { tags, querystring: documentosQuery, response: { 200: res.documentos } } },
    async (req) => {
      const { filas, total } = await listarDocumentos(ctx, usuarioDe(req), req.query);
      return lista(filas, total);
    },
  );
  r.post(
    `${BASE}/documentos`,
    { config: { permiso: 'autenticado' }, schema: { tags, body: crearDocumentoBody, response: { 200: res.documento } } },
    async (req) => ok(await crearDocumento(ctx, usuarioDe(req), req.body), 'Documento subido.'),
  );
  r.get(
    `${BASE}/documentos/:id`,
    { config: { permiso: 'autenticado', registro: documentoVisible }, schema: { tags, params: idParam, response: { 200: res.documento } } },
    async (req) => ok(await obtenerDocumento(ctx, usuarioDe(req), req.params.id), 'OK'),
  );
  r.put(
    `${BASE}/documentos/:id`,
    {
      config: { permiso: 'autenticado', registro: documentoEditable },
      schema: { tags, params: idParam, body: editarDocumentoBody, response: { 200: res.documento } },
    },
    async (req) => ok(await editarDocumento(ctx, usuarioDe(req), req.params.id, req.body), 'Documento actualizado.'),
  );
  r.delete(
    `${BASE}/documentos/:id`,
    { config: { permiso: 'autenticado', registro: documentoEditable }, schema: { tags, params: idParam, response: { 200: res.vacia } } },
    async (req) => {
      await eliminarDocumento(ctx, usuarioDe(req), req.params.id);
      return ok(undefined, 'Documento enviado a la papelera.');
    },
  );
  r.post(
    `${BASE}/documentos/:id/restaurar`,
    { config: { permiso: RRHH, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: res.documento } } },
    async (req) => ok(await restaurarDocumento(ctx, usuarioDe(req), req.params.id), 'Documento restaurado.'),
  );
  r.post(
    `${BASE}/documentos/:id/versiones`,
    { config: { permiso: 'autenticado', registro: documentoEditable }, schema: { tags, params: idParam, body: versionBody, response: { 200: res.documento } } },
    async (req) => ok(await nuevaVersion(ctx, usuarioDe(req), req.params.id, req.body.media_id), 'Versión nueva subida.'),
  );
  r.post(
    `${BASE}/documentos/:id/restaurar_version`,
    { config: { permiso: 'autenticado', registro: documentoEditable }, schema: { tags, params: idParam, body: versionBody, response: { 200: res.documento } } },
    async (req) => ok(await restaurarVersion(ctx, usuarioDe(req), req.params.id, req.body.media_id), 'Versión restaurada: ahora es la actual.'),
  );
  r.get(
    `${BASE}/documentos/:id/versiones`,
    { config: { permiso: 'autenticado', registro: documentoVisible }, schema: { tags, params: idParam, response: { 200: res.versiones } } },
    async (req) => ok(await versiones(ctx, req.params.id), 'OK'),
  );
  // Downloads go through media's signed links; handing one out is what gets audited.
  r.get(
    `${BASE}/documentos/:id/descarga`,
    {
      config: { permiso: 'autenticado', registro: documentoVisible },
      schema: { tags, params: idParam, querystring: descargaQuery, response: { 200: res.descarga } },
    },
    async (req) => ok(await descargar(ctx, usuarioDe(req), req.params.id, req.query.media_id, req.sesionId ?? undefined), 'OK'),
  );
}
