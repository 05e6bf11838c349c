import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { mensajeExcedeMaximo } from '@worknet/domain/media/archivos';
import { altaItemCampos } from '@worknet/domain/pedidos/esquemas';
import { AppError, datosInvalidos, issuesInvalidos } from '../../platform/http/errors';
import { problemaDeTexto } from '../../platform/http/texto-invalido';

export type AltaItem = { campos: z.output<typeof altaItemCampos>; archivo: { nombre: string; datos: Buffer } | null };

/**
 * Reads alta_items_pedidos (spec §7, a form): idPedido, nombre, cantidad, mensaje, fileName
 * and an optional `file`. Also accepts a JSON body without file. Limits as media's uploads.
 */
export async function leerAltaItem(req: FastifyRequest, maxBytes: number): Promise<AltaItem> {
  const valores: Record<string, string> = {};
  let archivo: AltaItem['archivo'] = null;
  if (req.isMultipart()) {
    try {
      for await (const parte of req.parts()) {
        if (parte.type === 'file') {
          const datos = await parte.toBuffer();
          if (parte.fieldname !== 'file') throw datosInvalidos('El archivo debe enviarse en el campo «file».');
          if (datos.length > 0 || parte.filename) archivo = { nombre: parte.filename.replace(/%22/g, '"'), datos };
        } else {
          valores[parte.fieldname] = String(parte.value);
        }
      }
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(413, mensajeExcedeMaximo(maxBytes), 'ARCHIVO_DEMASIADO_GRANDE', { campos: [{ campo: 'file', mensaje: 'Demasiado grande' }] });
      if (code === 'FST_FILES_LIMIT') throw datosInvalidos('Envíe un solo archivo por línea.');
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw datosInvalidos('El formulario tiene demasiados campos.');
      throw e;
    }
  } else if (req.body && typeof req.body === 'object') {
    for (const [k, v] of Object.entries(req.body as Record<string, unknown>)) if (v !== null && v !== undefined) valores[k] = String(v);
  } else {
    throw datosInvalidos('Envíe la línea como formulario multipart/form-data (idPedido, nombre, cantidad, mensaje, fileName, file).');
  }
  const problema = problemaDeTexto(valores) ?? (archivo ? problemaDeTexto(archivo.nombre) : null);
  if (problema) throw datosInvalidos(problema);
  const vacio = (k: string) => (valores[k]?.trim() === '' ? undefined : valores[k]);
  const r = altaItemCampos.safeParse({
    idPedido: valores.idPedido,
    nombre: vacio('nombre'),
    producto_id: vacio('producto_id'),
    cantidad: valores.cantidad,
    mensaje: valores.mensaje,
    fileName: vacio('fileName'),
  });
  if (!r.success) throw issuesInvalidos(r.error.issues);
  return { campos: r.data, archivo };
}
