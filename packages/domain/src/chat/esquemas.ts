import { z } from 'zod';
import { idCoercido, idNumero, instante, paginaQuery, respuesta, respuestaLista, respuestaVacia, type Cable } from '../http';
import { urlsMedia } from '../media/item';
import { GRUPO_GENERAL, leerDireccion } from './direcciones';

// Contracts of the chat calls: the spec's §7 "Chat" calls at their paths and fields
// (/api/v1/openfire/...) and what the screen needs beyond them (/api/v1/chat/...).
// Addresses are `<username>@worknet` and `sala-<id>@salas.worknet` (direcciones.ts).
// `from` is always the caller's own address: any other is a 403 (the server checks it).

/** Longest message body, in characters. */
export const MAX_CUERPO = 4000;
/** Most attachments in one message. */
export const MAX_ADJUNTOS = 10;
/** Messages in one page of a conversation when `count` is not given, and the most one page brings. */
export const PAGINA_CHAT = 50;
export const MAX_PAGINA_CHAT = 200;

const MENSAJE_DIRECCION = 'Indique una dirección de chat válida (usuario@worknet).';

/** An address of a person or a room, as typed (the server resolves it). */
const direccion = (campo: string) =>
  z
    .string({ error: `Indique "${campo}" (una dirección usuario@worknet).` })
    .trim()
    .min(1, { message: `Indique "${campo}" (una dirección usuario@worknet).`, abort: true })
    .max(200, { message: MENSAJE_DIRECCION, abort: true })
    .refine((v) => leerDireccion(v) !== null, { message: MENSAJE_DIRECCION, abort: true });

/** A person's address only (`from`, and `to` of get_message_notify: always the caller). */
const direccionUsuario = (campo: string) =>
  direccion(campo).refine((v) => leerDireccion(v)?.tipo === 'usuario', `"${campo}" debe ser la dirección de una persona (usuario@worknet).`);

const cuerpo = z
  .string({ error: 'Escriba el mensaje.' })
  .max(MAX_CUERPO * 2, { message: `El mensaje admite hasta ${MAX_CUERPO} caracteres.`, abort: true })
  .refine((v) => [...v].length <= MAX_CUERPO, `El mensaje admite hasta ${MAX_CUERPO} caracteres.`);

// --- Requests of the spec's calls ---

/** GET get_conversations/?from=: the caller's participants (conversations), latest first. */
export const conversacionesQuery = z.object({ from: direccionUsuario('from') });

/** POST set_message_notify_reset {from, to}: the caller read everything in the conversation with `to`. */
export const reiniciarAvisoBody = z.object({ from: direccionUsuario('from'), to: direccion('to') });

/**
 * POST get_conversation {from, to, count?, before?}: one page of the conversation with `to`,
 * newest first. `before` is the `cursor` of the previous page (older messages); none is the newest page.
 */
export const conversacionBody = z.object({
  from: direccionUsuario('from'),
  to: direccion('to'),
  count: z.coerce
    .number({ error: 'La cantidad de mensajes debe ser un número.' })
    .int('La cantidad de mensajes debe ser un número entero.')
    .min(1, 'Pida al menos un mensaje.')
    .max(MAX_PAGINA_CHAT, `Se pueden pedir hasta ${MAX_PAGINA_CHAT} mensajes por página.`)
    .default(PAGINA_CHAT),
  before: idNumero('El cursor "before" debe ser el de una página anterior.').nullish(),
});

/** GET get_contact/?groupName=General: the roster (General: every active user). */
export const contactosQuery = z.object({
  groupName: z.literal(GRUPO_GENERAL, `El único grupo de contactos es «${GRUPO_GENERAL}».`).default(GRUPO_GENERAL),
  filter: z.string().trim().max(100, 'La búsqueda admite hasta 100 caracteres.').optional(),
});

/** POST get_message_notify {to}: the caller's unread counts (`to` is the caller's own address). */
export const avisosBody = z.object({ to: direccionUsuario('to') });

