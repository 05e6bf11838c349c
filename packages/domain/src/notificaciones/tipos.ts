// Shapes of the notification and system-message calls (spec §7 "Notifications"),
// without zod so the web's bell and screens can import them freely.

import type { CargaDe } from '../tiempo-real';

export const AUDIENCIAS = ['todos', 'usuarios', 'grupos', 'sectores'] as const;
export type Audiencia = (typeof AUDIENCIAS)[number];
export const ETIQUETA_AUDIENCIA: Record<Audiencia, string> = { todos: 'Todos', usuarios: 'Usuarios', grupos: 'Grupos', sectores: 'Sectores' };

export const MAX_TITULO = 150;
export const MAX_TEXTO = 2000;
export const MAX_IDS = 500;

// The replies of the calls are schemas: respuestas.ts (NotificacionRecibida, NotificacionEnviada, MensajeSistema).

/** Socket event 'notificacion' (to each recipient, after the sending commits); declared in ../tiempo-real.ts. */
export type EventoNotificacion = CargaDe<'notificacion'>;
/** Socket event 'mensaje-sistema' (to each recipient, after the writing commits); declared in ../tiempo-real.ts. */
export type EventoMensajeSistema = CargaDe<'mensaje-sistema'>;

/** An option of a select (the one of @worknet/domain/http). */
export type { Opcion } from '../http';
