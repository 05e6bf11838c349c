import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { actualizadoEn, borradoEn, bytea, creadoEn } from '../../platform/db/columns';
import { usuario } from '../../platform/identidad/identidad.table';

/** A kind of media resource of one module's model (spec: tipo list with label), e.g. the cover of a news item. */
export const recursoMediaTipo = pgTable(
  'recurso_media_tipo',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    modulo: text('modulo').notNull(),
    modelo: text('modelo').notNull(),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
  },
  (t) => [index('recurso_media_tipo_modelo_idx').on(t.modulo, t.modelo)],
);

/**
 * An uploaded file attached to one record (modulo + modelo + modelo_id). The
 * bytes live in the storage (DATA_DIR/files by default) under `clave`; the
 * table holds what was checked about them.
 */
export const recursoMedia = pgTable(
  'recurso_media',
  {
    id: serial('id').primaryKey(),
    tipo_id: integer('tipo_id')
      .notNull()
      .references(() => recursoMediaTipo.id),
    modulo: text('modulo').notNull(),
    modelo: text('modelo').notNull(),
    // Null while the record it belongs to is still being written (e.g. a news draft's cover).
    modelo_id: integer('modelo_id'),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    content_type: text('content_type').notNull(),
    tamano: integer('tamano').notNull(),
    clave: text('clave').notNull(),
    miniatura_clave: text('miniatura_clave'),
    orden: integer('orden').notNull().default(0),
    // Null only for files moved in from older storage (recurso_media_anterior), whose uploader is unknown.
    subido_por: integer('subido_por').references(() => usuario.id),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
  },
  (t) => [
    index('recurso_media_modelo_idx')
      .on(t.modelo, t.modelo_id)
      .where(sql`${t.deleted_at} is null`),
  ],
);

/**
 * Files that modules kept as bytea columns before media existed (the persona
 * photo, the building image), waiting to be moved into the storage as media
 * items. Migration 0012 copied them here and dropped those columns; the job
 * media_importar_anteriores (media.importacion.ts) moves each row and deletes
 * it. A row whose bytes cannot be accepted keeps its `error` and stays, so
 * nothing is lost silently.
 */
export const recursoMediaAnterior = pgTable('recurso_media_anterior', {
  id: serial('id').primaryKey(),
  modulo: text('modulo').notNull(),
  modelo: text('modelo').notNull(),
  modelo_id: integer('modelo_id').notNull(),
  tipo_label: text('tipo_label').notNull(),
  nombre: text('nombre').notNull(),
  // What the old column claimed; only used to recognise SVG, which has no magic bytes.
  content_type: text('content_type'),
  datos: bytea('datos').notNull(),
  error: text('error'),
  created_at: creadoEn(),
});