/**
 * POST set_message_notify {to, from, message}: sends a message. Beyond the spec: `adjuntos`
 * (draft media ids uploaded with modulo 'chat', modelo 'chat_mensaje') and `clave`, a key the
 * client picks so a retried send does not write the message twice.
 */
export const enviarBody = z
  .object({
    from: direccionUsuario('from'),
    to: direccion('to'),
    message: cuerpo.default(''),
    adjuntos: z
      .array(idNumero('Cada adjunto es el número de un archivo subido.'), 'Los adjuntos son una lista de archivos.')
      .max(MAX_ADJUNTOS, `Puede adjuntar hasta ${MAX_ADJUNTOS} archivos por mensaje.`)
      .default([])
      .transform((v) => [...new Set(v)]),
    clave: z.string().trim().min(1).max(64, 'La clave del envío admite hasta 64 caracteres.').nullish(),
  })
  .refine((v) => v.message.trim() !== '' || v.adjuntos.length > 0, { path: ['message'], message: 'Escriba el mensaje o adjunte un archivo.' });
export type EnviarBody = z.output<typeof enviarBody>;

/** PUT set_message_notify/{id} {from}: the caller read up to message `id` (its read pointer moves forward, never back). */
export const mensajeParam = z.object({ id: idCoercido('Indique el mensaje.') });
export const leidoHastaBody = z.object({ from: direccionUsuario('from') });

// --- Requests beyond the spec (/api/v1/chat/...) ---

/** GET /api/v1/chat/buscar?q=: full-text search (Spanish, accents ignored) over the caller's conversations. */
export const busquedaQuery = paginaQuery.omit({ filter: true }).extend({
  q: z.string({ error: 'Escriba qué buscar.' }).trim().min(2, 'Escriba al menos 2 letras para buscar.').max(200, 'La búsqueda admite hasta 200 caracteres.'),
  /** Only within one conversation (its address). */
  to: direccion('to').optional(),
});

/** POST /api/v1/chat/salas {sector_id}: the sector's room (its head or an administrator). */
export const salaBody = z.object({ sector_id: idNumero('Elija el sector.') });

/** POST /api/v1/chat/escribiendo {from, to}: the caller is typing (also a socket event, chat:escribiendo). */
export const escribiendoBody = z.object({ from: direccionUsuario('from'), to: direccion('to') });

// --- Responses ---

const TIPOS = ['directa', 'sala'] as const;
export type TipoConversacion = (typeof TIPOS)[number];

/** An attachment of a message (media), with its signed links. */
export const adjuntoChat = urlsMedia.extend({ id: z.number(), nombre: z.string(), content_type: z.string(), tamano: z.number() });
export type AdjuntoChat = Cable<typeof adjuntoChat>;

/**
 * One message as get_conversation, set_message_notify, the search and the live event carry it.
 * `sentDate` is unix time in milliseconds (as Openfire's archive). A deleted message keeps its
 * place with `body` '' and `eliminado` true («Mensaje eliminado»), without attachments.
 * `visto`: every other member's read pointer reached it (for a room: all of them).
 * `entregado`: it reached the other member (online when sent, or they loaded their chat since).
 */
export const mensajeChat = z.object({
  id: z.number(),
  conversacion_id: z.number(),
  fromJID: z.string(),
  toJID: z.string(),
  /** The sender's display name. */
  nombre: z.string(),
  body: z.string(),
  sentDate: z.number(),
  created_at: instante,
  eliminado: z.boolean(),
  propio: z.boolean(),
  entregado: z.boolean(),
  visto: z.boolean(),
  adjuntos: z.array(adjuntoChat),
});
export type MensajeChat = Cable<typeof mensajeChat>;

/** The last message of a participant's conversation, for the list (no attachments). */
export const ultimoMensaje = z.object({
  id: z.number(),
  fromJID: z.string(),
  body: z.string(),
  sentDate: z.number(),
  eliminado: z.boolean(),
  adjuntos: z.number(),
});
export type UltimoMensaje = Cable<typeof ultimoMensaje>;

