import { z } from 'zod';
import { mensajeChat } from './chat/esquemas';

// Every socket event the server sends, by name, with the schema of what it carries: the one
// declaration the server's `realtime.publish` and the web's `useEventoSocket` are typed from
// (a wrong payload or an unknown name does not compile), and the one the notice pipeline checks
// a queued live event against before it goes out. The web imports it as types only: zod stays
// out of the login page and the layout (apps/web/scripts/size.ts).

/** Events that carry nothing: the screen asks its data again (a hint, never data). */
const sinCarga = z.undefined();

export const eventoNotificacion = z.object({ id: z.number(), titulo: z.string(), texto: z.string(), enlace: z.string().nullable(), created_at: z.string() });
export const eventoMensajeSistema = z.object({ id: z.number(), titulo: z.string(), modulo: z.string(), enlace: z.string().nullable(), created_at: z.string() });
export const progresoDeTrabajo = z.object({
  id: z.string(),
  nombre: z.string(),
  progreso: z.number(),
  estado: z.enum(['activo', 'completado', 'fallido']),
});

/**
 * A chat message reached a member (sent to each member's sockets, the sender's other tabs too).
 * `participante` is the conversation's address as that member's participant list names it
 * (the sender for the recipient of a direct message, the recipient for the sender, the room
 * for a room); `nueva`: the conversation's first message (the participant list reloads, spec §4).
 */
export const eventoChatMensaje = z.object({ conversacion_id: z.number(), participante: z.string(), nueva: z.boolean(), mensaje: mensajeChat });
/** A member's read pointer moved (`cantidad` is that member's unread count now). */
export const eventoChatLeido = z.object({
  conversacion_id: z.number(),
  usuario_id: z.number(),
  fromJID: z.string(),
  leido_hasta: z.number(),
  cantidad: z.number(),
});
/** A member's delivered pointer moved: the messages up to `entregado_hasta` reached them. */
export const eventoChatEntregado = z.object({ conversacion_id: z.number(), usuario_id: z.number(), entregado_hasta: z.number() });
/** A sender deleted their message: it reads «Mensaje eliminado». */
export const eventoChatEliminado = z.object({ conversacion_id: z.number(), id: z.number() });
/** Someone is typing in a conversation of the receiver (`participante` as in chat-mensaje). */
export const eventoChatEscribiendo = z.object({ conversacion_id: z.number(), participante: z.string(), fromJID: z.string(), nombre: z.string() });
/** A user came online (first socket on any instance) or went offline (last one closed). */
export const eventoPresencia = z.object({ usuario_id: z.number(), en_linea: z.boolean() });

export const EVENTOS_EN_VIVO = {
  /** A notification reached the user (after its sending commits). */
  notificacion: eventoNotificacion,
  /** A system message reached the user (after its writing commits). */
  'mensaje-sistema': eventoMensajeSistema,
  /** The user read or deleted messages in another tab: every bell refreshes. */
  'bandeja-actualizada': sinCarga,
  /** A news item of the reader's feed changed. */
  'novedades-cambio': sinCarga,
  /** A punch or a schedule changed: the board asks again. */
  'fichaje-tablero': sinCarga,
  /** Data an open dashboard shows changed. */
  'rrhh-dashboard': sinCarga,
  /** Every query of the user's tabs refetches (their permissions or their slips changed). */
  'data-reload': sinCarga,
  /** Progress of a background job, to the user who enqueued it. */
  'trabajo-progreso': progresoDeTrabajo,
  /** Chat: a new message in one of the receiver's conversations. */
  'chat-mensaje': eventoChatMensaje,
  /** Chat: a member read up to a message (unread counts and «visto»). */
  'chat-leido': eventoChatLeido,
  /** Chat: messages reached a member. */
  'chat-entregado': eventoChatEntregado,
  /** Chat: a message was deleted by its sender. */
  'chat-eliminado': eventoChatEliminado,
  /** Chat: a member is typing (sent at most every few seconds while they type). */
  'chat-escribiendo': eventoChatEscribiendo,
  /** Chat: the participant list changed in another way (a room was created, a sector's members changed): ask again. */
  'chat-participantes': sinCarga,
  /** Tickets: a ticket the receiver asked for or works changed (a reply, a state): ask again. Only the id, never its text. */
  'ticket-cambio': z.object({ id: z.number() }),
  /** Presence: a user's first socket opened or last one closed (to the sockets that sent presencia:seguir). */
  presencia: eventoPresencia,
  /** The session was closed elsewhere: why (sent by the realtime platform itself, not through publish). */
  'sesion-revocada': z.object({ motivo: z.string() }),
} as const;

export type NombreEvento = keyof typeof EVENTOS_EN_VIVO;
export type CargaDe<E extends NombreEvento> = z.output<(typeof EVENTOS_EN_VIVO)[E]>;
/** What follows the name in a call: nothing for an event without payload, else its payload. */
export type ArgsDeEvento<E extends NombreEvento> = CargaDe<E> extends undefined ? [] : [carga: CargaDe<E>];

// What a client may send over the socket (the server checks each payload before acting on it).
export const EVENTOS_DEL_CLIENTE = {
  /** Chat: the user is typing to `to` (a person's or a room's address). */
  'chat:escribiendo': z.object({ to: z.string().max(200) }),
  /**
   * The socket wants `presencia` events (the chat screen, the roster): sent on every connect while
   * it needs them (a reconnected socket starts without); with a callback (emitWithAck) it is
   * answered true once followed. Without it a socket gets no presence.
   */
  'presencia:seguir': z.undefined().or(z.object({})),
  /** The socket no longer wants `presencia` events. */
  'presencia:dejar': z.undefined().or(z.object({})),
} as const;
export type NombreEventoCliente = keyof typeof EVENTOS_DEL_CLIENTE;
export type CargaDeCliente<E extends NombreEventoCliente> = z.output<(typeof EVENTOS_DEL_CLIENTE)[E]>;
