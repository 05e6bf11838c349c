import type { Leido } from './contadores';

// Shapes of the notification and system-message calls (spec §7 "Notifications"),
// without zod so the web's bell and screens can import them freely.

export const AUDIENCIAS = ['todos', 'usuarios', 'grupos', 'sectores'] as const;
export type Audiencia = (typeof AUDIENCIAS)[number];
export const ETIQUETA_AUDIENCIA: Record<Audiencia, string> = { todos: 'Todos', usuarios: 'Usuarios', grupos: 'Grupos', sectores: 'Sectores' };

export const MAX_TITULO = 150;
export const MAX_TEXTO = 2000;
export const MAX_IDS = 500;

/** get_notificaciones / notificaciones_notificaciones_no_leidas: one the user received. */
export type NotificacionRecibida = {
  id: number;
  titulo: string;
  texto: string;
  enlace: string | null;
  autor: string;
  created_at: string;
  leido: Leido;
  leido_at: string | null;
};

/** notificaciones/enviadas: one sent, with how many received and read it. */
export type NotificacionEnviada = {
  id: number;
  titulo: string;
  texto: string;
  enlace: string | null;
  audiencia: Audiencia;
  /** Names of the chosen users, groups or sectors (empty for 'todos'). */
  destinos: string[];
  autor: string;
  created_at: string;
  destinatarios: number;
  leidas: number;
  entregadas: number;
};

/** mensajes_sistema/filter: one message the system wrote to the user. */
export type MensajeSistema = {
  id: number;
  titulo: string;
  texto: string;
  enlace: string | null;
  modulo: string;
  leido: Leido;
  created_at: string;
};

/** Socket event 'notificacion' (to each recipient, after the sending commits). */
export type EventoNotificacion = { id: number; titulo: string; texto: string; enlace: string | null; created_at: string };
/** Socket event 'mensaje-sistema' (to each recipient, after the writing commits). */
export type EventoMensajeSistema = { id: number; titulo: string; modulo: string; enlace: string | null; created_at: string };

export type Opcion = { value: number; label: string };
