import { z } from 'zod';
import { instante, opcion, type Cable } from '../http';
import { TIPOS_ALERTA } from './tipos-alerta';

// Response contracts of the personnel file's calls (apps/server/src/modules/rrhh): the server
// writes each reply by these schemas (a column they do not name never leaves) and the web
// types its calls with the same shapes. Calendar days are 'YYYY-MM-DD' text.

const dia = z.string();
const texto = z.string().nullable();
const numero = z.number().nullable();

/**
 * A catalog row a column points to: `{ id, nombre }` plus what the HR rules read
 * (familiar_tipo.value, contrato_tipo.codigo and duracion_meses, localidad.provincia_id).
 */
export const ref = z
  .object({
    id: z.number(),
    nombre: z.string(),
    value: z.number().optional(),
    codigo: z.string().optional(),
    duracion_meses: numero.optional(),
    provincia_id: z.number().optional(),
  })
  .nullable();
export type Ref = Cable<typeof ref>;

/** The file's photo as media answers it: signed links, so an <img src> needs no header. */
export const fotoLegajo = z.object({ id: z.number(), url: z.string(), miniatura_url: texto });
export type FotoLegajo = Cable<typeof fotoLegajo>;

/** The persona's own columns as the file shows them, with the references named and the age. */
export const datosPersonalesFila = z.object({
  id: z.number(),
  apellido: z.string(),
  nombres: z.string(),
  dni: z.string(),
  cuil: z.string(),
  /** 'F' | 'M' | 'X' (datosPersonalesSchema writes only those). */
  sexo: z.string(),
  fecha_nacimiento: dia,
  edad: numero,
  hijos: z.number(),
  estado_civil_id: numero,
  estado_civil: ref,
  nacionalidad_id: numero,
  nacionalidad: ref,
  calle: texto,
  numero: texto,
  piso: texto,
  depto: texto,
  localidad_id: numero,
  localidad: ref,
  codigo_postal: texto,
  email: texto,
  telefono: texto,
  legajo: texto,
  idfichador: texto,
  /** null when the file has no photo. */
  foto: fotoLegajo.nullable(),
});
export type DatosPersonalesFila = Cable<typeof datosPersonalesFila>;

const deLaPersona = { id: z.number(), persona_id: z.number() };

// The child records, one schema each: their columns plus one `ref` per reference column
// (`familiar_tipo_id` and `familiar_tipo`). Timestamps stay in the server: the file's history
// (historial) says who changed what and when.

export const familiarFila = z.object({
  ...deLaPersona,
  familiar_tipo_id: z.number(),
  familiar_tipo: ref,
  apellido: z.string(),
  nombres: z.string(),
  dni: texto,
  fecha_nacimiento: dia.nullable(),
  inicio_sala: dia.nullable(),
  fin_sala: dia.nullable(),
});
export const formacionFila = z.object({
  ...deLaPersona,
  titulo: z.string(),
  institucion_id: numero,
  institucion: ref,
  nivel_estudio_id: numero,
  nivel_estudio: ref,
  curso_estado_id: numero,
  curso_estado: ref,
  fecha_egreso: dia.nullable(),
  fecha_vencimiento: dia.nullable(),
});
export const matriculaFila = z.object({
  ...deLaPersona,
  matricula_tipo_id: z.number(),
  matricula_tipo: ref,
  numero: z.string(),
  provincia_id: numero,
  provincia: ref,
  fecha_vencimiento: dia.nullable(),
});
export const laboralFila = z.object({
  ...deLaPersona,
  empresa_id: numero,
  empresa: ref,
  razon_social_id: numero,
  razon_social: ref,
  sector_id: z.number(),
  sector: ref,
  puesto_id: numero,
  puesto: ref,
  categoria_id: numero,
  categoria: ref,
  contrato_tipo_id: z.number(),
  contrato_tipo: ref,
  encuadre_id: numero,
  encuadre: ref,
  centro_costo_id: numero,
  centro_costo: ref,
  fecha_alta: dia,
  fecha_baja: dia.nullable(),
  motivo_desvinculacion_id: numero,
  motivo_desvinculacion: ref,
  obra_social_id: numero,
  obra_social: ref,
  art_id: numero,
  art: ref,
  /** The persona's current employment (the open one, else the latest). */
  actual: z.boolean(),
});
export const contactoFila = z.object({
  ...deLaPersona,
  contacto_tipo_id: z.number(),
  contacto_tipo: ref,
  valor: z.string(),
  observacion: texto,
  emergencia: z.boolean(),
});
export type FamiliarFila = Cable<typeof familiarFila>;
export type FormacionFila = Cable<typeof formacionFila>;
export type MatriculaFila = Cable<typeof matriculaFila>;
export type LaboralFila = Cable<typeof laboralFila>;
export type ContactoFila = Cable<typeof contactoFila>;

