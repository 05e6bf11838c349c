import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed what (architecture §5). usuario_id is null for system changes. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usuario_id: integer('usuario_id'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    entidad: text('entidad').notNull(),
    entidad_id: text('entidad_id').notNull(),
    accion: text('accion').notNull(),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
  },
  (t) => [index('auditoria_entidad_idx').on(t.entidad, t.entidad_id), index('auditoria_fecha_idx').on(t.fecha)],
);
