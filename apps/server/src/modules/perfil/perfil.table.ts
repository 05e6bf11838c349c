import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { actualizadoEn } from '../../platform/db/columns';
import { usuario } from '../../platform/identidad/identidad.table';

// «Mi perfil» (issue 20 item 6): each account's own preferences, one row per user. No row
// means the defaults (nothing by e-mail), so existing accounts need no backfill.

export const preferenciaUsuario = pgTable('preferencia_usuario', {
  usuario_id: integer('usuario_id')
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  /** Every notification that reaches the bell is also e-mailed (through the outbox). */
  correo_notificaciones: boolean('correo_notificaciones').notNull().default(false),
  updated_at: actualizadoEn(),
});
