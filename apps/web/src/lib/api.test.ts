import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECTOR_HEADER as SECTOR_HEADER_DOMINIO } from '@worknet/domain/auth';
import { api, ApiError, errorDeCuerpo, errorDeHttp, SECTOR_HEADER } from './api';
import { MENSAJE_GET_SIN_SOBRE, MENSAJE_NO_LOGUEADO, TIPO_LLAMADA, mensajeConexion } from './callTypes';
import { setNavegador } from './navigation';
import { setNotificador, type Aviso } from './notify';
import { session } from './session';

const conexion = (n: number) => `Error al conectarse con el servidor. Por favor intente más tarde. (${n})`;

function respuestaJson(status: number, cuerpo: unknown): Response {
  return new Response(cuerpo === undefined ? '' : JSON.stringify(cuerpo), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let avisos: Aviso[];
let rutas: string[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  avisos = [];
  rutas = [];
  setNotificador((a) => avisos.push(a));
  setNavegador((r) => rutas.push(r));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  session.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mapa de tipos de llamada', () => {
  it('numera del 1 al 13 sin repetir', () => {
    const numeros = Object.values(TIPO_LLAMADA).sort((a, b) => a - b);
    expect(numeros).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(mensajeConexion(7)).toBe(conexion(7));
  });

  it('usa la misma cabecera de sector que el dominio', () => {
    expect(SECTOR_HEADER).toBe(SECTOR_HEADER_DOMINIO);
  });
});

describe('errorDeHttp', () => {
  it('401 da el aviso de no logueado', () => {
    const e = errorDeHttp(401, { success: false, message: 'Token vencido' }, 1);
    expect(e.message).toBe(MENSAJE_NO_LOGUEADO);
    expect(e.motivo).toBe('no-logueado');
    expect(e.mensajeServidor).toBe('Token vencido');
  });

  it('un 4xx con mensaje del servidor muestra ese mensaje', () => {
    expect(errorDeHttp(409, { success: false, message: 'Ya existe', code: 'DUP' }, 3).message).toBe('Ya existe');
    expect(errorDeHttp(422, { success: false, message: 'Regla de negocio' }, 4).message).toBe('Regla de negocio');
  });

  it('5xx o respuestas sin sobre dan el error de conexión con el número de la llamada', () => {
    expect(errorDeHttp(500, { success: false, message: 'boom' }, 5).message).toBe(conexion(5));
    expect(errorDeHttp(502, undefined, 2).message).toBe(conexion(2));
    expect(errorDeHttp(404, '<html>', 1).message).toBe(conexion(1));
  });

  it('un 4xx del servidor sin mensaje muestra el texto fijo de la llamada, si lo tiene', () => {
    const texto = 'No se ha podido actualizar el tipo de depósito';
    expect(errorDeHttp(409, { success: false, code: 'X' }, 4, texto)).toMatchObject({ message: texto, motivo: 'servidor' });
    expect(errorDeHttp(409, { success: false, code: 'X' }, 4).message).toBe(conexion(4));
    // A 401, a 5xx and a reply without an envelope keep their own texts.
    expect(errorDeHttp(401, { success: false }, 4, texto).message).toBe(MENSAJE_NO_LOGUEADO);
    expect(errorDeHttp(500, { success: false }, 4, texto).message).toBe(conexion(4));
    expect(errorDeHttp(404, '<html>', 4, texto).message).toBe(conexion(4));
  });

  it('un 5xx con request_id muestra el código de seguimiento', () => {
    const cuerpo = { success: false, message: 'Ocurrió un error inesperado en el servidor.', code: 'ERROR_INTERNO', request_id: 'abc-123' };
    expect(errorDeHttp(500, cuerpo, 3).message).toBe(`${conexion(3)} Código de seguimiento: abc-123`);
    // A 4xx shows the server's own message, without it.
    expect(errorDeHttp(409, { ...cuerpo, message: 'Ya existe' }, 3).message).toBe('Ya existe');
  });
});

describe('errorDeCuerpo (HTTP 2xx)', () => {
  it('acepta un sobre correcto', () => {
    expect(errorDeCuerpo({ success: true, message: 'ok', code: 200, data: 1 }, { ayudante: 'get' })).toBeNull();
  });

  it('sin success ni code muestra el mensaje del servidor o "Error en get" en el GET simple', () => {
    expect(MENSAJE_GET_SIN_SOBRE).toBe('Error en get');
    expect(errorDeCuerpo({ message: 'Algo raro' }, { ayudante: 'get' })?.message).toBe('Algo raro');
    expect(errorDeCuerpo({ data: [] }, { ayudante: 'get' })?.message).toBe('Error en get');
    expect(errorDeCuerpo(undefined, { ayudante: 'get' })?.message).toBe('Error en get');
    // The plain GET keeps its text when the call-type number is overridden (session calls: 9).
    expect(errorDeCuerpo({ data: [] }, { ayudante: 'get', tipo: TIPO_LLAMADA.sesion })?.message).toBe('Error en get');
  });

  it('sin success ni code, otro ayudante no inventa un «Error en post»: su texto fijo o el de conexión con su número', () => {
    expect(errorDeCuerpo({ data: [] }, { ayudante: 'getWithOptions' })?.message).toBe(conexion(2));
    expect(errorDeCuerpo({ data: [] }, { ayudante: 'post' })?.message).toBe(conexion(3));
    expect(errorDeCuerpo({ data: [] }, { ayudante: 'put', sinMensaje: 'No se ha podido actualizar la categoría' })?.message).toBe(
      'No se ha podido actualizar la categoría',
    );
    expect(errorDeCuerpo({ message: 'Algo raro' }, { ayudante: 'post' })?.message).toBe('Algo raro');
  });

  it('success:false muestra el mensaje del servidor, o el texto fijo de la llamada', () => {
    expect(errorDeCuerpo({ success: false, message: 'No se pudo', code: 1 }, { ayudante: 'post' })?.message).toBe('No se pudo');
    expect(errorDeCuerpo({ success: false, code: 1 }, { ayudante: 'post' })?.message).toBe('No se ha podido realizar la operación');
    expect(errorDeCuerpo({ success: false, code: 1 }, { ayudante: 'put', sinMensaje: 'No se ha podido actualizar el stock mínimo' })?.message).toBe(
      'No se ha podido actualizar el stock mínimo',
    );
    expect(
      errorDeCuerpo({ success: false, message: 'Ya existe', code: 1 }, { ayudante: 'put', sinMensaje: 'No se ha podido actualizar el stock mínimo' })?.message,
    ).toBe('Ya existe');
  });
});

describe('cliente api', () => {
  it('envía el token y el sector, y devuelve el sobre', async () => {
    session.setToken('tok-1');
    session.setSector(7);
    fetchMock.mockResolvedValue(respuestaJson(200, { success: true, message: 'ok', code: 200, data: { a: 1 }, total: 1 }));
    const r = await api.getWithOptions<{ a: number }>('/api/v1/x', { filter: 'á b', skip: 0, vacio: undefined });
    expect(r.data).toEqual({ a: 1 });
    expect(r.total).toBe(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/x?filter=%C3%A1+b&skip=0');
    const h = new Headers(init.headers);
    expect(h.get('authorization')).toBe('Bearer tok-1');
    expect(h.get('x-sector')).toBe('7');
  });

  it('put y del agregan el id a la ruta', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(respuestaJson(200, { success: true, message: 'ok', code: 200 })));
    await api.put('/api/v1/persona', 5, { nombre: 'x' });
    await api.del('/api/v1/persona/', 6);
    expect(fetchMock.mock.calls.map((c) => [c[0], (c[1] as RequestInit).method])).toEqual([
      ['/api/v1/persona/5', 'PUT'],
      ['/api/v1/persona/6', 'DELETE'],
    ]);
  });

  it('un 401 muestra el aviso rojo, borra la sesión y vuelve al login', async () => {
    session.setToken('viejo');
    fetchMock.mockResolvedValue(respuestaJson(401, { success: false, message: 'Sesión inválida', code: 401 }));
    await expect(api.get('/api/v1/get_menu')).rejects.toBeInstanceOf(ApiError);
    expect(avisos).toEqual([{ tipo: 'error', texto: MENSAJE_NO_LOGUEADO, clave: MENSAJE_NO_LOGUEADO }]);
    expect(session.get().token).toBeNull();
    expect(window.localStorage.getItem('worknet.token')).toBeNull();
    expect(rutas).toEqual(['/login']);
  });

  it('un fallo de red muestra el error de conexión con el número del tipo de llamada', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/a')).rejects.toMatchObject({ motivo: 'conexion', tipo: 1 });
    await expect(api.getWithOptions('/a', { x: 1 })).rejects.toMatchObject({ tipo: 2 });
    await expect(api.post('/a', {})).rejects.toMatchObject({ tipo: 3 });
    await expect(api.put('/a', 1, {})).rejects.toMatchObject({ tipo: 4 });
    await expect(api.del('/a', 1)).rejects.toMatchObject({ tipo: 5 });
    await expect(api.patch('/a', 1, {})).rejects.toMatchObject({ tipo: 6 });
    await expect(api.upload('/a', new FormData())).rejects.toMatchObject({ tipo: 7 });
    await expect(api.download('/a')).rejects.toMatchObject({ tipo: 8 });
    await expect(api.get('/a', { tipo: TIPO_LLAMADA.sesion })).rejects.toMatchObject({ tipo: 9 });
    expect(avisos.map((a) => a.texto)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(conexion));
  });

  it('un 500 muestra el error de conexión aunque traiga mensaje', async () => {
    fetchMock.mockResolvedValue(respuestaJson(500, { success: false, message: 'Error interno', code: 500 }));
    await expect(api.post('/a', {})).rejects.toThrow(conexion(3));
    expect(avisos[0]?.texto).toBe(conexion(3));
  });

  it('un 2xx sin success ni code en un GET simple muestra "Error en get"', async () => {
    fetchMock.mockResolvedValue(respuestaJson(200, { data: [] }));
    await expect(api.get('/a')).rejects.toThrow('Error en get');
    expect(avisos[0]).toMatchObject({ tipo: 'error', texto: 'Error en get' });
  });

  it('un 2xx sin success ni code en un GET con opciones o en un POST no dice «Error en get»', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(respuestaJson(200, { data: [] })));
    await expect(api.getWithOptions('/a', { x: 1 })).rejects.toThrow(conexion(2));
    await expect(api.post('/a', {})).rejects.toThrow(conexion(3));
    await expect(api.get('/a', { tipo: TIPO_LLAMADA.sesion })).rejects.toThrow('Error en get');
    expect(avisos.map((a) => a.texto)).toEqual([conexion(2), conexion(3), 'Error en get']);
  });

  it('sinMensaje: la respuesta del servidor sin mensaje muestra el texto fijo de la llamada', async () => {
    const texto = 'No se ha podido actualizar la categoría';
    fetchMock.mockResolvedValueOnce(respuestaJson(200, { success: false, code: 'X' }));
    await expect(api.put('/a', 1, {}, { sinMensaje: texto })).rejects.toThrow(texto);
    fetchMock.mockResolvedValueOnce(respuestaJson(422, { success: false, code: 'X' }));
    await expect(api.post('/a', {}, { sinMensaje: texto })).rejects.toThrow(texto);
    // The server's own message wins; a connection failure keeps its number.
    fetchMock.mockResolvedValueOnce(respuestaJson(409, { success: false, message: 'Ya existe una categoría con ese nombre.', code: 'X' }));
    await expect(api.post('/a', {}, { sinMensaje: texto })).rejects.toThrow('Ya existe una categoría con ese nombre.');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.del('/a', 1, { sinMensaje: texto })).rejects.toThrow(conexion(5));
    expect(avisos.map((a) => a.texto)).toEqual([texto, texto, 'Ya existe una categoría con ese nombre.', conexion(5)]);
  });

  it('success:false con HTTP 200 muestra el mensaje del servidor', async () => {
    fetchMock.mockResolvedValue(respuestaJson(200, { success: false, message: 'Stock insuficiente', code: 'STOCK' }));
    await expect(api.post('/a', {})).rejects.toThrow('Stock insuficiente');
    expect(avisos[0]?.texto).toBe('Stock insuficiente');
  });

  it('silent: no muestra aviso ni redirige, solo lanza', async () => {
    session.setToken('t');
    fetchMock.mockResolvedValue(respuestaJson(401, { success: false, message: 'Usuario o contraseña incorrectos.', code: 401 }));
    await expect(api.post('/api/v1/login', {}, { silent: true })).rejects.toMatchObject({
      status: 401,
      mensajeServidor: 'Usuario o contraseña incorrectos.',
    });
    expect(avisos).toEqual([]);
    expect(rutas).toEqual([]);
    expect(session.get().token).toBe('t');
  });

  it('una llamada cancelada por la pantalla no muestra aviso', async () => {
    const controlador = new AbortController();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('abort', 'AbortError')))),
    );
    const promesa = api.get('/a', { signal: controlador.signal });
    controlador.abort();
    await expect(promesa).rejects.toMatchObject({ motivo: 'cancelada' });
    expect(avisos).toEqual([]);
  });

  it('vence por tiempo con el error de conexión', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('abort', 'AbortError')))),
    );
    await expect(api.post('/a', {}, { timeoutMs: 10 })).rejects.toThrow(conexion(3));
  });
});
