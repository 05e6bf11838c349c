import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  avisosBody,
  busquedaQuery,
  contactosQuery,
  conversacionBody,
  conversacionesQuery,
  enviarBody,
  escribiendoBody,
  leidoHastaBody,
  mensajeParam,
  reiniciarAvisoBody,
  respuestasChat as res,
  salaBody,
} from '@worknet/domain/chat/esquemas';
import { MEDIA_CHAT } from '@worknet/domain/chat/rutas';
import { idParam } from '@worknet/domain/http';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { lista, ok } from '../../platform/http/envelope';
import { registrarModeloMedia } from '../media/media.modelos';
import { conversacionDeMensaje, esMiembro, mensajeDeConversacionPropia } from './chat.acceso';
import { avisarEscribiendo, avisosDe, exigirPropia, leerConversacion, leerHasta, listarParticipantes, marcarEntregados, reiniciarAvisos } from './chat.service';
import { buscar, contactos } from './chat-busqueda.service';
import { eliminarMensaje, enviarMensaje } from './chat-envio.service';
import { crearSala, salasPosibles } from './chat-salas.service';

const tags = ['Chat'];
// Reading moves only the caller's own pointer: nobody else's data changes.
const LECTURA = 'Mueve el puntero de lectura propio (mensajes leídos): una marca personal, no un cambio de datos de nadie más.';
const CONSULTA = 'Una consulta por POST (spec §7): no cambia datos.';
const ESCRIBIENDO = 'Sólo avisa en vivo que escribe: no guarda nada.';

/**
 * Spec §7 "Chat" at its paths (/api/v1/openfire/...) plus what the screen needs
 * (/api/v1/chat/...). Every call is the caller's own: `from` must be their address (403),
 * a conversation is reached by its members only (chat.acceso.ts), administrators included.
 */
export function rutasChat(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  registrarModeloMedia(MEDIA_CHAT.modelo, {
    modulo: MEDIA_CHAT.modulo,
    // The files of a message: whoever is in its conversation sees them.
    puedeVer: async (c, u, id) => {
      const conversacion = await conversacionDeMensaje(c.db, id);
      return conversacion !== null && esMiembro(c.db, conversacion, u.id);
    },
    // Anyone uploads drafts for a message being written; a sent message's files do not change.
    puedeEditar: async (_c, _u, id) => id === null,
    existe: async (c, id) => (await conversacionDeMensaje(c.db, id)) !== null,
  });

  // Typing over the socket (the same as POST /api/v1/chat/escribiendo).
  ctx.realtime.alRecibir('chat:escribiendo', (quien, carga) => avisarEscribiendo(ctx, { id: quien.usuarioId }, carga.to, quien.socketId));

  r.get(
    '/api/v1/openfire/get_conversations/',
    { config: { permiso: 'autenticado' }, schema: { tags, querystring: conversacionesQuery, response: { 200: res.participantes } } },
    async (req) => {
      const yo = usuarioDe(req);
      exigirPropia(yo, req.query.from);
      await marcarEntregados(ctx, yo.id);
      return ok(await listarParticipantes(ctx, yo));
    },
  );

  r.post(
    '/api/v1/openfire/set_message_notify_reset',
    { config: { permiso: 'autenticado', sinAuditoria: LECTURA }, schema: { tags, body: reiniciarAvisoBody, response: { 200: res.lectura } } },
    async (req) => {
      const yo = usuarioDe(req);
      exigirPropia(yo, req.body.from);
      return ok(await reiniciarAvisos(ctx, yo, req.body.to), 'Conversación leída.');
    },
  );

  r.post(
    '/api/v1/openfire/get_conversation',
    { config: { permiso: 'autenticado', sinAuditoria: CONSULTA }, schema: { tags, body: conversacionBody, response: { 200: res.conversacion } } },
    async (req) => {
      const yo = usuarioDe(req);
      exigirPropia(yo, req.body.from);
      return ok(await leerConversacion(ctx, yo, req.body.to, req.body.count, req.body.before));
    },
  );

  r.get(
    '/api/v1/openfire/get_contact/',
    { config: { permiso: 'autenticado' }, schema: { tags, querystring: contactosQuery, response: { 200: res.contactos } } },
    async (req) => ok(await contactos(ctx, usuarioDe(req), req.query.filter)),
  );

  r.post(
    '/api/v1/openfire/get_message_notify',
    { config: { permiso: 'autenticado', sinAuditoria: CONSULTA }, schema: { tags, body: avisosBody, response: { 200: res.avisos } } },
    async (req) => {
      const yo = usuarioDe(req);
      exigirPropia(yo, req.body.to, 'to');
      await marcarEntregados(ctx, yo.id);
      return ok(await avisosDe(ctx, yo));
    },
  );

  r.post(
    '/api/v1/openfire/set_message_notify',
    { config: { permiso: 'autenticado' }, schema: { tags, body: enviarBody, response: { 200: res.mensaje } } },
    async (req) => {
      const yo = usuarioDe(req);
      exigirPropia(yo, req.body.from);
      return ok(await enviarMensaje(ctx, yo, req.body), 'Mensaje enviado.');
    },
  );

  r.put(
    '/api/v1/openfire/set_message_notify/:id',
    {
      config: { permiso: 'autenticado', registro: mensajeDeConversacionPropia, sinAuditoria: LECTURA },
      schema: { tags, params: mensajeParam, body: leidoHastaBody, response: { 200: res.lectura } },
    },
    async (req) => {
      const yo = usuarioDe(req);
      exigirPropia(yo, req.body.from);
      return ok(await leerHasta(ctx, yo, req.params.id), 'Mensajes leídos.');
    },
  );

  // --- Beyond the spec ---

  r.delete(
    '/api/v1/chat/mensajes/:id',
    { config: { permiso: 'autenticado', registro: mensajeDeConversacionPropia }, schema: { tags, params: idParam, response: { 200: res.mensaje } } },
    async (req) => ok(await eliminarMensaje(ctx, usuarioDe(req), req.params.id), 'Mensaje eliminado.'),
  );

  r.get(
    '/api/v1/chat/buscar',
    { config: { permiso: 'autenticado' }, schema: { tags, querystring: busquedaQuery, response: { 200: res.busqueda } } },
    async (req) => {
      const { filas, total } = await buscar(ctx, usuarioDe(req), req.query);
      return lista(filas, total);
    },
  );

  r.get('/api/v1/chat/salas', { config: { permiso: 'autenticado' }, schema: { tags, response: { 200: res.salas } } }, async (req) =>
    ok(await salasPosibles(ctx, usuarioDe(req))),
  );

  r.post('/api/v1/chat/salas', { config: { permiso: 'autenticado' }, schema: { tags, body: salaBody, response: { 200: res.sala } } }, async (req) =>
    ok(await crearSala(ctx, usuarioDe(req), req.body.sector_id), 'Sala del sector lista.'),
  );

  r.post(
    '/api/v1/chat/escribiendo',
    { config: { permiso: 'autenticado', sinAuditoria: ESCRIBIENDO }, schema: { tags, body: escribiendoBody, response: { 200: res.vacia } } },
    async (req) => {
      const yo = usuarioDe(req);
      exigirPropia(yo, req.body.from);
      await avisarEscribiendo(ctx, yo, req.body.to, req.sesionId ?? String(yo.id));
      return ok(undefined, 'Aviso enviado.');
    },
  );
}
