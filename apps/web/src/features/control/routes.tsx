import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

export const rutasControl: RutaModulo[] = [
  {
    path: 'control_panel',
    titulo: 'Panel de control',
    permiso: 'admin.panel.ver',
    Screen: lazyScreen(() => import('./pages/PanelControlPage').then((m) => m.PanelControlPage)),
  },
];
