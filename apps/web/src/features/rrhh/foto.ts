import { aceptar, problemaAntesDeSubir } from '@worknet/domain/media/archivos';
import { TIPO_MEDIA_FOTO } from '@worknet/domain/media/tipos-referencia';
import { api } from '../../lib/api';
import { avisar } from '../../lib/notify';
import { subirMedia } from '../media';

// The file's photo is a media item (rrhh/persona, tipo Foto): uploaded like any
// media file, then made the photo with PUT persona/{id}/foto. The file answers
// its signed links (datosPersonales.foto), so <img src> needs no token.

export const MODULO_FOTO = 'rrhh';
export const MODELO_FOTO = 'persona';
export { TIPO_MEDIA_FOTO };

/** The file input's accept attribute: the image types media takes. */
export const ACEPTAR_FOTO = aceptar(true);

/** Why a chosen file cannot be a photo, or null when it can be sent (the server checks its bytes anyway). */
export const problemaFoto = (archivo: { name: string; type: string; size: number }): string | null => problemaAntesDeSubir(archivo, { soloImagenes: true });

/** Uploads the image and makes it the photo; failures are toasted by the client and rethrown. */
export async function subirFoto(personaId: number, archivo: File, tipoId: number): Promise<string> {
  const item = await subirMedia(archivo, { modulo: MODULO_FOTO, modelo: MODELO_FOTO, tipo_id: tipoId });
  const r = await api.put(`/api/v1/persona/${personaId}`, 'foto', { media_id: item.id });
  avisar({ tipo: 'success', texto: r.message });
  return r.message;
}
