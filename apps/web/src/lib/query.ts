import { QueryClient, useMutation, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { api, type ApiError, type OpcionesLlamada, type Parametros, type Respuesta } from './api';
import { avisar } from './notify';
import { session } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The client already toasted the failure; retrying would toast again.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

// Another user's data must not survive a logout or a new login. Clearing on
// logout is deferred so the layout unmounts first and its queries do not
// refetch without a token.
session.subscribe((actual, anterior) => {
  if (actual.token === anterior.token) return;
  if (actual.token) queryClient.clear();
  else setTimeout(() => queryClient.clear(), 0);
});

/** The socket's 'data-reload' and a sector change: every query refetches. */
export function recargarDatos(): Promise<void> {
  return queryClient.invalidateQueries();
}

type OpcionesConsulta<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'> & {
  llamada?: OpcionesLlamada;
};

/** GET whose `data` is the result (plain or with query parameters). */
export function useApiQuery<T>(clave: QueryKey, ruta: string, params?: Parametros, opciones: OpcionesConsulta<T> = {}) {
  const { llamada, ...resto } = opciones;
  return useQuery<T, ApiError>({
    queryKey: params ? [...clave, params] : clave,
    queryFn: async ({ signal }) => {
      const r = params ? await api.getWithOptions<T>(ruta, params, { ...llamada, signal }) : await api.get<T>(ruta, { ...llamada, signal });
      return r.data as T;
    },
    ...resto,
  });
}

export type Pagina<T> = { filas: T[]; total: number };

/** GET of a server-paged list: `data` + `total` (architecture §4). */
export function useApiList<T>(clave: QueryKey, ruta: string, params: Parametros, opciones: OpcionesConsulta<Pagina<T>> = {}) {
  const { llamada, ...resto } = opciones;
  return useQuery<Pagina<T>, ApiError>({
    queryKey: [...clave, params],
    queryFn: async ({ signal }) => {
      const r = await api.getWithOptions<T[]>(ruta, params, { ...llamada, signal });
      const filas = r.data ?? [];
      return { filas, total: r.total ?? filas.length };
    },
    placeholderData: (anterior) => anterior,
    ...resto,
  });
}

type OpcionesMutacion = {
  /** Queries to refetch after success. */
  invalidar?: QueryKey[];
  /** Shows the server's message as a success toast (spec §8). */
  avisarExito?: boolean;
};

/** Create/update/delete: the toast on failure comes from the client. */
export function useApiMutation<V, T = unknown>(llamar: (variables: V) => Promise<Respuesta<T>>, opciones: OpcionesMutacion = {}) {
  return useMutation<Respuesta<T>, ApiError, V>({
    mutationFn: llamar,
    onSuccess: async (r) => {
      if (opciones.avisarExito && r.message) avisar({ tipo: 'success', texto: r.message });
      await Promise.all((opciones.invalidar ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
