import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';
import { PERMISO_ASISTENTES, PERMISO_TABLERO } from './permisos';

// HR dashboards (issue 23): the board, its reports and the assistants' read-only board. Each
// screen is its own lazy chunk (the charts never reach the login or home bundles).
// Keep in sync with apps/server/src/modules/menu/menu.definition.ts.

const Tablero = lazyScreen(() => import('./pages/TableroPage').then((m) => m.TableroPage));

export const rutasDashboards: RutaModulo[] = [
  {
    path: 'rrhh/dashboard',
    titulo: 'Tablero de RRHH',
    permiso: PERMISO_TABLERO,
    Screen: () => <Tablero titulo="Tablero de RRHH" />,
  },
  {
    path: 'rrhh/reportes',
    titulo: 'Reportes de RRHH',
    permiso: PERMISO_TABLERO,
    Screen: lazyScreen(() => import('./pages/ReportesPage').then((m) => m.ReportesPage)),
  },
  {
    path: 'asistentes/reportes',
    titulo: 'Reportes para asistentes',
    permiso: PERMISO_ASISTENTES,
    Screen: () => <Tablero titulo="Tableros de RRHH" soloLectura />,
  },
];
