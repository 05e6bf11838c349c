import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

const Roles = lazyScreen(() => import('./pages/RolesPage').then((m) => m.RolesPage));

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
    Screen: Roles,
  },
  // Spec §2 Admin: new_item, the new role's form («Nuevo rol» of admin_item) as an address of its own.
  { path: 'new_item', titulo: 'Nuevo rol', permiso: 'admin.rol.editar', Screen: () => <Roles nuevo /> },
];
