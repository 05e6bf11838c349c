import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

export const rutasAdmin: RutaModulo[] = [
  {
    path: 'admin_user_meta',
    titulo: 'Usuarios',
    permiso: 'admin.usuario.ver',
    Screen: lazyScreen(() => import('./pages/UsuariosPage').then((m) => m.UsuariosPage)),
  },
  {
    path: 'new_user',
    titulo: 'Usuario',
    permiso: 'admin.usuario.editar',
    Screen: lazyScreen(() => import('./pages/UsuarioFormPage').then((m) => m.UsuarioFormPage)),
  },
  {
    path: 'admin_item',
    titulo: 'Roles y permisos',
    permiso: 'admin.rol.ver',
    Screen: lazyScreen(() => import('./pages/RolesPage').then((m) => m.RolesPage)),
  },
  {
    path: 'grupos',
    titulo: 'Grupos',
    permiso: 'admin.grupo.ver',
    Screen: lazyScreen(() => import('./pages/GruposPage').then((m) => m.GruposPage)),
  },
  {
    path: 'control_panel',
    titulo: 'Panel de control',
    permiso: 'admin.panel.ver',
    Screen: lazyScreen(() => import('./pages/PanelControlPage').then((m) => m.PanelControlPage)),
  },
];
