import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { binario, idParam, paginaQuery, respuestaVacia } from '@worknet/domain/http';
import {
  MODELO_MEDIA_TICKET,
  MODULO_MEDIA_TICKETS,
  accionTicketBody,
  ACCIONES_DE_RUTA,
  asignarTicketBody,
  calificarTicketBody,
  manthosTicketBody,
  noLaborableBody,
  notaTicketBody,
  reporteTicketsQuery,
  respuestaTicketBody,
  servicioBody,
  similaresQuery,
  ticketBody,
  ticketsQuery,
  respuestasTickets as res,
} from '@worknet/domain/tickets/esquemas';
import { ETIQUETA_ESTADO_TICKET } from '@worknet/domain/tickets/flujo';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import type { Principal } from '../../platform/identidad/principal';
import { lista, ok } from '../../platform/http/envelope';
import { enviarXlsx } from '../../platform/http/xlsx';
import { registrarModeloMedia } from '../media/media.modelos';
import {
  crearNoLaborable,
  crearServicio,
  editarServicio,
  eliminarNoLaborable,
  eliminarServicio,
  listarNoLaborables,
  listarServicios,
  obtenerServicio,
} from './servicios.service';
import { exigirReporte, libroReporteTickets, nombreServicio, reporteTickets } from './tickets-reportes.service';
import { convertirEnManthos } from './tickets-manthos';
import { listarTickets, obtenerTicket, opcionesTicket, ticketsSimilares } from './tickets-lectura.service';
import { programarTrabajosTickets } from './tickets-trabajos';
import { leeNotas, papelesEnTicket, ticketDelServicio, ticketPropio, ticketVisible } from './tickets.acceso';
import { abrirTicket, anotarTicket, asignarTicket, calificarTicket, moverTicket, responderTicket } from './tickets.service';
import { ticket } from './tickets.table';

// Tickets (issue 41) under /api/v1/tickets: the screens new_ticket, listado_tickets and
// ticket/{id} (spec §2), the services' configuration and the report. Permissions: pedir
// (any employee), atender (agents; which services: the service's configuration), administrar
// (services and every ticket), reporte.ver (the head of a service). Record rules:
// tickets.acceso.ts. tickets.ticket.pedir goes first where a rule decides: the record sweep
// calls ruled routes as somebody holding only the first permission.

const tags = ['Tickets'];
const BASE = '/api/v1/tickets';
const PEDIR = ['tickets.ticket.pedir', 'tickets.ticket.atender', 'tickets.servicio.administrar'] as const;
const ATENDER = ['tickets.ticket.atender', 'tickets.servicio.administrar'] as const;
const ADMIN = 'tickets.servicio.administrar' as const;
const REPORTE = ['tickets.reporte.ver', 'tickets.servicio.administrar'] as const;

async function papeles(c: Ctx, u: Principal, id: number) {
  const [t] = await c.db
    .select({ servicio_id: ticket.servicio_id, solicitante_id: ticket.solicitante_id, sector_id: ticket.sector_id, estado: ticket.estado })
    .from(ticket)
    .where(eq(ticket.id, id));
  return t ? { t, ...(await papelesEnTicket(c.db, u, t)) } : null;
}

