import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginaQuery } from '@worknet/domain/http';
import { mensajeEliminacion, mensajeLectura, mensajeLecturaNotificaciones } from '@worknet/domain/notificaciones/contadores';
import {
  idsBody,
  logPushQuery,
  mensajesSistemaFiltro,
  noLeidasQuery,
  notificacionesQuery,
  notificacionNueva,
  opcionesQuery,
} from '@worknet/domain/notificaciones/esquemas';
import { respuestasNotificaciones as res } from '@worknet/domain/notificaciones/respuestas';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { notificacionRecibida, VER_PUSH } from './notificaciones.acceso';
import { logDePush } from '../push/push.service';
import { definirCanalesDeAviso } from './canales';
import { contarSinLeer, eliminarMensajes, filtrarMensajes, leerMensajes, modulosDeMensajes } from './mensajes.service';
import {
  avisarBandeja,
  enviarNotificacion,
  leerNotificaciones,
  notificacionesEnviadas,
  notificacionesNoLeidas,
  notificacionesRecibidas,
  opcionesGrupos,
  registrarEntrega,
} from './notificaciones.service';

const tags = ['Notificaciones'];
// The reader's own inbox: no one else's data changes.
const LEIDAS = 'Marca como leídas las notificaciones o mensajes propios.';
const QUITADOS = 'Quita mensajes de la bandeja propia; no cambia datos de nadie más.';
const enviar = 'notificaciones.notificacion.enviar' as const;

/**
 * Spec §7 "Notifications" (exact paths) plus the sender's calls. Every read and
 * write of a user's notifications or messages is scoped to that user: ids of
 * another user's rows match nothing and are counted nowhere.
 */
