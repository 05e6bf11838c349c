import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

export const rutasHome: RutaModulo[] = [
  {
    path: 'opciones',
    titulo: 'Opciones',
    Screen: lazyScreen(() => import('./pages/OpcionesPage').then((m) => m.OpcionesPage)),
  },
];
