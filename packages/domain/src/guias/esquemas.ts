import { z } from 'zod';
import { CAMBIOS_MAX, CONTENIDO_GUIA_MAX, FORMATOS_GUIA, ORDEN_GUIAS, SECTORES_GUIA_MAX, TITULO_GUIA_MAX } from './reglas';
import { idCoercido, idNumero, instante, paginaOrdenadaPor, paginaQuery, respuesta, respuestaLista, type Cable } from '../http';

// Contracts of guides and protocols (issue 22 item 5): bodies, filters and replies of
// /api/v1/guias and /api/v1/admin/guias. A guide is versioned: each version is rich text
// (sanitised HTML, the news editor) or a PDF (a media item); staff confirm they read the
// current version and a new version asks everybody again.

export {
  CAMBIOS_MAX,
  CONTENIDO_GUIA_MAX,
  ETIQUETA_FORMATO_GUIA,
  FORMATOS_GUIA,
  MODELO_MEDIA_GUIA_VERSION,
  MODULO_MEDIA_GUIAS,
  ORDEN_GUIAS,
  SECTORES_GUIA_MAX,
  TIPO_CONTENIDO_PDF,
  TITULO_GUIA_MAX,
  porcentajeLeido,
  type FormatoGuia,
} from './reglas';

const sectores = z
  .array(idNumero('Elija sectores válidos.'), { error: 'Los sectores son una lista de sectores.' })
  .max(SECTORES_GUIA_MAX, `Hasta ${SECTORES_GUIA_MAX} sectores.`)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** PUT admin/guias/{id}: the guide's metadata. No sectors: it is for everybody. */
export const guiaDatos = z.object({
  titulo: z
    .string({ error: 'Indique el título.' })
    .trim()
    .min(1, 'Indique el título.')
    .max(TITULO_GUIA_MAX, `El título admite hasta ${TITULO_GUIA_MAX} caracteres.`),
  tipo_id: idNumero('Elija el tipo de guía.'),
  sector_ids: sectores,
});
export type GuiaDatos = z.output<typeof guiaDatos>;

/** POST admin/guias/{id}/versiones: a text (HTML of the news editor) or a PDF already uploaded through media, and what changed. */
export const versionBody = z
  .object({
    formato: z.enum(FORMATOS_GUIA, { error: 'El formato es texto o pdf.' }),
    contenido: z.string({ error: 'El contenido es un texto.' }).max(CONTENIDO_GUIA_MAX, 'El contenido de la guía es demasiado largo.').nullish(),
    archivo_id: idNumero('Adjunte el PDF de la guía.').nullish(),
    cambios: z
      .string({ error: 'Qué cambió es un texto.' })
      .trim()
      .max(CAMBIOS_MAX, `Qué cambió admite hasta ${CAMBIOS_MAX} caracteres.`)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((d, c) => {
    if (d.formato === 'texto' && !d.contenido?.trim()) c.addIssue({ code: 'custom', path: ['contenido'], message: 'Escriba el contenido de la guía.' });
    if (d.formato === 'pdf' && !d.archivo_id) c.addIssue({ code: 'custom', path: ['archivo_id'], message: 'Adjunte el PDF de la guía.' });
  })
  .transform((d) => ({
    formato: d.formato,
    contenido: d.formato === 'texto' ? (d.contenido ?? '') : null,
    archivo_id: d.formato === 'pdf' ? (d.archivo_id ?? null) : null,
    cambios: d.cambios,
  }));
export type VersionBody = z.output<typeof versionBody>;

/** POST admin/guias: the metadata and, optionally, its first version (published at once). */
export const guiaNuevaBody = guiaDatos.extend({ version: versionBody.optional() });
export type GuiaNuevaBody = z.output<typeof guiaNuevaBody>;

const booleanoTexto = (que: string) => z.enum(['true', 'false'], { error: `${que} es true o false.` }).optional();

/** GET guias and admin/guias. */
export const guiasQuery = paginaOrdenadaPor(ORDEN_GUIAS).extend({
  tipo_id: idCoercido('Elija el tipo de guía.').optional(),
  /** guias: only those the caller has not confirmed (true) or has (false). */
  pendientes: booleanoTexto('pendientes'),
});
export type GuiasQuery = z.output<typeof guiasQuery>;

/** GET admin/guias/{id}/lecturas: the audience of the current version; pendientes=true only who has not confirmed. */
export const lecturasQuery = paginaQuery.extend({ pendientes: booleanoTexto('pendientes') });
export type LecturasQuery = z.output<typeof lecturasQuery>;

// Replies.
const ref = z.object({ id: z.number(), nombre: z.string() });
export const archivoGuia = z.object({ id: z.number(), nombre: z.string(), content_type: z.string(), tamano: z.number(), url: z.string() });
export const versionResumen = z.object({
  id: z.number(),
  numero: z.number(),
  formato: z.enum(FORMATOS_GUIA),
  cambios: z.string().nullable(),
  created_at: instante,
});

export const guiaFila = z.object({
  id: z.number(),
  titulo: z.string(),
  tipo_id: z.number(),
  tipo: z.string(),
  color: z.string().nullable(),
  sectores: z.array(ref),
  /** Null until the first version is published (only admins see such a guide). */
  version: versionResumen.nullable(),
  /** When the caller confirmed the current version; null: pending. */
  leida_at: instante.nullable(),
});

/** A version with what it says: the sanitised HTML or the PDF's signed link. */
export const versionContenido = versionResumen.extend({
  contenido: z.string().nullable(),
  archivo: archivoGuia.nullable(),
  creado_por: z.string().nullable(),
});

export const guiaDetalle = guiaFila.extend({ version: versionContenido.nullable() });

export const guiaAdminFila = guiaFila.extend({
  sector_ids: z.array(z.number()),
  /** Who must read the current version (active users of its sectors with tareas.guia.ver) and who did. */
  lectores: z.number(),
  leyeron: z.number(),
  porcentaje: z.number().nullable(),
  updated_at: instante,
});
export const guiaAdmin = guiaAdminFila.extend({ version: versionContenido.nullable() });

export const versionHistorial = versionContenido.extend({ actual: z.boolean(), leyeron: z.number() });

export const lecturaFila = z.object({
  usuario_id: z.number(),
  nombre: z.string(),
  username: z.string(),
  sectores: z.string(),
  leida_at: instante.nullable(),
});

/** GET guias/opciones: the types for the filters and the form; every live sector for administrators (none for readers). */
export const opcionesGuias = z.object({
  tipos: z.array(z.object({ value: z.number(), label: z.string(), color: z.string().nullable() })),
  sectores: z.array(z.object({ value: z.number(), label: z.string() })),
});

export const respuestasGuias = {
  opciones: respuesta(opcionesGuias),
  guias: respuestaLista(guiaFila),
  guia: respuesta(guiaDetalle),
  adminGuias: respuestaLista(guiaAdminFila),
  adminGuia: respuesta(guiaAdmin),
  versiones: respuesta(z.array(versionHistorial)),
  lecturas: respuestaLista(lecturaFila),
};

export type GuiaFila = Cable<typeof guiaFila>;
export type GuiaDetalle = Cable<typeof guiaDetalle>;
export type GuiaAdminFila = Cable<typeof guiaAdminFila>;
export type GuiaAdmin = Cable<typeof guiaAdmin>;
export type VersionHistorial = Cable<typeof versionHistorial>;
export type LecturaFila = Cable<typeof lecturaFila>;
export type OpcionesGuias = Cable<typeof opcionesGuias>;
