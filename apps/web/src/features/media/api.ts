import type { ItemMedia, TipoMedia } from '@worknet/domain/media/item';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';

// Calls of spec §7 "Media" for any module's forms (the news cover and attachments).
// Server side: apps/server/src/modules/media. Types only from the domain: no zod here.

export const RUTAS_MEDIA = {
  tipos: '/api/v1/recurso_media_tipos',
  subir: '/api/v1/recurso_media_worknet',
  porModelo: (modeloId: number) => `/api/v1/recurso_media_by_model/${modeloId}`,
};

export const CLAVES_MEDIA = {
  todo: ['media'] as const,
  tipos: (modulo: string, modelo: string) => ['media', 'tipos', modulo, modelo] as const,
  deModelo: (modelo: string, modeloId: number) => ['media', 'modelo', modelo, modeloId] as const,
};

export type DestinoMedia = { modulo: string; modelo: string; tipo_id: number; modelo_id?: number | null; descripcion?: string; orden?: number };

/** POST recurso_media_worknet (multipart). Without modelo_id it is a draft the record's form attaches when saved. */
export async function subirMedia(file: File, d: DestinoMedia): Promise<ItemMedia> {
  const f = new FormData();
  f.append('tipo_id', String(d.tipo_id));
  f.append('modulo', d.modulo);
  f.append('modelo', d.modelo);
  if (d.modelo_id) f.append('modelo_id', String(d.modelo_id));
  if (d.descripcion) f.append('descripcion', d.descripcion);
  if (d.orden !== undefined) f.append('orden', String(d.orden));
  // The file last: the server reads the fields on the way.
  f.append('file', file, file.name);
  const r = await api.upload<ItemMedia>(RUTAS_MEDIA.subir, f);
  return r.data!;
}

export type CambiosMedia = { descripcion?: string | null; orden?: number; tipo_id?: number; deleted_at?: string | null };

/** PUT recurso_media_worknet/{id}; `deleted_at` with a date deletes, null restores. */
export async function actualizarMedia(id: number, datos: CambiosMedia): Promise<ItemMedia> {
  const r = await api.put<ItemMedia>(RUTAS_MEDIA.subir, id, datos);
  return r.data!;
}

/** The tipos of one model, sorted by label (e.g. novedades/novedad: Adjunto, Portada). */
export function useTiposMedia(modulo: string, modelo: string) {
  return useApiQuery<TipoMedia[]>(CLAVES_MEDIA.tipos(modulo, modelo), RUTAS_MEDIA.tipos, { busqueda: true, modulo, modelo }, { staleTime: 5 * 60_000 });
}

/** The current files of one record (none asked for while it has no id). */
export function useMediaDeModelo(modelo: string, modeloId: number | null | undefined) {
  return useApiQuery<ItemMedia[]>(
    CLAVES_MEDIA.deModelo(modelo, modeloId ?? 0),
    RUTAS_MEDIA.porModelo(modeloId ?? 0),
    { busqueda: true, modelo },
    { enabled: !!modeloId },
  );
}
