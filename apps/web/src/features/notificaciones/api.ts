import type { Efecto } from '@worknet/domain/notificaciones/contadores';
import type { MensajeSistema, NotificacionRecibida } from '@worknet/domain/notificaciones/respuestas';
import { api } from '../../lib/api';
import { queryClient, useApiList } from '../../lib/query';

// Query keys and calls of notifications and system messages (server:
// apps/server/src/modules/notificaciones/notificaciones.routes.ts). Light on
// purpose: the header bell imports it into the layout chunk (no zod here).

export const CLAVES_NOTIFICACIONES = {
  /** Everything the bell and the recipient's screens show: one prefix to refresh on a live event. */
  bandeja: ['notificaciones', 'bandeja'],
  noLeidas: ['notificaciones', 'bandeja', 'no-leidas'],
  mensajesNoLeidos: ['notificaciones', 'bandeja', 'mensajes-no-leidos'],
  recibidas: ['notificaciones', 'bandeja', 'recibidas'],
  mensajes: ['notificaciones', 'bandeja', 'mensajes'],
  sinLeer: ['notificaciones', 'bandeja', 'sin-leer'],
  modulos: ['notificaciones', 'bandeja', 'modulos'],
  enviadas: ['notificaciones', 'enviadas'],
  grupos: ['notificaciones', 'opciones-grupos'],
} as const;

/** How many of the latest unread the bell lists per section. */
export const ULTIMAS_EN_CAMPANA = 5;
// The socket brings news at once; this only heals a missed event (a reconnection).
const REVISION_MS = 120_000;

/** The bell: the unread notifications (total) and the latest ones. */
export const useNotificacionesNoLeidas = () =>
  useApiList<NotificacionRecibida>(
    CLAVES_NOTIFICACIONES.noLeidas,
    '/api/v1/notificaciones_notificaciones_no_leidas',
    { limit: ULTIMAS_EN_CAMPANA },
    { refetchInterval: REVISION_MS, staleTime: 0 },
  );

/** The bell: the unread system messages (total) and the latest ones. */
export const useMensajesNoLeidos = () =>
  useApiList<MensajeSistema>(
    CLAVES_NOTIFICACIONES.mensajesNoLeidos,
    '/api/v1/mensajes_sistema/filter',
    { leido: 0, limit: ULTIMAS_EN_CAMPANA },
    { refetchInterval: REVISION_MS, staleTime: 0 },
  );

/** After a read, a delete or a live event: the bell and the open lists refetch. */
export const refrescarBandeja = () => queryClient.invalidateQueries({ queryKey: CLAVES_NOTIFICACIONES.bandeja });

export const llamadasBandeja = {
  leerNotificaciones: (ids: number[]) => api.post<Efecto>('/api/v1/read_notificaciones_bulk', { ids }),
  leerTodasLasNotificaciones: () => api.post<Efecto>('/api/v1/read_notificaciones_todas'),
  leerMensajes: (ids: number[]) => api.post<Efecto>('/api/v1/read_mensajes_sistema_bulk', { ids }),
  leerTodosLosMensajes: () => api.post<Efecto>('/api/v1/read_mensajes_sistema_todos'),
  eliminarMensajes: (ids: number[]) => api.post<Efecto>('/api/v1/delete_mensajes_sistema_bulk', { ids }),
  /** The live delivery reached this browser (spec: log_notificacion_push). Silent: the user did nothing. */
  registrarEntrega: (id: number) => api.getWithOptions('/api/v1/log_notificacion_push', { id }, { silent: true }),
};
