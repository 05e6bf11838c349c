import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { actualizadoEn, borradoEn, creadoEn, dia } from '../../platform/db/columns';
import { busquedaGenerada } from '../../platform/db/texto';
import { tablaDe } from '../catalogos/catalogos.tablas';

// The HR personnel file (legajo): the persona and its child records. Child
// records are soft-deleted like everything a person can undo.

/** A column referencing a catalog row. */
const catalogo = (columna: string, clave: string) => integer(columna).references(() => tablaDe(catalogoPorClave(clave)!).id as PgColumn);
const comunes = () => ({ created_at: creadoEn(), updated_at: actualizadoEn(), deleted_at: borradoEn() });

export const persona = pgTable(
  'persona',
  {
    id: serial('id').primaryKey(),
    apellido: text('apellido').notNull(),
    nombres: text('nombres').notNull(),
    dni: text('dni').notNull(),
    cuil: text('cuil').notNull(),
    sexo: text('sexo').notNull(),
    fecha_nacimiento: dia('fecha_nacimiento').notNull(),
    estado_civil_id: catalogo('estado_civil_id', 'estado-civil'),
    nacionalidad_id: catalogo('nacionalidad_id', 'nacionalidad'),
    calle: text('calle'),
    numero: text('numero'),
    piso: text('piso'),
    depto: text('depto'),
    localidad_id: catalogo('localidad_id', 'localidad'),
    codigo_postal: text('codigo_postal'),
    email: text('email'),
    telefono: text('telefono'),
    legajo: text('legajo'),
    idfichador: text('idfichador'),
    // Kept in step with the family (members whose type value is 4), spec §5.
    hijos: integer('hijos').notNull().default(0),
    busqueda: text('busqueda').generatedAlwaysAs(busquedaGenerada(['apellido', 'nombres', 'dni', 'cuil', 'legajo'])),
    ...comunes(),
  },
  (t) => [
    uniqueIndex('persona_dni_uq')
      .on(t.dni)
      .where(sql`${t.deleted_at} is null`),
    uniqueIndex('persona_cuil_uq')
      .on(t.cuil)
      .where(sql`${t.deleted_at} is null`),
    uniqueIndex('persona_idfichador_uq')
      .on(t.idfichador)
      .where(sql`${t.deleted_at} is null`),
    uniqueIndex('persona_legajo_uq')
      .on(t.legajo)
      .where(sql`${t.deleted_at} is null`),
  ],
);

const dePersona = () =>
  integer('persona_id')
    .notNull()
    .references(() => persona.id);

export const personaCuentaBancaria = pgTable('persona_cuenta_bancaria', {
  persona_id: integer('persona_id')
    .primaryKey()
    .references(() => persona.id),
  banco: text('banco').notNull(),
  cbu: text('cbu').notNull(),
  alias: text('alias'),
  created_at: creadoEn(),
  updated_at: actualizadoEn(),
});

export const personaFamiliar = pgTable(
  'persona_familiar',
  {
    id: serial('id').primaryKey(),
    persona_id: dePersona(),
    familiar_tipo_id: catalogo('familiar_tipo_id', 'familiar-tipo').notNull(),
    apellido: text('apellido').notNull(),
    nombres: text('nombres').notNull(),
    dni: text('dni'),
    fecha_nacimiento: dia('fecha_nacimiento'),
    inicio_sala: dia('inicio_sala'),
    fin_sala: dia('fin_sala'),
    ...comunes(),
  },
  (t) => [index('persona_familiar_persona_idx').on(t.persona_id)],
);

export const personaFormacion = pgTable(
  'persona_formacion',
  {
    id: serial('id').primaryKey(),
    persona_id: dePersona(),
    titulo: text('titulo').notNull(),
    institucion_id: catalogo('institucion_id', 'institucion'),
    nivel_estudio_id: catalogo('nivel_estudio_id', 'nivel-estudio'),
    curso_estado_id: catalogo('curso_estado_id', 'curso-estado'),
    fecha_egreso: dia('fecha_egreso'),
    fecha_vencimiento: dia('fecha_vencimiento'),
    ...comunes(),
  },
  (t) => [index('persona_formacion_persona_idx').on(t.persona_id)],
);

export const personaMatricula = pgTable(
  'persona_matricula',
  {
    id: serial('id').primaryKey(),
    persona_id: dePersona(),
    matricula_tipo_id: catalogo('matricula_tipo_id', 'matricula-tipo').notNull(),
    numero: text('numero').notNull(),
    provincia_id: catalogo('provincia_id', 'provincia'),
    fecha_vencimiento: dia('fecha_vencimiento'),
    ...comunes(),
  },
  (t) => [index('persona_matricula_persona_idx').on(t.persona_id), index('persona_matricula_vencimiento_idx').on(t.fecha_vencimiento)],
);

export const personaLaboral = pgTable(
  'persona_laboral',
  {
    id: serial('id').primaryKey(),
    persona_id: dePersona(),
    empresa_id: catalogo('empresa_id', 'empresa'),
    razon_social_id: catalogo('razon_social_id', 'razon-social'),
    sector_id: catalogo('sector_id', 'sector').notNull(),
    puesto_id: catalogo('puesto_id', 'puesto'),
    categoria_id: catalogo('categoria_id', 'categoria'),
    contrato_tipo_id: catalogo('contrato_tipo_id', 'contrato-tipo').notNull(),
    encuadre_id: catalogo('encuadre_id', 'encuadre'),
    centro_costo_id: catalogo('centro_costo_id', 'centro-costo'),
    fecha_alta: dia('fecha_alta').notNull(),
    fecha_baja: dia('fecha_baja'),
    motivo_desvinculacion_id: catalogo('motivo_desvinculacion_id', 'motivo-desvinculacion'),
    obra_social_id: catalogo('obra_social_id', 'obra-social'),
    art_id: catalogo('art_id', 'art'),
    /** The persona's current record (the open one, else the latest): kept by a trigger, migration 0005. */
    actual: boolean('actual').notNull().default(false),
    ...comunes(),
  },
  (t) => [
    index('persona_laboral_persona_idx').on(t.persona_id),
    uniqueIndex('persona_laboral_actual_uq')
      .on(t.persona_id)
      .where(sql`${t.actual}`),
    index('persona_laboral_sector_idx').on(t.sector_id),
    // One open employment record per persona (spec: one at a time), enforced by the database too.
    uniqueIndex('persona_laboral_abierto_uq')
      .on(t.persona_id)
      .where(sql`${t.fecha_baja} is null and ${t.deleted_at} is null`),
  ],
);

export const personaContacto = pgTable(
  'persona_contacto',
  {
    id: serial('id').primaryKey(),
    persona_id: dePersona(),
    contacto_tipo_id: catalogo('contacto_tipo_id', 'contacto-tipo').notNull(),
    valor: text('valor').notNull(),
    observacion: text('observacion'),
    emergencia: boolean('emergencia').notNull().default(false),
    ...comunes(),
  },
  (t) => [index('persona_contacto_persona_idx').on(t.persona_id)],
);
