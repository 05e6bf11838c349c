import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

export const rutasRrhh: RutaModulo[] = [
  {
    // The menu's «Legajos»: the searchable list.
    path: 'rrhh/legajos',
    titulo: 'Legajos',
    permiso: 'rrhh.persona.ver',
    Screen: lazyScreen(() => import('./pages/ListaLegajosPage').then((m) => m.ListaLegajosPage)),
  },
  {
    // The spec's route for a new file, reached from the list's «Nuevo legajo».
    path: 'rrhh/new-persona',
    titulo: 'Nuevo legajo',
    permiso: 'rrhh.persona.editar',
    Screen: lazyScreen(() => import('./pages/LegajosPage').then((m) => m.LegajosPage)),
  },
  {
    // No permission here: an employee opens their own file; the server answers 403 for anyone else's.
    path: 'rrhh/persona/:id',
    titulo: 'Legajo',
    Screen: lazyScreen(() => import('./pages/LegajoPage').then((m) => m.LegajoPage)),
  },
];
