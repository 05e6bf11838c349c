import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import { actualizadoEn, creadoEn } from '../../platform/db/columns';
import { plano } from '../../platform/db/texto';
import { usuario } from '../identidad/identidad.table';

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
