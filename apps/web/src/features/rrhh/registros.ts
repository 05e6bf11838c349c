import type { Campo } from '@worknet/domain/catalogos/motor';
import { PERMISOS_RRHH } from './api';
import type { ParteLegajo } from '@worknet/domain/rrhh/legajo';

// The records of a personnel file, each described once: its call, its form
// fields (in the catalog engine's field language, so the catalog
// controls render them) and the columns of its table. One generic tab
// (components/PestanaRegistros) serves all five. Their schemas are in
// validar-registro.ts, loaded with the form only (zod stays out of the file's first chunk).

export type CampoRegistro = { nombre: string; campo: Campo };

export type DescripcionRegistro = {
  /** Where the file (GET persona_rrhh) holds the rows. */
  parte: ParteLegajo;
  /** Path under /api/v1/rrhh/ (spec §7). */
  ruta: string;
  titulo: string;
  singular: string;
  femenino?: boolean;
  /** The empty table's text. */
  vacio: string;
  permisoEditar: string;
  campos: CampoRegistro[];
  /** Field names shown as table columns, in order. */
  columnas: string[];
};

const ref = (nombre: string, a: string, etiqueta: string, requerido = false): CampoRegistro => ({
  nombre,
  campo: { tipo: 'referencia', a, etiqueta, requerido },
});
const texto = (nombre: string, etiqueta: string, max: number, requerido = false): CampoRegistro => ({
  nombre,
  campo: { tipo: 'texto', etiqueta, max, requerido },
});
const fecha = (nombre: string, etiqueta: string, requerido = false, ayuda?: string): CampoRegistro => ({
  nombre,
  campo: { tipo: 'fecha', etiqueta, requerido, ayuda },
});

export const FAMILIARES: DescripcionRegistro = {
  parte: 'familiares',
  ruta: 'persona_familiar',
  titulo: 'Familiares',
  singular: 'familiar',
  vacio: 'No hay familiares cargados.',
  permisoEditar: PERMISOS_RRHH.familia,
  campos: [
    ref('familiar_tipo_id', 'familiar-tipo', 'Parentesco', true),
    texto('apellido', 'Apellido', 100, true),
    texto('nombres', 'Nombres', 100, true),
    texto('dni', 'DNI', 10),
    fecha('fecha_nacimiento', 'Fecha de nacimiento'),
    fecha('inicio_sala', 'Inicio de sala maternal'),
    fecha('fin_sala', 'Fin de sala maternal'),
  ],
  columnas: ['familiar_tipo_id', 'apellido', 'nombres', 'dni', 'fecha_nacimiento', 'inicio_sala', 'fin_sala'],
};

export const FORMACION: DescripcionRegistro = {
  parte: 'formacion',
  ruta: 'persona_formacion',
  titulo: 'Formación',
  singular: 'formación',
  vacio: 'No hay formación cargada.',
  femenino: true,
  permisoEditar: PERMISOS_RRHH.editar,
  campos: [
    texto('titulo', 'Título o curso', 150, true),
    ref('institucion_id', 'institucion', 'Institución'),
    ref('nivel_estudio_id', 'nivel-estudio', 'Nivel de estudio'),
    ref('curso_estado_id', 'curso-estado', 'Estado'),
    fecha('fecha_egreso', 'Fecha de egreso'),
    fecha('fecha_vencimiento', 'Fecha de vencimiento', false, 'Para capacitaciones que deben renovarse'),
  ],
  columnas: ['titulo', 'institucion_id', 'nivel_estudio_id', 'curso_estado_id', 'fecha_egreso', 'fecha_vencimiento'],
};

export const MATRICULAS: DescripcionRegistro = {
  parte: 'matriculas',
  ruta: 'persona_matricula',
  titulo: 'Matrículas',
  singular: 'matrícula',
  vacio: 'No hay matrículas cargadas.',
  femenino: true,
  permisoEditar: PERMISOS_RRHH.editar,
  campos: [
    ref('matricula_tipo_id', 'matricula-tipo', 'Tipo de matrícula', true),
    texto('numero', 'Número', 30, true),
    { nombre: 'provincia_id', campo: { tipo: 'referencia', a: 'provincia', etiqueta: 'Jurisdicción', ayuda: 'Provincia que la otorgó; vacío si es nacional' } },
    fecha('fecha_vencimiento', 'Fecha de vencimiento'),
  ],
  columnas: ['matricula_tipo_id', 'numero', 'provincia_id', 'fecha_vencimiento'],
};

export const LABORAL: DescripcionRegistro = {
  parte: 'laboral',
  ruta: 'persona_laboral',
  titulo: 'Laboral',
  singular: 'registro laboral',
  vacio: 'No hay registros laborales cargados.',
  permisoEditar: PERMISOS_RRHH.editar,
  campos: [
    fecha('fecha_alta', 'Fecha de alta', true),
    fecha('fecha_baja', 'Fecha de baja', false, 'Vacío mientras el empleo sigue vigente'),
    ref('motivo_desvinculacion_id', 'motivo-desvinculacion', 'Motivo de la baja'),
    ref('sector_id', 'sector', 'Sector', true),
    ref('puesto_id', 'puesto', 'Puesto'),
    ref('categoria_id', 'categoria', 'Categoría'),
    ref('contrato_tipo_id', 'contrato-tipo', 'Tipo de contrato', true),
    ref('empresa_id', 'empresa', 'Empresa'),
    ref('razon_social_id', 'razon-social', 'Razón social'),
    ref('encuadre_id', 'encuadre', 'Encuadre'),
    ref('centro_costo_id', 'centro-costo', 'Centro de costo'),
    ref('obra_social_id', 'obra-social', 'Obra social'),
    ref('art_id', 'art', 'ART'),
  ],
  columnas: ['fecha_alta', 'fecha_baja', 'motivo_desvinculacion_id', 'sector_id', 'puesto_id', 'contrato_tipo_id', 'categoria_id'],
};

export const CONTACTO: DescripcionRegistro = {
  parte: 'contacto',
  ruta: 'persona_contacto',
  titulo: 'Contacto',
  singular: 'contacto',
  vacio: 'No hay contactos cargados.',
  permisoEditar: PERMISOS_RRHH.editar,
  campos: [
    ref('contacto_tipo_id', 'contacto-tipo', 'Tipo de contacto', true),
    texto('valor', 'Dato de contacto', 150, true),
    { nombre: 'observacion', campo: { tipo: 'textoLargo', etiqueta: 'Observación', max: 500 } },
    { nombre: 'emergencia', campo: { tipo: 'booleano', etiqueta: 'Contacto de emergencia' } },
  ],
  columnas: ['contacto_tipo_id', 'valor', 'emergencia', 'observacion'],
};

export const REGISTROS: DescripcionRegistro[] = [FAMILIARES, FORMACION, MATRICULAS, LABORAL, CONTACTO];

/** A reference column's value in a row: `familiar_tipo_id` → `familiar_tipo: { id, nombre }`. */
export const claveRef = (nombre: string) => nombre.replace(/_id$/, '');
