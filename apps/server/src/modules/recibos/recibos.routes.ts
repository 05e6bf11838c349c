import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { binario, idParam, paginaQuery } from '@worknet/domain/http';
import {
  MENSAJES_RECIBOS,
  MODELO_MEDIA_LIQUIDACION,
  archivoQuery,
  asignarBody,
  firmarBody,
  liquidacionesQuery,
  publicarBody,
  respuestas as res,
  verificarBody,
} from '@worknet/domain/recibos/esquemas';
import { mensajeExcedeMaximo } from '@worknet/domain/media/archivos';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { leerCompleto } from '../../platform/files/almacen';
import { filasDe } from '../../platform/db/sql';
import { lista, ok } from '../../platform/http/envelope';
import type { LlamadaPorParametro } from '../../platform/http/llamadas-por-parametro';
import { AppError, datosInvalidos } from '../../platform/http/errors';
import { problemaDeTexto } from '../../platform/http/texto-invalido';
import { registrarModeloMedia } from '../media/media.modelos';
import { reciboPropio } from './recibos.acceso';
import { TRABAJO_DIVIDIR, crearCarga, dividirCarga } from './recibos-carga.service';
import {
  archivoDeRecibo,
  asignarSuelta,
  clavePaginaSuelta,
  corregirRecibo,
  descartarSuelta,
  firmarRecibo,
  publicarLiquidacion,
  reemplazarArchivo,
  registrarAcceso,
  verificarRecibo,
} from './recibos-firma.service';
import { cargaPorId, detalleLiquidacion, listarLiquidaciones, miRecibo, misRecibos, reciboFilaPorId } from './recibos-lectura.service';

/**
 * A bulk upload may hold a whole month (2,000 pages): its own limit, larger than media's,
 * read per request (the multipart plugin's default stays MEDIA_MAX_BYTES for every other form).
 */
export const MAX_CARGA_BYTES = 100 * 1024 * 1024;

/**
 * Spec §7 HR: «GET /api/v1/rrhh/liquidacion?descargas=true; answer: data, total» is the runs with
 * their counts, served at its own path; without the parameter that path is the catalog's list.
 */
export const DESCARGAS_POR_PARAMETRO: LlamadaPorParametro = {
  ruta: '/api/v1/rrhh/liquidacion',
  parametro: 'descargas',
  valor: 'true',
  destino: '/api/v1/rrhh/liquidacion/descargas',
  motivo: 'spec §7 HR: «GET /api/v1/rrhh/liquidacion?descargas=true»',
};

const ADMIN = 'rrhh.recibo.administrar';
const PROPIO = 'rrhh.recibo.propio';
const tags = ['Recibos de sueldo'];

/** Reads the one PDF/ZIP of field `file` of a multipart form, up to `max` bytes. */
async function leerArchivo(req: FastifyRequest, max: number): Promise<{ nombre: string; datos: Buffer }> {
  if (!req.isMultipart()) throw datosInvalidos('Envíe el archivo como formulario multipart/form-data, en el campo «file».');
  let archivo: { nombre: string; datos: Buffer } | null = null;
  try {
    for await (const parte of req.parts({ limits: { fileSize: max, files: 1 } })) {
      if (parte.type !== 'file') continue;
      if (parte.fieldname !== 'file') throw datosInvalidos('El archivo debe enviarse en el campo «file».');
      archivo = { nombre: parte.filename.replace(/%22/g, '"'), datos: await parte.toBuffer() };
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, mensajeExcedeMaximo(max), 'ARCHIVO_DEMASIADO_GRANDE');
    if (code === 'FST_FILES_LIMIT') throw datosInvalidos('Envíe un solo archivo por vez.');
    throw e;
  }
  if (!archivo || archivo.datos.length === 0) throw datosInvalidos('Falta el archivo (campo «file»).', { campos: [{ campo: 'file', mensaje: 'Obligatorio' }] });
  const problema = problemaDeTexto(archivo.nombre);
  if (problema) throw datosInvalidos(problema);
  return archivo;
}

