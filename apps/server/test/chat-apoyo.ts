import type { Socket } from 'socket.io-client';
import type { Cliente } from './peticion';
import type { ConSesion } from './factories';

// Helpers of the chat tests (chat*.test.ts): addresses and the spec's calls as one-line wrappers
// over the request kit.

export const dir = (u: { username: string }) => `${u.username}@worknet`;

export function llamadasChat(api: Cliente) {
  return {
    enviar: (de: ConSesion, a: string, message: string, extra: Record<string, unknown> = {}) =>
      api.post('/api/v1/openfire/set_message_notify', de, { from: dir(de), to: a, message, ...extra }),
    conversacion: (de: ConSesion, a: string, extra: Record<string, unknown> = {}) =>
      api.datos('POST', '/api/v1/openfire/get_conversation', de, { from: dir(de), to: a, ...extra }) as Promise<{
        conversacion_id: number;
        mensajes: {
          id: number;
          fromJID: string;
          toJID: string;
          body: string;
          sentDate: number;
          eliminado: boolean;
          propio: boolean;
          visto: boolean;
          entregado: boolean;
        }[];
        cursor: number | null;
        leido_hasta: number;
        visto_hasta: number;
      }>,
    participantes: (de: ConSesion) =>
      api.datos('GET', `/api/v1/openfire/get_conversations/?from=${encodeURIComponent(dir(de))}`, de) as Promise<
        { conversacion_id: number; tipo: string; fromJID: string; cantidad: number; nombre: string; ultimo: { body: string; eliminado: boolean } | null }[]
      >,
    avisos: (de: ConSesion) =>
      api.datos('POST', '/api/v1/openfire/get_message_notify', de, { to: dir(de) }) as Promise<{
        total: number;
        participantes: { fromJID: string; cantidad: number }[];
      }>,
    leerTodo: (de: ConSesion, a: string) => api.post('/api/v1/openfire/set_message_notify_reset', de, { from: dir(de), to: a }),
    leerHasta: (de: ConSesion, id: number) => api.put(`/api/v1/openfire/set_message_notify/${id}`, de, { from: dir(de) }),
    contactos: (de: ConSesion, filtro = '') =>
      api.datos('GET', `/api/v1/openfire/get_contact/?groupName=General${filtro ? `&filter=${encodeURIComponent(filtro)}` : ''}`, de) as Promise<
        { usuario_id: number; persona_id: number | null; jid: string; en_linea: boolean; propio: boolean }[]
      >,
  };
}

/** The payloads of one event a socket received, as they arrive. */
export function eventos<T = unknown>(socket: Socket, evento: string): T[] {
  const lista: T[] = [];
  socket.on(evento, (p: T) => lista.push(p));
  return lista;
}
