import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { borradoEn, creadoEn } from '../../platform/db/columns';
import { usuario } from '../../platform/identidad/identidad.table';

/** A notification an administrator sent. Its audience is kept as chosen; recipients are fixed at sending. */
export const notificacion = pgTable('notificacion', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  texto: text('texto').notNull(),
  enlace: text('enlace'),
  audiencia: text('audiencia', { enum: ['todos', 'usuarios', 'grupos', 'sectores'] }).notNull(),
  autor_id: integer('autor_id')
    .notNull()
    .references(() => usuario.id),
  created_at: creadoEn(),
  deleted_at: borradoEn(),
});

/** The users, groups or sectors chosen as audience (ids of the kind `audiencia` names). */
export const notificacionAudiencia = pgTable(
  'notificacion_audiencia',
  {
    notificacion_id: integer('notificacion_id')
      .notNull()
      .references(() => notificacion.id, { onDelete: 'cascade' }),
    ref_id: integer('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificacion_id, t.ref_id] })],
);

/** One recipient of a notification, with its read flag (spec: leido 0 or 1). */
export const notificacionUsuario = pgTable(
  'notificacion_usuario',
  {
    notificacion_id: integer('notificacion_id')
      .notNull()
      .references(() => notificacion.id, { onDelete: 'cascade' }),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    leido: smallint('leido').notNull().default(0),
    leido_at: timestamp('leido_at', { withTimezone: true }),
    // When the user's client acknowledged the live (push) delivery: log_notificacion_push.
    entregado_at: timestamp('entregado_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.notificacion_id, t.usuario_id] }), index('notificacion_usuario_usuario_idx').on(t.usuario_id, t.leido)],
);

/** A message the system writes to one user (a confirmed order, an expiring matrícula…). */
export const mensajeSistema = pgTable(
  'mensaje_sistema',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    enlace: text('enlace'),
    modulo: text('modulo').notNull(),
    leido: smallint('leido').notNull().default(0),
    created_at: creadoEn(),
  },
  (t) => [index('mensaje_sistema_usuario_idx').on(t.usuario_id, t.leido, t.created_at)],
);
