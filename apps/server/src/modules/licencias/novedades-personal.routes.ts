import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { binario, idParam } from '@worknet/domain/http';
import {
  MODELO_MEDIA_NOVEDAD,
  MODULO_MEDIA_LICENCIAS,
  anularBody,
  aprobarBody,
  cronogramaQuery,
  novedadBody,
  novedadEditarBody,
  novedadesQuery,
  rechazarBody,
  reporteNovedadesBody,
  sectoresQuery,
  respuestas as res,
} from '@worknet/domain/licencias/esquemas';
import { ETIQUETA_ESTADO_NOVEDAD, type EstadoNovedad } from '@worknet/domain/licencias/estados';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { enviarCsv } from '../../platform/http/csv';
import { lista, ok } from '../../platform/http/envelope';
import { registrarModeloMedia } from '../media/media.modelos';
import { armarCronograma } from './cronograma.service';
import { ambitoMaximo, ambitoPedido, novedadVisible, personaDeNovedad, relacionConPersona, sectoresDelAmbito } from './licencias.acceso';
import { novedadPersonal } from './licencias.table';
import { listarNovedades, listarTipos, obtenerNovedad, tipoPorId } from './novedades-personal.lectura';
import { puedeAdjuntar } from './novedades-personal.reglas';
import { anularNovedad, aprobarNovedad, crearNovedad, editarNovedad, rechazarNovedad } from './novedades-personal.service';
import { reporteNovedades } from './reporte-novedades';

// Personnel events and their approvals (issue 19 items 1, 2, 5 and 6), under /api/v1/rrhh/.
// Open to anybody with a leave permission; the scope (ambito) and the record rule
// (novedadVisible) decide which events each one reaches: HR all, a referente the sectors they
// lead, an employee their own. Solicitar goes first in each list: the record sweep
// (registros-rutas) calls the ruled routes as somebody who holds only that one.

const tags = ['Licencias'];
const LICENCIAS = ['rrhh.licencia.solicitar', 'rrhh.licencia.referente', 'rrhh.licencia.administrar'] as const;
const CRONOGRAMA = ['rrhh.licencia.referente', 'rrhh.licencia.administrar'] as const;
const URL = '/api/v1/rrhh/novedad-personal';

