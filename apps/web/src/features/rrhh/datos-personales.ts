import type { CampoRegistro } from './registros';

// The fields of the personal data, by section: the new-file form, the edit
// form and the read-only view all read this list. The body they become is
// built in payload.ts; the rules are datosPersonalesSchema's.

export type Seccion = { titulo: string; campos: CampoRegistro[] };

export const SEXOS = [
  { value: 'F', label: 'Femenino' },
  { value: 'M', label: 'Masculino' },
  { value: 'X', label: 'No binario (X)' },
] as const;

/** Only a filter of the locality select: not stored, not shown read-only. */
export const CAMPO_PROVINCIA: CampoRegistro = { nombre: 'provincia_id', campo: { tipo: 'referencia', a: 'provincia', etiqueta: 'Provincia' } };
/** Rendered with the province-filtered select (components/SelectLocalidad). */
export const CAMPO_LOCALIDAD: CampoRegistro = { nombre: 'localidad_id', campo: { tipo: 'referencia', a: 'localidad', etiqueta: 'Localidad' } };

export const SECCIONES_PERSONA: Seccion[] = [
  {
    titulo: 'Identidad',
    campos: [
      { nombre: 'apellido', campo: { tipo: 'texto', etiqueta: 'Apellido', max: 100, requerido: true } },
      { nombre: 'nombres', campo: { tipo: 'texto', etiqueta: 'Nombres', max: 100, requerido: true } },
      { nombre: 'dni', campo: { tipo: 'texto', etiqueta: 'DNI', max: 10, requerido: true } },
      { nombre: 'cuil', campo: { tipo: 'cuit', etiqueta: 'CUIL', requerido: true } },
      { nombre: 'sexo', campo: { tipo: 'opciones', etiqueta: 'Sexo', requerido: true, opciones: SEXOS } },
      { nombre: 'fecha_nacimiento', campo: { tipo: 'fecha', etiqueta: 'Fecha de nacimiento', requerido: true } },
      { nombre: 'estado_civil_id', campo: { tipo: 'referencia', a: 'estado-civil', etiqueta: 'Estado civil' } },
      { nombre: 'nacionalidad_id', campo: { tipo: 'referencia', a: 'nacionalidad', etiqueta: 'Nacionalidad' } },
    ],
  },
  {
    titulo: 'Domicilio',
    campos: [
      CAMPO_PROVINCIA,
      CAMPO_LOCALIDAD,
      { nombre: 'calle', campo: { tipo: 'texto', etiqueta: 'Calle', max: 150 } },
      { nombre: 'numero', campo: { tipo: 'texto', etiqueta: 'Número', max: 10 } },
      { nombre: 'piso', campo: { tipo: 'texto', etiqueta: 'Piso', max: 10 } },
      { nombre: 'depto', campo: { tipo: 'texto', etiqueta: 'Departamento', max: 10 } },
      { nombre: 'codigo_postal', campo: { tipo: 'texto', etiqueta: 'Código postal', max: 10 } },
    ],
  },
  {
    titulo: 'Contacto y legajo',
    campos: [
      { nombre: 'email', campo: { tipo: 'email', etiqueta: 'E-mail' } },
      { nombre: 'telefono', campo: { tipo: 'telefono', etiqueta: 'Teléfono' } },
      { nombre: 'legajo', campo: { tipo: 'texto', etiqueta: 'N° de legajo', max: 20 } },
      { nombre: 'idfichador', campo: { tipo: 'texto', etiqueta: 'Id de fichador', max: 40 } },
    ],
  },
];
