import type { FastifyRequest } from 'fastify';

// Every reply's envelope is built here: a success (`ok`, `lista`) has the one shape
// `respuesta`, `respuestaLista` and `respuestaVacia` of @worknet/domain/http describe; a
// failure (`sobre`) is built by the error handler, or by a route that sends its own status.

type Cabecera = { success: true; message: string; code: 200 };

export function ok(data?: undefined, message?: string): Cabecera;
export function ok<T>(data: T, message?: string): Cabecera & { data: T };
export function ok<T>(data?: T, message = 'Operación realizada con éxito.') {
  return { success: true, message, code: 200, ...(data === undefined ? {} : { data }) };
}

export function lista<T>(data: T[], total: number, message = 'OK'): Cabecera & { data: T[]; total: number } {
  return { success: true, message, code: 200, data, total };
}

/** The error envelope (error-handler.ts), with the request's id so a user's report can be found in the logs. */
export const sobre = (req: FastifyRequest, message: string, code: string, data?: unknown) => ({ success: false, message, code, data, request_id: req.id });
