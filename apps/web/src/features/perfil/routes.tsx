import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

// «Mi perfil» (issue 20 item 6, spec §2 mi_perfil): every logged-in user, from the user menu.
export const rutasPerfil: RutaModulo[] = [
  { path: 'mi_perfil', titulo: 'Mi perfil', Screen: lazyScreen(() => import('./MiPerfilPage').then((m) => m.MiPerfilPage)) },
];
