import { z } from 'zod';

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
  /** The session was closed elsewhere: why (sent by the realtime platform itself, not through publish). */
  'sesion-revocada': z.object({ motivo: z.string() }),
} as const;

export type NombreEvento = keyof typeof EVENTOS_EN_VIVO;
export type CargaDe<E extends NombreEvento> = z.output<(typeof EVENTOS_EN_VIVO)[E]>;
/** What follows the name in a call: nothing for an event without payload, else its payload. */
export type ArgsDeEvento<E extends NombreEvento> = CargaDe<E> extends undefined ? [] : [carga: CargaDe<E>];
