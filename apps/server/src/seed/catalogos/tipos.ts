/**
 * Seed rows per catalog: key = the catalog's `clave`, rows = objects with its field keys.
 * `referencia`/`referencias` fields hold the referenced row's label text (or the username /
 * sector name for the entities `usuario` and `sector`); the seeder resolves them to ids.
 */
export type Semillas = Record<string, Record<string, unknown>[]>;
