import type { FastifyRequest } from 'fastify';
import { mensajeExcedeMaximo } from '@worknet/domain/media/archivos';
import { subidaMediaCampos, type SubidaMediaCampos } from '@worknet/domain/media/esquemas';
import { problemaDeTexto } from '../../platform/http/texto-invalido';
import { AppError, datosInvalidos, issuesInvalidos } from '../../platform/http/errors';

export type Subida = { campos: SubidaMediaCampos; archivo: { nombre: string; datos: Buffer } };

/**
 * Reads the multipart upload: the text fields and the one file of field `file`
 * (kept in memory: the limit, MEDIA_MAX_BYTES, bounds it). @fastify/multipart's
 * own limit errors become Spanish messages.
 */
export async function leerSubida(req: FastifyRequest, maxBytes: number): Promise<Subida> {
  if (!req.isMultipart()) throw datosInvalidos('Envíe el archivo como formulario multipart/form-data, en el campo «file».');
  const valores: Record<string, string> = {};
  let archivo: Subida['archivo'] | undefined;
  try {
    for await (const parte of req.parts()) {
      if (parte.type === 'file') {
        const datos = await parte.toBuffer();
        if (parte.fieldname !== 'file') throw datosInvalidos('El archivo debe enviarse en el campo «file».');
        // Browsers send '"' in a multipart file name as %22 (HTML form encoding); busboy leaves it so.
        archivo = { nombre: parte.filename.replace(/%22/g, '"'), datos };
      } else {
        valores[parte.fieldname] = String(parte.value);
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, mensajeExcedeMaximo(maxBytes), 'ARCHIVO_DEMASIADO_GRANDE', { campos: [{ campo: 'file', mensaje: 'Demasiado grande' }] });
    if (code === 'FST_FILES_LIMIT') throw datosInvalidos('Envíe un solo archivo por vez.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw datosInvalidos('El formulario tiene demasiados campos.');
    throw e;
  }
  if (!archivo) throw datosInvalidos('Falta el archivo (campo «file»).', { campos: [{ campo: 'file', mensaje: 'Obligatorio' }] });
  // A multipart body is read here, after the hook that refuses such text elsewhere.
  const problema = problemaDeTexto(valores) ?? problemaDeTexto(archivo.nombre);
  if (problema) throw datosInvalidos(problema);
  const r = subidaMediaCampos.safeParse(valores);
  if (!r.success) throw issuesInvalidos(r.error.issues);
  return { campos: r.data, archivo };
}
