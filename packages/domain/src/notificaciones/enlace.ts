// The optional link of a notification or system message: a route of the app
// ('#/novedad/12' or '/novedad/12', kept as '/novedad/12') or an http/https
// address. Anything else (javascript:, data:, '//otro.sitio', spaces) is refused.
// Pure, without zod: the create form and the bell use it too.

export const MAX_ENLACE = 500;

export type Enlace = { tipo: 'interno'; ruta: string } | { tipo: 'externo'; url: string };

// Path characters of RFC 3986 plus '%' escapes, '?' and '#'; no spaces or quotes.
const RUTA = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

export const MENSAJE_ENLACE_INVALIDO = 'El enlace debe ser una ruta de Worknet (por ejemplo #/novedad/12) o una dirección que empiece con http:// o https://.';

/** The link as stored, or null when it is not acceptable. */
export function leerEnlace(texto: string): Enlace | null {
  const v = texto.trim();
  if (!v || v.length > MAX_ENLACE) return null;
  if (v.startsWith('#/') || v.startsWith('/')) {
    const ruta = v.startsWith('#') ? v.slice(1) : v;
    return RUTA.test(ruta) ? { tipo: 'interno', ruta } : null;
  }
  if (!/^https?:\/\//i.test(v)) return null;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return null;
  }
  // A user:password@ prefix disguises where the link goes.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
  return { tipo: 'externo', url: url.href };
}

/** The stored form: '/ruta' for the app's own routes, the normalised URL otherwise. */
export const enlaceGuardado = (e: Enlace): string => (e.tipo === 'interno' ? e.ruta : e.url);

/** Reading back a stored link (server rows): same rules, so a bad row is never rendered as a link. */
export function enlaceDe(guardado: string | null | undefined): Enlace | null {
  return guardado ? leerEnlace(guardado) : null;
}
