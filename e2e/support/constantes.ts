/** Shared with the server env in support/servidor.ts. */
export const SSO_SECRET_E2E = 'e2e-sso-secret-de-prueba-0123456789';
export const PASSWORD_DEMO = 'worknet123';
/** Demo data (apps/server/src/seed/demo.ts). */
export const SECTORES_ADMIN = ['Recursos Humanos', 'Guardia'];
export const SECTOR_EMPLEADO = 'Internación';
