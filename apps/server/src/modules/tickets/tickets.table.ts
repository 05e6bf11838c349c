import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { actualizadoEn, borradoEn, creadoEn } from '../../platform/db/columns';
import { columnasDeComentario, type Hilo } from '../../platform/flujo/comentarios';
import { columnasDeHistorial, type Historial } from '../../platform/flujo/historial';
import { sector, usuario } from '../../platform/identidad/identidad.table';
import { tarea } from '../tareas/tareas.table';

// Tickets (issue 41): the internal help desk. A service (a sector that takes tickets) has its
// categories, its agents (whole sectors or named users), its weekly calendar (split shifts or
// 24/7) and its SLA targets; a ticket keeps its state, its owner, its deadlines in working time
// (recomputed when a pause ends), its history and its thread (replies and internal notes).

const instante = (c: string) => timestamp(c, { withTimezone: true });

export const ticketServicio = pgTable(
  'ticket_servicio',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sector.id),
    /** Heads the service: assigns tickets, hears of breaches, reads its reports. */
    jefe_id: integer('jefe_id').references(() => usuario.id),
    activo: boolean('activo').notNull().default(true),
    /** A guardia service: the clock never stops. */
    todo_el_dia: boolean('todo_el_dia').notNull().default(false),
    /** Working days after which a resolved ticket closes by itself. */
    dias_cierre: integer('dias_cierre').notNull().default(3),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
  },
  (t) => [
    uniqueIndex('ticket_servicio_nombre_uq')
      .on(sql`lower(${t.nombre})`)
      .where(sql`${t.deleted_at} is null`),
  ],
);

/** One window of a weekday (minutes since local midnight), several per day for split shifts. */
export const ticketServicioVentana = pgTable(
  'ticket_servicio_ventana',
  {
    id: serial('id').primaryKey(),
    servicio_id: integer('servicio_id')
      .notNull()
      .references(() => ticketServicio.id, { onDelete: 'cascade' }),
    dia: smallint('dia').notNull(),
    desde: integer('desde').notNull(),
    hasta: integer('hasta').notNull(),
  },
  (t) => [
    index('ticket_servicio_ventana_servicio_idx').on(t.servicio_id),
    check('ticket_servicio_ventana_ck', sql`${t.dia} between 1 and 7 and ${t.desde} >= 0 and ${t.hasta} <= 1440 and ${t.desde} < ${t.hasta}`),
  ],
);

/** Who works the service's queue: every user of a sector, or one named user. */
export const ticketServicioAgente = pgTable(
  'ticket_servicio_agente',
  {
    id: serial('id').primaryKey(),
    servicio_id: integer('servicio_id')
      .notNull()
      .references(() => ticketServicio.id, { onDelete: 'cascade' }),
    sector_id: integer('sector_id').references(() => sector.id),
    usuario_id: integer('usuario_id').references(() => usuario.id),
  },
  (t) => [
    index('ticket_servicio_agente_servicio_idx').on(t.servicio_id),
    index('ticket_servicio_agente_usuario_idx').on(t.usuario_id),
    check('ticket_servicio_agente_ck', sql`(${t.sector_id} is null) <> (${t.usuario_id} is null)`),
  ],
);

