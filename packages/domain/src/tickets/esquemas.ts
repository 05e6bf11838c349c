import { z } from 'zod';
import { comentarioDeHilo, pasoDeHistorial } from '../flujo-esquemas';
import { diaIso, idCoercido, idNumero, instante, opcion, paginaOrdenadaPor, respuesta, respuestaLista, type Cable } from '../http';
import { textoOpcional } from '../inventario/documentos';
import { itemMedia } from '../media/item';
import { ACCIONES_TICKET, ESTADOS_TICKET, MOTIVOS_PAUSA } from './flujo';
import { minutosDeTexto } from './sla';

// Contracts of tickets (issue 41): the internal help desk under /api/v1/tickets (screens
// listado_tickets, new_ticket and ticket/{id}, spec §2) and its configuration under
// /api/v1/tickets/servicios. Server routes and web calls use them; the web half is written
// from these shapes only.

/** Attachments: media items of modulo 'tickets', modelo 'ticket' (photos and files of the ticket and its replies). */
export const MODULO_MEDIA_TICKETS = 'tickets';
export const MODELO_MEDIA_TICKET = 'ticket';

export const PRIORIDADES_TICKET = ['baja', 'media', 'alta', 'urgente'] as const;
export type PrioridadTicket = (typeof PRIORIDADES_TICKET)[number];
export const ETIQUETA_PRIORIDAD_TICKET: Record<PrioridadTicket, string> = { baja: 'Baja', media: 'Media', alta: 'Alta', urgente: 'Urgente' };

export const MAX_ADJUNTOS_TICKET = 10;
export const MAX_VENTANAS_DIA = 4;

const texto = (max: number, que: string, requerido: string) =>
  z.string({ error: requerido }).trim().min(1, requerido).max(max, `${que} admite hasta ${max} caracteres.`);

const mediaIds = z
  .array(idNumero('Los adjuntos son ids de archivos subidos.'), { error: 'Los adjuntos son una lista de ids.' })
  .max(MAX_ADJUNTOS_TICKET, `Hasta ${MAX_ADJUNTOS_TICKET} adjuntos.`)
  .default([])
  .transform((ids) => [...new Set(ids)]);

const prioridad = z.enum(PRIORIDADES_TICKET, { error: 'La prioridad es baja, media, alta o urgente.' });

// ---- opening and working a ticket ----

/** POST /api/v1/tickets (new_ticket). */
export const ticketBody = z.object({
  servicio_id: idNumero('Elija el servicio.'),
  categoria_id: idNumero('Elija la categoría.'),
  prioridad: prioridad.default('media'),
  asunto: texto(200, 'El asunto', 'Indique el asunto.'),
  descripcion: texto(5000, 'La descripción', 'Describa el pedido.'),
  media_ids: mediaIds,
});
export type TicketBody = z.output<typeof ticketBody>;

/** GET /api/v1/tickets/similares: the requester's own open tickets that look like the subject (before sending). */
export const similaresQuery = z.object({
  asunto: z.string({ error: 'Indique el asunto.' }).trim().min(3, 'Escriba al menos 3 letras del asunto.').max(200, 'El asunto admite hasta 200 caracteres.'),
  servicio_id: idCoercido('El servicio es un número.').optional(),
});

const siNo = z.enum(['true', 'false'], { error: 'Use true o false.' }).transform((v) => v === 'true');

/** GET /api/v1/tickets (listado_tickets): `vista` mios (what I asked, and my sector's if I head it) or cola (my services' queue). */
export const ticketsQuery = paginaOrdenadaPor(['id', 'created_at', 'prioridad', 'estado', 'vence_resolucion'] as const).extend({
  vista: z.enum(['mios', 'cola'], { error: 'La vista es mios o cola.' }).default('mios'),
  estado: z.enum(ESTADOS_TICKET, { error: 'Estado desconocido.' }).optional(),
  prioridad: prioridad.optional(),
  servicio: idCoercido('El servicio es un número.').optional(),
  categoria: idCoercido('La categoría es un número.').optional(),
  /** A user id, or 'ninguno' for the unassigned ones. */
  asignado: z.union([z.literal('ninguno'), idCoercido('El asignado es un número o "ninguno".')]).optional(),
  vencidos: siNo.optional(),
  filter: z.string().trim().max(200, 'La búsqueda admite hasta 200 caracteres.').optional(),
});
export type TicketsQuery = z.output<typeof ticketsQuery>;

