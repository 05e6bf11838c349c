import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The contrib extensions the migrations create (`create extension unaccent`, migration of the
 * chat's search): PGlite loads a contrib only when it is passed here. Every PGlite of the
 * server, its tests, backups and benches opens through this, or the migrations fail.
 */
export const EXTENSIONES_PGLITE = { unaccent } as const;

/** PGlite.create with the extensions the schema needs. */
export const abrirPglite = (opciones: PGliteOptions = {}) => PGlite.create({ ...opciones, extensions: { ...EXTENSIONES_PGLITE, ...opciones.extensions } });
