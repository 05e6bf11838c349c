import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { usuario } from '../identidad/identidad.table';
import { actualizadoEn, creadoEn } from '../db/columns';

/** Roles and permissions (spec §3 "Auth item"). Item id 1 is the administrator. */
export const authItem = pgTable(
  'auth_item',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    tipo: text('tipo', { enum: ['rol', 'permiso'] }).notNull(),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
  },
  (t) => [uniqueIndex('auth_item_nombre_uq').on(sql`lower(${t.nombre})`)],
);

export const authItemChild = pgTable(
  'auth_item_child',
  {
    padre_id: integer('padre_id')
      .notNull()
      .references(() => authItem.id, { onDelete: 'cascade' }),
    hijo_id: integer('hijo_id')
      .notNull()
      .references(() => authItem.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.padre_id, t.hijo_id] }), index('auth_item_child_hijo_idx').on(t.hijo_id)],
);

export const authAsignacion = pgTable(
  'auth_asignacion',
  {
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    item_id: integer('item_id')
      .notNull()
      .references(() => authItem.id, { onDelete: 'cascade' }),
    created_at: creadoEn(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.item_id] }), index('auth_asignacion_item_idx').on(t.item_id)],
);
