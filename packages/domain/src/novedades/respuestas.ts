import { z } from 'zod';
import { instante, opcion, respuesta, respuestaLista, type Cable } from '../http';
import { itemMedia, urlsMedia } from '../media/item';

// What the news calls answer. The web imports the types (tipos.ts re-exports them) without zod.

const audiencias = ['todos', 'sectores', 'grupos'] as const;
const estados = ['borrador', 'programada', 'publicada'] as const;

export const nombrado = z.object({ id: z.number(), nombre: z.string() });
export type Nombrado = Cable<typeof nombrado>;

export const audienciaNovedad = z.object({ tipo: z.enum(audiencias), sectores: z.array(nombrado), grupos: z.array(nombrado) });
export type AudienciaNovedad = Cable<typeof audienciaNovedad>;

/** One card of the home feed (GET /api/v1/novedades). `resumen` is already truncated. */
export const novedadTarjeta = z.object({
  id: z.number(),
  titulo: z.string(),
  resumen: z.string(),
  video_url: z.string().nullable(),
  portada: urlsMedia.extend({ id: z.number(), descripcion: z.string().nullable() }).nullable(),
  fecha_publicacion: instante,
  fijada: z.boolean(),
  audiencia: audienciaNovedad,
});
export type NovedadTarjeta = Cable<typeof novedadTarjeta>;

/** A row of administrador_novedades. */
export const novedadFila = z.object({
  id: z.number(),
  titulo: z.string(),
  estado: z.enum(estados),
  publicada: z.boolean(),
  fecha_publicacion: instante.nullable(),
  fijada: z.boolean(),
  audiencia: audienciaNovedad,
  autor: nombrado,
  created_at: instante,
  updated_at: instante,
});
export type NovedadFila = Cable<typeof novedadFila>;

/** GET /api/v1/novedad/{id}: the whole item; the state fields matter to editors. */
export const novedadDetalle = novedadFila.omit({ estado: true }).extend({
  estado: z.enum(estados),
  resumen: z.string().nullable(),
  /** Sanitised HTML; its media images carry fresh signed links. */
  cuerpo: z.string(),
  video_url: z.string().nullable(),
  portada: itemMedia.nullable(),
  adjuntos: z.array(itemMedia),
});
export type NovedadDetalle = Cable<typeof novedadDetalle>;

/** GET /api/v1/novedades/audiencias: what an editor may choose. */
export const opcionesAudiencia = z.object({ sectores: z.array(opcion), grupos: z.array(opcion) });
export type OpcionesAudiencia = Cable<typeof opcionesAudiencia>;

/** GET /api/v1/informacion. */
export const paginaInformacion = z.object({
  titulo: z.string(),
  cuerpo: z.string(),
  updated_at: instante.nullable(),
  actualizado_por: z.string().nullable(),
});
export type PaginaInformacion = Cable<typeof paginaInformacion>;

export const respuestasNovedades = {
  feed: respuestaLista(novedadTarjeta),
  admin: respuestaLista(novedadFila),
  detalle: respuesta(novedadDetalle),
  audiencias: respuesta(opcionesAudiencia),
  informacion: respuesta(paginaInformacion),
};