/** POST /api/v1/tickets/{id}/respuestas: a public reply (the other side is told). */
export const respuestaTicketBody = z.object({ texto: texto(5000, 'La respuesta', 'Escriba la respuesta.'), media_ids: mediaIds });
/** POST /api/v1/tickets/{id}/notas: an internal note among the service's agents. */
export const notaTicketBody = z.object({ texto: texto(5000, 'La nota', 'Escriba la nota.') });

/** The steps a route takes by name (asignar has its own body; contestar happens when the requester replies). */
export const ACCIONES_DE_RUTA = ['tomar', 'pausar', 'reanudar', 'resolver', 'reabrir', 'cerrar'] as const;
export type AccionDeRuta = (typeof ACCIONES_DE_RUTA)[number];

/** POST /api/v1/tickets/{id}/{accion} (tomar, pausar, reanudar, resolver, reabrir, cerrar): a step of the machine. */
export const accionTicketBody = z
  .object({
    motivo: textoOpcional(1000, 'El motivo'),
    motivo_pausa: z.enum(MOTIVOS_PAUSA, { error: 'El motivo de espera es respuesta, proveedor u obra_social.' }).nullish(),
  })
  .default({ motivo: null, motivo_pausa: null });
export type AccionTicketBody = z.output<typeof accionTicketBody>;

/** POST /api/v1/tickets/{id}/asignar. */
/**
 * POST tickets/{id}/manthos: a Mantenimiento ticket becomes a Manthos task (a pedido de
 * mantenimiento) of a category of the service's sector, at a location. Title, description and
 * priority default to the ticket's.
 */
export const manthosTicketBody = z.object({
  tipo_id: idNumero('Elija la categoría del arreglo.'),
  ubicacion_id: idNumero('Elija la ubicación del problema.'),
  titulo: textoOpcional(200, 'El título'),
  descripcion: textoOpcional(5000, 'La descripción'),
  prioridad: z.enum(PRIORIDADES_TICKET, { error: 'La prioridad es baja, media, alta o urgente.' }).optional(),
});
export type ManthosTicketBody = z.output<typeof manthosTicketBody>;

export const asignarTicketBody = z.object({ usuario_id: idNumero('Elija a quién asignar el ticket.') });

/** POST /api/v1/tickets/{id}/calificar: only the requester, only while it is resolved. */
export const calificarTicketBody = z.object({
  puntaje: z.number({ error: 'El puntaje va de 1 a 5.' }).int('El puntaje va de 1 a 5.').min(1, 'El puntaje va de 1 a 5.').max(5, 'El puntaje va de 1 a 5.'),
  comentario: textoOpcional(1000, 'El comentario'),
});

// ---- responses ----

export const ticketFila = z.object({
  id: z.number(),
  asunto: z.string(),
  estado: z.enum(ESTADOS_TICKET),
  prioridad: z.enum(PRIORIDADES_TICKET),
  motivo_pausa: z.enum(MOTIVOS_PAUSA).nullable(),
  servicio_id: z.number(),
  servicio: z.string(),
  categoria_id: z.number(),
  categoria: z.string(),
  solicitante_id: z.number(),
  solicitante: z.string(),
  asignado_id: z.number().nullable(),
  asignado: z.string().nullable(),
  created_at: instante,
  primera_respuesta_en: instante.nullable(),
  resuelto_en: instante.nullable(),
  /** Deadlines in working time; null while the clock is paused or when the service has no target. */
  vence_primera_respuesta: instante.nullable(),
  vence_resolucion: instante.nullable(),
  vencido: z.boolean(),
  /** «vence en 2 h 10 min hábiles», «vencido hace 1 h hábiles», «reloj en pausa», or null when not running. */
  texto_vencimiento: z.string().nullable(),
});
export type TicketFila = Cable<typeof ticketFila>;

