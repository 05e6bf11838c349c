// Users, their sectors and sessions live in the platform: the guard, the session cache and the
// RBAC tables need them, and the platform must not import modules (issue 15, item 3).
// Table names and SQL are unchanged; the identidad and auth modules import them from here.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { actualizadoEn, borradoEn, creadoEn } from '../db/columns';
import { busquedaGenerada, plano } from '../db/texto';

export const usuario = pgTable(
  'usuario',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    nombre_completo: text('nombre_completo').notNull(),
    email: text('email'),
    activo: boolean('activo').notNull().default(true),
    password_hash: text('password_hash'),
    debe_cambiar_password: boolean('debe_cambiar_password').notNull().default(false),
    // Whether the current password is the owner's own (security issue 37, item 1): chosen through
    // the link mailed to the account (recuperacion.service.ts) or by the person at setup. A
    // password an administrator set (a temporary one), and its change at first login, are not:
    // such an account does not sign pay slips. Changing one's own password keeps the value.
    password_propia: boolean('password_propia').notNull().default(false),
    token_push: text('token_push'),
    // The HR persona this account belongs to (the persona table arrives with the HR module).
    persona_id: integer('persona_id'),
    ultimo_login: timestamp('ultimo_login', { withTimezone: true }),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
  },
  (t) => [
    // Usernames and e-mails are unique ignoring case.
    uniqueIndex('usuario_username_uq').on(sql`lower(${t.username})`),
    index('usuario_email_idx').on(sql`lower(${t.email})`),
    // One live account per e-mail (ignoring case) and per HR persona: twenty concurrent
    // creations with one e-mail made five accounts before (security round, issue 14).
    uniqueIndex('usuario_email_vivo_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deleted_at} is null and ${t.email} is not null`),
    uniqueIndex('usuario_persona_viva_uq')
      .on(t.persona_id)
      .where(sql`${t.deleted_at} is null and ${t.persona_id} is not null`),
  ],
);

/** A building ("raiz" of its sectors). Its picture is a media item (modelo 'edificio', tipo 'Imagen'). */
export const edificio = pgTable('edificio', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  direccion: text('direccion'),
  created_at: creadoEn(),
  updated_at: actualizadoEn(),
  deleted_at: borradoEn(),
});

/** Also the catalog 'sector' (packages/domain/src/catalogos/rrhh.ts): same columns. */
export const sector = pgTable(
  'sector',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    raiz_id: integer('raiz_id')
      .notNull()
      .references(() => edificio.id),
    // Issue 19: the cronograma warns above this share of the sector absent on one day (null: 30 %).
    ausentes_max_pct: integer('ausentes_max_pct'),
    // As the catalog engine builds it for searched text fields.
    busqueda: text('busqueda').generatedAlwaysAs(busquedaGenerada(['nombre'])),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
  },
  // The catalog engine's unique key: one name per building, ignoring case and accents.
  (t) => [uniqueIndex('sector_nombre_raiz_id_uq').on(plano(t.nombre), t.raiz_id), index('sector_raiz_id_idx').on(t.raiz_id)],
);

export const usuarioSector = pgTable(
  'usuario_sector',
  {
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sector.id),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.sector_id] }), index('usuario_sector_sector_idx').on(t.sector_id)],
);

/** Server-side session behind each JWT: revoking the row revokes the token at once. */
export const sesion = pgTable(
  'sesion',
  {
    id: uuid('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    origen: text('origen', { enum: ['password', 'sso'] }).notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: creadoEn(),
    expira_at: timestamp('expira_at', { withTimezone: true }).notNull(),
    revocada_at: timestamp('revocada_at', { withTimezone: true }),
  },
  (t) => [index('sesion_usuario_idx').on(t.usuario_id)],
);
