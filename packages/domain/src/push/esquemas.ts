import { z } from 'zod';
import { CLASES_PUSH, TIPOS_PUSH, type TipoPush } from './clases';
import { idCoercido, instante, paginaQuery, respuesta, respuestaLista, respuestaVacia, type Cable } from '../http';

// Contracts of web push (issue 40; spec §1 "Push subscription: POST to a push service at
// /register/worknet", §7 log_notificacion_push). Addresses in rutas.ts. Every call acts on the
// caller: a subscription is bound to the user and session of the token, never to an id in the body.

export { CLASES_PUSH, TIPOS_PUSH, type TipoPush } from './clases';

/** Outcome of one push to one subscription. */
export const RESULTADOS_PUSH = ['entregado', 'vencida', 'error'] as const;
export type ResultadoPush = (typeof RESULTADOS_PUSH)[number];
export const ETIQUETA_RESULTADO_PUSH: Record<ResultadoPush, string> = {
  entregado: 'Entregado',
  vencida: 'Suscripción vencida (se quitó)',
  error: 'Error (se reintenta)',
};

// The browser's key material is base64url (RFC 7515 §2, no padding); p256dh is a 65-byte P-256
// point (87 chars), auth 16 bytes (22 chars). Lengths are capped loosely: some browsers pad.
const base64url = (campo: string, min: number, max: number) =>
  z
    .string({ error: `Falta la clave "${campo}" de la suscripción.` })
    .trim()
    .min(min, `La clave "${campo}" de la suscripción no es válida.`)
    .max(max, `La clave "${campo}" de la suscripción no es válida.`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `La clave "${campo}" de la suscripción no es válida.`);

/** The standard PushSubscription JSON (`PushSubscription.toJSON()`). */
export const suscripcionPush = z.object({
  endpoint: z
    .string({ error: 'Falta la dirección (endpoint) de la suscripción.' })
    .trim()
    .max(2000, 'La dirección (endpoint) de la suscripción es demasiado larga.')
    // http(s) here; the server narrows it (production: https to a known push service only).
    .refine((v) => {
      try {
        return ['https:', 'http:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, 'La dirección (endpoint) de la suscripción no es válida.'),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url('p256dh', 80, 100), auth: base64url('auth', 16, 32) }, { error: 'Faltan las claves (keys) de la suscripción.' }),
});
export type SuscripcionPush = z.output<typeof suscripcionPush>;

/**
 * A push token as the spec's hooks carry it (`token_wp` of login, get_user and SSO, `token` of
 * set_token): a JSON-serialised PushSubscription registers it; anything else is kept as before.
 */
export function suscripcionDeToken(token: string | null | undefined): SuscripcionPush | null {
  if (!token || token.trim()[0] !== '{') return null;
  try {
    const r = suscripcionPush.safeParse(JSON.parse(token));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** `HH:MM`, 24 h, Argentina time. */
const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;
const hora = z.string().regex(HORA, 'Use una hora HH:MM (por ejemplo 22:00).');

const porTipo = <T extends z.ZodType>(campo: (t: TipoPush) => T) => Object.fromEntries(TIPOS_PUSH.map((t) => [t, campo(t)])) as { [K in TipoPush]: T };

/**
 * The caller's push preferences: on/off per kind (one boolean per CLASES_PUSH entry) and optional
 * quiet hours, Argentina time: no push from `silencio_desde` to `silencio_hasta` (may cross
 * midnight), except urgent system messages.
 */
export const preferenciasPush = z.object({
  ...porTipo(() => z.boolean()),
  silencio_desde: z.string().nullable(),
  silencio_hasta: z.string().nullable(),
});
export type PreferenciasPush = Cable<typeof preferenciasPush>;

/** PUT /api/v1/push/preferencias: every kind, and the quiet hours (both or neither). */
export const preferenciasPushBody = z
  .object({
    ...porTipo((t) => z.boolean({ error: `Indique si quiere recibir «${CLASES_PUSH[t].etiqueta}».` })),
    silencio_desde: hora.nullable().default(null),
    silencio_hasta: hora.nullable().default(null),
  })
  .superRefine(
    (v, ctx) => {
      if ((v.silencio_desde === null) !== (v.silencio_hasta === null))
        ctx.addIssue({
          code: 'custom',
          path: [v.silencio_desde === null ? 'silencio_desde' : 'silencio_hasta'],
          message: 'Indique el comienzo y el fin del horario de silencio.',
        });
      else if (v.silencio_desde !== null && v.silencio_desde === v.silencio_hasta)
        ctx.addIssue({ code: 'custom', path: ['silencio_hasta'], message: 'El horario de silencio debe terminar a otra hora que la de comienzo.' });
    },
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  );

/** One of the caller's push subscriptions. The web names it from `user_agent` as «Mis sesiones» does (dispositivoDe). */
export const dispositivoPush = z.object({
  id: z.number(),
  /** The session it was registered with (null once that session is gone from the record). */
  sesion_id: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: instante,
  /** Last registration (the app re-synchronises on each start). */
  visto_at: instante,
  /** Registered with the session of this request. */
  actual: z.boolean(),
});
export type DispositivoPush = Cable<typeof dispositivoPush>;

export const dispositivoParam = z.object({ id: idCoercido('No existe ese dispositivo.') });

/** GET log_notificacion_push without `id`: the push log, newest first. */
export const logPushListaQuery = paginaQuery.extend({
  /** Only with notificaciones.push.ver; without it the list is always the caller's own. */
  usuario_id: idCoercido('Indique el usuario.').optional(),
  tipo: z.enum(TIPOS_PUSH, `El tipo es ${TIPOS_PUSH.join(', ')}.`).optional(),
  resultado: z.enum(RESULTADOS_PUSH, 'El resultado es entregado, vencida o error.').optional(),
});

/** One push sent to one subscription. The title and route only: never the body of what it announces. */
export const logPushFila = z.object({
  id: z.number(),
  usuario_id: z.number(),
  usuario: z.string(),
  dispositivo_id: z.number().nullable(),
  tipo: z.enum(TIPOS_PUSH),
  titulo: z.string(),
  enlace: z.string().nullable(),
  resultado: z.enum(RESULTADOS_PUSH),
  /** The push service's HTTP status (null when it could not be reached). */
  codigo: z.number().nullable(),
  error: z.string().nullable(),
  created_at: instante,
});
export type LogPushFila = Cable<typeof logPushFila>;

/**
 * What the service worker receives (the decrypted push body). No health or pay data: a title, a
 * short text and the route to open; the app fetches the rest when opened. `etiqueta` is the
 * notification tag (a chat conversation collapses into one notification).
 */
export const cargaPush = z.object({
  titulo: z.string(),
  texto: z.string(),
  /** A Worknet route (`/chat?con=...`) or null for the home. */
  enlace: z.string().nullable(),
  tipo: z.enum(TIPOS_PUSH),
  etiqueta: z.string().nullable(),
});
export type CargaPush = z.infer<typeof cargaPush>;

export const respuestasPush = {
  clave: respuesta(z.object({ clave_publica: z.string() })),
  dispositivo: respuesta(dispositivoPush),
  dispositivos: respuesta(z.array(dispositivoPush)),
  preferencias: respuesta(preferenciasPush),
  log: respuestaLista(logPushFila),
  vacia: respuestaVacia,
};
