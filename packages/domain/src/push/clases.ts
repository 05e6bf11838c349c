// The kinds of web push, declared once (issue 40). A new kind is one entry here: its name is the
// `tipo` a module passes to avisar (`push: [{ tipo, ... }]`), Mi perfil offers its on/off switch,
// the preferences and the log accept it, and the deliverer takes urgency, lifetime and collapsing
// from it. No zod here: the service worker's glue imports it.

export type ClasePush = {
  /** How Mi perfil names it. */
  etiqueta: string;
  /** RFC 8030 Urgency: how soon the push service should wake the device. */
  urgencia: 'very-low' | 'low' | 'normal' | 'high';
  /** Lifetime on the push service while the device is unreachable (TTL), in hours. */
  horasDeVida: number;
  /**
   * Whether pushes of the same `etiqueta` (a chat conversation) replace each other, both on the
   * push service (RFC 8030 Topic) and on the device (the notification tag).
   */
  agrupa: boolean;
  /** Whether an urgent one (a system message marked urgente) rings inside the quiet hours. */
  urgentePasaSilencio: boolean;
};

export const CLASES_PUSH = {
  novedades: { etiqueta: 'Novedades importantes', urgencia: 'low', horasDeVida: 72, agrupa: false, urgentePasaSilencio: false },
  notificaciones: { etiqueta: 'Notificaciones', urgencia: 'normal', horasDeVida: 72, agrupa: false, urgentePasaSilencio: false },
  mensajes: { etiqueta: 'Mensajes del sistema', urgencia: 'normal', horasDeVida: 72, agrupa: false, urgentePasaSilencio: true },
  chat: { etiqueta: 'Mensajes del chat', urgencia: 'high', horasDeVida: 24, agrupa: true, urgentePasaSilencio: false },
} as const satisfies Record<string, ClasePush>;

export type TipoPush = keyof typeof CLASES_PUSH;
export const TIPOS_PUSH = Object.keys(CLASES_PUSH) as [TipoPush, ...TipoPush[]];
