import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import { actualizadoEn, creadoEn, dia } from '../../platform/db/columns';
import { plano } from '../../platform/db/texto';
import { usuario } from '../../platform/identidad/identidad.table';
import { persona } from '../rrhh/persona.table';

/** A user's saved set of roster filters (spec: advanced filters with nombre_filtro). */
export const filtroAvanzado = pgTable(
  'filtro_avanzado',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    nombre_filtro: text('nombre_filtro').notNull(),
    filtros: jsonb('filtros').$type<EntradaFiltro[]>().notNull(),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
  },
  (t) => [uniqueIndex('filtro_avanzado_nombre_uq').on(t.usuario_id, plano(t.nombre_filtro)), index('filtro_avanzado_usuario_idx').on(t.usuario_id)],
);

/**
 * The roster's read table: one row per live persona with the columns the roster
 * filters and shows, its current employment included. Written only by the
 * database (migration 0008: triggers on persona and persona_laboral copy the row
 * of the view nomina_fila_origen), so the roster reads one narrow table instead
 * of joining persona and persona_laboral for every request.
 */
export const nominaFila = pgTable(
  'nomina_fila',
  {
    persona_id: integer('persona_id')
      .primaryKey()
      .references(() => persona.id, { onDelete: 'cascade' }),
    apellido: text('apellido').notNull(),
    nombres: text('nombres').notNull(),
    dni: text('dni').notNull(),
    cuil: text('cuil').notNull(),
    legajo: text('legajo'),
    sexo: text('sexo').notNull(),
    hijos: integer('hijos').notNull(),
    fecha_nacimiento: dia('fecha_nacimiento').notNull(),
    busqueda: text('busqueda'),
    // The current employment record (the open one, else the latest); null without one.
    // No foreign keys to the catalogs: persona_laboral already holds them, and a
    // catalog row in use must be reported there only.
    laboral_id: integer('laboral_id'),
    fecha_alta: dia('fecha_alta'),
    fecha_baja: dia('fecha_baja'),
    empresa_id: integer('empresa_id'),
    sector_id: integer('sector_id'),
    puesto_id: integer('puesto_id'),
    categoria_id: integer('categoria_id'),
    contrato_tipo_id: integer('contrato_tipo_id'),
    obra_social_id: integer('obra_social_id'),
  },
  (t) => [
    // Sector first: a referente's scope and the roster's most common filter; then
    // the date of birth, which age filters become (nomina.sql.ts). Without a sector
    // the whole index is still a cheap way to an age range. No index on the date
    // alone: with one, a page sorted by age walked it through every persona.
    index('nomina_fila_sector_nacimiento_idx').on(t.sector_id, t.fecha_nacimiento),
    index('nomina_fila_nombre_idx').on(sql`${t.apellido} collate "und-x-icu"`, sql`${t.nombres} collate "und-x-icu"`, t.persona_id),
  ],
);
