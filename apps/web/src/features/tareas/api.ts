import type { Cable } from '@worknet/domain/http';
import type { OpcionesTareas } from '@worknet/domain/tareas/opciones';
import type { comentario, TareaBody, TareaDetalle, TareaFila } from '@worknet/domain/tareas/esquemas';
import { api } from '../../lib/api';
import { queryClient, useApiQuery } from '../../lib/query';

// Calls of the tasks module (issue 22 item 1) on the server's routes (apps/server/src/modules/tareas).
// Types only from the domain contracts (packages/domain/src/tareas/*).

export const PERMISOS_TAREAS = {
  ver: 'tareas.tarea.ver',
  asignar: 'tareas.tarea.asignar',
  administrar: 'tareas.tarea.administrar',
} as const;

export const RUTAS_TAREAS = {
  mias: '/api/v1/tareas',
  todas: '/api/v1/admin/tareas',
  opciones: '/api/v1/tareas/opciones',
  una: (id: number) => `/api/v1/tareas/${id}`,
  crear: '/api/v1/create-tarea',
  paso: (id: number, accion: 'iniciar' | 'finalizar' | 'reabrir' | 'cancelar') => `/api/v1/tareas/${id}/${accion}`,
  item: (id: number, itemId: number) => `/api/v1/tareas/${id}/checklist/${itemId}`,
  comentarios: (id: number) => `/api/v1/tareas/${id}/comentarios`,
  moderacion: '/api/v1/admin/tarea-comentarios',
} as const;

export const CLAVES_TAREAS = {
  todo: ['tareas'] as const,
  listas: ['tareas', 'listas'] as const,
  una: (id: number) => ['tareas', 'una', id] as const,
  opciones: ['tareas', 'opciones'] as const,
  comentarios: (id: number) => ['tareas', 'comentarios', id] as const,
  moderacion: ['tareas', 'moderacion'] as const,
};

/** After any change every task query refetches: lists, the detail, comments. */
export const refrescarTareas = () => queryClient.invalidateQueries({ queryKey: CLAVES_TAREAS.todo });

export type { TareaDetalle, TareaFila, OpcionesTareas };
export type Comentario = Cable<typeof comentario>;
/** The body of create-tarea (what the form sends; the server applies the defaults). */
export type DatosTarea = Omit<TareaBody, 'vence_at' | 'ubicacion_id'> & { vence_at: string | null; ubicacion_id: number | null };
export type Paso = 'iniciar' | 'finalizar' | 'reabrir';

export const useTarea = (id: number) => useApiQuery<TareaDetalle>(CLAVES_TAREAS.una(id), RUTAS_TAREAS.una(id), undefined, { enabled: id > 0, staleTime: 0 });

export const useOpcionesTareas = () => useApiQuery<OpcionesTareas>(CLAVES_TAREAS.opciones, RUTAS_TAREAS.opciones, undefined, { staleTime: 5 * 60_000 });

export const llamadasTareas = {
  crear: (d: DatosTarea) => api.post<TareaDetalle>(RUTAS_TAREAS.crear, d),
  editar: (id: number, d: DatosTarea) => api.put<TareaDetalle>(RUTAS_TAREAS.crear, id, d),
  /** The caller shows the server's refusal (a missing scan) next to the buttons. */
  paso: (id: number, accion: Paso, detalle?: string | null) =>
    api.post<TareaDetalle>(RUTAS_TAREAS.paso(id, accion), detalle ? { detalle } : {}, { silent: true }),
  cancelar: (id: number, motivo: string) => api.post<TareaDetalle>(RUTAS_TAREAS.paso(id, 'cancelar'), { motivo }),
  marcar: (id: number, itemId: number, hecho: boolean) => api.put<TareaDetalle>(`/api/v1/tareas/${id}/checklist`, itemId, { hecho }),
  comentar: (id: number, texto: string) => api.post<Comentario>(RUTAS_TAREAS.comentarios(id), { texto }),
  borrarComentario: (id: number) => api.del(RUTAS_TAREAS.moderacion, id),
};
