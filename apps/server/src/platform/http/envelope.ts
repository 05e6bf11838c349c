// Every successful reply goes through here so the envelope has one shape, the one
// `respuesta`, `respuestaLista` and `respuestaVacia` of @worknet/domain/http describe.

type Cabecera = { success: true; message: string; code: 200 };

export function ok(data?: undefined, message?: string): Cabecera;
export function ok<T>(data: T, message?: string): Cabecera & { data: T };
export function ok<T>(data?: T, message = 'Operación realizada con éxito.') {
  return { success: true, message, code: 200, ...(data === undefined ? {} : { data }) };
}

export function lista<T>(data: T[], total: number, message = 'OK'): Cabecera & { data: T[]; total: number } {
  return { success: true, message, code: 200, data, total };
}
