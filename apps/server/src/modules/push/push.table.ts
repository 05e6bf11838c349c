import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { actualizadoEn, creadoEn } from '../../platform/db/columns';
import { sesion, usuario } from '../../platform/identidad/identidad.table';
import { RESULTADOS_PUSH, TIPOS_PUSH } from '@worknet/domain/push/esquemas';

// Web push (issue 40). A subscription is one browser of one user, bound to the session that
// registered it: revoking that session or deactivating the user deletes it (triggers of
// migration 0033, so every revocation path — logout, «Mis sesiones», a password change, an
// administrator — is covered by one declaration).

export const suscripcionPush = pgTable(
  'suscripcion_push',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    // The session it was registered with (the device «Mis sesiones» names); a session row deleted
    // by the clean-up keeps the subscription (its expiry is not a revocation).
    sesion_id: uuid('sesion_id').references(() => sesion.id, { onDelete: 'set null' }),
    /** The push service's URL for this browser: one browser, one row, whoever registered it last. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    user_agent: text('user_agent'),
    created_at: creadoEn(),
    visto_at: timestamp('visto_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('suscripcion_push_usuario_idx').on(t.usuario_id, t.id), index('suscripcion_push_sesion_idx').on(t.sesion_id)],
);

/** Per-kind push on/off and quiet hours; no row means every kind on, no quiet hours. */
export const preferenciaPush = pgTable(
  'preferencia_push',
  {
    usuario_id: integer('usuario_id')
      .primaryKey()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** The kinds (CLASES_PUSH) turned off: a kind declared later starts on, with no migration. */
    apagados: text('apagados')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'HH:MM' Argentina time, both or neither. */
    silencio_desde: text('silencio_desde'),
    silencio_hasta: text('silencio_hasta'),
    updated_at: actualizadoEn(),
  },
  (t) => [check('preferencia_push_silencio_ck', sql`(${t.silencio_desde} is null) = (${t.silencio_hasta} is null)`)],
);

/** One push to one subscription and its outcome (GET log_notificacion_push without id). Title and route only. */
export const envioPush = pgTable(
  'envio_push',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    // No foreign key: the log outlives the subscription (a 410 deletes it and logs that).
    suscripcion_id: integer('suscripcion_id'),
    /** The fan-out job: a retried job skips the subscriptions it already reached. */
    trabajo_id: text('trabajo_id'),
    tipo: text('tipo', { enum: TIPOS_PUSH }).notNull(),
    titulo: text('titulo').notNull(),
    enlace: text('enlace'),
    resultado: text('resultado', { enum: RESULTADOS_PUSH }).notNull(),
    codigo: integer('codigo'),
    error: text('error'),
    created_at: creadoEn(),
  },
  (t) => [
    index('envio_push_usuario_idx').on(t.usuario_id, t.id),
    index('envio_push_trabajo_idx').on(t.trabajo_id),
    check('envio_push_resultado_ck', sql`${t.resultado} in ('entregado', 'vencida', 'error')`),
  ],
);
