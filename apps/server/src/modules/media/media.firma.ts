import * as reloj from '@worknet/domain/reloj';
import { firmante } from '../../platform/auth/firmas';

// Signed download links, so `<img src>` and `<video>` work without an
// Authorization header. The signature binds the item, which file (the original,
// its thumbnail or its «mediana»), the expiry and whether the item was deleted when signed
// (a link given while it was current stops working once it is deleted).

export type ClaseArchivo = 'archivo' | 'miniatura' | 'mediana';

/** A link lives at least this long... */
export const VIGENCIA_MINIMA_S = 6 * 60 * 60;
/** ...and its expiry is rounded up to this step, so the same link is issued for a while and the browser cache can reuse it. */
export const PASO_S = 60 * 60;

export const vencimiento = (ahoraMs = reloj.ahoraMs()) => Math.ceil((Math.floor(ahoraMs / 1000) + VIGENCIA_MINIMA_S) / PASO_S) * PASO_S;

// A key of its own derived from the server secret (platform/auth/firmas.ts), so a media signature can never stand for anything else.
const firmado = (id: number, clase: ClaseArchivo, exp: number, borrado: boolean, sesion?: string) =>
  `${id}:${clase}:${exp}:${borrado ? 'b' : 'v'}${sesion ? `:${sesion}` : ''}`;

const firma = (secreto: string, id: number, clase: ClaseArchivo, exp: number, borrado: boolean, sesion?: string) =>
  firmante(secreto, 'recurso_media').firmar(firmado(id, clase, exp, borrado, sesion));

/**
 * `sesion`: the link is bound to the session that asked for it and stops working when that
 * session ends (logout, revocation, expiry): the HR documents' downloads (issue 37).
 */
export function urlFirmada(secreto: string, id: number, clase: ClaseArchivo, borrado: boolean, ahoraMs = reloj.ahoraMs(), sesion?: string): string {
  const exp = vencimiento(ahoraMs);
  const deSesion = sesion ? `&sesion=${encodeURIComponent(sesion)}` : '';
  return `/api/v1/recurso_media/${id}/${clase}?exp=${exp}${deSesion}&firma=${firma(secreto, id, clase, exp, borrado, sesion)}`;
}

export const vencida = (exp: number, ahoraMs = reloj.ahoraMs()) => exp * 1000 <= ahoraMs;

export function firmaValida(secreto: string, id: number, clase: ClaseArchivo, exp: number, recibida: string, borrado: boolean, sesion?: string): boolean {
  return firmante(secreto, 'recurso_media').valida(firmado(id, clase, exp, borrado, sesion), recibida);
}
