import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Horario } from '@worknet/domain/fichaje/jornada';
import { actualizadoEn, creadoEn } from '../../platform/db/columns';
import { usuario } from '../../platform/identidad/identidad.table';
import { persona } from '../rrhh/persona.table';

// Clock-in (issue 21). Punches are only ever added: a correction annuls the original (who, when,
// why) and adds a new row pointing at it, so the original stays readable.

const instanteCol = (c: string) => timestamp(c, { withTimezone: true });

/** A kiosk: a shared screen that shows the rotating QR. Only a hash of its token is kept. */
export const kiosco = pgTable('kiosco', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  ubicacion: text('ubicacion'),
  /** Where the kiosk stands; with a schedule that requires the position, punches must fall within radio_m. */
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  radio_m: integer('radio_m'),
  /**
   * The addresses (IP or CIDR) the kiosk's token works from (security issue 37): a token copied
   * from the entrance PC mints no codes from home. Empty: any address. The address is the
   * request's, under TRUST_PROXY.
   */
  direcciones: text('direcciones')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** sha256 (hex) of the random token shown once on creation. */
  token_hash: text('token_hash').notNull().unique(),
  revocado_at: instanteCol('revocado_at'),
  created_by: integer('created_by').references(() => usuario.id),
  created_at: creadoEn(),
});

/**
 * A phone as the client identifies it (`huella`: an id it generates and keeps). Bound to one
 * user; a user's second phone waits for HR. `ultimo_usuario_id`/`vedado_hasta`: the spec's swap ban.
 */
