import { CATALOGOS_COMPRAS } from './compras';
import type { AccionCatalogo, Catalogo } from './motor';
import { CATALOGOS_RRHH } from './rrhh';
import { CATALOGOS_TAREAS } from './tareas';

/** Every declared catalog. Adding one to its group's list is all it takes. */
export const CATALOGOS = [...CATALOGOS_RRHH, ...CATALOGOS_TAREAS, ...CATALOGOS_COMPRAS] as const;

export type PermisoCatalogo = `${(typeof CATALOGOS)[number]['permiso']}.${AccionCatalogo}`;

const porClave = new Map<string, Catalogo>(CATALOGOS.map((c) => [c.clave, c]));

export const catalogoPorClave = (clave: string): Catalogo | undefined => porClave.get(clave);
