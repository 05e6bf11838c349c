import type { Envelope } from '@worknet/domain/http';

// Every successful reply goes through here so the envelope has one shape.
export function ok<T>(data?: T, message = 'Operación realizada con éxito.', extra: Partial<Envelope<T>> = {}): Envelope<T> {
  return { success: true, message, code: 200, ...(data === undefined ? {} : { data }), ...extra };
}

export function lista<T>(data: T[], total: number, message = 'OK'): Envelope<T[]> {
  return { success: true, message, code: 200, data, total };
}
