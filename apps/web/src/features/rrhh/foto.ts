import { MAX_FOTO_BYTES } from '@worknet/domain/constantes';
import { api } from '../../lib/api';
import { avisar } from '../../lib/notify';

// The file's photo travels as the image itself, in both directions (PUT and GET
// persona/{id}/foto).

export const TIPOS_FOTO = ['image/png', 'image/jpeg', 'image/webp'];

/** The photo as a Blob, or null when there is none or it cannot be read (the header then shows an icon). */
export async function leerFoto(personaId: number, signal?: AbortSignal): Promise<Blob | null> {
  return api.blob(`/api/v1/persona/${personaId}/foto`, { silent: true, signal }).catch(() => null);
}

/** Why a chosen file cannot be a photo, or null when it can be sent. */
export function problemaFoto(archivo: { type: string; size: number }): string | null {
  if (!TIPOS_FOTO.includes(archivo.type)) return 'La foto debe ser una imagen JPG, PNG o WEBP.';
  if (archivo.size > MAX_FOTO_BYTES) return 'La foto no puede superar los 2 MB.';
  return null;
}

/** PUT persona/{id}/foto with the image as the body; failures are toasted by the client and rethrown. */
export async function subirFoto(personaId: number, archivo: File): Promise<string> {
  const r = await api.upload(`/api/v1/persona/${personaId}/foto`, archivo, { metodo: 'PUT' });
  avisar({ tipo: 'success', texto: r.message });
  return r.message;
}
