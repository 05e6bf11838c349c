import { ApiError, SECTOR_HEADER, errorDeCuerpo, errorDeHttp } from '../../lib/api';
import { TIPO_LLAMADA, mensajeConexion } from '../../lib/callTypes';
import { avisar } from '../../lib/notify';
import { session } from '../../lib/session';

// The file's photo travels as the image itself, in both directions (PUT and GET
// persona/{id}/foto). The API client only sends JSON or FormData and reads
// envelopes, so these two calls use fetch with the client's headers.

export const TIPOS_FOTO = ['image/png', 'image/jpeg', 'image/webp'];
/** Keep in sync with MAX_FOTO in apps/server/src/modules/rrhh/persona.service.ts. */
export const MAX_FOTO_BYTES = 2 * 1024 * 1024;

/** The headers lib/api.ts builds (token and sector); its builder is not exported: keep in sync. */
function cabeceras(extra: Record<string, string> = {}): Headers {
  const { token, sectorId } = session.get();
  const h = new Headers(extra);
  if (token) h.set('Authorization', `Bearer ${token}`);
  if (sectorId !== null) h.set(SECTOR_HEADER, String(sectorId));
  return h;
}

/** The photo as a Blob, or null when there is none or it cannot be read (the header then shows an icon). */
export async function leerFoto(personaId: number, signal?: AbortSignal): Promise<Blob | null> {
  try {
    const r = await fetch(`/api/v1/persona/${personaId}/foto`, { headers: cabeceras(), signal });
    return r.ok ? await r.blob() : null;
  } catch {
    return null;
  }
}

/** Why a chosen file cannot be a photo, or null when it can be sent. */
export function problemaFoto(archivo: { type: string; size: number }): string | null {
  if (!TIPOS_FOTO.includes(archivo.type)) return 'La foto debe ser una imagen JPG, PNG o WEBP.';
  if (archivo.size > MAX_FOTO_BYTES) return 'La foto no puede superar los 2 MB.';
  return null;
}

/** PUT persona/{id}/foto; failures are toasted the way the API client does and rethrown. */
export async function subirFoto(personaId: number, archivo: File): Promise<string> {
  const tipo = TIPO_LLAMADA.put;
  let error: ApiError | null;
  let mensaje = 'Foto actualizada.';
  try {
    const r = await fetch(`/api/v1/persona/${personaId}/foto`, {
      method: 'PUT',
      headers: cabeceras({ 'Content-Type': archivo.type, Accept: 'application/json' }),
      body: archivo,
    });
    const cuerpo = (await r.json().catch(() => undefined)) as unknown;
    error = r.ok ? errorDeCuerpo(cuerpo, tipo, 'PUT', r.status) : errorDeHttp(r.status, cuerpo, tipo);
    if (!error && typeof (cuerpo as { message?: unknown }).message === 'string') mensaje = (cuerpo as { message: string }).message;
  } catch (causa) {
    error = new ApiError(mensajeConexion(tipo), 0, 'conexion', tipo, undefined, causa);
  }
  if (error) {
    avisar({ tipo: 'error', texto: error.message, clave: error.message });
    throw error;
  }
  avisar({ tipo: 'success', texto: mensaje });
  return mensaje;
}
