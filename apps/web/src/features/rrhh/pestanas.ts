// Which tabs a file shows. Family and bank account appear only when the
// server sent them (permisos of GET persona_rrhh); the history needs
// rrhh.persona.ver (an employee reading their own file does not see it).

export type ClavePestana = 'datos' | 'familiares' | 'formacion' | 'matriculas' | 'laboral' | 'banco' | 'contacto' | 'historial';

export const TITULOS_PESTANAS: Record<ClavePestana, string> = {
  datos: 'Datos personales',
  familiares: 'Familiares',
  formacion: 'Formación',
  matriculas: 'Matrículas',
  laboral: 'Laboral',
  banco: 'Cuenta bancaria',
  contacto: 'Contacto',
  historial: 'Historial',
};

export function pestanasVisibles(p: { familia: boolean; banco: boolean; historial: boolean }): ClavePestana[] {
  const todas: [ClavePestana, boolean][] = [
    ['datos', true],
    ['familiares', p.familia],
    ['formacion', true],
    ['matriculas', true],
    ['laboral', true],
    ['banco', p.banco],
    ['contacto', true],
    ['historial', p.historial],
  ];
  return todas.filter(([, visible]) => visible).map(([clave]) => clave);
}

export const esPestana = (v: string | null): v is ClavePestana => v !== null && Object.hasOwn(TITULOS_PESTANAS, v);
