import { clasificarArchivo, esImagen, MEDIANA_ANCHO, MINIATURA_ANCHO, nombreSeguro, type TipoArchivo } from '@worknet/domain/media/archivos';
import { AppError, datosInvalidos } from '../../platform/http/errors';

export type ArchivoExaminado = { tipo: TipoArchivo; nombre: string; miniatura: Buffer | null };

/**
 * Everything decided about an upload before anything is stored: its type from
 * its bytes (file-type), that its name agrees, and for images a thumbnail
 * (which also proves the image can be decoded).
 */
export async function examinarArchivo(nombre: string, datos: Buffer): Promise<ArchivoExaminado> {
  if (datos.length === 0) throw datosInvalidos('El archivo está vacío.', { campos: [{ campo: 'file', mensaje: 'Archivo vacío' }] });
  // ESM-only packages, loaded when the first file arrives rather than at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detectado = await fileTypeFromBuffer(datos);
  const c = clasificarArchivo(nombre, detectado?.mime ?? null);
  if (!c.ok)
    throw new AppError(400, c.mensaje, c.motivo === 'tipo' ? 'TIPO_NO_PERMITIDO' : 'EXTENSION_NO_CORRESPONDE', {
      campos: [{ campo: 'file', mensaje: c.mensaje }],
    });
  return { tipo: c.tipo, nombre: nombreSeguro(nombre, c.tipo), miniatura: esImagen(c.tipo.mime) ? await miniatura(datos) : null };
}

/** A WebP at most MINIATURA_ANCHO wide, turned as the photo's EXIF says (first frame of a GIF). */
async function miniatura(datos: Buffer): Promise<Buffer> {
  try {
    return await webpDeAncho(datos, MINIATURA_ANCHO);
  } catch {
    throw datosInvalidos('La imagen está dañada o no se puede leer.', { campos: [{ campo: 'file', mensaje: 'Imagen ilegible' }] });
  }
}

/** The «mediana»: like the thumbnail but MEDIANA_ANCHO wide at most (never enlarged). Made on its first request (media.mediana.ts). */
export const mediana = (datos: Buffer): Promise<Buffer> => webpDeAncho(datos, MEDIANA_ANCHO);

async function webpDeAncho(datos: Buffer, ancho: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(datos, { failOn: 'error' }).rotate().resize({ width: ancho, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}