export function rutasNotificaciones(app: FastifyInstance, ctx: Ctx) {
  // The delivery of every module's notices (avisos.service.ts): one job kind per channel.
  definirCanalesDeAviso(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // --- The recipient's notifications ---
  r.get(
    '/api/v1/get_notificaciones',
    { config: { permiso: 'autenticado' }, schema: { tags, querystring: notificacionesQuery, response: { 200: res.recibidas } } },
    async (req) => {
      const { filas, total } = await notificacionesRecibidas(ctx.db, usuarioDe(req).id, req.query);
      return lista(filas, total);
    },
  );

  r.get(
    '/api/v1/notificaciones_notificaciones_no_leidas',
    { config: { permiso: 'autenticado' }, schema: { tags, querystring: noLeidasQuery, response: { 200: res.recibidas } } },
    async (req) => {
      const { filas, total } = await notificacionesNoLeidas(ctx.db, usuarioDe(req).id, req.query.limit);
      return lista(filas, total);
    },
  );

  r.get(
    '/api/v1/log_notificacion_push',
    { config: { permiso: 'autenticado', registro: notificacionRecibida }, schema: { tags, querystring: logPushQuery, response: { 200: res.logPush } } },
    async (req) => {
      const yo = usuarioDe(req);
      const { id, ...q } = req.query;
      // With id: the client's ack of a live delivery, as before. Without: the push log (issue 40).
      if (id !== undefined) return ok(await registrarEntrega(ctx.db, yo.id, id), 'Entrega registrada.');
      const { filas, total } = await logDePush(ctx.db, q, yo.permisos.has(VER_PUSH) ? null : yo.id);
      return lista(filas, total);
    },
  );

  r.post(
    '/api/v1/read_notificaciones_bulk',
    { config: { permiso: 'autenticado', sinAuditoria: LEIDAS }, schema: { tags, body: idsBody, response: { 200: res.efecto } } },
    async (req) => {
      const yo = usuarioDe(req).id;
      const efecto = await leerNotificaciones(ctx.db, yo, req.body.ids);
      if (efecto.afectados) avisarBandeja(ctx, yo);
      return ok(efecto, mensajeLecturaNotificaciones(efecto.afectados));
    },
  );

  r.post(
    '/api/v1/read_notificaciones_todas',
    { config: { permiso: 'autenticado', sinAuditoria: LEIDAS }, schema: { tags, response: { 200: res.efecto } } },
    async (req) => {
      const yo = usuarioDe(req).id;
      const efecto = await leerNotificaciones(ctx.db, yo, null);
      if (efecto.afectados) avisarBandeja(ctx, yo);
      return ok(efecto, mensajeLecturaNotificaciones(efecto.afectados));
    },
  );

  // --- System messages ---
  r.get(
    '/api/v1/mensajes_sistema/filter',
    { config: { permiso: 'autenticado' }, schema: { tags, querystring: mensajesSistemaFiltro, response: { 200: res.mensajes } } },
    async (req) => {
      const { filas, total } = await filtrarMensajes(ctx.db, usuarioDe(req).id, req.query);
      return lista(filas, total);
    },
  );

  r.get('/api/v1/mensajes_sistema/modulos', { config: { permiso: 'autenticado' }, schema: { tags, response: { 200: res.modulos } } }, async (req) =>
    ok(await modulosDeMensajes(ctx.db, usuarioDe(req).id), 'OK'),
  );

  r.get('/api/v1/sin_leer', { config: { permiso: 'autenticado' }, schema: { tags, response: { 200: res.sinLeer } } }, async (req) => {
    const n = await contarSinLeer(ctx.db, usuarioDe(req).id);
    return { ...ok(n, 'OK'), total: n };
  });

  r.post(
    '/api/v1/read_mensajes_sistema_bulk',
    { config: { permiso: 'autenticado', sinAuditoria: LEIDAS }, schema: { tags, body: idsBody, response: { 200: res.efecto } } },
    async (req) => {
      const yo = usuarioDe(req).id;
      const efecto = await leerMensajes(ctx.db, yo, req.body.ids);
      if (efecto.afectados) avisarBandeja(ctx, yo);
      return ok(efecto, mensajeLectura(efecto.afectados));
    },
  );

  r.post(
    '/api/v1/read_mensajes_sistema_todos',
    { config: { permiso: 'autenticado', sinAuditoria: LEIDAS }, schema: { tags, response: { 200: res.efecto } } },
    async (req) => {
      const yo = usuarioDe(req).id;
      const efecto = await leerMensajes(ctx.db, yo, null);
      if (efecto.afectados) avisarBandeja(ctx, yo);
      return ok(efecto, mensajeLectura(efecto.afectados));
    },
  );

  r.post(
    '/api/v1/delete_mensajes_sistema_bulk',
    { config: { permiso: 'autenticado', sinAuditoria: QUITADOS }, schema: { tags, body: idsBody, response: { 200: res.efecto } } },
    async (req) => {
      const yo = usuarioDe(req).id;
      const efecto = await eliminarMensajes(ctx.db, yo, req.body.ids);
      if (efecto.afectados) avisarBandeja(ctx, yo);
      return ok(efecto, mensajeEliminacion(efecto.afectados));
    },
  );

  // --- The sender's calls ---
  r.post(
    '/api/v1/notificaciones/enviar',
    { config: { permiso: enviar }, schema: { tags, body: notificacionNueva, response: { 200: res.enviada } } },
    async (req) => {
      const enviada = await enviarNotificacion(ctx, usuarioDe(req).id, req.body);
      const n = enviada.destinatarios;
      return ok(enviada, `Notificación enviada a ${n} ${n === 1 ? 'usuario' : 'usuarios'}.`);
    },
  );

  r.get(
    '/api/v1/notificaciones/enviadas',
    { config: { permiso: enviar }, schema: { tags, querystring: paginaQuery, response: { 200: res.enviadas } } },
    async (req) => {
      const { filas, total } = await notificacionesEnviadas(ctx.db, req.query);
      return lista(filas, total);
    },
  );

  r.get(
    '/api/v1/notificaciones/opciones_grupos',
    { config: { permiso: enviar }, schema: { tags, querystring: opcionesQuery, response: { 200: res.opciones } } },
    async (req) => ok(await opcionesGrupos(ctx.db, req.query.filter), 'OK'),
  );
}
