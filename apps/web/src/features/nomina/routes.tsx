import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

export const rutasNomina: RutaModulo[] = [
  {
    path: 'rrhh/nomina',
    titulo: 'Nómina',
    // RRHH sees everyone; a referente de área, the personas of the sectors they lead (the server scopes the rows).
    permiso: 'rrhh.nomina.ver',
    Screen: lazyScreen(() => import('./pages/NominaPage').then((m) => m.NominaPage)),
  },
];
