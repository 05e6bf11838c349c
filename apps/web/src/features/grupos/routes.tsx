import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

export const rutasGrupos: RutaModulo[] = [
  {
    path: 'grupos',
    titulo: 'Grupos',
    permiso: 'admin.grupo.ver',
    Screen: lazyScreen(() => import('./pages/GruposPage').then((m) => m.GruposPage)),
  },
];
