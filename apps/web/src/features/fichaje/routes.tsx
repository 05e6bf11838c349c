import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

// Clock-in (issue 21): 'fichar' is the phone's screen (the kiosk's QR opens it), 'rrhh/fichaje'
// HR's. The public 'kiosco' is in app/router.tsx (outside the login). Keep in sync with
// apps/server/src/modules/menu/menu.definition.ts.

export const rutasFichaje: RutaModulo[] = [
  {
    path: 'fichar',
    titulo: 'Fichar',
    permiso: 'rrhh.fichaje.fichar',
    Screen: lazyScreen(() => import('./pages/FicharPage').then((m) => m.FicharPage)),
  },
  {
    path: 'rrhh/fichaje',
    titulo: 'Fichaje',
    permiso: 'rrhh.fichaje.administrar',
    Screen: lazyScreen(() => import('./pages/FichajePage').then((m) => m.FichajePage)),
  },
];
