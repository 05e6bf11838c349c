/**
 * The number N in "Error al conectarse con el servidor. Por favor intente más
 * tarde. (N)" (spec §8). It tells support which kind of call failed without
 * showing a URL to the user. Defined once here; documented in docs/decisions.md.
 *
 *  1 GET simple                      (api.get)
 *  2 GET con parámetros u opciones   (api.getWithOptions)
 *  3 POST                            (api.post)
 *  4 PUT {ruta}/{id}                 (api.put)
 *  5 DELETE {ruta}/{id}              (api.del)
 *  6 PATCH {ruta}/{id}               (api.patch)
 *  7 subida de archivos (multipart)  (api.upload)
 *  8 descarga de archivos            (api.download)
 *  9 datos de la sesión: get_user, get_menu, get_index, get_permisos
 * 10 registro de acceso: log_acceso, set_token
 * 11 cierre de sesión: logout
 * 12 recuperación de contraseña: recovery_password
 * 13 contraseña: verificar-validez-token, reset_password, cambiar_password
 *
 * Login and single sign-on do not use these numbers: their failures show
 * 'Error de autenticación (1)' and '(2)' as spec §8 says.
 */
export const TIPO_LLAMADA = {
  get: 1,
  getWithOptions: 2,
  post: 3,
  put: 4,
  del: 5,
  patch: 6,
  upload: 7,
  download: 8,
  sesion: 9,
  registro: 10,
  logout: 11,
  recuperacion: 12,
  restablecimiento: 13,
} as const;

export type TipoLlamada = (typeof TIPO_LLAMADA)[keyof typeof TIPO_LLAMADA];

export const MENSAJE_NO_LOGUEADO = 'No se encuentra logueado. Por favor inicie sesión.';

/** A 2xx reply to the plain GET (api.get) without `success` or `code` and without a message (spec §8). */
export const MENSAJE_GET_SIN_SOBRE = 'Error en get';

/** A write the server refused without saying why, when the call names no fixed text of its own (spec §8). */
export const MENSAJE_OPERACION_FALLIDA = 'No se ha podido realizar la operación';

export function mensajeConexion(tipo: TipoLlamada): string {
  return `Error al conectarse con el servidor. Por favor intente más tarde. (${tipo})`;
}
