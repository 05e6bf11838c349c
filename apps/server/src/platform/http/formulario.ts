import type { FastifyRequest } from 'fastify';
import { mensajeExcedeMaximo } from '@worknet/domain/media/archivos';
import { AppError, datosInvalidos } from './errors';

export type Archivo = { nombre: string; datos: Buffer };

/**
 * Reads a multipart form: its text fields and at most one file, of field `file` (kept in
 * memory: the limit, MEDIA_MAX_BYTES, bounds it). An empty file part without a name (a form
 * whose file input was left empty) is no file. @fastify/multipart's limit errors become
 * Spanish messages; `unoPorVez` says how many files a form takes.
 */
export async function leerFormulario(
  req: FastifyRequest,
  maxBytes: number,
  unoPorVez: string,
): Promise<{ valores: Record<string, string>; archivo: Archivo | null }> {
  const valores: Record<string, string> = {};
  let archivo: Archivo | null = null;
  try {
    for await (const parte of req.parts()) {
      if (parte.type === 'file') {
        const datos = await parte.toBuffer();
        if (parte.fieldname !== 'file') throw datosInvalidos('El archivo debe enviarse en el campo «file».');
        // Browsers send '"' in a multipart file name as %22 (HTML form encoding); busboy leaves it so.
        if (datos.length > 0 || parte.filename) archivo = { nombre: parte.filename.replace(/%22/g, '"'), datos };
      } else {
        valores[parte.fieldname] = String(parte.value);
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, mensajeExcedeMaximo(maxBytes), 'ARCHIVO_DEMASIADO_GRANDE', { campos: [{ campo: 'file', mensaje: 'Demasiado grande' }] });
    if (code === 'FST_FILES_LIMIT') throw datosInvalidos(unoPorVez);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw datosInvalidos('El formulario tiene demasiados campos.');
    throw e;
  }
  return { valores, archivo };
}