export function rutasNovedadesPersonal(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The certificate: seen by whoever reaches the event; attached (a draft first, or straight
  // to the event) by whoever may edit it and by the person until the final approval.
  registrarModeloMedia(MODELO_MEDIA_NOVEDAD, {
    modulo: MODULO_MEDIA_LICENCIAS,
    puedeVer: async (c, u, id) => {
      const [n] = await c.db.select({ persona_id: novedadPersonal.persona_id }).from(novedadPersonal).where(eq(novedadPersonal.id, id));
      return n !== undefined && (await relacionConPersona(c.db, u, n.persona_id)) !== null;
    },
    puedeEditar: async (c, u, id) => {
      if (id === null) return ambitoMaximo(u) !== null;
      const [n] = await c.db
        .select()
        .from(novedadPersonal)
        .where(and(eq(novedadPersonal.id, id), isNull(novedadPersonal.deleted_at)));
      if (!n) return false;
      const [relacion, tipo] = await Promise.all([relacionConPersona(c.db, u, n.persona_id), tipoPorId(c.db, n.tipo_id)]);
      if (!relacion || !tipo) return false;
      return puedeAdjuntar({ u, relacion, personaId: n.persona_id, creadoPor: n.creado_por, estado: n.estado as EstadoNovedad, aprobacion: tipo.aprobacion });
    },
    existe: async (c, id) => (await personaDeNovedad(c.db, id)) !== null,
  });

  r.get(URL, { config: { permiso: LICENCIAS }, schema: { tags, querystring: novedadesQuery, response: { 200: res.novedades } } }, async (req) => {
    const { filas, total } = await listarNovedades(ctx.db, usuarioDe(req), req.query);
    return lista(filas, total);
  });

  r.get(`${URL}/tipos`, { config: { permiso: LICENCIAS }, schema: { tags, response: { 200: res.tipos } } }, async (req) =>
    ok(await listarTipos(ctx.db, usuarioDe(req)), 'OK'),
  );

  r.get(`${URL}/sectores`, { config: { permiso: CRONOGRAMA }, schema: { tags, querystring: sectoresQuery, response: { 200: res.sectores } } }, async (req) => {
    const u = usuarioDe(req);
    return ok(await sectoresDelAmbito(ctx.db, u, ambitoPedido(u, req.query.ambito)), 'OK');
  });

  r.get(
    `${URL}/:id`,
    { config: { permiso: LICENCIAS, registro: novedadVisible }, schema: { tags, params: idParam, response: { 200: res.novedad } } },
    async (req) => ok(await obtenerNovedad(ctx, usuarioDe(req), req.params.id), 'OK'),
  );

  r.post(URL, { config: { permiso: LICENCIAS }, schema: { tags, body: novedadBody, response: { 200: res.novedad } } }, async (req) => {
    const u = usuarioDe(req);
    const id = await crearNovedad(ctx, u, req.body);
    const n = await obtenerNovedad(ctx, u, id);
    return ok(n, `Novedad ${id} cargada: ${ETIQUETA_ESTADO_NOVEDAD[n.estado]}.`);
  });

  r.put(
    `${URL}/:id`,
    { config: { permiso: LICENCIAS, registro: novedadVisible }, schema: { tags, params: idParam, body: novedadEditarBody, response: { 200: res.novedad } } },
    async (req) => {
      const u = usuarioDe(req);
      await editarNovedad(ctx, u, req.params.id, req.body);
      return ok(await obtenerNovedad(ctx, u, req.params.id), `Novedad ${req.params.id} modificada.`);
    },
  );

  r.post(
    `${URL}/:id/aprobar`,
    { config: { permiso: LICENCIAS, registro: novedadVisible }, schema: { tags, params: idParam, body: aprobarBody, response: { 200: res.novedad } } },
    async (req) => {
      const u = usuarioDe(req);
      await aprobarNovedad(ctx, u, req.params.id, req.body.detalle);
      const n = await obtenerNovedad(ctx, u, req.params.id);
      return ok(n, `Novedad ${req.params.id}: ${ETIQUETA_ESTADO_NOVEDAD[n.estado]}.`);
    },
  );

  r.post(
    `${URL}/:id/rechazar`,
    { config: { permiso: LICENCIAS, registro: novedadVisible }, schema: { tags, params: idParam, body: rechazarBody, response: { 200: res.novedad } } },
    async (req) => {
      const u = usuarioDe(req);
      await rechazarNovedad(ctx, u, req.params.id, req.body.motivo);
      return ok(await obtenerNovedad(ctx, u, req.params.id), `Novedad ${req.params.id} rechazada.`);
    },
  );

  r.post(
    `${URL}/:id/anular`,
    { config: { permiso: LICENCIAS, registro: novedadVisible }, schema: { tags, params: idParam, body: anularBody, response: { 200: res.novedad } } },
    async (req) => {
      const u = usuarioDe(req);
      await anularNovedad(ctx, u, req.params.id, req.body.motivo);
      return ok(await obtenerNovedad(ctx, u, req.params.id), `Novedad ${req.params.id} anulada.`);
    },
  );

  r.get(
    '/api/v1/rrhh/cronograma',
    { config: { permiso: CRONOGRAMA }, schema: { tags, querystring: cronogramaQuery, response: { 200: res.cronograma } } },
    async (req) => ok(await armarCronograma(ctx.db, usuarioDe(req), req.query), 'OK'),
  );

  // Up to 100,000 rows in memory: a heavy call, so a tighter per-address limit. Writes nothing.
  r.post(
    '/api/v1/rrhh/report_novedades_personal',
    {
      config: { permiso: LICENCIAS, rateLimit: { max: 10, timeWindow: '1 minute' }, sinAuditoria: 'Genera un reporte: no cambia nada.' },
      schema: { tags, body: reporteNovedadesBody, response: { 200: binario } },
    },
    async (req, reply) => enviarCsv(reply, await reporteNovedades(ctx.db, usuarioDe(req), req.body)),
  );
}