export function rutasTickets(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  programarTrabajosTickets(ctx);

  // Attachments: the requester's photos when opening (drafts) and replying, the agents' files.
  // Whoever reads the ticket sees them; a requester removes only what they uploaded.
  registrarModeloMedia(MODELO_MEDIA_TICKET, {
    modulo: MODULO_MEDIA_TICKETS,
    puedeVer: async (c, u, id) => (await papeles(c, u, id))?.lector ?? false,
    puedeEditar: async (c, u, id) => {
      if (id === null) return u.permisos.has('tickets.ticket.pedir') || u.permisos.has('tickets.ticket.atender');
      const x = await papeles(c, u, id);
      return x !== null && x.t.estado !== 'cerrado' && (x.t.solicitante_id === u.id || leeNotas(x.papeles));
    },
    puedeEditarArchivo: async (c, u, id, subidoPor) => {
      const x = await papeles(c, u, id);
      return x !== null && x.t.estado !== 'cerrado' && (leeNotas(x.papeles) || (subidoPor === u.id && x.t.solicitante_id === u.id));
    },
    existe: async (c, id) => (await c.db.select({ id: ticket.id }).from(ticket).where(eq(ticket.id, id))).length > 0,
  });

  r.get(`${BASE}/opciones`, { config: { permiso: PEDIR }, schema: { tags, response: { 200: res.opciones } } }, async () =>
    ok(await opcionesTicket(ctx.db), 'OK'),
  );

  r.get(`${BASE}/similares`, { config: { permiso: PEDIR }, schema: { tags, querystring: similaresQuery, response: { 200: res.similares } } }, async (req) =>
    ok(await ticketsSimilares(ctx.db, usuarioDe(req), req.query), 'OK'),
  );

  r.get(BASE, { config: { permiso: PEDIR }, schema: { tags, querystring: ticketsQuery, response: { 200: res.lista } } }, async (req) => {
    const { filas, total } = await listarTickets(ctx.db, usuarioDe(req), req.query);
    return lista(filas, total);
  });

  r.post(BASE, { config: { permiso: 'tickets.ticket.pedir' }, schema: { tags, body: ticketBody, response: { 200: res.creado } } }, async (req) => {
    const x = await abrirTicket(ctx, usuarioDe(req), req.body);
    return ok(x, x.fuera_de_horario ? `Ticket ${x.id} creado. ${x.fuera_de_horario}` : `Ticket ${x.id} creado.`);
  });

  r.get(
    `${BASE}/:id`,
    { config: { permiso: PEDIR, registro: ticketVisible }, schema: { tags, params: idParam, response: { 200: res.detalle } } },
    async (req) => ok(await obtenerTicket(ctx, usuarioDe(req), req.params.id), 'OK'),
  );

  r.post(
    `${BASE}/:id/respuestas`,
    { config: { permiso: PEDIR, registro: ticketVisible }, schema: { tags, params: idParam, body: respuestaTicketBody, response: { 200: res.comentario } } },
    async (req) => ok(await responderTicket(ctx, usuarioDe(req), req.params.id, req.body), 'Respuesta enviada.'),
  );

  r.post(
    `${BASE}/:id/notas`,
    { config: { permiso: ATENDER, registro: ticketDelServicio }, schema: { tags, params: idParam, body: notaTicketBody, response: { 200: res.comentario } } },
    async (req) => ok(await anotarTicket(ctx, usuarioDe(req), req.params.id, req.body.texto), 'Nota interna guardada.'),
  );

  // One route per step of the machine (tomar, pausar, reanudar, resolver, reabrir, cerrar): the machine decides who and from where.
  for (const accion of ACCIONES_DE_RUTA)
    r.post(
      `${BASE}/:id/${accion}`,
      { config: { permiso: PEDIR, registro: ticketVisible }, schema: { tags, params: idParam, body: accionTicketBody, response: { 200: respuestaVacia } } },
      async (req) => {
        const hacia = await moverTicket(ctx, usuarioDe(req), req.params.id, accion, req.body ?? { motivo: null, motivo_pausa: null });
        return ok(undefined, `El ticket ${req.params.id} está ${ETIQUETA_ESTADO_TICKET[hacia].toLowerCase()}.`);
      },
    );

  r.post(
    `${BASE}/:id/asignar`,
    {
      config: { permiso: ATENDER, registro: ticketDelServicio },
      schema: { tags, params: idParam, body: asignarTicketBody, response: { 200: respuestaVacia } },
    },
    async (req) => {
      await asignarTicket(ctx, usuarioDe(req), req.params.id, req.body.usuario_id);
      return ok(undefined, 'Ticket asignado.');
    },
  );

  // A Mantenimiento ticket becomes a Manthos task (tickets-manthos.ts): only the service's side.
  r.post(
    `${BASE}/:id/manthos`,
    {
      config: { permiso: ATENDER, registro: ticketDelServicio },
      schema: { tags, params: idParam, body: manthosTicketBody, response: { 200: res.detalle } },
    },
    async (req) => {
      const u = usuarioDe(req);
      const tareaId = await convertirEnManthos(ctx, u, req.params.id, req.body);
      return ok(await obtenerTicket(ctx, u, req.params.id), `El ticket ${req.params.id} es ahora la tarea de Manthos ${tareaId}.`);
    },
  );

  r.post(
    `${BASE}/:id/calificar`,
    {
      config: { permiso: 'tickets.ticket.pedir', registro: ticketPropio },
      schema: { tags, params: idParam, body: calificarTicketBody, response: { 200: respuestaVacia } },
    },
    async (req) => {
      await calificarTicket(ctx, usuarioDe(req), req.params.id, req.body);
      return ok(undefined, '¡Gracias por calificar la atención!');
    },
  );

  // ---- configuration ----

  r.get(`${BASE}/servicios`, { config: { permiso: ADMIN }, schema: { tags, querystring: paginaQuery, response: { 200: res.servicios } } }, async (req) => {
    const { filas, total } = await listarServicios(ctx.db, req.query);
    return lista(filas, total);
  });
  r.post(`${BASE}/servicios`, { config: { permiso: ADMIN }, schema: { tags, body: servicioBody, response: { 200: res.servicio } } }, async (req) =>
    ok(await obtenerServicio(ctx.db, await crearServicio(ctx.db, usuarioDe(req), req.body)), 'Servicio creado.'),
  );
  r.get(
    `${BASE}/servicios/:id`,
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: res.servicio } } },
    async (req) => ok(await obtenerServicio(ctx.db, req.params.id), 'OK'),
  );
  r.put(
    `${BASE}/servicios/:id`,
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, body: servicioBody, response: { 200: res.servicio } } },
    async (req) => {
      await editarServicio(ctx.db, usuarioDe(req), req.params.id, req.body);
      return ok(await obtenerServicio(ctx.db, req.params.id), 'Servicio guardado.');
    },
  );
  r.delete(
    `${BASE}/servicios/:id`,
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await eliminarServicio(ctx.db, usuarioDe(req), req.params.id);
      return ok(undefined, 'Servicio eliminado.');
    },
  );

  r.get(
    `${BASE}/no-laborables`,
    { config: { permiso: ADMIN }, schema: { tags, querystring: paginaQuery, response: { 200: res.noLaborables } } },
    async (req) => {
      const { filas, total } = await listarNoLaborables(ctx.db, req.query);
      return lista(filas, total);
    },
  );
  r.post(`${BASE}/no-laborables`, { config: { permiso: ADMIN }, schema: { tags, body: noLaborableBody, response: { 200: res.noLaborable } } }, async (req) =>
    ok(await crearNoLaborable(ctx.db, usuarioDe(req), req.body), 'Día no laborable agregado.'),
  );
  r.delete(
    `${BASE}/no-laborables/:id`,
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await eliminarNoLaborable(ctx.db, usuarioDe(req), req.params.id);
      return ok(undefined, 'Día no laborable eliminado.');
    },
  );

  // ---- reports ----

  r.get(
    `${BASE}/reportes`,
    { config: { permiso: REPORTE }, schema: { tags, querystring: reporteTicketsQuery, response: { 200: res.reporte } } },
    async (req) => {
      await exigirReporte(ctx.db, usuarioDe(req), req.query);
      return ok(await reporteTickets(ctx.db, req.query), 'OK');
    },
  );
  r.get(
    `${BASE}/reportes/xlsx`,
    {
      config: { permiso: REPORTE, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags, querystring: reporteTicketsQuery, response: { 200: binario } },
    },
    async (req, reply) => {
      await exigirReporte(ctx.db, usuarioDe(req), req.query);
      const { contenido, nombreArchivo } = await libroReporteTickets(
        await reporteTickets(ctx.db, req.query),
        await nombreServicio(ctx.db, req.query.servicio),
        req.query,
      );
      return enviarXlsx(reply, contenido, nombreArchivo);
    },
  );
}
