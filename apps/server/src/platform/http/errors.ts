/** A failure a person can read: Spanish message, HTTP status and a stable code. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'ERROR',
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const noAutenticado = (message = 'No se encuentra logueado. Por favor inicie sesión.') => new AppError(401, message, 'NO_AUTENTICADO');
export const prohibido = (message = 'No tiene permiso para realizar esta acción.') => new AppError(403, message, 'PROHIBIDO');
export const noEncontrado = (message = 'No se encontró el registro solicitado.') => new AppError(404, message, 'NO_ENCONTRADO');
export const conflicto = (message: string) => new AppError(409, message, 'CONFLICTO');
export const reglaDeNegocio = (message: string, data?: unknown) => new AppError(422, message, 'REGLA_DE_NEGOCIO', data);
export const datosInvalidos = (message: string, data?: unknown) => new AppError(400, message, 'DATOS_INVALIDOS', data);

export type CampoInvalido = { campo: string; mensaje: string };

/** 400 naming each field's problem in the message and in `data.campos` (forms mark the fields). */
export function camposInvalidos(campos: CampoInvalido[], lugar = 'los datos enviados') {
  const detalle = campos.map((c) => (c.campo ? `${c.campo}: ${c.mensaje}` : c.mensaje)).join('; ');
  return datosInvalidos(`Hay errores en ${lugar}: ${detalle}`, { campos });
}

/** The same from zod's issues, for a service that validates with safeParse. */
export const issuesInvalidos = (issues: readonly { path: PropertyKey[]; message: string }[], prefijo = '') =>
  camposInvalidos(issues.map((i) => ({ campo: prefijo + i.path.map(String).join('.'), mensaje: i.message })));
