/** The control panel summary the screen tests answer with; each test overrides what it checks. */
export const panelDePrueba = (cambios: Record<string, unknown> = {}) => ({
  usuarios_activos: 10,
  usuarios_inactivos: 1,
  sesiones_abiertas: 3,
  usuarios_con_sesion: 2,
  logins_hoy: 5,
  fallas_hoy: 0,
  cuentas_bloqueadas: [],
  correos: { pendientes: 0, sin_smtp: 0, enviados: 0, error: 0 },
  base: { tipo: 'pglite', tamano_bytes: 1_048_576 },
  version: '0.1.0',
  node: 'v20',
  iniciado_at: '2026-03-10T12:00:00Z',
  ...cambios,
});
