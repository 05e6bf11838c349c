import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { actualizadoEn, borradoEn, creadoEn } from '../../platform/db/columns';
import { usuario } from '../../platform/identidad/identidad.table';
import { busquedaGenerada, plano } from '../../platform/db/texto';
import { authItem } from '../../platform/rbac/rbac.table';
import { persona } from '../rrhh/persona.table';

// HR's file manager (issue 20 item 5). Folders form a tree; a role's permission on a
// folder reaches its subfolders. A document lives in a folder or in one persona's own
// space (HR only); its bytes are media items (model 'documento'), one per version.

export const carpeta = pgTable(
  'carpeta',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    padre_id: integer('padre_id').references((): AnyPgColumn => carpeta.id),
    created_by: integer('created_by').references(() => usuario.id),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
    deleted_by: integer('deleted_by').references(() => usuario.id),
  },
  (t) => [
    // Two live siblings cannot share a name (ignoring case and accents): concurrent creations get one 409 each.
    uniqueIndex('carpeta_nombre_uq')
      .on(sql`coalesce(${t.padre_id}, 0)`, plano(t.nombre))
      .where(sql`${t.deleted_at} is null`),
    index('carpeta_padre_idx').on(t.padre_id),
  ],
);

export const carpetaPermiso = pgTable(
  'carpeta_permiso',
  {
    carpeta_id: integer('carpeta_id')
      .notNull()
      .references(() => carpeta.id, { onDelete: 'cascade' }),
    rol_id: integer('rol_id')
      .notNull()
      .references(() => authItem.id, { onDelete: 'cascade' }),
    nivel: text('nivel', { enum: ['ver', 'editar'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.carpeta_id, t.rol_id] }),
    index('carpeta_permiso_rol_idx').on(t.rol_id),
    check('carpeta_permiso_nivel_ck', sql`${t.nivel} in ('ver', 'editar')`),
  ],
);

export const documento = pgTable(
  'documento',
  {
    id: serial('id').primaryKey(),
    carpeta_id: integer('carpeta_id').references(() => carpeta.id),
    persona_id: integer('persona_id').references(() => persona.id),
    nombre: text('nombre').notNull(),
    categoria: text('categoria', { enum: ['contrato', 'certificado', 'politica', 'otro'] }).notNull(),
    descripcion: text('descripcion'),
    busqueda: text('busqueda').generatedAlwaysAs(busquedaGenerada(['nombre', 'descripcion'])),
    created_by: integer('created_by').references(() => usuario.id),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
    deleted_by: integer('deleted_by').references(() => usuario.id),
  },
  (t) => [
    check('documento_lugar_ck', sql`(${t.carpeta_id} is null) <> (${t.persona_id} is null)`),
    check('documento_categoria_ck', sql`${t.categoria} in ('contrato', 'certificado', 'politica', 'otro')`),
    index('documento_carpeta_idx').on(t.carpeta_id),
    index('documento_persona_idx').on(t.persona_id),
  ],
);
