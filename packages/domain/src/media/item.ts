import { z } from 'zod';
import { instante, respuesta, type Cable } from '../http';

// What the media calls answer (spec §7 "Media"). The web imports the types with `import type`.

export const tipoMedia = z.object({ id: z.number(), label: z.string(), modulo: z.string(), modelo: z.string() });
export type TipoMedia = Cable<typeof tipoMedia>;

/** The signed links of a file: `<img src>` works without a header. */
export const urlsMedia = z.object({
  url: z.string(),
  /** Null for anything that is not an image. A WebP at most 400 px wide. */
  miniatura_url: z.string().nullable(),
  /** Null for anything that is not an image. A WebP at most 800 px wide (never enlarged), made on its first request. */
  mediana_url: z.string().nullable(),
});
export type UrlsMedia = Cable<typeof urlsMedia>;

/** One uploaded file as every media call returns it. */
export const itemMedia = urlsMedia.extend({
  id: z.number(),
  tipo_id: z.number(),
  tipo: z.object({ id: z.number(), label: z.string() }),
  modulo: z.string(),
  modelo: z.string(),
  /** Null while it is a draft upload of the record being written. */
  modelo_id: z.number().nullable(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  content_type: z.string(),
  tamano: z.number(),
  orden: z.number(),
  created_at: instante,
  deleted_at: instante.nullable(),
});
export type ItemMedia = Cable<typeof itemMedia>;

export const respuestasMedia = {
  tipos: respuesta(z.array(tipoMedia)),
  item: respuesta(itemMedia),
  items: respuesta(z.array(itemMedia)),
};
