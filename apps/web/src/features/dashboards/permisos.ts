// Apart from api.ts: the routes (in the app's entry) read these, and api.ts brings the domain's
// zod schemas along (issue 16, item 6: zod left the login page's and the home's first download).

/**
 * Who opens each screen. rrhh.dashboard.ver: RRHH (a referente, their sectors; the server scopes);
 * asistentes.reporte.ver: the assistants' read-only view (spec item id 33).
 * Keep in sync with apps/server/src/modules/menu/menu.definition.ts and packages/domain/src/permisos.ts.
 */
export const PERMISO_TABLERO = 'rrhh.dashboard.ver';
export const PERMISO_ASISTENTES = 'asistentes.reporte.ver';