/** A slip's bytes: always a download (attachment), never cached, never sniffed. */
function enviarPdf(reply: FastifyReply, a: { datos: Buffer; nombre: string }) {
  const ascii = a.nombre
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  const utf8 = encodeURIComponent(a.nombre).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-length', a.datos.length)
    .send(a.datos);
}

const sinAsignarParam = idParam;

/** Pay slips (issue 20 items 1–4 and 7): gestor_liquidaciones, liquidacion/{id}, mis_recibos, verification. */
export function rutasRecibos(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  ctx.trabajos.definir<{ cargaId: number }>(TRABAJO_DIVIDIR, (t) => dividirCarga(ctx, t), { reintentos: 0, vencimientoSegundos: 3600 });

  // The company's stamp is uploaded as a media draft of modelo 'liquidacion' and attached when publishing.
  registrarModeloMedia(MODELO_MEDIA_LIQUIDACION, {
    modulo: 'rrhh',
    puedeVer: async (_c, u) => u.permisos.has(ADMIN),
    puedeEditar: async (_c, u) => u.permisos.has(ADMIN),
    existe: async (c, id) => {
      const f = await c.db.execute(sql`select 1 from rrhh_liquidacion where id = ${id} and deleted_at is null`);
      return filasDe(f).length > 0;
    },
  });

  // ---- HR ----
  r.get(
    DESCARGAS_POR_PARAMETRO.destino,
    {
      config: { permiso: ADMIN },
      schema: {
        tags,
        description: 'También `GET /api/v1/rrhh/liquidacion?descargas=true` (spec §7).',
        querystring: liquidacionesQuery,
        response: { 200: res.liquidaciones },
      },
    },
    async (req) => {
      const { filas, total } = await listarLiquidaciones(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get(
    '/api/v1/rrhh/liquidacion/:id/recibos',
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: res.detalle } } },
    async (req) => ok(await detalleLiquidacion(ctx.db, req.params.id), 'OK'),
  );

  r.post(
    '/api/v1/rrhh/liquidacion/:id/cargas',
    {
      config: { permiso: ADMIN, registro: 'cualquiera' },
      bodyLimit: MAX_CARGA_BYTES + 1024 * 1024,
      schema: { tags, params: idParam, response: { 200: res.carga } },
    },
    async (req) => {
      const archivo = await leerArchivo(req, MAX_CARGA_BYTES);
      const id = await crearCarga(ctx, usuarioDe(req).id, req.params.id, archivo);
      return ok(await cargaPorId(ctx.db, req.params.id, id), 'Archivo recibido: se está dividiendo por CUIL.');
    },
  );

  r.post(
    '/api/v1/rrhh/liquidacion/:id/publicar',
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, body: publicarBody, response: { 200: res.publicada } } },
    async (req) => {
      const n = await publicarLiquidacion(ctx, usuarioDe(req).id, req.params.id, req.body, req.ip);
      const l = await detalleLiquidacion(ctx.db, req.params.id);
      return ok(l.liquidacion.cuentas, MENSAJES_RECIBOS.publicada(n));
    },
  );

  r.get(
    '/api/v1/rrhh/recibo_sin_asignar/:id/archivo',
    { config: { permiso: ADMIN, registro: 'cualquiera' }, compress: false, schema: { tags, params: sinAsignarParam, response: { 200: binario } } },
    async (req, reply) => {
      const s = await clavePaginaSuelta(ctx.db, req.params.id);
      return enviarPdf(reply, { datos: await leerCompleto(ctx.almacen, s.clave), nombre: `Pagina-sin-asignar-${s.pagina ?? req.params.id}.pdf` });
    },
  );

  r.post(
    '/api/v1/rrhh/recibo_sin_asignar/:id/asignar',
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: sinAsignarParam, body: asignarBody, response: { 200: res.recibo } } },
    async (req) => {
      const id = await asignarSuelta(ctx, usuarioDe(req).id, req.params.id, req.body.persona_id);
      return ok(await reciboFilaPorId(ctx.db, id), 'Página asignada.');
    },
  );

  r.delete(
    '/api/v1/rrhh/recibo_sin_asignar/:id',
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: sinAsignarParam, response: { 200: res.vacia } } },
    async (req) => {
      await descartarSuelta(ctx, usuarioDe(req).id, req.params.id);
      return ok(undefined, 'Página descartada.');
    },
  );

  r.get(
    '/api/v1/rrhh/recibo/:id/archivo',
    {
      config: { permiso: ADMIN, registro: 'cualquiera' },
      compress: false,
      schema: { tags, params: idParam, querystring: archivoQuery, response: { 200: binario } },
    },
    async (req, reply) => {
      const a = await archivoDeRecibo(ctx, req.params.id, req.query.copia);
      await registrarAcceso(ctx.db, usuarioDe(req).id, req.params.id, req.query.accion, req.query.copia, false);
      return enviarPdf(reply, a);
    },
  );

  r.put(
    '/api/v1/rrhh/recibo/:id/archivo',
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: res.recibo } } },
    async (req) => {
      const archivo = await leerArchivo(req, ctx.config.mediaMaxBytes);
      await reemplazarArchivo(ctx, usuarioDe(req).id, req.params.id, archivo.datos);
      return ok(await reciboFilaPorId(ctx.db, req.params.id), 'Archivo del recibo reemplazado.');
    },
  );

  r.post(
    '/api/v1/rrhh/recibo/:id/correccion',
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: res.recibo } } },
    async (req) => {
      const archivo = await leerArchivo(req, ctx.config.mediaMaxBytes);
      const id = await corregirRecibo(ctx, usuarioDe(req).id, req.params.id, archivo.datos);
      return ok(await reciboFilaPorId(ctx.db, id), 'Corrección cargada: el recibo anterior queda como reemplazado.');
    },
  );

  // ---- The employee ----
  r.get('/api/v1/mis_recibos', { config: { permiso: PROPIO }, schema: { tags, querystring: paginaQuery, response: { 200: res.misRecibos } } }, async (req) => {
    const { filas, total } = await misRecibos(ctx.db, usuarioDe(req).persona_id ?? null, req.query);
    return lista(filas, total);
  });

  r.get(
    '/api/v1/mis_recibos/:id',
    { config: { permiso: PROPIO, registro: reciboPropio }, schema: { tags, params: idParam, response: { 200: res.miRecibo } } },
    async (req) => ok(await miRecibo(ctx.db, req.params.id, usuarioDe(req).id), 'OK'),
  );

  r.get(
    '/api/v1/mis_recibos/:id/archivo',
    {
      config: { permiso: PROPIO, registro: reciboPropio },
      compress: false,
      schema: { tags, params: idParam, querystring: archivoQuery, response: { 200: binario } },
    },
    async (req, reply) => {
      const a = await archivoDeRecibo(ctx, req.params.id, req.query.copia);
      await registrarAcceso(ctx.db, usuarioDe(req).id, req.params.id, req.query.accion, req.query.copia, true);
      return enviarPdf(reply, a);
    },
  );

  r.post(
    '/api/v1/mis_recibos/:id/firmar',
    { config: { permiso: PROPIO, registro: reciboPropio }, schema: { tags, params: idParam, body: firmarBody, response: { 200: res.miRecibo } } },
    async (req) => {
      await firmarRecibo(ctx, usuarioDe(req), req.params.id, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
      return ok(await miRecibo(ctx.db, req.params.id, usuarioDe(req).id), MENSAJES_RECIBOS.firmado(req.body.conformidad));
    },
  );

  // ---- Public ----
  r.post(
    '/api/v1/verificar_recibo',
    {
      config: {
        permiso: 'publico',
        rateLimit: { max: 30, timeWindow: '1 minute' },
        sinAuditoria: 'Sólo consulta si una huella es la de un recibo publicado o firmado.',
      },
      schema: { tags, body: verificarBody, response: { 200: res.verificacion } },
    },
    async (req) => {
      const v = await verificarRecibo(ctx.db, req.body.sha256);
      const mensaje =
        v.copia === 'firmada'
          ? `Es la copia firmada de un recibo de Worknet: el empleado firmó ${v.conformidad === 'conforme' ? 'conforme' : 'no conforme'}.`
          : v.copia === 'original'
            ? 'Es el original de un recibo de Worknet, sin la firma del empleado.'
            : 'No se encontró un recibo de Worknet con esa huella.';
      return ok(v, mensaje);
    },
  );
}