export const dispositivoFichaje = pgTable(
  'dispositivo_fichaje',
  {
    id: serial('id').primaryKey(),
    huella: text('huella').notNull().unique(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    estado: text('estado', { enum: ['pendiente', 'aprobado', 'rechazado'] }).notNull(),
    ultimo_usuario_id: integer('ultimo_usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    vedado_hasta: instanteCol('vedado_hasta'),
    aprobado_por: integer('aprobado_por').references(() => usuario.id),
    aprobado_at: instanteCol('aprobado_at'),
    created_at: creadoEn(),
  },
  (t) => [
    index('dispositivo_fichaje_usuario_idx').on(t.usuario_id),
    check('dispositivo_fichaje_estado_ck', sql`${t.estado} in ('pendiente','aprobado','rechazado')`),
  ],
);

export const ORIGENES_FICHAJE = ['telefono', 'kiosco_qr', 'kiosco_pin', 'biometrico', 'correccion'] as const;

export const fichaje = pgTable(
  'fichaje',
  {
    id: serial('id').primaryKey(),
    persona_id: integer('persona_id')
      .notNull()
      .references(() => persona.id, { onDelete: 'cascade' }),
    /** Who clocked in (null for a biometric import or a kiosk PIN). */
    usuario_id: integer('usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    tipo: text('tipo', { enum: ['entrada', 'salida'] }).notNull(),
    /** The punch's time: the server's clock (or the claimed time of an offline punch checked against its QR). */
    instante: instanteCol('instante').notNull(),
    /** The device's `fecha`, kept as the employee's claim. */
    declarada_at: instanteCol('declarada_at'),
    desfasada: boolean('desfasada').notNull().default(false),
    origen: text('origen', { enum: ORIGENES_FICHAJE }).notNull(),
    dispositivo_id: integer('dispositivo_id').references(() => dispositivoFichaje.id, { onDelete: 'set null' }),
    kiosco_id: integer('kiosco_id').references(() => kiosco.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    precision_m: doublePrecision('precision_m'),
    /** Queued offline on the phone and sent later (issue 21 item 4). */
    enviado_tarde: boolean('enviado_tarde').notNull().default(false),
    /** A correction: the punch it replaces (annulled), who made it and why. */
    corrige_id: integer('corrige_id'),
    creado_por: integer('creado_por').references(() => usuario.id),
    motivo: text('motivo'),
    anulado_por: integer('anulado_por').references(() => usuario.id),
    anulado_at: instanteCol('anulado_at'),
    anulado_motivo: text('anulado_motivo'),
    created_at: creadoEn(),
  },
  (t) => [
    index('fichaje_persona_instante_idx').on(t.persona_id, t.instante),
    index('fichaje_instante_idx').on(t.instante),
    // A biometric export imported twice adds nothing.
    uniqueIndex('fichaje_biometrico_uq')
      .on(t.persona_id, t.instante)
      .where(sql`${t.origen} = 'biometrico'`),
    check('fichaje_tipo_ck', sql`${t.tipo} in ('entrada','salida')`),
  ],
);

/** Kiosk codes already used: each code clocks in once (the primary key settles simultaneous uses). */
export const fichajeCodigoUsado = pgTable(
  'fichaje_codigo_usado',
  {
    codigo: text('codigo').primaryKey(),
    kiosco_id: integer('kiosco_id')
      .notNull()
      .references(() => kiosco.id, { onDelete: 'cascade' }),
    created_at: creadoEn(),
  },
  // Old codes can be purged by date (a code is only ever valid for 40 s, or the offline window's minutes).
  (t) => [index('fichaje_codigo_usado_created_idx').on(t.created_at)],
);

/** A schedule for a person, or for a sector (the person's own wins). */
export const horario = pgTable(
  'horario',
  {
    id: serial('id').primaryKey(),
    persona_id: integer('persona_id').references(() => persona.id, { onDelete: 'cascade' }),
    sector_id: integer('sector_id'),
    /** ISO weekday (1 Monday … 7 Sunday) → {entrada, salida} 'HH:mm', validated by the domain's zod schema. */
    turnos: jsonb('turnos').$type<Horario['turnos']>().notNull(),
    tolerancia_min: integer('tolerancia_min').notNull().default(10),
    /** Position policy (issue 21 item 1): each punch must carry the phone's position. */
    exige_ubicacion: boolean('exige_ubicacion').notNull().default(false),
    /** HR lets the person choose entrada or salida when punching; otherwise the server decides (security issue 37). */
    tipo_manual: boolean('tipo_manual').notNull().default(false),
    updated_at: actualizadoEn(),
  },
  (t) => [
    uniqueIndex('horario_persona_uq')
      .on(t.persona_id)
      .where(sql`${t.persona_id} is not null`),
    uniqueIndex('horario_sector_uq')
      .on(t.sector_id)
      .where(sql`${t.sector_id} is not null`),
    check('horario_destino_ck', sql`(${t.persona_id} is null) <> (${t.sector_id} is null)`),
  ],
);

/** The PIN of a person for the kiosk (staff without a phone); argon2 hash. */
export const fichajePin = pgTable('fichaje_pin', {
  persona_id: integer('persona_id')
    .primaryKey()
    .references(() => persona.id, { onDelete: 'cascade' }),
  pin_hash: text('pin_hash').notNull(),
  updated_at: actualizadoEn(),
});

/**
 * Each PIN attempt at a kiosk, by the DNI typed (issue 36): the lockout counts them here, so it
 * holds across instances. An attempt is counted as a failure from the moment it is made (before
 * the PIN is checked, so simultaneous guesses cannot all get through) until the PIN proves right.
 * The DNI is kept whether or not a person has it: an unknown DNI locks the same way.
 */
export const fichajePinIntento = pgTable(
  'fichaje_pin_intento',
  {
    id: serial('id').primaryKey(),
    dni: text('dni').notNull(),
    kiosco_id: integer('kiosco_id').references(() => kiosco.id, { onDelete: 'set null' }),
    ip: text('ip'),
    exito: boolean('exito').notNull().default(false),
    /** Set on the failure that completed the budget: the DNI's PIN is refused until then (one row per lockout). */
    bloqueo_hasta: instanteCol('bloqueo_hasta'),
    /** Set when a new PIN is saved for the person: these attempts stop counting and a lockout in force ends. */
    anulado_at: instanteCol('anulado_at'),
    created_at: creadoEn(),
  },
  (t) => [index('fichaje_pin_intento_dni_idx').on(t.dni, t.created_at)],
);
