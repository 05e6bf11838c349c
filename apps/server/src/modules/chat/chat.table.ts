import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { borradoEn, creadoEn } from '../../platform/db/columns';
import { sector, usuario } from '../../platform/identidad/identidad.table';

// Chat (issue 39). Read state without a row per message: each member keeps the id of the last
// message they read (and the last one that reached them); unread counts and «visto» derive from
// those pointers. Message ids grow in commit order within a conversation (a send locks its
// conversation row), so a pointer at N has seen every message up to N.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A direct conversation between two users (usuario_a < usuario_b) or a sector's room. */
export const chatConversacion = pgTable(
  'chat_conversacion',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo', { enum: ['directa', 'sala'] }).notNull(),
    usuario_a: integer('usuario_a').references(() => usuario.id, { onDelete: 'cascade' }),
    usuario_b: integer('usuario_b').references(() => usuario.id, { onDelete: 'cascade' }),
    sector_id: integer('sector_id').references(() => sector.id),
    creado_por: integer('creado_por').references(() => usuario.id, { onDelete: 'set null' }),
    /** The latest message (the list's order and its preview); null until the first one. */
    ultimo_mensaje_id: integer('ultimo_mensaje_id'),
    ultimo_en: timestamp('ultimo_en', { withTimezone: true }),
    created_at: creadoEn(),
  },
  (t) => [
    uniqueIndex('chat_conversacion_directa_uq')
      .on(t.usuario_a, t.usuario_b)
      .where(sql`${t.tipo} = 'directa'`),
    uniqueIndex('chat_conversacion_sala_uq')
      .on(t.sector_id)
      .where(sql`${t.tipo} = 'sala'`),
    check(
      'chat_conversacion_forma',
      sql`(${t.tipo} = 'directa' and ${t.usuario_a} < ${t.usuario_b} and ${t.sector_id} is null) or (${t.tipo} = 'sala' and ${t.sector_id} is not null and ${t.usuario_a} is null and ${t.usuario_b} is null)`,
    ),
  ],
);

/**
 * A member's pointers. Direct conversations have both rows from the start; a room's members
 * are its sector's users at read time, and their row is written the first time they read.
 */
export const chatMiembro = pgTable(
  'chat_miembro',
  {
    conversacion_id: integer('conversacion_id')
      .notNull()
      .references(() => chatConversacion.id, { onDelete: 'cascade' }),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    leido_hasta: integer('leido_hasta').notNull().default(0),
    entregado_hasta: integer('entregado_hasta').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversacion_id, t.usuario_id] }), index('chat_miembro_usuario_idx').on(t.usuario_id, t.conversacion_id)],
);

/** A message. Deleted by its sender: the row stays (deleted_at) and reads «Mensaje eliminado». */
export const chatMensaje = pgTable(
  'chat_mensaje',
  {
    id: serial('id').primaryKey(),
    conversacion_id: integer('conversacion_id')
      .notNull()
      .references(() => chatConversacion.id, { onDelete: 'cascade' }),
    remitente_id: integer('remitente_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    cuerpo: text('cuerpo').notNull(),
    /** The client's key of a send: a retry with the same key writes nothing new. */
    clave: text('clave'),
    created_at: creadoEn(),
    deleted_at: borradoEn(),
    /** Spanish full-text search without accents (chat_sin_acentos wraps unaccent as IMMUTABLE, migration 0032). */
    busqueda: tsvector('busqueda').generatedAlwaysAs(sql`to_tsvector('spanish'::regconfig, chat_sin_acentos("cuerpo"))`),
  },
  (t) => [
    // A page of history and the unread count of a conversation: (conversacion_id, id) read backwards or from a pointer.
    index('chat_mensaje_conversacion_idx').on(t.conversacion_id, t.id),
    index('chat_mensaje_busqueda_idx').using('gin', t.busqueda),
    uniqueIndex('chat_mensaje_clave_uq')
      .on(t.remitente_id, t.clave)
      .where(sql`${t.clave} is not null`),
  ],
);