/**
 * Any child record, for the screens that handle the five alike (one generic tab reads
 * `fila[campo]`): each of the schemas above is one of these.
 */
export type FilaRegistro = Record<string, unknown> & Cable<z.ZodObject<typeof deLaPersona>>;

export const cuentaBancariaFila = z.object({ persona_id: z.number(), banco: z.string(), cbu: z.string(), alias: texto });
export type CuentaBancariaFila = Cable<typeof cuentaBancariaFila>;

/** A due-date alert of a file (rules in alertas.ts). */
export const alerta = z.object({
  tipo: z.enum(TIPOS_ALERTA),
  persona_id: z.number(),
  /** The row that is due: persona_laboral, persona_matricula, persona_familiar or persona_formacion. */
  referencia_id: z.number(),
  /** Due date, 'YYYY-MM-DD'. */
  fecha: dia,
  /** Days from today to `fecha`; negative when already past. */
  dias: z.number(),
  vencida: z.boolean(),
  mensaje: z.string(),
});
export type Alerta = Cable<typeof alerta>;

/** GET rrhh/alertas: an alert with the persona it belongs to. */
export const alertaListada = alerta.extend({
  persona: z.object({ id: z.number(), apellido: z.string(), nombres: z.string(), sector: texto }),
});
export type AlertaListada = Cable<typeof alertaListada>;

/** GET persona_rrhh/{id}: the whole file the caller may read. */
export const legajo = z.object({
  datosPersonales: datosPersonalesFila,
  /** null: the caller may not see the family. */
  familiares: z.array(familiarFila).nullable(),
  formacion: z.array(formacionFila),
  matriculas: z.array(matriculaFila),
  laboral: z.array(laboralFila),
  contacto: z.array(contactoFila),
  /** null when there is none or the caller may not see it (permisos.banco). */
  cuentaBancaria: cuentaBancariaFila.nullable(),
  idfichador: texto,
  permisos: z.object({ familia: z.boolean(), banco: z.boolean(), editar: z.boolean() }),
  alertas: z.array(alerta),
});
export type Legajo = Cable<typeof legajo>;

/** Keys of the Legajo that hold the child records. */
export type ParteLegajo = 'familiares' | 'formacion' | 'matriculas' | 'laboral' | 'contacto';

const lado = z.record(z.string(), z.unknown()).nullable();

/** One change in the file's history (GET rrhh/persona/{id}/historial). */
export const entradaHistorial = z.object({
  id: z.number(),
  fecha: instante,
  usuario: texto,
  entidad: z.string(),
  entidad_id: z.string(),
  accion: z.string(),
  antes: lado,
  despues: lado,
  /** Names of the catalog rows the change points to: field -> id -> name. */
  nombres: z.record(z.string(), z.record(z.string(), z.string())),
});
export type EntradaHistorial = Cable<typeof entradaHistorial>;

/** What creating or changing a file (or deleting a record) answers: its id. */
export const idLegajo = z.object({ id: z.number() });

/** A persona in the quick search (GET rrhh/personas). */
export const opcionPersona = opcion;
export type OpcionPersona = Cable<typeof opcionPersona>;
