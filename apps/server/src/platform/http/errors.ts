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

export const noAutenticado = (message = 'No se encuentra logueado. Por favor inicie sesión.') =>
  new AppError(401, message, 'NO_AUTENTICADO');
export const prohibido = (message = 'No tiene permiso para realizar esta acción.') =>
  new AppError(403, message, 'PROHIBIDO');
export const noEncontrado = (message = 'No se encontró el registro solicitado.') =>
  new AppError(404, message, 'NO_ENCONTRADO');
export const conflicto = (message: string) => new AppError(409, message, 'CONFLICTO');
export const reglaDeNegocio = (message: string, data?: unknown) =>
  new AppError(422, message, 'REGLA_DE_NEGOCIO', data);
export const datosInvalidos = (message: string, data?: unknown) =>
  new AppError(400, message, 'DATOS_INVALIDOS', data);
