import type { ReporteTareas } from '@worknet/domain/tareas/reportes';
import type { Parametros } from '../../lib/api';
import { useApiQuery } from '../../lib/query';

// Calls of the task reports (issue 22 item 7) on apps/server/src/modules/tareas/reportes.routes.ts.
// Types from the domain contract (packages/domain/src/tareas/reportes.ts).

export const PERMISOS_REPORTES_TAREAS = ['tareas.reporte.ver', 'tareas.tarea.administrar'] as const;

export const RUTAS_REPORTES_TAREAS = {
  reporte: '/api/v1/reportes_tareas',
  xlsx: '/api/v1/reportes_tareas/xlsx',
} as const;

export type { ReporteTareas };

/** The report with the screen's filters; the previous figures stay while the new ones load. */
export const useReporteTareas = (params: Parametros) =>
  useApiQuery<ReporteTareas>(['tareas', 'reportes'], RUTAS_REPORTES_TAREAS.reporte, params, { placeholderData: (anterior) => anterior, staleTime: 30_000 });
