import type { RespuestaLogin, Usuario, ValidezToken } from '@worknet/domain/auth';
import { ID_APP } from '@worknet/domain/constantes';
import { api, type Respuesta } from '../../lib/api';
import { TIPO_LLAMADA } from '../../lib/callTypes';
import { datosCliente, VERSION_CLIENTE_RESET } from '../../lib/clientInfo';
import * as reloj from '@worknet/domain/reloj';

// Session calls of spec §7 as plain functions. No React Query here: the login
// page uses them and must not carry the query library in its bundle.

/** Login and SSO handle their own toasts ('Error de autenticación (1)/(2)'). */
export function login(username: string, password: string): Promise<RespuestaLogin> {
  // The token travels next to the envelope, not in `data` (spec §7): the reply is read as a whole.
  return api.post<unknown>('/api/v1/login', { username, password, token_wp: null }, { silent: true }) as Promise<RespuestaLogin>;
}

export function loginSso(token: string): Promise<RespuestaLogin> {
  return api.getWithOptions<unknown>('/api/v1/security/login-jwt-worknet', { token, token_wp: '' }, { silent: true }) as Promise<RespuestaLogin>;
}

/** get_user is silent: a failure at start is an auto-login failure (warning), not a red toast. */
export function obtenerUsuario(signal?: AbortSignal): Promise<Usuario> {
  return api.get<Usuario>('/api/v1/get_user', { signal, silent: true, tipo: TIPO_LLAMADA.sesion }).then((r) => r.data as Usuario);
}

function fechaHoraLocal(d = reloj.ahora()): string {
  const dos = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${dos(d.getMonth() + 1)}-${dos(d.getDate())} ${dos(d.getHours())}:${dos(d.getMinutes())}:${dos(d.getSeconds())}`;
}

/** Access log after every login; failing to log must not bother the user. */
export function registrarAcceso(usuario: string, mensaje: string): Promise<unknown> {
  return api
    .post(
      '/api/v1/log_acceso',
      { fecha_acceso: fechaHoraLocal(), usuario, id_app: ID_APP, ...datosCliente(), message: mensaje },
      { silent: true, tipo: TIPO_LLAMADA.registro },
    )
    .catch(() => undefined);
}

export function logout(token: string): Promise<unknown> {
  // The local session ends even if the server cannot be reached.
  return api.post('/api/v1/logout', { token }, { silent: true, tipo: TIPO_LLAMADA.logout, timeoutMs: 8_000 }).catch(() => undefined);
}

export function pedirRecuperacion(email: string): Promise<Respuesta<unknown>> {
  return api.post('/api/v1/recovery_password', { email, ...datosCliente(VERSION_CLIENTE_RESET) }, { tipo: TIPO_LLAMADA.recuperacion });
}

/** The caller's own password; the server clears the "must change" flag. */
export function cambiarPassword(password_actual: string, password: string): Promise<Respuesta<unknown>> {
  return api.post('/api/v1/cambiar_password', { password_actual, password }, { tipo: TIPO_LLAMADA.restablecimiento });
}

export type { ValidezToken };

export function verificarTokenReset(token: string): Promise<Respuesta<ValidezToken>> {
  return api.post<ValidezToken>('/api/verificar-validez-token', { token }, { silent: true, tipo: TIPO_LLAMADA.restablecimiento });
}

export function restablecerPassword(datos: { email?: string; token: string; user?: string; password: string }): Promise<Respuesta<unknown>> {
  return api.post('/api/v1/reset_password', datos, { tipo: TIPO_LLAMADA.restablecimiento });
}
