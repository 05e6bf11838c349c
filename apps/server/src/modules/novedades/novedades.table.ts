import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actualizadoEn, borradoEn, creadoEn } from '../../platform/db/columns';
import { grupo } from '../grupos/grupos.table';
import { sector, usuario } from '../../platform/identidad/identidad.table';
import { recursoMedia } from '../media/media.table';

/**
 * A news item. It is visible when `publicada` and `fecha_publicacion` has come
 * (a future date schedules it), to everyone or to the chosen sectors/groups.
 * `cuerpo` is stored already sanitised.
 */
export const novedad = pgTable(
  'novedad',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    resumen: text('resumen'),
    cuerpo: text('cuerpo').notNull().default(''),
    // Already converted to an embed link.
    video_url: text('video_url'),
    portada_id: integer('portada_id').references(() => recursoMedia.id, { onDelete: 'set null' }),
    audiencia: text('audiencia', { enum: ['todos', 'sectores', 'grupos'] })
      .notNull()
      .default('todos'),
    publicada: boolean('publicada').notNull().default(false),
    fecha_publicacion: timestamp('fecha_publicacion', { withTimezone: true }),
    fijada: boolean('fijada').notNull().default(false),
    autor_id: integer('autor_id')
      .notNull()
      .references(() => usuario.id),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
  },
  (t) => [
    // The feed's exact order (pinned first, then newest published), so a page reads
    // its rows off the index instead of sorting every visible item.
    index('novedad_feed_idx')
      .on(t.fijada.desc(), t.fecha_publicacion.desc().nullsLast(), t.id.desc())
      .where(sql`${t.publicada} and ${t.deleted_at} is null`),
  ],
);

export const novedadSector = pgTable(
  'novedad_sector',
  {
    novedad_id: integer('novedad_id')
      .notNull()
      .references(() => novedad.id, { onDelete: 'cascade' }),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sector.id),
  },
  (t) => [primaryKey({ columns: [t.novedad_id, t.sector_id] }), index('novedad_sector_sector_idx').on(t.sector_id)],
);

export const novedadGrupo = pgTable(
  'novedad_grupo',
  {
    novedad_id: integer('novedad_id')
      .notNull()
      .references(() => novedad.id, { onDelete: 'cascade' }),
    grupo_id: integer('grupo_id')
      .notNull()
      .references(() => grupo.id),
  },
  (t) => [primaryKey({ columns: [t.novedad_id, t.grupo_id] }), index('novedad_grupo_grupo_idx').on(t.grupo_id)],
);

/** Institutional pages editors can edit (`/informacion` is clave 'informacion'). */
export const paginaInstitucional = pgTable('pagina_institucional', {
  clave: text('clave').primaryKey(),
  titulo: text('titulo').notNull(),
  cuerpo: text('cuerpo').notNull().default(''),
  actualizado_por: integer('actualizado_por').references(() => usuario.id),
  updated_at: actualizadoEn(),
});
