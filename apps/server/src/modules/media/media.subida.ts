import type { FastifyRequest } from 'fastify';
import { subidaMediaCampos, type SubidaMediaCampos } from '@worknet/domain/media/esquemas';
import { problemaDeTexto } from '../../platform/http/texto-invalido';
import { datosInvalidos, issuesInvalidos } from '../../platform/http/errors';
import { leerFormulario, type Archivo } from '../../platform/http/formulario';

export type Subida = { campos: SubidaMediaCampos; archivo: Archivo };

/** Reads a media upload: the text fields and the one file of field `file`. */
export async function leerSubida(req: FastifyRequest, maxBytes: number): Promise<Subida> {
  if (!req.isMultipart()) throw datosInvalidos('Envíe el archivo como formulario multipart/form-data, en el campo «file».');
  const { valores, archivo } = await leerFormulario(req, maxBytes, 'Envíe un solo archivo por vez.');
  if (!archivo) throw datosInvalidos('Falta el archivo (campo «file»).', { campos: [{ campo: 'file', mensaje: 'Obligatorio' }] });
  // A multipart body is read here, after the hook that refuses such text elsewhere.
  const problema = problemaDeTexto(valores) ?? problemaDeTexto(archivo.nombre);
  if (problema) throw datosInvalidos(problema);
  const r = subidaMediaCampos.safeParse(valores);
  if (!r.success) throw issuesInvalidos(r.error.issues);
  return { campos: r.data, archivo };
}