/**
 * One participant of get_conversations (spec §3: `fromJID` and `cantidad`, the unread count,
 * never below zero): the partner of a direct conversation or a sector room.
 */
export const participante = z.object({
  conversacion_id: z.number(),
  tipo: z.enum(TIPOS),
  /** The partner's address (direct) or the room's (sala-<id>@salas.worknet): the `to` of the other calls. */
  fromJID: z.string(),
  nombre: z.string(),
  cantidad: z.number(),
  /** The partner's user id (direct), null for a room. */
  usuario_id: z.number().nullable(),
  /** The room's sector, null for a direct conversation. */
  sector_id: z.number().nullable(),
  en_linea: z.boolean(),
  ultimo: ultimoMensaje.nullable(),
});
export type Participante = Cable<typeof participante>;

/** get_conversation: a page, newest first; `cursor` is the `before` of the next (older) page, null at the start. */
export const paginaConversacion = z.object({
  conversacion_id: z.number(),
  tipo: z.enum(TIPOS),
  fromJID: z.string(),
  nombre: z.string(),
  mensajes: z.array(mensajeChat),
  cursor: z.number().nullable(),
  /** The caller's read pointer (0: nothing read). */
  leido_hasta: z.number(),
  /** Up to where every other member read (the «visto» of the caller's messages). */
  visto_hasta: z.number(),
});
export type PaginaConversacion = Cable<typeof paginaConversacion>;

/** get_contact: one person of the roster (General: every active user), online first. */
export const contacto = z.object({
  usuario_id: z.number(),
  jid: z.string(),
  username: z.string(),
  nombre: z.string(),
  /** The person's HR file linked to the user, if any: «Escribir a …» from that file's header. */
  persona_id: z.number().nullable(),
  en_linea: z.boolean(),
  /** The caller's own entry (not to write to oneself). */
  propio: z.boolean(),
});
export type Contacto = Cable<typeof contacto>;

/** get_message_notify: unread per participant (only those with some) and the total (the header's badge). */
export const avisosChat = z.object({
  total: z.number(),
  participantes: z.array(z.object({ conversacion_id: z.number(), fromJID: z.string(), cantidad: z.number() })),
});
export type AvisosChat = Cable<typeof avisosChat>;

/** set_message_notify_reset and set_message_notify/{id}: where the caller's pointer is now. */
export const lectura = z.object({ conversacion_id: z.number(), leido_hasta: z.number(), cantidad: z.number() });
export type Lectura = Cable<typeof lectura>;

/** A search hit: the message and the conversation it belongs to. */
export const resultadoBusqueda = z.object({
  id: z.number(),
  conversacion_id: z.number(),
  /** The conversation's address for the caller (the `to` to open it). */
  conversacionJID: z.string(),
  conversacion: z.string(),
  fromJID: z.string(),
  nombre: z.string(),
  body: z.string(),
  sentDate: z.number(),
});
export type ResultadoBusqueda = Cable<typeof resultadoBusqueda>;

/** A sector room. */
export const sala = z.object({ conversacion_id: z.number(), jid: z.string(), sector_id: z.number(), nombre: z.string(), miembros: z.number() });
export type Sala = Cable<typeof sala>;

/** GET /api/v1/chat/salas: the sectors whose room the caller may create (head or administrator), with the room if it exists. */
export const salaPosible = z.object({ sector_id: z.number(), sector: z.string(), conversacion_id: z.number().nullable(), jid: z.string().nullable() });
export type SalaPosible = Cable<typeof salaPosible>;

export const respuestasChat = {
  participantes: respuesta(z.array(participante)),
  conversacion: respuesta(paginaConversacion),
  contactos: respuesta(z.array(contacto)),
  avisos: respuesta(avisosChat),
  mensaje: respuesta(mensajeChat),
  lectura: respuesta(lectura),
  busqueda: respuestaLista(resultadoBusqueda),
  sala: respuesta(sala),
  salas: respuesta(z.array(salaPosible)),
  vacia: respuestaVacia,
};
