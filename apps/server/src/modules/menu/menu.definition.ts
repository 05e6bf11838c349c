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
  {
    modulo: 'admin',
    label: 'Administración',
    icono: 'SettingOutlined',
    items: [
      { clave: 'admin_user_meta', label: 'Usuarios', icono: 'UserOutlined', ruta: 'admin_user_meta', descripcion: 'Alta, edición y estado de los usuarios', permiso: 'admin.usuario.ver' },
      { clave: 'admin_item', label: 'Roles y permisos', icono: 'SolutionOutlined', ruta: 'admin_item', descripcion: 'Roles, permisos y su jerarquía', permiso: 'admin.rol.ver' },
      { clave: 'grupos', label: 'Grupos', icono: 'TeamOutlined', ruta: 'grupos', descripcion: 'Grupos de usuarios para avisos y novedades', permiso: 'admin.grupo.ver' },
      { clave: 'control_panel', label: 'Panel de control', icono: 'DashboardOutlined', ruta: 'control_panel', descripcion: 'Estado del sistema, auditoría y accesos', permiso: 'admin.panel.ver' },
    ],
  },
];

/** The home page itself is not one of its own tiles. */
export const CLAVES_FUERA_DEL_INDICE = new Set(['opciones']);
