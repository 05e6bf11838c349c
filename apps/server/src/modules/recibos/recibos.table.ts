import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { actualizadoEn, creadoEn } from '../../platform/db/columns';
import { usuario } from '../../platform/identidad/identidad.table';
import { tablaDe } from '../catalogos/catalogos.tablas';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { persona } from '../rrhh/persona.table';

// Pay slips (issue 20). A payroll run is a row of the 'liquidaciones' catalog; HR uploads the
// bureau's PDF (or a ZIP) as a «carga», a job splits it by CUIL into one «recibo» per employee,
// and what matched nobody waits in «recibo_sin_asignar». Bytes live in ctx.almacen (never in a
// table, never under the web root); rows keep the key and the SHA-256.

/** The 'liquidaciones' catalog's table (rrhh_liquidacion): the run. */
export const liquidacionTabla = tablaDe(catalogoPorClave('liquidaciones')!);
const liquidacion = () => liquidacionTabla;
const instante = (c: string) => timestamp(c, { withTimezone: true });

/** The employer's signature of a run, given when HR publishes it (one per run). */
export const liquidacionFirma = pgTable('liquidacion_firma', {
  liquidacion_id: integer('liquidacion_id')
    .primaryKey()
    .references(() => liquidacion().id!),
  usuario_id: integer('usuario_id')
    .notNull()
    .references(() => usuario.id),
  /** The stamp image (media, modelo 'liquidacion', tipo «Sello»). */
  sello_media_id: integer('sello_media_id').notNull(),
  publicada_at: instante('publicada_at').notNull().defaultNow(),
});

export const reciboCarga = pgTable(
  'recibo_carga',
  {
    id: serial('id').primaryKey(),
    liquidacion_id: integer('liquidacion_id')
      .notNull()
      .references(() => liquidacion().id!),
    nombre: text('nombre').notNull(),
    /** 'pdf' or 'zip', decided by the bytes. */
    formato: text('formato').notNull(),
    clave: text('clave').notNull(),
    estado: text('estado').notNull().default('procesando'),
    progreso: integer('progreso').notNull().default(0),
    paginas: integer('paginas'),
    error: text('error'),
    trabajo_id: text('trabajo_id'),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
  },
  (t) => [
    index('recibo_carga_liquidacion_idx').on(t.liquidacion_id),
    check('recibo_carga_estado_ck', sql`${t.estado} in ('procesando', 'terminada', 'fallida')`),
  ],
);

export const recibo = pgTable(
  'recibo',
  {
    id: serial('id').primaryKey(),
    liquidacion_id: integer('liquidacion_id')
      .notNull()
      .references(() => liquidacion().id!),
    persona_id: integer('persona_id')
      .notNull()
      .references(() => persona.id),
    carga_id: integer('carga_id').references(() => reciboCarga.id),
    /** The slip as the bureau made it (split out of the upload). */
    clave: text('clave').notNull(),
    sha256: text('sha256').notNull(),
    paginas: integer('paginas').notNull(),
    /** False once a correction supersedes it; both are kept. */
    vigente: boolean('vigente').notNull().default(true),
    /** The slip this one corrects. */
    reemplaza_id: integer('reemplaza_id'),
    publicado_at: instante('publicado_at'),
    visto_at: instante('visto_at'),
    descargado_at: instante('descargado_at'),
    // The employee's signature: what, when, from where, over which exact bytes.
    conformidad: text('conformidad'),
    motivo: text('motivo'),
    firmado_at: instante('firmado_at'),
    firma_ip: text('firma_ip'),
    firma_user_agent: text('firma_user_agent'),
    /** SHA-256 of the exact PDF the employee signed (equal to sha256 when signed). */
    firmado_sobre_sha256: text('firmado_sobre_sha256'),
    /** The stamped copy (employee's block and employer's stamp) and its SHA-256, which the public page verifies. */
    clave_firmada: text('clave_firmada'),
    sha256_firmado: text('sha256_firmado'),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
  },
  (t) => [
    // One current slip per employee and run; superseded ones stay beside it.
    uniqueIndex('recibo_vigente_uq')
      .on(t.liquidacion_id, t.persona_id)
      .where(sql`${t.vigente}`),
    index('recibo_persona_idx').on(t.persona_id),
    // «Superseded by» is looked up per slip in a run's list: by this index, not a scan of every slip.
    index('recibo_reemplaza_idx').on(t.reemplaza_id),
    index('recibo_sha256_firmado_idx').on(t.sha256_firmado),
    check('recibo_conformidad_ck', sql`${t.conformidad} is null or ${t.conformidad} in ('conforme', 'no_conforme')`),
    check('recibo_firma_ck', sql`(${t.conformidad} is null) = (${t.firmado_at} is null)`),
  ],
);

/** A page of a PDF upload (or a file of a ZIP) whose employee was not found: HR assigns or discards it. */
export const reciboSinAsignar = pgTable(
  'recibo_sin_asignar',
  {
    id: serial('id').primaryKey(),
    carga_id: integer('carga_id')
      .notNull()
      .references(() => reciboCarga.id),
    liquidacion_id: integer('liquidacion_id')
      .notNull()
      .references(() => liquidacion().id!),
    pagina: integer('pagina'),
    nombre: text('nombre'),
    cuils: text('cuils')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The page alone as a PDF, to preview and to assign. */
    clave: text('clave').notNull(),
    created_at: creadoEn(),
  },
  (t) => [index('recibo_sin_asignar_liquidacion_idx').on(t.liquidacion_id)],
);

/**
 * Each password re-check of a signature (an employee's slip or the employer's publication,
 * security issue 37 item 5): FALLAS_FIRMA failures of an account in VENTANA_FIRMA_MIN minutes
 * lock its signing (recibos-intentos.ts). A row is reserved before the check (`exito` false
 * until it proves right), so simultaneous guesses cannot exceed the budget.
 */
export const reciboIntentoFirma = pgTable(
  'recibo_intento_firma',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    exito: boolean('exito').notNull().default(false),
    // From the clock (reloj), never the database's now(): a pinned clock holds on PostgreSQL too.
    created_at: instante('created_at').notNull(),
  },
  (t) => [index('recibo_intento_firma_usuario_idx').on(t.usuario_id, t.created_at)],
);
