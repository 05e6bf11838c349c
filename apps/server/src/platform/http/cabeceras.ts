import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** Headers every answer carries (CSP for this app: YouTube frames, data/blob images, no https upgrade on plain-http LANs). */
export const CABECERAS = cabecerasDeSeguridad({
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
  'x-content-type-options': CABECERAS['x-content-type-options']!,
  'cross-origin-resource-policy': CABECERAS['cross-origin-resource-policy']!,
});

/** Hashed build files (apps/web/dist/assets): immutable, cheap to serve from disk. */
export const esRecursoCompilado = (url: string) => url.startsWith('/assets/');
