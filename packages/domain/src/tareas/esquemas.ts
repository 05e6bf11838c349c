import { z } from 'zod';
import { diaIso, idCoercido, idNumero, instante, instanteIso, paginaOrdenadaPor, respuesta, respuestaLista, type Cable } from '../http';
import { textoOpcional } from '../inventario/documentos';
import { itemMedia } from '../media/item';
import { recurrenciaEsquema } from './recurrencia';

// Contracts of tasks (issue 22 items 1–3): bodies, filters and replies of /api/v1/tareas,
// create-tarea, scan-ubicacion and admin/tareas-programadas. Server routes and web calls use them.

/** Attachments: media items of modulo 'tareas', modelo 'tarea'. */
export const MODULO_MEDIA_TAREAS = 'tareas';
export const MODELO_MEDIA_TAREA = 'tarea';

export const ESTADOS_TAREA = ['pendiente', 'en_curso', 'hecha', 'cancelada'] as const;
export type EstadoTarea = (typeof ESTADOS_TAREA)[number];
export const ETIQUETA_ESTADO_TAREA: Record<EstadoTarea, string> = { pendiente: 'Pendiente', en_curso: 'En curso', hecha: 'Hecha', cancelada: 'Cancelada' };

export const PRIORIDADES = ['baja', 'media', 'alta', 'urgente'] as const;
export type Prioridad = (typeof PRIORIDADES)[number];

/** The steps of a task and the states each one starts from (reopening keeps the history). */
export const ACCIONES_TAREA = ['iniciar', 'finalizar', 'cancelar', 'reabrir'] as const;
export type AccionTarea = (typeof ACCIONES_TAREA)[number];
export const MAX_ITEMS_CHECKLIST = 50;
export const MAX_ASIGNADOS = 50;

const texto = (max: number, que: string, requerido: string) =>
  z.string({ error: requerido }).trim().min(1, requerido).max(max, `${que} admite hasta ${max} caracteres.`);

const idsUnicos = (mensaje: string) =>
  z
    .array(idNumero(mensaje), { error: mensaje })
    .max(MAX_ASIGNADOS, `Hasta ${MAX_ASIGNADOS} asignados.`)
    .default([])
    .transform((ids) => [...new Set(ids)]);

const camposTarea = {
  titulo: texto(200, 'El título', 'Indique el título.'),
  descripcion: textoOpcional(5000, 'La descripción'),
  tipo_id: idNumero('Elija el tipo de tarea.'),
  ubicacion_id: idNumero('Elija la ubicación.').nullish(),
  prioridad: z.enum(PRIORIDADES, { error: 'La prioridad es baja, media, alta o urgente.' }).default('media'),
  /** People and whole sectors the task is for; none: the type's sector. */
  usuario_ids: idsUnicos('Elija las personas asignadas.'),
  sector_ids: idsUnicos('Elija los sectores asignados.'),
  checklist: z
    .array(texto(300, 'Cada ítem de la lista', 'Los ítems de la lista no pueden estar vacíos.'), { error: 'La lista de control es una lista de textos.' })
    .max(MAX_ITEMS_CHECKLIST, `La lista de control admite hasta ${MAX_ITEMS_CHECKLIST} ítems.`)
    .default([]),
};

/** POST create-tarea and PUT create-tarea/{id}. Editing replaces the checklist's texts, keeping the ticks of the unchanged ones. */
export const tareaBody = z.object({
  ...camposTarea,
  vence_at: instanteIso('El vencimiento es una fecha y hora con su zona (AAAA-MM-DDTHH:mm:ss-03:00).').nullish(),
});
export type TareaBody = z.output<typeof tareaBody>;

export const motivoBody = z.object({
  motivo: texto(1000, 'El motivo', 'Indique el motivo.'),
});
/** iniciar, finalizar, reabrir: a JSON body (`{}` at least) with an optional note. */
export const pasoBody = z.object({ detalle: textoOpcional(1000, 'El comentario') });
export const comentarioBody = z.object({ texto: texto(2000, 'El comentario', 'Escriba el comentario.') });
export const checklistBody = z.object({ hecho: z.boolean({ error: 'Indique si el ítem está hecho (true o false).' }) });
export const itemParams = z.object({ id: idCoercido(), item_id: idCoercido() });

export const ORDEN_TAREAS = ['vence_at', 'created_at', 'prioridad', 'estado', 'titulo'] as const;
const filtrosTareas = {
  estado: z.enum(ESTADOS_TAREA, { error: 'Elija un estado válido.' }).optional(),
  tipo_id: idCoercido('Elija el tipo de tarea.').optional(),
  ubicacion_id: idCoercido('Elija la ubicación.').optional(),
  sector_id: idCoercido('Elija el sector.').optional(),
  /** Tasks due (or, without due date, created) in [desde, hasta], Argentina days. */
  desde: diaIso('Desde: use una fecha AAAA-MM-DD.').optional(),
  hasta: diaIso('Hasta: use una fecha AAAA-MM-DD.').optional(),
  /** «Tareas de hoy»: the open ones due (or created) up to that day, overdue included, plus those finished that day. */
  dia: diaIso('Día: use una fecha AAAA-MM-DD.').optional(),
};
export const tareasQuery = paginaOrdenadaPor(ORDEN_TAREAS).extend(filtrosTareas);
export type TareasQuery = z.output<typeof tareasQuery>;

