import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, respuestaVacia } from '@worknet/domain/http';
import {
  ETIQUETA_ESTADO_TAREA,
  MODELO_MEDIA_TAREA,
  MODULO_MEDIA_TAREAS,
  checklistBody,
  comentarioBody,
  comentariosQuery,
  escaneoQuery,
  itemParams,
  motivoBody,
  pasoBody,
  previaBody,
  previaQuery,
  programadasQuery,
  qrParams,
  tareaBody,
  tareaProgramadaBody,
  tareasQuery,
  respuestas as res,
} from '@worknet/domain/tareas/esquemas';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import type { Principal } from '../../platform/identidad/principal';
import { lista, ok } from '../../platform/http/envelope';
import { noEncontrado } from '../../platform/http/errors';
import { registrarModeloMedia } from '../media/media.modelos';
import { alcanceDe, tareaAlcanzable, tareaVisible } from './tareas.acceso';
import { borrarComentario, comentar, crearTarea, editarTarea, listarComentarios, marcarItem, moverTarea, registrarEscaneo } from './tareas.service';
import { ubicacionVigente } from './tareas-alta';
import { listarTareas, obtenerTarea, pendientesEn } from './tareas-lectura.service';
import {
  borrarProgramada,
  crearProgramada,
  editarProgramada,
  listarProgramadas,
  obtenerProgramada,
  previaDe,
  programarGeneracionDeTareas,
} from './tareas-programadas';
import { tarea } from './tareas.table';
import { idDeCodigoVigente, MENSAJES_QR_UBICACION } from './ubicacion-qr';
import { rutasOpcionesTareas } from './tareas-opciones';
import { esSolicitante } from './manthos.service';
import { rutasManthos } from './manthos.routes';

// Tasks (issue 22 items 1, 2, 3 and 8) under the spec's names: tareas, create-tarea,
// scan-ubicacion, admin/tareas, admin/tarea-comentarios and admin/tareas-programadas.
// tareas.tarea.ver goes first in each list: the record sweep (registros-rutas) calls the ruled
// routes as somebody who holds only that one.

const tags = ['Tareas'];
const VER = ['tareas.tarea.ver', 'tareas.tarea.asignar', 'tareas.tarea.administrar'] as const;
const ASIGNAR = ['tareas.tarea.asignar', 'tareas.tarea.administrar'] as const;
const ADMIN = 'tareas.tarea.administrar' as const;

/** Whether the user reaches the task through their scope (assigned, their sectors, created, runs its sector; admins all). */
const alcanza = async (c: Ctx, u: Principal, id: number) => tareaAlcanzable(c.db, await alcanceDe(c.db, u), id);

