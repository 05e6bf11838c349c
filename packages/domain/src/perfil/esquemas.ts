import { z } from 'zod';
import { idNumero, instante, respuesta, respuestaVacia, type Cable } from '../http';
import { datosPersonalesFila, formacionFila, laboralFila, matriculaFila } from '../rrhh/legajo';

// «Mi perfil» (issue 20 item 6, spec §2 mi_perfil): what a person sees and manages of their
// own account. Every call acts on the caller only (no id of another person is ever taken,
// except a session id, which must be one of the caller's own).

/**
 * Notification preferences. `correo_notificaciones`: each notification that reaches the bell
 * is also sent by e-mail (through the outbox) to the account's address.
 */
export const preferencias = z.object({
  correo_notificaciones: z.boolean(),
});
export type Preferencias = Cable<typeof preferencias>;

/**
 * GET /api/v1/mi_perfil: the caller's own HR file, read-only (null when the account has no
 * persona linked), their employments, trainings and licences, and their preferences.
 */
export const miPerfil = z.object({
  usuario: z.object({
    id: z.number(),
    username: z.string(),
    nombre_completo: z.string(),
    email: z.string().nullable(),
  }),
  /** The file's own data; null when the account has no persona. */
  persona: datosPersonalesFila.nullable(),
  laboral: z.array(laboralFila),
  formacion: z.array(formacionFila),
  matriculas: z.array(matriculaFila),
  preferencias,
});
export type MiPerfil = Cable<typeof miPerfil>;

/** PUT /api/v1/mi_perfil/preferencias. */
export const preferenciasBody = z.object({
  correo_notificaciones: z.boolean({ error: 'Indique si quiere recibir los avisos por correo.' }),
});

/** PUT /api/v1/mi_perfil/foto: a draft uploaded through media becomes the file's photo. */
export const fotoPerfilBody = z.object({
  // Capped at an integer like every id: 2^31 reached the database and was a 500 (issue 37, item 5).
  media_id: idNumero('Suba una foto.'),
});

/** One of the caller's active sessions (not revoked, not expired). */
export const sesionActiva = z.object({
  id: z.string(),
  origen: z.enum(['password', 'sso']),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: instante,
  expira_at: instante,
  /** The session this request came with. */
  actual: z.boolean(),
});
export type SesionActiva = Cable<typeof sesionActiva>;

export const sesionParam = z.object({ id: z.uuid({ error: 'No existe esa sesión.' }) });

export const MENSAJE_SESIONES_CERRADAS = (n: number) =>
  n === 0 ? 'No había otras sesiones abiertas.' : n === 1 ? 'Se cerró 1 sesión.' : `Se cerraron ${n} sesiones.`;

export const respuestas = {
  perfil: respuesta(miPerfil),
  preferencias: respuesta(preferencias),
  sesiones: respuesta(z.array(sesionActiva)),
  cerradas: respuesta(z.object({ cerradas: z.number() })),
  vacia: respuestaVacia,
};
