import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

// Pay slips (issue 20): gestor_liquidaciones, liquidacion/{id} and mis_recibos. RRHH
// (rrhh.recibo.administrar) distributes them; each employee (rrhh.recibo.propio) reads and signs
// their own from the user menu. The public 'verificar-recibo' is in app/router.tsx (outside the
// login). Keep in sync with apps/server/src/modules/menu/menu.definition.ts.

const ADMINISTRAR = 'rrhh.recibo.administrar';
const PROPIO = 'rrhh.recibo.propio';

export const rutasRecibos: RutaModulo[] = [
  {
    path: 'rrhh/gestor-archivos/gestor_liquidaciones',
    titulo: 'Liquidaciones y recibos',
    permiso: ADMINISTRAR,
    Screen: lazyScreen(() => import('./pages/LiquidacionesPage').then((m) => m.LiquidacionesPage)),
  },
  {
    // The spec's route named liquidacion.
    path: 'rrhh/gestor-archivos/gestor_liquidaciones/:id',
    titulo: 'Liquidación',
    permiso: ADMINISTRAR,
    Screen: lazyScreen(() => import('./pages/LiquidacionPage').then((m) => m.LiquidacionPage)),
  },
  {
    path: 'mis_recibos',
    titulo: 'Mis recibos',
    permiso: PROPIO,
    Screen: lazyScreen(() => import('./pages/MisRecibosPage').then((m) => m.MisRecibosPage)),
  },
  {
    path: 'mis_recibos/:id',
    titulo: 'Recibo de sueldo',
    permiso: PROPIO,
    Screen: lazyScreen(() => import('./pages/MiReciboPage').then((m) => m.MiReciboPage)),
  },
];
