import { useInfiniteQuery } from '@tanstack/react-query';
import type { EstadoNovedad } from '@worknet/domain/novedades/audiencia';
import type { NovedadDetalle, NovedadFila, NovedadTarjeta, OpcionesAudiencia, PaginaInformacion } from '@worknet/domain/novedades/tipos';
import { api } from '../../lib/api';
import { queryClient, useApiList, useApiQuery } from '../../lib/query';

// News calls (server: apps/server/src/modules/novedades/novedades.routes.ts).
// Types only from the domain: the screens do not load zod.

export const CLAVES_NOVEDADES = {
  todo: ['novedades'] as const,
  feed: ['novedades', 'feed'] as const,
  una: (id: number) => ['novedades', 'una', id] as const,
  admin: ['novedades', 'admin'] as const,
  audiencias: ['novedades', 'audiencias'] as const,
  informacion: ['novedades', 'informacion'] as const,
};

/**
 * The server's EVENTO_NOVEDADES (a news item for this reader changed): the home
 * feed asks again (at once if on screen, else when next shown). Only the feed: an
 * item open in the editor's form must not be reloaded under the editor's hands.
 */
export const refrescarNovedades = () => queryClient.invalidateQueries({ queryKey: CLAVES_NOVEDADES.feed });

/** Cards per page of the home feed. */
export const TAMANO_FEED = 10;

/** The home feed, a page more each time the reader reaches the end. */
export function useFeed() {
  return useInfiniteQuery({
    queryKey: CLAVES_NOVEDADES.feed,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const r = await api.getWithOptions<NovedadTarjeta[]>('/api/v1/novedades', { skip: pageParam, limit: TAMANO_FEED }, { signal });
      return { filas: r.data ?? [], total: r.total ?? 0 };
    },
    getNextPageParam: (ultima, paginas, anterior) => {
      const siguiente = anterior + ultima.filas.length;
      return ultima.filas.length > 0 && siguiente < ultima.total ? siguiente : undefined;
    },
  });
}

export const useNovedad = (id: number) =>
  useApiQuery<NovedadDetalle>(CLAVES_NOVEDADES.una(id), `/api/v1/novedad/${id}`, undefined, { enabled: Number.isInteger(id) && id > 0, staleTime: 0 });

export type FiltrosAdmin = { filter?: string; estado?: EstadoNovedad; skip: number; limit: number; sortBy?: string; descending?: boolean };

export const useAdminNovedades = (f: FiltrosAdmin) => useApiList<NovedadFila>(CLAVES_NOVEDADES.admin, '/api/v1/administrador_novedades', f);

export const useAudiencias = () =>
  useApiQuery<OpcionesAudiencia>(CLAVES_NOVEDADES.audiencias, '/api/v1/novedades/audiencias', undefined, { staleTime: 60_000 });

export const useInformacion = () => useApiQuery<PaginaInformacion>(CLAVES_NOVEDADES.informacion, '/api/v1/informacion', undefined, { staleTime: 0 });

/** What the form sends (POST and PUT novedad). */
export type NovedadCuerpo = {
  titulo: string;
  resumen: string | null;
  cuerpo: string;
  video_url: string | null;
  portada_id: number | null;
  adjuntos: number[];
  audiencia: 'todos' | 'sectores' | 'grupos';
  sectores: number[];
  grupos: number[];
  publicada: boolean;
  fecha_publicacion: string | null;
  fijada: boolean;
};

export const llamadasNovedades = {
  crear: (c: NovedadCuerpo) => api.post<NovedadDetalle>('/api/v1/novedad', c),
  actualizar: (id: number, c: NovedadCuerpo) => api.put<NovedadDetalle>('/api/v1/novedad', id, c),
  eliminar: (id: number) => api.del('/api/v1/novedad', id),
  publicar: (id: number, publicada: boolean, fecha_publicacion: string | null = null) =>
    api.put<NovedadDetalle>(`/api/v1/novedad/${id}`, 'publicar', { publicada, fecha_publicacion }),
  fijar: (id: number, fijada: boolean) => api.put<NovedadDetalle>(`/api/v1/novedad/${id}`, 'fijar', { fijada }),
  guardarInformacion: (c: { titulo: string; cuerpo: string }) => api.put<PaginaInformacion>('/api/v1', 'informacion', c),
};
