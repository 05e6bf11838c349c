import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { altaItemCampos } from '@worknet/domain/pedidos/esquemas';
import { datosInvalidos, issuesInvalidos } from '../../platform/http/errors';
import { leerFormulario, type Archivo } from '../../platform/http/formulario';
import { problemaDeTexto } from '../../platform/http/texto-invalido';

export type AltaItem = { campos: z.output<typeof altaItemCampos>; archivo: Archivo | null };

/**
 * Reads alta_items_pedidos (spec §7, a form): idPedido, nombre, cantidad, mensaje, fileName
 * and an optional `file`. Also accepts a JSON body without file. Limits as media's uploads.
 */
export async function leerAltaItem(req: FastifyRequest, maxBytes: number): Promise<AltaItem> {
  let valores: Record<string, string> = {};
  let archivo: AltaItem['archivo'] = null;
  if (req.isMultipart()) {
    ({ valores, archivo } = await leerFormulario(req, maxBytes, 'Envíe un solo archivo por línea.'));
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
