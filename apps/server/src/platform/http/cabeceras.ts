import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, computed once: with no CSP nonces they are the same
 * for every answer, and running helmet's middleware per request was ~7-8 % of the
 * hot path (issue 15). The onRequest hook only copies this object.
 */
export function cabecerasDeSeguridad(opciones: HelmetOptions): Readonly<Record<string, string>> {
  const cabeceras: Record<string, string> = {};
  const res = {
    setHeader: (nombre: string, valor: unknown) => void (cabeceras[nombre.toLowerCase()] = String(valor)),
    removeHeader: (nombre: string) => void delete cabeceras[nombre.toLowerCase()],
  };
  let listo = false;
  helmet(opciones)({} as IncomingMessage, res as unknown as ServerResponse, () => void (listo = true));
  // Helmet's middlewares are synchronous; if one ever is not, fail at start rather than send fewer headers.
  if (!listo) throw new Error('helmet no terminó de armar las cabeceras de seguridad');
  return Object.freeze(cabeceras);
}

/** Helmet's full set for this app (CSP: YouTube frames, data/blob images, no https upgrade on plain-http LANs). */
const HELMET = cabecerasDeSeguridad({
  contentSecurityPolicy: {
    directives: {
      // Plain-http LAN installs must not be upgraded to https (toolchain).
      upgradeInsecureRequests: null,
      imgSrc: ["'self'", 'data:', 'blob:'],
      frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
    },
  },
});

/**
 * What a hashed script or style under /assets/ carries instead (issue 16, item 6): the page's
 * policies (CSP, frames, HSTS, referrer…) act on the document, which has them all; a
 * subresource only needs not to be sniffed as another type or read by another site. The full
 * set was ~0.8 kB on each of the login page's 30 files, more than a tenth of what it transfers.
 */
export const CABECERAS_RECURSO: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': HELMET['x-content-type-options']!,
  'cross-origin-resource-policy': HELMET['cross-origin-resource-policy']!,
});

const { 'strict-transport-security': hsts, ...sinHsts } = HELMET;

/**
 * Headers every page and API answer carries over plain HTTP. Strict-Transport-Security goes only
 * on an https request (issue 37, item 5): over http it means nothing to a browser, and a LAN
 * install without TLS must not tell anyone it has it.
 */
export const CABECERAS: Readonly<Record<string, string>> = Object.freeze(sinHsts);
/** The same over https (the socket's, or `X-Forwarded-Proto: https` from a TRUST_PROXY balancer). */
export const CABECERAS_HTTPS: Readonly<Record<string, string>> = Object.freeze({ ...sinHsts, 'strict-transport-security': hsts! });

/**
 * Under /api, also `Cache-Control: no-store` (issue 37, item 5): the answers are a person's
 * data, and neither the browser's disk, a shared computer's back button nor a proxy keep them.
 * A route that caches on purpose sets its own, which replaces this one (media's signed links
 * `private, max-age`, the building image's redirect `no-cache`); downloads already said no-store.
 */
const NO_STORE = { 'cache-control': 'no-store' };
const CABECERAS_API = Object.freeze({ ...CABECERAS, ...NO_STORE });
const CABECERAS_API_HTTPS = Object.freeze({ ...CABECERAS_HTTPS, ...NO_STORE });

/** Hashed build files (apps/web/dist/assets): immutable, cheap to serve from disk. */
export const esRecursoCompilado = (url: string) => url.startsWith('/assets/');

const esApi = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');

/** The headers of an answer to `url`; `https` is asked only when it matters (it reads the proxy list). */
export function cabecerasPara(url: string, https: () => boolean): Readonly<Record<string, string>> {
  if (esRecursoCompilado(url)) return CABECERAS_RECURSO;
  const api = esApi(url);
  if (https()) return api ? CABECERAS_API_HTTPS : CABECERAS_HTTPS;
  return api ? CABECERAS_API : CABECERAS;
}

/** Copies the precomputed headers onto every answer before anything else runs (a route may still replace them). */
export function registrarCabeceras(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, listo) => {
    reply.headers(cabecerasPara(req.url, () => req.protocol === 'https'));
    listo();
  });
}
