import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, type PgColumn } from 'drizzle-orm/pg-core';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { columnasDeHistorial } from '../../platform/flujo/historial';
import { actualizadoEn, borradoEn, creadoEn, dia } from '../../platform/db/columns';
import { usuario } from '../../platform/identidad/identidad.table';
import { tablaDe } from '../catalogos/catalogos.tablas';
import { persona } from '../rrhh/persona.table';

// Personnel events (issue 19, spec §7 "Leaves and vacations"): every absence of a person
// (vacaciones, licencias, ausencias, francos…), of a type of the novedades-personal catalog,
// with its approval chain (pendiente → aprobada_referente → aprobada, or rechazada; anulada
// when withdrawn). The certificate is a media item (modelo 'novedad_personal').

export const novedadPersonal = pgTable(
  'novedad_personal',
  {
    id: serial('id').primaryKey(),
    persona_id: integer('persona_id')
      .notNull()
      .references(() => persona.id),
    tipo_id: integer('tipo_id')
      .notNull()
      .references(() => tablaDe(catalogoPorClave('novedades-personal')!).id as PgColumn),
    desde: dia('desde').notNull(),
    hasta: dia('hasta').notNull(),
    /** Days it counts, by the type's cómputo (corridos or hábiles), computed when saved. */
    dias: integer('dias').notNull(),
    /** Vacations: the period (year) whose days it takes. Null for other types. */
    periodo: integer('periodo'),
    observaciones: text('observaciones'),
    estado: text('estado').notNull().default('pendiente'),
    motivo_rechazo: text('motivo_rechazo'),
    /** Vacations granted outside 1 October – 30 April (LCT art. 154): only by HR, with the reason. */
    fuera_de_temporada: boolean('fuera_de_temporada').notNull().default(false),
    motivo_fuera_de_temporada: text('motivo_fuera_de_temporada'),
    /** Who loaded it: the person themselves, their referente or HR. */
    creado_por: integer('creado_por')
      .notNull()
      .references(() => usuario.id),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
  },
  (t) => [
    index('novedad_personal_persona_idx').on(t.persona_id, t.desde),
    index('novedad_personal_fechas_idx').on(t.desde, t.hasta),
    index('novedad_personal_estado_idx').on(t.estado, t.created_at),
    index('novedad_personal_tipo_idx').on(t.tipo_id),
    check('novedad_personal_estado_ck', sql`${t.estado} in ('pendiente', 'aprobada_referente', 'aprobada', 'rechazada', 'anulada')`),
    check('novedad_personal_fechas_ck', sql`${t.hasta} >= ${t.desde}`),
    check('novedad_personal_dias_ck', sql`${t.dias} >= 0`),
  ],
);

/** The history of an event: each state it went through, who moved it and why. */
export const novedadPersonalEvento = pgTable(
  'novedad_personal_evento',
  columnasDeHistorial('novedad_id', () => novedadPersonal.id),
  (t) => [index('novedad_personal_evento_novedad_idx').on(t.novedad_id, t.id)],
);
