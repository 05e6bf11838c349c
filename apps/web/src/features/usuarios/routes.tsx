import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

export const rutasUsuarios: RutaModulo[] = [
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
];
