import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { creadoEn } from '../db/columns';

/** Every e-mail Worknet writes; without SMTP_URL this is where they stay. */
export const correoSaliente = pgTable(
  'correo_saliente',
  {
    id: serial('id').primaryKey(),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html'),
    estado: text('estado', { enum: ['pendiente', 'enviado', 'sin_smtp', 'error'] }).notNull(),
    error: text('error'),
    created_at: creadoEn(),
    enviado_at: timestamp('enviado_at', { withTimezone: true }),
  },
  (t) => [index('correo_saliente_created_idx').on(t.created_at)],
);
