// Business constants of spec §9 that several modules share.
export const APP_NOMBRE = 'WORKNET';
export const ID_APP = 1;
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;
export const ZONA_HORARIA = 'America/Argentina/Buenos_Aires';

/** The largest PostgreSQL `integer`: beyond it the database refuses the value (here, without zod, for the web's rules too). */
export const ENTERO_MAXIMO = 2_147_483_647;