export function rutasTareas(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  programarGeneracionDeTareas(ctx);
  rutasOpcionesTareas(app, ctx);
  rutasManthos(app, ctx);

  // Attachments (media module): seen and added by whoever reaches the task (the cleaner's
  // photo of the finished work, the head's instructions). Only to a saved task: no drafts.
  registrarModeloMedia(MODELO_MEDIA_TAREA, {
    modulo: MODULO_MEDIA_TAREAS,
    // The reporter of a maintenance request too: the photo of the problem (manthos.routes.ts).
    puedeVer: async (c, u, id) => (await alcanza(c, u, id)) || esSolicitante(c.db, u.id, id),
    puedeEditar: async (c, u, id) => id !== null && ((await alcanza(c, u, id)) || esSolicitante(c.db, u.id, id)),
    // The reporter removes only the photos they added, never maintenance's record of the work.
    puedeEditarArchivo: async (c, u, id, subidoPor) => (await alcanza(c, u, id)) || (subidoPor === u.id && esSolicitante(c.db, u.id, id)),
    existe: async (c, id) => (await c.db.select({ id: tarea.id }).from(tarea).where(eq(tarea.id, id))).length > 0,
  });

  r.get('/api/v1/tareas', { config: { permiso: VER }, schema: { tags, querystring: tareasQuery, response: { 200: res.tareas } } }, async (req) => {
    const { filas, total } = await listarTareas(ctx.db, usuarioDe(req), req.query, false);
    return lista(filas, total);
  });

  r.get(
    '/api/v1/tareas/:id',
    { config: { permiso: VER, registro: tareaVisible }, schema: { tags, params: idParam, response: { 200: res.tarea } } },
    async (req) => ok(await obtenerTarea(ctx, usuarioDe(req), req.params.id), 'OK'),
  );

  r.post('/api/v1/create-tarea', { config: { permiso: ASIGNAR }, schema: { tags, body: tareaBody, response: { 200: res.tarea } } }, async (req) => {
    const u = usuarioDe(req);
    const id = await crearTarea(ctx, u, req.body);
    return ok(await obtenerTarea(ctx, u, id), `Tarea ${id} creada.`);
  });

  r.put(
    '/api/v1/create-tarea/:id',
    { config: { permiso: VER, registro: tareaVisible }, schema: { tags, params: idParam, body: tareaBody, response: { 200: res.tarea } } },
    async (req) => {
      const u = usuarioDe(req);
      await editarTarea(ctx, u, req.params.id, req.body);
      return ok(await obtenerTarea(ctx, u, req.params.id), `Tarea ${req.params.id} modificada.`);
    },
  );

  for (const accion of ['iniciar', 'finalizar', 'reabrir'] as const) {
    r.post(
      `/api/v1/tareas/:id/${accion}`,
      { config: { permiso: VER, registro: tareaVisible }, schema: { tags, params: idParam, body: pasoBody, response: { 200: res.tarea } } },
      async (req) => {
        const u = usuarioDe(req);
        const estado = await moverTarea(ctx, u, req.params.id, accion, req.body.detalle);
        return ok(await obtenerTarea(ctx, u, req.params.id), `Tarea ${req.params.id}: ${ETIQUETA_ESTADO_TAREA[estado]}.`);
      },
    );
  }

  r.post(
    '/api/v1/tareas/:id/cancelar',
    { config: { permiso: VER, registro: tareaVisible }, schema: { tags, params: idParam, body: motivoBody, response: { 200: res.tarea } } },
    async (req) => {
      const u = usuarioDe(req);
      await moverTarea(ctx, u, req.params.id, 'cancelar', req.body.motivo);
      return ok(await obtenerTarea(ctx, u, req.params.id), `Tarea ${req.params.id} cancelada.`);
    },
  );

  r.put(
    '/api/v1/tareas/:id/checklist/:item_id',
    { config: { permiso: VER, registro: tareaVisible }, schema: { tags, params: itemParams, body: checklistBody, response: { 200: res.tarea } } },
    async (req) => {
      const u = usuarioDe(req);
      await marcarItem(ctx, u, req.params.id, req.params.item_id, req.body.hecho);
      return ok(await obtenerTarea(ctx, u, req.params.id), req.body.hecho ? 'Ítem marcado como hecho.' : 'Ítem marcado como pendiente.');
    },
  );

  r.get(
    '/api/v1/tareas/:id/comentarios',
    { config: { permiso: VER, registro: tareaVisible }, schema: { tags, params: idParam, querystring: comentariosQuery, response: { 200: res.comentarios } } },
    async (req) => {
      const { filas, total } = await listarComentarios(ctx.db, { tarea_id: req.params.id }, { ...req.query, descending: req.query.descending ?? false });
      return lista(filas, total);
    },
  );

  r.post(
    '/api/v1/tareas/:id/comentarios',
    { config: { permiso: VER, registro: tareaVisible }, schema: { tags, params: idParam, body: comentarioBody, response: { 200: res.comentario } } },
    async (req) => ok(await comentar(ctx, usuarioDe(req), req.params.id, req.body.texto), 'Comentario agregado.'),
  );

  // Proof of presence: the signed code is the capability (nobody makes up another location's),
  // so the path names no record to rule on. The scan is recorded even without pending tasks:
  // it proves the person stood there.
  r.get(
    '/api/v1/scan-ubicacion/:qr',
    { config: { permiso: VER }, schema: { tags, params: qrParams, querystring: escaneoQuery, response: { 200: res.escaneo } } },
    async (req) => {
      const u = usuarioDe(req);
      // A code of today only (ubicacion-qr.ts): a photo of it stops proving presence when the day ends.
      const ubicacion = await ubicacionVigente(ctx.db, idDeCodigoVigente(ctx.config.jwtSecret, req.params.qr));
      if (!ubicacion) throw noEncontrado(MENSAJES_QR_UBICACION.falso);
      const escaneoId = await registrarEscaneo(ctx, u, ubicacion.id, req.query);
      return ok({ escaneo_id: escaneoId, ubicacion, tareas: await pendientesEn(ctx.db, u, ubicacion.id) }, `Escaneo registrado en ${ubicacion.nombre}.`);
    },
  );

  // Administration.
  r.get('/api/v1/admin/tareas', { config: { permiso: ADMIN }, schema: { tags, querystring: tareasQuery, response: { 200: res.tareas } } }, async (req) => {
    const { filas, total } = await listarTareas(ctx.db, usuarioDe(req), req.query, true);
    return lista(filas, total);
  });

  r.get(
    '/api/v1/admin/tarea-comentarios',
    { config: { permiso: ADMIN }, schema: { tags, querystring: comentariosQuery, response: { 200: res.comentarios } } },
    async (req) => {
      const { filas, total } = await listarComentarios(ctx.db, { tarea_id: req.query.tarea_id, filter: req.query.filter }, req.query);
      return lista(filas, total);
    },
  );

  r.delete(
    '/api/v1/admin/tarea-comentarios/:id',
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await borrarComentario(ctx, usuarioDe(req), req.params.id);
      return ok(undefined, 'Comentario eliminado.');
    },
  );

  const PROGRAMADAS = '/api/v1/admin/tareas-programadas';
  r.get(PROGRAMADAS, { config: { permiso: ADMIN }, schema: { tags, querystring: programadasQuery, response: { 200: res.programadas } } }, async (req) => {
    const { filas, total } = await listarProgramadas(ctx.db, req.query);
    return lista(filas, total);
  });

  r.post(PROGRAMADAS, { config: { permiso: ADMIN }, schema: { tags, body: tareaProgramadaBody, response: { 200: res.programada } } }, async (req) => {
    const id = await crearProgramada(ctx, usuarioDe(req), req.body);
    return ok(await obtenerProgramada(ctx.db, id), `Tarea programada ${id} creada.`);
  });

  // The form's preview before saving: computes, writes nothing.
  r.post(
    `${PROGRAMADAS}/previa`,
    {
      config: { permiso: ADMIN, sinAuditoria: 'Calcula las próximas fechas: no cambia nada.' },
      schema: { tags, body: previaBody, response: { 200: res.previa } },
    },
    async (req) => ok(previaDe({ ...req.body.recurrencia, hasta: req.body.recurrencia.hasta ?? null }, req.body.cantidad), 'OK'),
  );

  r.get(
    `${PROGRAMADAS}/:id`,
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: res.programada } } },
    async (req) => ok(await obtenerProgramada(ctx.db, req.params.id), 'OK'),
  );

  r.get(
    `${PROGRAMADAS}/:id/ocurrencias`,
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, querystring: previaQuery, response: { 200: res.previa } } },
    async (req) => {
      const p = await obtenerProgramada(ctx.db, req.params.id);
      return ok(previaDe(p.recurrencia as never, req.query.cantidad), 'OK');
    },
  );

  r.put(
    `${PROGRAMADAS}/:id`,
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, body: tareaProgramadaBody, response: { 200: res.programada } } },
    async (req) => {
      await editarProgramada(ctx, usuarioDe(req), req.params.id, req.body);
      return ok(await obtenerProgramada(ctx.db, req.params.id), `Tarea programada ${req.params.id} modificada.`);
    },
  );

  r.delete(
    `${PROGRAMADAS}/:id`,
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await borrarProgramada(ctx, usuarioDe(req), req.params.id);
      return ok(undefined, `Tarea programada ${req.params.id} eliminada.`);
    },
  );
}
