// Web push addresses on the server, without zod: the web's service-worker glue and the
// header's entry can import them without pulling zod into their chunk (esquemas.ts does).

/** Every push call, for the web's api.ts. */
export const RUTAS_PUSH = {
  /** GET → respuestasPush.clave (the VAPID public key, base64url, for pushManager.subscribe) */
  clave: '/api/v1/push/clave',
  /**
   * POST the standard PushSubscription JSON (`subscription.toJSON()`) → respuestasPush.dispositivo.
   * Always for the caller and the session of the token; registering again is idempotent (call it on
   * every start: subscriptions rotate). The spec's address, outside /api/v1.
   */
  registrar: '/register/worknet',
  /** POST {token}: the spec's hook; a JSON-serialised PushSubscription registers it like `registrar`. */
  setToken: '/api/v1/set_token',
  /** GET → respuestasPush.dispositivos (the caller's own); DELETE `${dispositivos}/${id}` → respuestasPush.vacia («Quitar») */
  dispositivos: '/api/v1/push/dispositivos',
  /** GET → respuestasPush.preferencias; PUT preferenciasPushBody → respuestasPush.preferencias */
  preferencias: '/api/v1/push/preferencias',
  /**
   * GET ?id= → the client's ack of a live delivery (unchanged). GET without `id` (skip, limit,
   * usuario_id?, tipo?, resultado?) → respuestasPush.log: what was pushed, to whom, when and the
   * outcome. With `notificaciones.push.ver` every user's; without it, only the caller's own.
   */
  log: '/api/v1/log_notificacion_push',
} as const;
