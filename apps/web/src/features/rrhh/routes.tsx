import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

export const rutasRrhh: RutaModulo[] = [
  {
    path: 'rrhh/new-persona',
    titulo: 'Legajos',
    permiso: 'rrhh.persona.ver',
    Screen: lazyScreen(() => import('./pages/LegajosPage').then((m) => m.LegajosPage)),
  },
  {
    // No permission here: an employee opens their own file; the server answers 403 for anyone else's.
    path: 'rrhh/persona/:id',
    titulo: 'Legajo',
    Screen: lazyScreen(() => import('./pages/LegajoPage').then((m) => m.LegajoPage)),
  },
];