export const ticketSimilar = z.object({ id: z.number(), asunto: z.string(), estado: z.enum(ESTADOS_TICKET), servicio: z.string(), created_at: instante });

export const comentarioTicket = comentarioDeHilo;

export const ticketDetalle = ticketFila.extend({
  descripcion: z.string(),
  calificacion: z.object({ puntaje: z.number(), comentario: z.string().nullable(), created_at: instante }).nullable(),
  /** Internal notes appear only to the service's agents. */
  comentarios: z.array(comentarioTicket),
  historial: z.array(pasoDeHistorial(ESTADOS_TICKET)),
  adjuntos: z.array(itemMedia),
  /** The machine's actions the caller may take now. */
  acciones: z.array(z.enum(ACCIONES_TICKET)),
  puede_nota: z.boolean(),
  puede_calificar: z.boolean(),
  /** The agents it may be assigned to (only for whoever heads the service). */
  agentes: z.array(opcion),
  /** The Manthos task this ticket was turned into (tareas/{id}), or null. */
  manthos_tarea_id: z.number().nullable(),
});
export type TicketDetalle = Cable<typeof ticketDetalle>;

export const ticketCreado = z.object({ id: z.number(), fuera_de_horario: z.string().nullable() });

// ---- services (configuration) ----

export const ventanaHoraria = z
  .object({
    dia: z
      .number({ error: 'El día va de 1 (lunes) a 7 (domingo).' })
      .int()
      .min(1, 'El día va de 1 (lunes) a 7 (domingo).')
      .max(7, 'El día va de 1 (lunes) a 7 (domingo).'),
    desde: z.string({ error: 'Hora HH:mm.' }).refine((v) => minutosDeTexto(v) !== null && v !== '24:00', 'La hora de inicio es HH:mm.'),
    hasta: z.string({ error: 'Hora HH:mm.' }).refine((v) => minutosDeTexto(v) !== null && v !== '00:00', 'La hora de fin es HH:mm (24:00 es fin del día).'),
  })
  .refine((v) => minutosDeTexto(v.desde)! < minutosDeTexto(v.hasta)!, 'La hora de inicio debe ser anterior a la de fin.');
export type VentanaHoraria = z.output<typeof ventanaHoraria>;

export const objetivoSla = z.object({
  categoria_id: idNumero('La categoría es un número.').nullable().default(null),
  prioridad,
  primera_respuesta_min: z.number({ error: 'Los minutos son un número.' }).int().min(1, 'Al menos 1 minuto.').max(525_600, 'Hasta un año de minutos.'),
  resolucion_min: z.number({ error: 'Los minutos son un número.' }).int().min(1, 'Al menos 1 minuto.').max(525_600, 'Hasta un año de minutos.'),
});

/** POST/PUT /api/v1/tickets/servicios: a service, its agents, its calendar, its categories and its targets. */
export const servicioBody = z.object({
  nombre: texto(120, 'El nombre', 'Indique el nombre del servicio.'),
  sector_id: idNumero('Elija el sector que atiende.'),
  /** Heads the service: assigns tickets and hears of breaches. */
  jefe_id: idNumero('El jefe es un usuario.').nullable().default(null),
  activo: z.boolean().default(true),
  todo_el_dia: z.boolean().default(false),
  ventanas: z
    .array(ventanaHoraria)
    .max(7 * MAX_VENTANAS_DIA, 'Demasiados horarios.')
    .default([]),
  /** Working days after which a resolved ticket closes by itself. */
  dias_cierre: z.number({ error: 'Los días son un número.' }).int().min(1, 'Al menos 1 día.').max(60, 'Hasta 60 días.').default(3),
  /** Agents: every user of these sectors, plus these users. */
  agente_sector_ids: z.array(idNumero('Los sectores son ids.')).max(50).default([]),
  agente_usuario_ids: z.array(idNumero('Los usuarios son ids.')).max(200).default([]),
  categorias: z
    .array(z.object({ id: idNumero().optional(), nombre: texto(120, 'La categoría', 'Indique el nombre de la categoría.'), activo: z.boolean().default(true) }))
    .min(1, 'Agregue al menos una categoría.')
    .max(100),
  /** Targets by category index (`categoria` is the position in `categorias`, null: every category) and priority. */
  objetivos: z
    .array(objetivoSla.omit({ categoria_id: true }).extend({ categoria: z.number().int().min(0).nullable().default(null) }))
    .max(500)
    .default([]),
});
export type ServicioBody = z.output<typeof servicioBody>;

