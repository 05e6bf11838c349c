import type { Acceso } from '@worknet/domain/permisos';

export type EntradaMenu = { clave: string; label: string; icono: string; ruta: string; descripcion: string; permiso: Acceso };
export type GrupoMenu = { modulo: string; label: string; icono: string; items: EntradaMenu[] };

/**
 * The one definition of the side menu and the home tiles. Only screens that
 * exist are listed: a module adds its entries when its screens land, each tied
 * to the permission its route requires. Keep in sync with apps/web routes.
 */
export const MENU: GrupoMenu[] = [
  {
    modulo: 'general',
    label: 'General',
    icono: 'HomeOutlined',
    items: [{ clave: 'opciones', label: 'Inicio', icono: 'HomeOutlined', ruta: 'opciones', descripcion: 'Accesos a los módulos', permiso: 'autenticado' }],
  },
];

/** The home page itself is not one of its own tiles. */
export const CLAVES_FUERA_DEL_INDICE = new Set(['opciones']);
