// Tables outside the catalog engine that a catalog field may reference
// (`{ tipo: 'referencia', a: 'usuario' }`): where the web finds their options.
export const ENTIDADES = {
  usuario: { singular: 'usuario', opciones: '/api/v1/sis_usuarios', parametroBusqueda: 'usuario' },
  edificio: { singular: 'edificio', opciones: '/api/v1/edificios', parametroBusqueda: null },
} as const;

export type Entidad = keyof typeof ENTIDADES;
export const esEntidad = (v: string): v is Entidad => Object.hasOwn(ENTIDADES, v);