export const servicioFila = z.object({
  id: z.number(),
  nombre: z.string(),
  sector_id: z.number(),
  sector: z.string(),
  jefe_id: z.number().nullable(),
  jefe: z.string().nullable(),
  activo: z.boolean(),
  todo_el_dia: z.boolean(),
  dias_cierre: z.number(),
});
export const servicioDetalle = servicioFila.extend({
  ventanas: z.array(z.object({ dia: z.number(), desde: z.string(), hasta: z.string() })),
  agente_sector_ids: z.array(z.number()),
  agente_usuario_ids: z.array(z.number()),
  categorias: z.array(z.object({ id: z.number(), nombre: z.string(), activo: z.boolean() })),
  objetivos: z.array(objetivoSla.extend({ categoria_id: z.number().nullable() })),
});

/** What new_ticket offers: the active services with their active categories. */
export const opcionesTicket = z.array(z.object({ value: z.number(), label: z.string(), categorias: z.array(opcion) }));

/** POST /api/v1/tickets/no-laborables: a day no service works (or only one: servicio_id). */
export const noLaborableBody = z.object({
  dia: diaIso(),
  motivo: texto(200, 'El motivo', 'Indique el motivo.'),
  servicio_id: idNumero('El servicio es un número.').nullable().default(null),
});
export const noLaborableFila = z.object({ id: z.number(), dia: z.string(), motivo: z.string(), servicio_id: z.number().nullable() });

// ---- reports ----

export const reporteTicketsQuery = z.object({ servicio: idCoercido('Elija el servicio.'), desde: diaIso(), hasta: diaIso() });

const tiempos = {
  abiertos: z.number(),
  cerrados: z.number(),
  /** Working minutes; null when there is nothing to measure. */
  primera_respuesta_mediana: z.number().nullable(),
  primera_respuesta_p90: z.number().nullable(),
  resolucion_mediana: z.number().nullable(),
  resolucion_p90: z.number().nullable(),
  /** Share (0–1) of resolved tickets resolved within their target. */
  cumplimiento_sla: z.number().nullable(),
  calificacion_promedio: z.number().nullable(),
  calificaciones: z.number(),
};
export const reporteTickets = z.object({
  resumen: z.object(tiempos),
  por_categoria: z.array(z.object({ id: z.number(), nombre: z.string(), ...tiempos })),
  por_agente: z.array(z.object({ id: z.number().nullable(), nombre: z.string(), ...tiempos })),
});
export type ReporteTickets = Cable<typeof reporteTickets>;

export const respuestasTickets = {
  lista: respuestaLista(ticketFila),
  detalle: respuesta(ticketDetalle),
  creado: respuesta(ticketCreado),
  similares: respuesta(z.array(ticketSimilar)),
  comentario: respuesta(comentarioTicket),
  opciones: respuesta(opcionesTicket),
  servicios: respuestaLista(servicioFila),
  servicio: respuesta(servicioDetalle),
  noLaborables: respuestaLista(noLaborableFila),
  noLaborable: respuesta(noLaborableFila),
  reporte: respuesta(reporteTickets),
};
