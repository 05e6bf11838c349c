import { z } from 'zod';
import { instante, opcion, respuesta, respuestaLista, type Cable } from '../http';
import { AUDIENCIAS } from './tipos';
import { logPushFila } from '../push/esquemas';

// What the notification and system-message calls answer (spec §7 "Notifications"). The web
// imports these types with `import type`: the bell lives in the layout chunk, without zod.

/** A read flag: 0 unread, 1 read. */
const leido = z.union([z.literal(0), z.literal(1)]);

/** get_notificaciones / notificaciones_notificaciones_no_leidas: one the user received. */
export const notificacionRecibida = z.object({
  id: z.number(),
  titulo: z.string(),
  texto: z.string(),
  enlace: z.string().nullable(),
  autor: z.string(),
  created_at: instante,
  leido,
  leido_at: instante.nullable(),
});
export type NotificacionRecibida = Cable<typeof notificacionRecibida>;

/** notificaciones/enviadas: one sent, with how many received and read it. */
export const notificacionEnviada = z.object({
  id: z.number(),
  titulo: z.string(),
  texto: z.string(),
  enlace: z.string().nullable(),
  audiencia: z.enum(AUDIENCIAS),
  /** Names of the chosen users, groups or sectors (empty for 'todos'). */
  destinos: z.array(z.string()),
  autor: z.string(),
  created_at: instante,
  destinatarios: z.number(),
  leidas: z.number(),
  entregadas: z.number(),
});
export type NotificacionEnviada = Cable<typeof notificacionEnviada>;

/** mensajes_sistema/filter: one message the system wrote to the user. */
export const mensajeSistema = z.object({
  id: z.number(),
  titulo: z.string(),
  texto: z.string(),
  enlace: z.string().nullable(),
  modulo: z.string(),
  leido,
  created_at: instante,
});
export type MensajeSistema = Cable<typeof mensajeSistema>;

/** What a bulk read or delete answers (the `Efecto` of contadores.ts). */
export const efecto = z.object({ afectados: z.number(), no_leidos: z.number(), sin_leer: z.number() });

export const respuestasNotificaciones = {
  recibidas: respuestaLista(notificacionRecibida),
  enviadas: respuestaLista(notificacionEnviada),
  mensajes: respuestaLista(mensajeSistema),
  efecto: respuesta(efecto),
  /** log_notificacion_push: the first acknowledged delivery stays. */
  entrega: respuesta(z.object({ id: z.number(), entregado_at: instante })),
  /** log_notificacion_push: the ack above with `id`, the push log (respuestasPush.log) without it. */
  logPush: z.union([respuesta(z.object({ id: z.number(), entregado_at: instante })), respuestaLista(logPushFila)]),
  /** notificaciones/enviar: the new notification and how many users it reached. */
  enviada: respuesta(z.object({ id: z.number(), destinatarios: z.number() })),
  modulos: respuesta(z.array(z.string())),
  /** sin_leer: the unread count, as `data` and as `total`. */
  sinLeer: respuesta(z.number()).extend({ total: z.number() }),
  opciones: respuesta(z.array(opcion)),
};
