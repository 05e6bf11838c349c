import { CATALOGOS_COMPRAS } from './compras';
import type { AccionCatalogo, Catalogo } from './motor';
import type { EXCEPCIONES_NOMBRES, LLAMADAS_SPEC } from './nombres';
import { CATALOGOS_RRHH } from './rrhh';
import { CATALOGOS_TAREAS } from './tareas';

/** Every declared catalog. Adding one to its group's list is all it takes. */
export const CATALOGOS = [...CATALOGOS_RRHH, ...CATALOGOS_TAREAS, ...CATALOGOS_COMPRAS] as const;

export type PermisoCatalogo = `${(typeof CATALOGOS)[number]['permiso']}.${AccionCatalogo}`;

/** The key of a declared catalog: a typo in a key is a type error, in the server and in the web. */
export type ClaveCatalogo = (typeof CATALOGOS)[number]['clave'];

// An exception for a key that no catalog declares is a type error here.
type SoloClaves<T extends ClaveCatalogo> = T;
export type ClavesConExcepcion = SoloClaves<keyof typeof EXCEPCIONES_NOMBRES>;
export type ClavesConLlamadasSpec = SoloClaves<keyof typeof LLAMADAS_SPEC>;

const porClave = new Map<string, Catalogo>(CATALOGOS.map((c) => [c.clave, c]));

/** A declared catalog by its key. */
export const catalogo = (clave: ClaveCatalogo): Catalogo => porClave.get(clave)!;
/** A catalog by a key known only at run time (a reference's target, a URL): undefined when none. */
export const catalogoPorClave = (clave: string): Catalogo | undefined => porClave.get(clave);
export const esClaveCatalogo = (clave: string): clave is ClaveCatalogo => porClave.has(clave);
