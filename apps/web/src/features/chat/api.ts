import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type {
  AvisosChat,
  Contacto,
  Lectura,
  MensajeChat,
  PaginaConversacion,
  Participante,
  ResultadoBusqueda,
  Sala,
  SalaPosible,
} from '@worknet/domain/chat/esquemas';
import { direccionDe, GRUPO_GENERAL } from '@worknet/domain/chat/direcciones';
import { RUTAS_CHAT } from '@worknet/domain/chat/rutas';
import { api, type ApiError } from '../../lib/api';
import { queryClient, useApiList, useApiQuery } from '../../lib/query';
import { useUsuario } from '../auth';

// Query keys and calls of the chat (server: apps/server/src/modules/chat). From the domain only
// types and zod-free files: the header's chat entry brings this file into the layout's chunk.

export const CLAVES_CHAT = {
  /** Everything of the chat: one prefix to refresh after a reconnection. */
  todo: ['chat'] as const,
  participantes: (yo: string) => ['chat', 'participantes', yo] as const,
  contactos: ['chat', 'contactos'] as const,
  avisos: (yo: string) => ['chat', 'avisos', yo] as const,
  conversacion: (yo: string, con: string) => ['chat', 'conversacion', yo, con] as const,
  busqueda: ['chat', 'busqueda'] as const,
  salas: ['chat', 'salas'] as const,
};

// The live events bring the news; this only heals a missed one (a reconnection, a sleeping tab).
const REVISION_MS = 120_000;

/** The caller's own chat address (`<username>@worknet`), once the user is known. */
export function useMiDireccion(): string | null {
  const usuario = useUsuario();
  return usuario.data ? direccionDe(usuario.data.username) : null;
}

/** get_message_notify: the unread total of the header's entry. */
export function useAvisosChat(yo: string | null) {
  return useQuery<AvisosChat, ApiError>({
    queryKey: CLAVES_CHAT.avisos(yo ?? ''),
    queryFn: async ({ signal }) => (await api.post<AvisosChat>(RUTAS_CHAT.avisos, { to: yo }, { signal, silent: true })).data!,
    enabled: yo !== null,
    refetchInterval: REVISION_MS,
    staleTime: 0,
  });
}

/** get_conversations: the caller's participants, latest first (spec §3: fromJID, cantidad). The live events change this cache by its exact key. */
export function useParticipantes(yo: string | null) {
  return useQuery<Participante[], ApiError>({
    queryKey: CLAVES_CHAT.participantes(yo ?? ''),
    queryFn: async ({ signal }) => (await api.getWithOptions<Participante[]>(RUTAS_CHAT.conversaciones, { from: yo }, { signal })).data ?? [],
    enabled: yo !== null,
    staleTime: 0,
    refetchInterval: REVISION_MS,
  });
}

/** get_contact: the General roster (every active user), online first; presence events change it by its exact key. */
export function useContactos() {
  return useQuery<Contacto[], ApiError>({
    queryKey: CLAVES_CHAT.contactos,
    queryFn: async ({ signal }) => (await api.getWithOptions<Contacto[]>(RUTAS_CHAT.contactos, { groupName: GRUPO_GENERAL }, { signal })).data ?? [],
    staleTime: 60_000,
  });
}

export type ConversacionCargada = InfiniteData<PaginaConversacion, number | null>;

/** get_conversation: the newest page first, then older ones through `cursor`. */
export function useConversacion(yo: string | null, con: string | null) {
  return useInfiniteQuery<PaginaConversacion, ApiError, ConversacionCargada, readonly unknown[], number | null>({
    queryKey: CLAVES_CHAT.conversacion(yo ?? '', con ?? ''),
    queryFn: async ({ pageParam, signal }) =>
      (await api.post<PaginaConversacion>(RUTAS_CHAT.conversacion, { from: yo, to: con, before: pageParam }, { signal })).data!,
    initialPageParam: null,
    getNextPageParam: (ultima) => ultima.cursor ?? undefined,
    enabled: yo !== null && con !== null,
    staleTime: 0,
  });
}

/**
 * Changes the cached conversation in place (a sent, arrived, read or deleted message). A page
 * still loading was read before the change and would overwrite it when it lands (the sender's
 * «Mensaje eliminado» came back as the message): it is asked again instead, after the commit.
 */
export function cambiarConversacion<T>(clave: readonly unknown[], cambio: (d: T | undefined) => T | undefined): void {
  queryClient.setQueryData<T>(clave, cambio);
  if (queryClient.isFetching({ queryKey: clave }) > 0) void queryClient.invalidateQueries({ queryKey: clave });
}

/** The server's full-text search over the caller's own conversations. */
export function useBusquedaChat(q: string) {
  return useApiList<ResultadoBusqueda>(CLAVES_CHAT.busqueda, RUTAS_CHAT.buscar, { q, limit: 30 }, { enabled: q.length >= 2 });
}

/** The sectors whose room the caller may create (their head, or an administrator), with the room if it exists. */
export function useSalas() {
  return useApiQuery<SalaPosible[]>(CLAVES_CHAT.salas, RUTAS_CHAT.salas, undefined, { staleTime: 60_000 });
}

export const llamadasChat = {
  enviar: (datos: { from: string; to: string; message: string; adjuntos: number[]; clave: string }) => api.post<MensajeChat>(RUTAS_CHAT.enviar, datos),
  /** The caller read everything of the conversation with `to`. Silent: the user did nothing. */
  reiniciar: (from: string, to: string) => api.post<Lectura>(RUTAS_CHAT.reiniciar, { from, to }, { silent: true }),
  /** The caller read up to message `id` (a live message in the open conversation). */
  leerHasta: (from: string, id: number) => api.put<Lectura>(RUTAS_CHAT.enviar, id, { from }, { silent: true }),
  eliminar: (id: number) => api.del<undefined>(RUTAS_CHAT.mensajes, id),
  crearSala: (sectorId: number) => api.post<Sala>(RUTAS_CHAT.salas, { sector_id: sectorId }),
};

/** The header's total and the screen's lists ask again (a reconnection, a room created). */
export const refrescarChat = () => queryClient.invalidateQueries({ queryKey: CLAVES_CHAT.todo });
