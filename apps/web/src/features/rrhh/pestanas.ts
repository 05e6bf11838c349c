// Which tabs a file shows. Family and bank account appear only when the
// server sent them (permisos of GET persona_rrhh); the history needs
// rrhh.persona.ver (an employee reading their own file does not see it).

export type ClavePestana = 'datos' | 'familiares' | 'formacion' | 'matriculas' | 'laboral' | 'banco' | 'contacto' | 'licencias' | 'historial';

export const TITULOS_PESTANAS: Record<ClavePestana, string> = {
  datos: 'Datos personales',
  familiares: 'Familiares',
  formacion: 'Formación',
  matriculas: 'Matrículas',
  laboral: 'Laboral',
  banco: 'Cuenta bancaria',
  contacto: 'Contacto',
  licencias: 'Licencias',
  historial: 'Historial',
};

/** `licencias` (issue 19): the user reaches this person's leaves (RRHH, their referente, themselves); absent is false. */
export function pestanasVisibles(p: { familia: boolean; banco: boolean; historial: boolean; licencias?: boolean }): ClavePestana[] {
  const todas: [ClavePestana, boolean][] = [
    ['datos', true],
    ['familiares', p.familia],
    ['formacion', true],
    ['matriculas', true],
    ['laboral', true],
    ['banco', p.banco],
    ['contacto', true],
    ['licencias', p.licencias ?? false],
    ['historial', p.historial],
  ];
  return todas.filter(([, visible]) => visible).map(([clave]) => clave);
}

export const esPestana = (v: string | null): v is ClavePestana => v !== null && Object.hasOwn(TITULOS_PESTANAS, v);