export const ticketCategoria = pgTable(
  'ticket_categoria',
  {
    id: serial('id').primaryKey(),
    servicio_id: integer('servicio_id')
      .notNull()
      .references(() => ticketServicio.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    activo: boolean('activo').notNull().default(true),
  },
  (t) => [index('ticket_categoria_servicio_idx').on(t.servicio_id)],
);

/** SLA targets in working minutes per service, category (null: every category) and priority. */
export const ticketObjetivo = pgTable(
  'ticket_objetivo',
  {
    id: serial('id').primaryKey(),
    servicio_id: integer('servicio_id')
      .notNull()
      .references(() => ticketServicio.id, { onDelete: 'cascade' }),
    categoria_id: integer('categoria_id').references(() => ticketCategoria.id, { onDelete: 'cascade' }),
    prioridad: text('prioridad').notNull(),
    primera_respuesta_min: integer('primera_respuesta_min').notNull(),
    resolucion_min: integer('resolucion_min').notNull(),
  },
  (t) => [uniqueIndex('ticket_objetivo_uq').on(t.servicio_id, sql`coalesce(${t.categoria_id}, 0)`, t.prioridad)],
);

/** Days an admin closes (puentes, días no laborables) for every service or only one, beside the national holidays. */
export const ticketNoLaborable = pgTable(
  'ticket_no_laborable',
  {
    id: serial('id').primaryKey(),
    dia: date('dia', { mode: 'string' }).notNull(),
    motivo: text('motivo').notNull(),
    servicio_id: integer('servicio_id').references(() => ticketServicio.id, { onDelete: 'cascade' }),
    created_at: creadoEn(),
  },
  (t) => [uniqueIndex('ticket_no_laborable_uq').on(t.dia, sql`coalesce(${t.servicio_id}, 0)`)],
);

export const ticket = pgTable(
  'ticket',
  {
    id: serial('id').primaryKey(),
    servicio_id: integer('servicio_id')
      .notNull()
      .references(() => ticketServicio.id),
    categoria_id: integer('categoria_id')
      .notNull()
      .references(() => ticketCategoria.id),
    prioridad: text('prioridad').notNull(),
    asunto: text('asunto').notNull(),
    descripcion: text('descripcion').notNull(),
    estado: text('estado').notNull().default('abierto'),
    motivo_pausa: text('motivo_pausa'),
    solicitante_id: integer('solicitante_id')
      .notNull()
      .references(() => usuario.id),
    /** The requester's sector when it was opened: whoever heads it sees the ticket. */
    sector_id: integer('sector_id').references(() => sector.id),
    asignado_id: integer('asignado_id').references(() => usuario.id),
    /** Targets (working minutes) taken when it was opened; null when the service has none. */
    objetivo_primera_min: integer('objetivo_primera_min'),
    objetivo_resolucion_min: integer('objetivo_resolucion_min'),
    /** Deadlines in working time, pauses included; null while paused or without a target. */
    vence_primera_respuesta: instante('vence_primera_respuesta'),
    vence_resolucion: instante('vence_resolucion'),
    /** 75 % of the resolution target (the agent's warning). */
    alerta_resolucion: instante('alerta_resolucion'),
    primera_respuesta_en: instante('primera_respuesta_en'),
    /** Working minutes (pauses excluded) it took to answer and to resolve: what the reports measure. */
    primera_respuesta_habiles: integer('primera_respuesta_habiles'),
    resuelto_en: instante('resuelto_en'),
    resolucion_habiles: integer('resolucion_habiles'),
    /** When a resolved ticket closes by itself (dias_cierre working days later). */
    cierre_en: instante('cierre_en'),
    cerrado_en: instante('cerrado_en'),
    puntaje: smallint('puntaje'),
    calificacion_comentario: text('calificacion_comentario'),
    calificado_en: instante('calificado_en'),
    /** The Manthos task it was turned into (tickets-manthos.ts); the task finds its ticket by this column. */
    manthos_tarea_id: integer('manthos_tarea_id').references(() => tarea.id),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
  },
  (t) => [
    index('ticket_servicio_estado_idx').on(t.servicio_id, t.estado, t.id),
    // The queue's orders within one service: newest first, and by deadline (issue 41, speed).
    index('ticket_servicio_id_idx').on(t.servicio_id, t.id),
    index('ticket_servicio_vence_idx').on(t.servicio_id, t.vence_resolucion, t.id),
    index('ticket_solicitante_idx').on(t.solicitante_id, t.id),
    index('ticket_sector_idx').on(t.sector_id, t.id),
    index('ticket_asignado_idx').on(t.asignado_id, t.estado),
    index('ticket_alerta_idx')
      .on(t.alerta_resolucion)
      .where(sql`${t.estado} in ('abierto', 'en_curso')`),
    index('ticket_cierre_idx')
      .on(t.cierre_en)
      .where(sql`${t.estado} = 'resuelto'`),
    index('ticket_servicio_creado_idx').on(t.servicio_id, t.created_at),
    uniqueIndex('ticket_manthos_tarea_uq')
      .on(t.manthos_tarea_id)
      .where(sql`${t.manthos_tarea_id} is not null`),
    check('ticket_estado_ck', sql`${t.estado} in ('abierto', 'en_curso', 'en_espera', 'resuelto', 'cerrado')`),
    check('ticket_prioridad_ck', sql`${t.prioridad} in ('baja', 'media', 'alta', 'urgente')`),
    check('ticket_puntaje_ck', sql`${t.puntaje} is null or ${t.puntaje} between 1 and 5`),
  ],
);

/** The ticket's history (the workflow kit's shape); the scheduler closes tickets, so the author may be null. */
export const ticketEvento = pgTable(
  'ticket_evento',
  columnasDeHistorial('ticket_id', () => ticket.id, { sinAutor: true }),
  (t) => [index('ticket_evento_ticket_idx').on(t.ticket_id, t.id)],
);
export const HISTORIAL_TICKET: Historial = { tabla: ticketEvento, fk: 'ticket_id' };

/** Replies (public) and internal notes (agents only), the workflow kit's thread. */
export const ticketRespuesta = pgTable(
  'ticket_respuesta',
  columnasDeComentario('ticket_id', () => ticket.id),
  (t) => [index('ticket_respuesta_ticket_idx').on(t.ticket_id, t.id)],
);
export const HILO_TICKET: Hilo = { tabla: ticketRespuesta, fk: 'ticket_id' };

/** The clock's pauses: [desde, hasta), hasta null while it lasts. */
export const ticketPausa = pgTable(
  'ticket_pausa',
  {
    id: serial('id').primaryKey(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => ticket.id, { onDelete: 'cascade' }),
    motivo: text('motivo').notNull(),
    desde: instante('desde').notNull(),
    hasta: instante('hasta'),
  },
  (t) => [index('ticket_pausa_ticket_idx').on(t.ticket_id, t.desde)],
);

/** Each SLA warning sent, once per ticket and threshold: the unique key makes two instances send it once. */
export const ticketAlertaSla = pgTable(
  'ticket_alerta_sla',
  {
    id: serial('id').primaryKey(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => ticket.id, { onDelete: 'cascade' }),
    umbral: text('umbral').notNull(),
    created_at: creadoEn(),
  },
  (t) => [
    uniqueIndex('ticket_alerta_sla_uq').on(t.ticket_id, t.umbral),
    check('ticket_alerta_sla_ck', sql`${t.umbral} in ('resolucion_75', 'resolucion_vencida', 'primera_vencida')`),
  ],
);
