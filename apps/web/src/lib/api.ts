import type { Envelope } from '@worknet/domain/http';
import { MENSAJE_GET_SIN_SOBRE, MENSAJE_NO_LOGUEADO, MENSAJE_OPERACION_FALLIDA, TIPO_LLAMADA, mensajeConexion, type TipoLlamada } from './callTypes';
import { conexion } from './conexion';
import { avisar } from './notify';
import { irA } from './navigation';
import { session } from './session';
import { descartarTempranas, tomarTemprana } from './tempranas';

// The one HTTP client every module uses (architecture §7, spec §8). It sends the
// token and the sector, reads the envelope and turns every failure into the
// spec's toast, so screens only handle the happy path.

/**
 * Keep in sync with SECTOR_HEADER in packages/domain/src/auth.ts (a test checks it).
 * Not imported from there: that module builds zod schemas at load, which would
 * put zod in the login page's bundle.
 */
export const SECTOR_HEADER = 'x-sector';

export type Parametros = Record<string, string | number | boolean | null | undefined>;

export type OpcionesLlamada = {
  params?: Parametros;
  /** Abort after this many ms (spec: "POST (optional timeout)"). */
  timeoutMs?: number;
  /** The caller shows its own message; the client only throws. */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Overrides the call-type number shown in the connection toast. */
  tipo?: TipoLlamada;
  /**
   * The fixed text of spec §8 for this call when the server answers without a message
   * ('No se ha podido actualizar la categoría'); without it, 'No se ha podido realizar la
   * operación'. A 401 or a connection failure keeps its own text.
   */
  sinMensaje?: string;
};

