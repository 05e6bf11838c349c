import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuario } from '../../platform/identidad/identidad.table';
import { creadoEn } from '../../platform/db/columns';

/** Every login attempt; failures drive the lockout and the per-address limit. */
export const intentoLogin = pgTable(
  'intento_login',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    exito: boolean('exito').notNull(),
    // Hash of the device cookie sent with the attempt: a device that succeeded recently passes the per-username and per-address budgets.
    dispositivo: text('dispositivo'),
    // Set when an administrator lifts a block: lifted failures no longer count.
    anulado_at: timestamp('anulado_at', { withTimezone: true }),
    created_at: creadoEn(),
  },
  (t) => [index('intento_login_username_idx').on(t.username, t.created_at), index('intento_login_ip_idx').on(t.ip, t.created_at)],
);

export const tokenRecuperacion = pgTable('token_recuperacion', {
  id: serial('id').primaryKey(),
  usuario_id: integer('usuario_id')
    .notNull()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  // Only the SHA-256 of the token is stored: a leaked table cannot reset passwords.
  token_hash: text('token_hash').notNull().unique(),
  expira_at: timestamp('expira_at', { withTimezone: true }).notNull(),
  usado_at: timestamp('usado_at', { withTimezone: true }),
  created_at: creadoEn(),
});

export const logAcceso = pgTable(
  'log_acceso',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    fecha_acceso: timestamp('fecha_acceso', { withTimezone: true }).notNull().defaultNow(),
    id_app: integer('id_app').notNull().default(1),
    platform: text('platform'),
    app_version: text('app_version'),
    browser: text('browser'),
    message: text('message'),
    ip: text('ip'),
  },
  (t) => [index('log_acceso_usuario_idx').on(t.usuario_id, t.fecha_acceso)],
);

/** SSO tokens already used (hash of the token, kept until it expires): a token works once. */
export const ssoTokenUsado = pgTable('sso_token_usado', {
  huella: text('huella').primaryKey(),
  expira_at: timestamp('expira_at', { withTimezone: true }).notNull(),
});
