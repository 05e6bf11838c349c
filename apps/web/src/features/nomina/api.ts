import { useQuery } from '@tanstack/react-query';
import type { EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import type { FilaNomina, FiltroGuardado } from '@worknet/domain/rrhh/nomina-esquemas';
import { api, type ApiError, type Parametros } from '../../lib/api';
import { useApiMutation, useApiQuery } from '../../lib/query';

// Query keys, calls and hooks of the payroll roster (spec §7 "Payroll").
// Server side: apps/server/src/modules/nomina; the replies' shapes are its response
// schemas (packages/domain/src/rrhh/nomina-esquemas.ts), imported as types only.

/** The roster's row and a saved filter, as the server's schemas write them (the roster screens import them from here too). */
export type { FilaNomina, FiltroGuardado };

/** Query of persona_nomina and reporte_nomina. */
export type ConsultaNomina = { filter?: string; sortBy?: string; descending?: boolean };

export const RUTAS_NOMINA = {
  pagina: '/api/v1/rrhh/persona_nomina',
  reporte: '/api/v1/rrhh/reporte_nomina',
  filtros: '/api/v1/rrhh/filter_advanced',
};

export const CLAVES_NOMINA = {
  pagina: ['nomina', 'pagina'] as const,
  filtros: ['nomina', 'filtros'] as const,
};

/** The body every roster call takes: the chips go in `request`. */
export const cuerpoDe = (request: readonly EntradaFiltro[]) => ({ request: [...request], advanced_filter: [] as EntradaFiltro[] });

const parametros = (c: ConsultaNomina): Parametros => ({ filter: c.filter || undefined, sortBy: c.sortBy, descending: c.sortBy ? c.descending : undefined });

/** One page of the roster; `total` is the count of every row the filters match. */
export function usePaginaNomina(consulta: ConsultaNomina, request: readonly EntradaFiltro[], pagina: number, tamano: number) {
  const params = { ...parametros(consulta), skip: (pagina - 1) * tamano, limit: tamano };
  return useQuery<{ filas: FilaNomina[]; total: number }, ApiError>({
    queryKey: [...CLAVES_NOMINA.pagina, params, request],
    queryFn: async ({ signal }) => {
      const r = await api.post<FilaNomina[]>(RUTAS_NOMINA.pagina, cuerpoDe(request), { params, signal });
      const filas = r.data ?? [];
      return { filas, total: r.total ?? filas.length };
    },
    placeholderData: (anterior) => anterior,
  });
}

export const useFiltrosGuardados = () => useApiQuery<FiltroGuardado[]>(CLAVES_NOMINA.filtros, RUTAS_NOMINA.filtros, undefined, { staleTime: 60_000 });

const trasCambio = { avisarExito: true, invalidar: [CLAVES_NOMINA.filtros] };

export const useGuardarFiltro = () =>
  useApiMutation((f: { nombre_filtro: string; filtros: EntradaFiltro[] }) => api.post<FiltroGuardado>(RUTAS_NOMINA.filtros, f), trasCambio);
export const useActualizarFiltro = () =>
  useApiMutation(
    (f: FiltroGuardado) => api.put<FiltroGuardado>(RUTAS_NOMINA.filtros, f.id, { nombre_filtro: f.nombre_filtro, filtros: f.filtros }),
    trasCambio,
  );
export const useEliminarFiltro = () => useApiMutation((id: number) => api.del<{ id: number }>(RUTAS_NOMINA.filtros, id), trasCambio);

const ESPERA_REPORTE_MS = 120_000;

/** reporte_nomina: the filtered, sorted rows with the chosen columns, saved under the server's name. */
export function exportarNomina(consulta: ConsultaNomina, request: readonly EntradaFiltro[], columnas: readonly string[]): Promise<string> {
  return api.download(RUTAS_NOMINA.reporte, {
    params: parametros(consulta),
    cuerpo: { ...cuerpoDe(request), columnas },
    timeoutMs: ESPERA_REPORTE_MS,
    nombre: 'Reporte-Nomina.xlsx',
  });
}