function guardarArchivo(blob: Blob, nombre: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Replies carry extra top-level fields at times (login: `token`). */
export type Respuesta<T> = Envelope<T> & Record<string, unknown>;

export type MotivoError = 'no-logueado' | 'servidor' | 'conexion' | 'respuesta-invalida' | 'cancelada';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly motivo: MotivoError,
    readonly tipo: TipoLlamada,
    /** The server's own `message`, when it sent one. */
    readonly mensajeServidor?: string,
    readonly cuerpo?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const TIMEOUT_POR_DEFECTO_MS = 60_000;

function armarUrl(ruta: string, params?: Parametros): string {
  if (!params) return ruta;
  const query = new URLSearchParams();
  for (const [clave, valor] of Object.entries(params)) {
    if (valor !== undefined && valor !== null) query.append(clave, String(valor));
  }
  const texto = query.toString();
  if (!texto) return ruta;
  return `${ruta}${ruta.includes('?') ? '&' : '?'}${texto}`;
}

function cabeceras(opciones: OpcionesLlamada, conCuerpoJson: boolean): Headers {
  const { token, sectorId } = session.get();
  const h = new Headers({ Accept: 'application/json' });
  if (conCuerpoJson) h.set('Content-Type', 'application/json');
  if (token) h.set('Authorization', `Bearer ${token}`);
  if (sectorId !== null) h.set(SECTOR_HEADER, String(sectorId));
  for (const [clave, valor] of Object.entries(opciones.headers ?? {})) h.set(clave, valor);
  return h;
}

function esObjeto(valor: unknown): valor is Record<string, unknown> {
  return typeof valor === 'object' && valor !== null && !Array.isArray(valor);
}

function textoDe(cuerpo: unknown): string | undefined {
  if (!esObjeto(cuerpo)) return undefined;
  const m = cuerpo.message;
  return typeof m === 'string' && m.trim() ? m : undefined;
}

function fallar(error: ApiError, silent: boolean): never {
  if (!silent && error.motivo !== 'cancelada') {
    // The key collapses identical toasts (several queries failing together).
    avisar({ tipo: 'error', texto: error.message, clave: error.message });
  }
  if (error.motivo === 'no-logueado' && !silent) {
    session.clear('error');
    irA('/login');
  }
  throw error;
}

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function enviar(metodo: Metodo, ruta: string, tipo: TipoLlamada, cuerpo: unknown, opciones: OpcionesLlamada): Promise<Response> {
  const silent = opciones.silent ?? false;
  const tipoFinal = opciones.tipo ?? tipo;
  // FormData and files travel as they are (the browser or the Blob sets their type).
  const esFormulario = typeof FormData !== 'undefined' && cuerpo instanceof FormData;
  const esArchivo = typeof Blob !== 'undefined' && cuerpo instanceof Blob;
  const controlador = new AbortController();
  const reloj = setTimeout(() => controlador.abort(), opciones.timeoutMs ?? TIMEOUT_POR_DEFECTO_MS);
  const alCancelar = () => controlador.abort();
  opciones.signal?.addEventListener('abort', alCancelar, { once: true });
  const url = armarUrl(ruta, opciones.params);
  // The home's first answers may have been asked for by the document's head (lib/tempranas.ts);
  // any write makes them stale.
  if (metodo !== 'GET') descartarTempranas();
  const temprana = metodo === 'GET' ? tomarTemprana(url) : null;
  try {
    const respuesta = await (temprana ??
      fetch(url, {
        method: metodo,
        headers: cabeceras(
          esArchivo && cuerpo.type ? { ...opciones, headers: { 'Content-Type': cuerpo.type, ...opciones.headers } } : opciones,
          cuerpo !== undefined && !esFormulario && !esArchivo,
        ),
        body: cuerpo === undefined ? undefined : esFormulario || esArchivo ? cuerpo : JSON.stringify(cuerpo),
        signal: controlador.signal,
      }));
    conexion.respuesta();
    return respuesta;
  } catch (causa) {
    if (opciones.signal?.aborted) {
      // The screen went away (React Query cancelled it): nothing to tell the user.
      fallar(new ApiError('Llamada cancelada', 0, 'cancelada', tipoFinal), true);
    }
    // A timeout of ours is a slow server, not a missing network.
    if (!controlador.signal.aborted) conexion.fallo();
    return fallar(new ApiError(mensajeConexion(tipoFinal), 0, 'conexion', tipoFinal, undefined, causa), silent);
  } finally {
    clearTimeout(reloj);
    opciones.signal?.removeEventListener('abort', alCancelar);
  }
}

async function leerJson(respuesta: Response): Promise<unknown> {
  try {
    const texto = await respuesta.text();
    return texto ? (JSON.parse(texto) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Maps an HTTP failure to the spec's toast text. Exported for tests. */
export function errorDeHttp(status: number, cuerpo: unknown, tipo: TipoLlamada, sinMensaje?: string): ApiError {
  const delServidor = textoDe(cuerpo);
  if (status === 401) return new ApiError(MENSAJE_NO_LOGUEADO, status, 'no-logueado', tipo, delServidor, cuerpo);
  // A 4xx with a Spanish message (validation, conflict, business rule) is the
  // server talking to the user; 5xx and replies without an envelope are not.
  const delUsuario = delServidor ?? sinMensaje;
  if (status >= 400 && status < 500 && esObjeto(cuerpo) && cuerpo.success === false && delUsuario) {
    return new ApiError(delUsuario, status, 'servidor', tipo, delServidor, cuerpo);
  }
  // A 5xx names its request (the server's `request_id`): the user can read it to support,
  // who finds that request's log lines by it.
  const id = status >= 500 && esObjeto(cuerpo) && typeof cuerpo.request_id === 'string' ? cuerpo.request_id : null;
  const texto = id ? `${mensajeConexion(tipo)} Código de seguimiento: ${id}` : mensajeConexion(tipo);
  return new ApiError(texto, status, 'conexion', tipo, delServidor, cuerpo);
}

/** The client's helpers (spec §7: GET, GET with options, POST, PUT, DELETE…); each has its call-type number. */
export type Ayudante = 'get' | 'getWithOptions' | 'post' | 'put' | 'patch' | 'del' | 'upload';

/**
 * Checks a 2xx body; returns the error to raise or null when it is a good envelope. A reply
 * without `success` or `code` shows the server's message, or 'Error en get' for the plain GET
 * (spec §8); for any other helper, the fixed text of the call or the connection text with its number.
 */
export function errorDeCuerpo(cuerpo: unknown, llamada: { ayudante: Ayudante; tipo?: TipoLlamada; sinMensaje?: string }, status = 200): ApiError | null {
  const tipo = llamada.tipo ?? TIPO_LLAMADA[llamada.ayudante];
  const delServidor = textoDe(cuerpo);
  if (!esObjeto(cuerpo) || (cuerpo.success === undefined && cuerpo.code === undefined)) {
    const texto = delServidor ?? (llamada.ayudante === 'get' ? MENSAJE_GET_SIN_SOBRE : (llamada.sinMensaje ?? mensajeConexion(tipo)));
    return new ApiError(texto, status, 'respuesta-invalida', tipo, delServidor, cuerpo);
  }
  if (cuerpo.success === false) {
    const texto = delServidor ?? llamada.sinMensaje ?? MENSAJE_OPERACION_FALLIDA;
    return new ApiError(texto, status, 'servidor', tipo, delServidor, cuerpo);
  }
  return null;
}

async function llamar<T>(ayudante: Ayudante, metodo: Metodo, ruta: string, cuerpo: unknown, opciones: OpcionesLlamada = {}): Promise<Respuesta<T>> {
  const silent = opciones.silent ?? false;
  const tipo = TIPO_LLAMADA[ayudante];
  const tipoFinal = opciones.tipo ?? tipo;
  const respuesta = await enviar(metodo, ruta, tipo, cuerpo, opciones);
  const json = await leerJson(respuesta);
  if (!respuesta.ok) return fallar(errorDeHttp(respuesta.status, json, tipoFinal, opciones.sinMensaje), silent);
  const invalido = errorDeCuerpo(json, { ayudante, tipo: tipoFinal, sinMensaje: opciones.sinMensaje }, respuesta.status);
  if (invalido) return fallar(invalido, silent);
  return json as Respuesta<T>;
}

function conId(ruta: string, id: number | string): string {
  return `${ruta.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`;
}

export const api = {
  get: <T>(ruta: string, opciones?: OpcionesLlamada) => llamar<T>('get', 'GET', ruta, undefined, opciones),
  getWithOptions: <T>(ruta: string, params: Parametros, opciones?: OpcionesLlamada) =>
    llamar<T>('getWithOptions', 'GET', ruta, undefined, { ...opciones, params }),
  post: <T>(ruta: string, cuerpo?: unknown, opciones?: OpcionesLlamada) => llamar<T>('post', 'POST', ruta, cuerpo ?? {}, opciones),
  put: <T>(ruta: string, id: number | string, cuerpo: unknown, opciones?: OpcionesLlamada) => llamar<T>('put', 'PUT', conId(ruta, id), cuerpo, opciones),
  patch: <T>(ruta: string, id: number | string, cuerpo: unknown, opciones?: OpcionesLlamada) => llamar<T>('patch', 'PATCH', conId(ruta, id), cuerpo, opciones),
  del: <T>(ruta: string, id: number | string, opciones?: OpcionesLlamada) => llamar<T>('del', 'DELETE', conId(ruta, id), undefined, opciones),
  /** A form with files (POST), or one file as the body itself (`metodo: 'PUT'` replaces it, e.g. a photo). */
  upload: <T>(ruta: string, cuerpo: FormData | Blob, opciones: OpcionesLlamada & { metodo?: 'POST' | 'PUT' } = {}) =>
    llamar<T>('upload', opciones.metodo ?? 'POST', ruta, cuerpo, opciones),
  /** GET of raw bytes (an image) as a Blob; failures toast like any call unless `silent`. */
  async blob(ruta: string, opciones: OpcionesLlamada = {}): Promise<Blob> {
    const tipo = opciones.tipo ?? TIPO_LLAMADA.download;
    const respuesta = await enviar('GET', ruta, tipo, undefined, opciones);
    if (!respuesta.ok) return fallar(errorDeHttp(respuesta.status, await leerJson(respuesta), tipo), opciones.silent ?? false);
    return respuesta.blob();
  },
  /** Files (pay slips, exports) come as raw bytes, not an envelope. */
  /**
   * A file (GET, or POST with `cuerpo` for a report of filtered rows), saved in the
   * browser under the name the server gives it (Content-Disposition:
   * 'Reporte-...-DD-MM-YYYY.xlsx'), or `nombre`. Returns that name.
   */
  async download(ruta: string, opciones: OpcionesLlamada & { nombre?: string; cuerpo?: unknown } = {}): Promise<string> {
    const silent = opciones.silent ?? false;
    const tipo = opciones.tipo ?? TIPO_LLAMADA.download;
    const respuesta = await enviar(opciones.cuerpo === undefined ? 'GET' : 'POST', ruta, tipo, opciones.cuerpo, opciones);
    if (!respuesta.ok) return fallar(errorDeHttp(respuesta.status, await leerJson(respuesta), tipo), silent);
    const delServidor = /filename="([^"]+)"/.exec(respuesta.headers.get('content-disposition') ?? '')?.[1];
    const nombre = delServidor ?? opciones.nombre ?? 'descarga';
    guardarArchivo(await respuesta.blob(), nombre);
    return nombre;
  },
};
