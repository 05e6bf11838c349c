// Shapes the media calls answer with (spec §7 "Media"). Types only: free for any bundle.

export type TipoMedia = { id: number; label: string; modulo: string; modelo: string };

/** One uploaded file as every media call returns it. `url`/`miniatura_url` are signed, so `<img src>` works without a header. */
export type ItemMedia = {
  id: number;
  tipo_id: number;
  tipo: { id: number; label: string };
  modulo: string;
  modelo: string;
  /** Null while it is a draft upload of the record being written. */
  modelo_id: number | null;
  nombre: string;
  descripcion: string | null;
  content_type: string;
  tamano: number;
  orden: number;
  created_at: string;
  deleted_at: string | null;
  url: string;
  /** Null for anything that is not an image. */
  miniatura_url: string | null;
};

export type UrlsMedia = { url: string; miniatura_url: string | null };
