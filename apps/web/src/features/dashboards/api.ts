import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RUTA_REPORTE_DASHBOARD, type DatosDashboard, type FilaPersonaDashboard, type NombreDashboard } from '@worknet/domain/rrhh/dashboards';
import { api, type ApiError, type Parametros } from '../../lib/api';
import type { Pagina } from '../../lib/query';

// Calls of the HR dashboards (issue 23) on D1's routes under /api/v1/rrhh/<nombre> (GET with the
// filter as query; the same reply shape for the twelve). Types from packages/domain/src/rrhh/dashboards.ts.

export const rutaDashboard = (nombre: NombreDashboard) => `/api/v1/rrhh/${nombre}`;
export const RUTA_REPORTE = `/api/v1/rrhh/${RUTA_REPORTE_DASHBOARD}`;

export const CLAVE_TABLEROS = ['rrhh', 'dashboards'] as const;

/** One dashboard's figures; the previous ones stay on screen while new filters load. */
export const useDashboard = (nombre: NombreDashboard, filtro: Parametros) =>
  useQuery<DatosDashboard, ApiError>({
    queryKey: [...CLAVE_TABLEROS, nombre, filtro],
    queryFn: async ({ signal }) => (await api.getWithOptions<DatosDashboard>(rutaDashboard(nombre), filtro, { signal })).data as DatosDashboard,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The people behind a slice, as the list kit's page (the reply's `personas`). */
export const usePersonasPorcion = (nombre: NombreDashboard | undefined, consulta: Parametros) =>
  useQuery<Pagina<FilaPersonaDashboard>, ApiError>({
    queryKey: [...CLAVE_TABLEROS, 'personas', nombre, consulta],
    queryFn: async ({ signal }) => {
      const r = await api.getWithOptions<DatosDashboard>(rutaDashboard(nombre!), consulta, { signal });
      return r.data?.personas ?? { filas: [], total: 0 };
    },
    enabled: nombre !== undefined,
    placeholderData: keepPreviousData,
  });
