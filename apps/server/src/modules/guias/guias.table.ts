import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { actualizadoEn, borradoEn, creadoEn } from '../../platform/db/columns';
import { usuario } from '../../platform/identidad/identidad.table';
import { tablaDe } from '../catalogos/catalogos.tablas';
import { recursoMedia } from '../media/media.table';

// Guides (issue 22 item 5): protocols and instructions by type and sector, versioned. Staff
// confirm they read the current version; a new version asks everyone again.

const tipoGuiaId = () => tablaDe(catalogoPorClave('tipo_guias')!).id as PgColumn;

export const guia = pgTable(
  'guia',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    tipo_id: integer('tipo_id')
      .notNull()
      .references(() => tipoGuiaId()),
    /** The sectors it is for; empty: everyone. */
    sector_ids: jsonb('sector_ids').$type<number[]>().notNull().default([]),
    /** The version staff read now; null until the first one is published. */
    version_actual_id: integer('version_actual_id'),
    creado_por: integer('creado_por').references(() => usuario.id),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
  },
  (t) => [index('guia_tipo_idx').on(t.tipo_id)],
);

/** One version of a guide: rich text (sanitised HTML, the news editor) or a PDF (a media item). Never edited once published. */
export const guiaVersion = pgTable(
  'guia_version',
  {
    id: serial('id').primaryKey(),
    guia_id: integer('guia_id')
      .notNull()
      .references(() => guia.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    formato: text('formato').notNull(),
    contenido: text('contenido'),
    archivo_id: integer('archivo_id').references(() => recursoMedia.id),
    /** What changed from the previous version. */
    cambios: text('cambios'),
    creado_por: integer('creado_por').references(() => usuario.id),
    created_at: creadoEn(),
  },
  (t) => [
    uniqueIndex('guia_version_numero_uq').on(t.guia_id, t.numero),
    check('guia_version_formato_ck', sql`${t.formato} in ('texto', 'pdf')`),
    check('guia_version_contenido_ck', sql`(${t.formato} = 'texto' and ${t.contenido} is not null) or (${t.formato} = 'pdf' and ${t.archivo_id} is not null)`),
  ],
);

/** A person confirmed reading one version (once). */
export const guiaLectura = pgTable(
  'guia_lectura',
  {
    id: serial('id').primaryKey(),
    version_id: integer('version_id')
      .notNull()
      .references(() => guiaVersion.id, { onDelete: 'cascade' }),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id),
    leida_at: timestamp('leida_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guia_lectura_uq').on(t.version_id, t.usuario_id), index('guia_lectura_usuario_idx').on(t.usuario_id)],
);
