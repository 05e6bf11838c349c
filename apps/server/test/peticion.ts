import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app';

// The one request helper of the server tests (issue 38 item 7): every API test calls the app
// through it instead of writing its own `pedir` over `app.inject`. The answer is the injected
// reply itself (`statusCode`, `json()`, `body`, `headers`), so the assertions read as before.

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who calls: a token, anyone logged in (`ConSesion`, `{ token }`), or nobody (`undefined`, `null`). */
export type Quien = string | { token: string } | null | undefined;

/** What else a request may carry: the active sector, more headers, the caller's address. */
export type Extra = { sector?: number; headers?: Record<string, string>; remoteAddress?: string };

export type Cliente = ReturnType<typeof peticiones>;

const tokenDe = (quien: Quien) => (quien === null || quien === undefined ? undefined : typeof quien === 'string' ? quien : quien.token);

/** The headers of a call by `quien`: its bearer token and, with `sector`, the active sector. */
export function cabecerasDe(quien: Quien, extra: Extra = {}): Record<string, string> {
  const token = tokenDe(quien);
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(extra.sector ? { 'x-sector': String(extra.sector) } : {}),
    ...extra.headers,
  };
}

/**
 * The calls of one test file against its app. `app` is read on every call, so the client can be
 * made at the top of the file before `beforeAll` opens the app: `const api = peticiones(() => t)`.
 * `prefijo` is put before relative URLs (`peticiones(() => t, '/api/v1/rrhh')`, then `get('personas')`).
 */
export function peticiones(app: () => App | { app: App }, prefijo = '') {
  const laApp = () => {
    const a = app();
    return 'app' in a ? a.app : a;
  };
  const direccion = (url: string) => (prefijo && !url.startsWith('/') ? `${prefijo}/${url}` : url);
  const pedir = (method: Metodo, url: string, quien?: Quien, cuerpo?: unknown, extra: Extra = {}): Promise<Response> =>
    laApp().inject({
      method,
      url: direccion(url),
      headers: cabecerasDe(quien, extra),
      ...(cuerpo === undefined ? {} : { payload: cuerpo as object }),
      ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    });
  /** The call, which must answer 200 (the message names it and shows the body); its `data`. */
  const datos = async (method: Metodo, url: string, quien?: Quien, cuerpo?: unknown, extra?: Extra) => {
    const r = await pedir(method, url, quien, cuerpo, extra);
    expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(200);
    return r.json().data;
  };
  return {
    pedir,
    datos,
    get: (url: string, quien?: Quien, extra?: Extra) => pedir('GET', url, quien, undefined, extra),
    post: (url: string, quien?: Quien, cuerpo?: unknown, extra?: Extra) => pedir('POST', url, quien, cuerpo, extra),
    put: (url: string, quien?: Quien, cuerpo?: unknown, extra?: Extra) => pedir('PUT', url, quien, cuerpo, extra),
    patch: (url: string, quien?: Quien, cuerpo?: unknown, extra?: Extra) => pedir('PATCH', url, quien, cuerpo, extra),
    delete: (url: string, quien?: Quien, cuerpo?: unknown, extra?: Extra) => pedir('DELETE', url, quien, cuerpo, extra),
  };
}
