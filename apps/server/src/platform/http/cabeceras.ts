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
