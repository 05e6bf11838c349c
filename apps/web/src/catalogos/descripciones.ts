import type { ClaveCatalogo } from '@worknet/domain/catalogos/registro';

/** The sections a configuration index groups its catalogs in, in the order shown. */
export const SECCIONES = [
  'Organización',
  'Contratación y liquidación',
  'Datos de las personas',
  'Salud',
  'Lugares',
  'Productos y depósitos',
  'Tareas',
] as const;
export type Seccion = (typeof SECCIONES)[number];

/**
 * What each catalog is for, in one sentence, and its section in the index (issue 16: a
 * searchable list with descriptions instead of identical cards). Keyed by every catalog's
 * key, so a new catalog does not compile without its line.
 */
export const DESCRIPCIONES: Record<ClaveCatalogo, { seccion: Seccion; descripcion: string }> = {
  empresa: { seccion: 'Organización', descripcion: 'Las empresas del grupo que emplean al personal.' },
  'razon-social': { seccion: 'Organización', descripcion: 'Las razones sociales de cada empresa, con su CUIT y domicilio.' },
  sector: { seccion: 'Organización', descripcion: 'Los sectores de la organización y de cuál depende cada uno.' },
  'centro-costo': { seccion: 'Organización', descripcion: 'Los centros a los que se imputa el costo del personal.' },
  puesto: { seccion: 'Organización', descripcion: 'Los puestos que ocupa el personal en su empleo.' },
  categoria: { seccion: 'Organización', descripcion: 'Las categorías del convenio o de la escala salarial.' },
  encuadre: { seccion: 'Organización', descripcion: 'El encuadre legal o convencional de cada empleo y cuándo vencen sus vacaciones no gozadas.' },
  referentes: { seccion: 'Organización', descripcion: 'Quién es referente de qué sectores: ve la nómina de su gente.' },
  'contrato-tipo': { seccion: 'Contratación y liquidación', descripcion: 'Las modalidades de contratación y su duración.' },
  'costo-laboral': { seccion: 'Contratación y liquidación', descripcion: 'El costo de cada categoría en cada período.' },
  periodo: { seccion: 'Contratación y liquidación', descripcion: 'Los períodos mensuales de liquidación y su estado.' },
  'dia-no-laborable': {
    seccion: 'Contratación y liquidación',
    descripcion: 'Los días no laborables propios del grupo, que se suman a los feriados nacionales al contar días hábiles.',
  },
  liquidaciones: { seccion: 'Contratación y liquidación', descripcion: 'Las liquidaciones de cada período, con su fecha de pago.' },
  'novedades-personal': {
    seccion: 'Contratación y liquidación',
    descripcion: 'Licencias y ausencias: sus días máximos, si tienen goce de haberes y si piden certificado.',
  },
  'motivo-desvinculacion': { seccion: 'Contratación y liquidación', descripcion: 'Por qué termina un empleo y si corresponde indemnización.' },
  art: { seccion: 'Contratación y liquidación', descripcion: 'Las aseguradoras de riesgos del trabajo y sus datos de contacto.' },
  'estado-civil': { seccion: 'Datos de las personas', descripcion: 'Los estados civiles que se eligen en el legajo.' },
  nacionalidad: { seccion: 'Datos de las personas', descripcion: 'Las nacionalidades que se eligen en el legajo.' },
  'familiar-tipo': { seccion: 'Datos de las personas', descripcion: 'Los vínculos del grupo familiar (cónyuge, hijo…).' },
  'contacto-tipo': { seccion: 'Datos de las personas', descripcion: 'Las formas de contacto de una persona (celular, correo…).' },
  'nivel-estudio': { seccion: 'Datos de las personas', descripcion: 'Los niveles de estudio alcanzados, en orden.' },
  'curso-estado': { seccion: 'Datos de las personas', descripcion: 'En qué estado está un curso o una carrera (en curso, completo…).' },
  institucion: { seccion: 'Datos de las personas', descripcion: 'Las instituciones donde se estudió o se formó el personal.' },
  especialidad: { seccion: 'Datos de las personas', descripcion: 'Las especialidades profesionales del personal.' },
  'matricula-tipo': { seccion: 'Datos de las personas', descripcion: 'Los tipos de matrícula profesional y su sigla.' },
  'obra-social': { seccion: 'Salud', descripcion: 'Las obras sociales, con su sigla y su número de RNOS.' },
  'financiador-tipo': { seccion: 'Salud', descripcion: 'Las clases de financiador de salud (obra social, prepaga…).' },
  provincia: { seccion: 'Lugares', descripcion: 'Las provincias del país.' },
  localidad: { seccion: 'Lugares', descripcion: 'Las localidades de cada provincia, con su código postal.' },
  categorias: { seccion: 'Productos y depósitos', descripcion: 'Las categorías en que se agrupan los productos.' },
  atributos: { seccion: 'Productos y depósitos', descripcion: 'Los atributos que describen un producto (tipo de dato, unidad).' },
  'deposito-tipo': { seccion: 'Productos y depósitos', descripcion: 'Las clases de depósito donde se guarda la mercadería.' },
  'valores-drogas': { seccion: 'Productos y depósitos', descripcion: 'Las drogas con su código ATC, forma y concentración.' },
  'tipo-tareas': { seccion: 'Tareas', descripcion: 'Los tipos de tarea de cada sector.' },
  'tipo-periodicidad': { seccion: 'Tareas', descripcion: 'Cada cuánto se repite una tarea.' },
  tipo_guias: { seccion: 'Tareas', descripcion: 'Los tipos de guía de trabajo.' },
  ubicaciones: { seccion: 'Tareas', descripcion: 'Los lugares donde se hacen las tareas, con su código QR.' },
};
