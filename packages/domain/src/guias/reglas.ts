// Guides and protocols (issue 22 item 5): constants and pure rules shared by the server and
// the web screens, without zod (the screens import them; the contracts are in esquemas.ts).

/** The PDF of a version: a media item of modulo 'tareas', modelo 'guia_version' (uploaded as a draft, attached on publishing). */
export const MODULO_MEDIA_GUIAS = 'tareas';
export const MODELO_MEDIA_GUIA_VERSION = 'guia_version';
export const TIPO_CONTENIDO_PDF = 'application/pdf';

export const FORMATOS_GUIA = ['texto', 'pdf'] as const;
export type FormatoGuia = (typeof FORMATOS_GUIA)[number];
export const ETIQUETA_FORMATO_GUIA: Record<FormatoGuia, string> = { texto: 'Texto', pdf: 'PDF' };

export const TITULO_GUIA_MAX = 200;
/** Sanitised HTML: far above any real protocol, below the 1 MB body limit (as the news body). */
export const CONTENIDO_GUIA_MAX = 200_000;
export const CAMBIOS_MAX = 2000;
export const SECTORES_GUIA_MAX = 200;

/** Share of the audience that confirmed the current version, 0–100 rounded down (100 only when everybody did); null without audience. */
export function porcentajeLeido(leyeron: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.min(100, Math.floor((Math.max(0, leyeron) * 100) / total));
}

export const ORDEN_GUIAS = ['titulo', 'publicada_at', 'tipo'] as const;
