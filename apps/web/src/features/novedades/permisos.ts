// Permission names the news screens check (the server enforces them too:
// packages/domain/src/permisos.ts). Apart from api.ts so routes.tsx stays small.
export const PERMISO_EDITAR_NOVEDADES = 'novedades.novedad.editar';
export const PERMISO_EDITAR_INFORMACION = 'novedades.informacion.editar';
