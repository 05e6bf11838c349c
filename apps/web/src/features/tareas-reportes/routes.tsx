import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';
import { PERMISOS_REPORTES_TAREAS } from './api';

// Task reports (issue 22 item 7), under the spec's path `reportes`. tareas.reporte.ver (a
// referente: the sectors they run) or tareas.tarea.administrar (all); the server scopes again.
// Keep in sync with apps/server/src/modules/menu/menu.definition.ts.

export const rutasTareasReportes: RutaModulo[] = [
  {
    path: 'reportes',
    titulo: 'Reportes de tareas',
    permisos: [...PERMISOS_REPORTES_TAREAS],
    Screen: lazyScreen(() => import('./pages/ReportesTareasPage').then((m) => m.ReportesTareasPage)),
  },
];