export const comentariosQuery = paginaOrdenadaPor(['created_at'] as const).extend({ tarea_id: idCoercido().optional() });
export type ComentariosQuery = z.output<typeof comentariosQuery>;

/** GET scan-ubicacion/{qr}: the position is optional (where the phone gives it). */
export const escaneoQuery = z.object({
  lat: z.coerce.number({ error: 'La latitud es un número.' }).min(-90, 'La latitud va de -90 a 90.').max(90, 'La latitud va de -90 a 90.').optional(),
  lng: z.coerce.number({ error: 'La longitud es un número.' }).min(-180, 'La longitud va de -180 a 180.').max(180, 'La longitud va de -180 a 180.').optional(),
});
export const qrParams = z.object({ qr: z.string().max(48, 'El código QR no es válido.') });

// Replies.
const ref = z.object({ id: z.number(), nombre: z.string() });
export const tareaFila = z.object({
  id: z.number(),
  titulo: z.string(),
  tipo_id: z.number(),
  tipo: z.string(),
  color: z.string().nullable(),
  sector_id: z.number().nullable(),
  sector: z.string().nullable(),
  ubicacion_id: z.number().nullable(),
  ubicacion: z.string().nullable(),
  prioridad: z.enum(PRIORIDADES),
  estado: z.enum(ESTADOS_TAREA),
  vence_at: instante.nullable(),
  programada_id: z.number().nullable(),
  created_at: instante,
});
export const tareaDetalle = tareaFila.extend({
  descripcion: z.string().nullable(),
  motivo_cancelacion: z.string().nullable(),
  escanear_al_iniciar: z.boolean(),
  escanear_al_finalizar: z.boolean(),
  creado_por: z.string().nullable(),
  usuarios: z.array(ref),
  sectores: z.array(ref),
  checklist: z.array(z.object({ id: z.number(), texto: z.string(), hecho: z.boolean(), hecho_por: z.string().nullable(), hecho_at: instante.nullable() })),
  historial: z.array(
    z.object({
      estado: z.enum(ESTADOS_TAREA),
      autor: z.string().nullable(),
      detalle: z.string().nullable(),
      escaneo_id: z.number().nullable(),
      created_at: instante,
    }),
  ),
  adjuntos: z.array(itemMedia),
  /** What the caller may do now. */
  acciones: z.array(z.enum([...ACCIONES_TAREA, 'editar'])),
  /** The ticket this task was turned from (tickets/{id}/manthos), or null; the server always sends it (optional only for older clients' fixtures). */
  ticket_id: z.number().nullable().optional(),
});
export const comentario = z.object({
  id: z.number(),
  tarea_id: z.number(),
  tarea: z.string(),
  autor_id: z.number(),
  autor: z.string(),
  texto: z.string(),
  created_at: instante,
});
export const escaneoRespuesta = z.object({
  escaneo_id: z.number(),
  ubicacion: z.object({ id: z.number(), nombre: z.string(), sector_id: z.number().nullable(), piso: z.string().nullable() }),
  tareas: z.array(tareaFila),
});

// Scheduled tasks (item 3).
export const tareaProgramadaBody = z.object({
  ...camposTarea,
  /** How long after each occurrence the generated task is due; none: no due date. */
  duracion_minutos: z
    .number({ error: 'La duración es un número de minutos.' })
    .int('La duración es un número entero de minutos.')
    .min(1, 'La duración es de 1 minuto o más.')
    .max(60 * 24 * 31, 'La duración es de hasta 31 días.')
    .nullish()
    .transform((v) => v ?? null),
  recurrencia: recurrenciaEsquema,
  activa: z.boolean().default(true),
});
export type TareaProgramadaBody = z.output<typeof tareaProgramadaBody>;
export const programadasQuery = paginaOrdenadaPor(['titulo', 'created_at'] as const).extend({
  activa: z.enum(['true', 'false'], { error: 'activa es true o false.' }).optional(),
});
export type ProgramadasQuery = z.output<typeof programadasQuery>;
export const previaQuery = z.object({ cantidad: z.coerce.number().int().min(1).max(50).default(10) });
export const previaBody = z.object({ recurrencia: recurrenciaEsquema, cantidad: z.number().int().min(1).max(50).default(10) });

export const tareaProgramada = z.object({
  id: z.number(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  tipo_id: z.number(),
  tipo: z.string(),
  ubicacion_id: z.number().nullable(),
  ubicacion: z.string().nullable(),
  prioridad: z.enum(PRIORIDADES),
  usuario_ids: z.array(z.number()),
  sector_ids: z.array(z.number()),
  checklist: z.array(z.string()),
  duracion_minutos: z.number().nullable(),
  recurrencia: z.record(z.string(), z.unknown()),
  descripcion_recurrencia: z.string(),
  activa: z.boolean(),
  created_at: instante,
});
export const previa = z.object({ descripcion: z.string(), ocurrencias: z.array(instante) });

export const respuestas = {
  tareas: respuestaLista(tareaFila),
  tarea: respuesta(tareaDetalle),
  comentarios: respuestaLista(comentario),
  comentario: respuesta(comentario),
  escaneo: respuesta(escaneoRespuesta),
  programadas: respuestaLista(tareaProgramada),
  programada: respuesta(tareaProgramada),
  previa: respuesta(previa),
};

export type TareaFila = Cable<typeof tareaFila>;
export type TareaDetalle = Cable<typeof tareaDetalle>;
