import { z } from 'zod';
import { idNumero, instanteIso, limitePagina, paginaOrdenadaPor, paginaQuery } from '../http';
import { AUDIENCIAS, ESTADOS_NOVEDAD } from './audiencia';
import { enlaceEmbedYoutube } from './youtube';

// Zod contracts of the news calls. The pure rules live beside (youtube.ts,
// texto.ts, audiencia.ts) so the web's screens can use them without zod.

export const TITULO_MAX = 150;
export const RESUMEN_ENTRADA_MAX = 500;
/** Sanitised HTML; far above any real article, below the 1 MB body limit. */
export const CUERPO_MAX = 200_000;
export const ADJUNTOS_MAX = 20;

const ids = (maximo: number) => z.array(idNumero()).max(maximo, `Admite hasta ${maximo} elementos`);
// An empty text is the same as none (spec §5: empty fields are dropped).
const opcional = (max: number, mensaje: string) =>
  z
    .string()
    .trim()
    .max(max, mensaje)
    .nullish()
    .transform((v) => (v ? v : null));

const fecha = instanteIso('Ingrese una fecha y hora válidas');

export const novedadDatos = z
  .object({
    titulo: z
      .string({ error: 'El título es obligatorio' })
      .trim()
      .min(1, 'El título es obligatorio')
      .max(TITULO_MAX, `El título admite hasta ${TITULO_MAX} caracteres`),
    resumen: opcional(RESUMEN_ENTRADA_MAX, `El resumen admite hasta ${RESUMEN_ENTRADA_MAX} caracteres`),
    cuerpo: z.string().max(CUERPO_MAX, 'El texto de la novedad es demasiado largo').default(''),
    video_url: opcional(500, 'El enlace del video es demasiado largo').refine((v) => v === null || enlaceEmbedYoutube(v) !== null, {
      message: 'El video debe ser un enlace de YouTube (por ejemplo https://www.youtube.com/watch?v=…).',
    }),
    portada_id: idNumero()
      .nullish()
      .transform((v) => v ?? null),
    adjuntos: ids(ADJUNTOS_MAX).default([]),
    audiencia: z.enum(AUDIENCIAS, { error: 'Elija para quién es la novedad' }).default('todos'),
    sectores: ids(200).default([]),
    grupos: ids(200).default([]),
    publicada: z.boolean().default(false),
    fecha_publicacion: fecha.nullish().transform((v) => v ?? null),
    fijada: z.boolean().default(false),
  })
  .superRefine((d, c) => {
    if (d.audiencia === 'sectores' && d.sectores.length === 0) c.addIssue({ code: 'custom', path: ['sectores'], message: 'Elija al menos un sector' });
    if (d.audiencia === 'grupos' && d.grupos.length === 0) c.addIssue({ code: 'custom', path: ['grupos'], message: 'Elija al menos un grupo' });
  });
export type NovedadDatos = z.infer<typeof novedadDatos>;

export const publicarBody = z.object({
  publicada: z.boolean({ error: 'Indique si se publica' }),
  fecha_publicacion: fecha.nullish().transform((v) => v ?? null),
});
export type PublicarBody = z.infer<typeof publicarBody>;

export const fijarBody = z.object({ fijada: z.boolean({ error: 'Indique si se fija' }) });

/** The home feed pages like every list (paginaQuery), ten at a time unless asked. */
export const feedQuery = paginaQuery.pick({ skip: true }).extend({ limit: limitePagina(10) });

export const ORDENES_ADMIN_NOVEDADES = ['titulo', 'fecha_publicacion', 'created_at', 'updated_at'] as const;

export const adminNovedadesQuery = paginaOrdenadaPor(ORDENES_ADMIN_NOVEDADES).extend({
  estado: z.enum(ESTADOS_NOVEDAD, { error: 'Estado no válido' }).optional(),
});
export type AdminNovedadesQuery = z.infer<typeof adminNovedadesQuery>;

export const informacionDatos = z.object({
  titulo: z.string().trim().min(1, 'El título es obligatorio').max(TITULO_MAX, `El título admite hasta ${TITULO_MAX} caracteres`).optional(),
  cuerpo: z.string({ error: 'El texto es obligatorio' }).max(CUERPO_MAX, 'El texto es demasiado largo'),
});
