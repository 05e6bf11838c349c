import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { actualizadoEn, borradoEn, creadoEn } from '../../platform/db/columns';
import { authItem } from '../../platform/rbac/rbac.table';
import { sector, usuario } from '../../platform/identidad/identidad.table';

/** A named audience: manual members plus everyone in chosen sectors or roles. */
export const grupo = pgTable(
  'grupo',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
  },
  (t) => [
    uniqueIndex('grupo_nombre_uq')
      .on(sql`lower(${t.nombre})`)
      .where(sql`${t.deleted_at} is null`),
  ],
);

export const grupoUsuario = pgTable(
  'grupo_usuario',
  {
    grupo_id: integer('grupo_id')
      .notNull()
      .references(() => grupo.id, { onDelete: 'cascade' }),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.grupo_id, t.usuario_id] }), index('grupo_usuario_usuario_idx').on(t.usuario_id)],
);

export const grupoSector = pgTable(
  'grupo_sector',
  {
    grupo_id: integer('grupo_id')
      .notNull()
      .references(() => grupo.id, { onDelete: 'cascade' }),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sector.id),
  },
  (t) => [primaryKey({ columns: [t.grupo_id, t.sector_id] })],
);

export const grupoRol = pgTable(
  'grupo_rol',
  {
    grupo_id: integer('grupo_id')
      .notNull()
      .references(() => grupo.id, { onDelete: 'cascade' }),
    item_id: integer('item_id')
      .notNull()
      .references(() => authItem.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.grupo_id, t.item_id] })],
);
