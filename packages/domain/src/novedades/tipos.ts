import type { ItemMedia, UrlsMedia } from '../media/item';
import type { Audiencia, EstadoNovedad } from './audiencia';

// Shapes the news calls answer with. Types only: free for any bundle.

export type Nombrado = { id: number; nombre: string };

export type AudienciaNovedad = { tipo: Audiencia; sectores: Nombrado[]; grupos: Nombrado[] };

/** One card of the home feed (GET /api/v1/novedades). `resumen` is already truncated. */
export type NovedadTarjeta = {
  id: number;
  titulo: string;
  resumen: string;
  video_url: string | null;
  portada: (UrlsMedia & { id: number; descripcion: string | null }) | null;
  fecha_publicacion: string;
  fijada: boolean;
  audiencia: AudienciaNovedad;
};

/** GET /api/v1/novedad/{id}: the whole item; the state fields matter to editors. */
export type NovedadDetalle = {
  id: number;
  titulo: string;
  resumen: string | null;
  /** Sanitised HTML; its media images carry fresh signed links. */
  cuerpo: string;
  video_url: string | null;
  portada: ItemMedia | null;
  adjuntos: ItemMedia[];
  audiencia: AudienciaNovedad;
  publicada: boolean;
  fecha_publicacion: string | null;
  estado: EstadoNovedad;
  fijada: boolean;
  autor: Nombrado;
  created_at: string;
  updated_at: string;
};

/** A row of administrador_novedades. */
export type NovedadFila = {
  id: number;
  titulo: string;
  estado: EstadoNovedad;
  publicada: boolean;
  fecha_publicacion: string | null;
  fijada: boolean;
  audiencia: AudienciaNovedad;
  autor: Nombrado;
  created_at: string;
  updated_at: string;
};

/** GET /api/v1/novedades/audiencias: what an editor may choose. */
export type OpcionesAudiencia = { sectores: { value: number; label: string }[]; grupos: { value: number; label: string }[] };

/** GET /api/v1/informacion. */
export type PaginaInformacion = { titulo: string; cuerpo: string; updated_at: string | null; actualizado_por: string | null };
