import { eq } from 'drizzle-orm';
import type { itemMedia } from '@worknet/domain/media/item';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import * as reloj from '@worknet/domain/reloj';
import { urlFirmada } from './media.firma';
import { recursoMedia, recursoMediaTipo } from './media.table';

// The one select every media answer is built from, so all calls return the same ItemMedia.

/** A file as the server hands it to the reply (its schema writes the Dates as ISO text). */
export type ItemMedia = z.output<typeof itemMedia>;
export const columnasItem = {
  id: recursoMedia.id,
  tipo_id: recursoMedia.tipo_id,
  tipo_label: recursoMediaTipo.label,
  modulo: recursoMedia.modulo,
  modelo: recursoMedia.modelo,
  modelo_id: recursoMedia.modelo_id,
  nombre: recursoMedia.nombre,
  descripcion: recursoMedia.descripcion,
  content_type: recursoMedia.content_type,
  tamano: recursoMedia.tamano,
  orden: recursoMedia.orden,
  clave: recursoMedia.clave,
  miniatura_clave: recursoMedia.miniatura_clave,
  subido_por: recursoMedia.subido_por,
  created_at: recursoMedia.created_at,
  deleted_at: recursoMedia.deleted_at,
};

export const seleccionarItems = (db: Db) =>
  db.select(columnasItem).from(recursoMedia).innerJoin(recursoMediaTipo, eq(recursoMediaTipo.id, recursoMedia.tipo_id));

export type FilaMedia = Awaited<ReturnType<ReturnType<typeof seleccionarItems>['execute']>>[number];

export async function filaPorId(db: Db, id: number): Promise<FilaMedia | undefined> {
  const [f] = await seleccionarItems(db).where(eq(recursoMedia.id, id));
  return f;
}

/** Signed links go only into answers for people already allowed to see the item. */
/** `sesion`: links bound to that session (they stop when it ends, media.firma.ts). */
export function urlsDe(secreto: string, f: Pick<FilaMedia, 'id' | 'miniatura_clave' | 'deleted_at'>, sesion?: string) {
  const borrado = f.deleted_at !== null;
  const ahora = reloj.ahoraMs();
  return {
    url: urlFirmada(secreto, f.id, 'archivo', borrado, ahora, sesion),
    miniatura_url: f.miniatura_clave ? urlFirmada(secreto, f.id, 'miniatura', borrado, ahora, sesion) : null,
    // Every image has a thumbnail; its «mediana» is made on the first request of this link.
    mediana_url: f.miniatura_clave ? urlFirmada(secreto, f.id, 'mediana', borrado, ahora, sesion) : null,
  };
}

export function aItem(secreto: string, f: FilaMedia): ItemMedia {
  return {
    id: f.id,
    tipo_id: f.tipo_id,
    tipo: { id: f.tipo_id, label: f.tipo_label },
    modulo: f.modulo,
    modelo: f.modelo,
    modelo_id: f.modelo_id,
    nombre: f.nombre,
    descripcion: f.descripcion,
    content_type: f.content_type,
    tamano: f.tamano,
    orden: f.orden,
    created_at: f.created_at,
    deleted_at: f.deleted_at,
    ...urlsDe(secreto, f),
  };
}
