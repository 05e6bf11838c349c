import type { UrlsMedia } from '@worknet/domain/media/item';

// The cover of a news card is shown at most 760 px wide (the feed's column). The server
// keeps a 400 px thumbnail and makes an 800 px «mediana» on its first request, so the
// browser takes the smallest that fills the card at the screen's density.

/**
 * How wide the card's cover is drawn, as the app shell lays it out: on a phone (< 768 px)
 * the page less its 12 px margins; beside the folded menu (80 px, 768-991 px) or the open
 * one (240 px) less 24 px margins; never more than the feed's 760 px column.
 */
export const TAMANOS_PORTADA = '(max-width: 767px) calc(100vw - 24px), (max-width: 1047px) calc(100vw - 128px), 760px';

/** src (the original, for a browser that ignores srcset), srcSet (thumbnail 400w, «mediana» 800w) and sizes of a cover. */
export function fuentesPortada(p: Pick<UrlsMedia, 'url' | 'miniatura_url' | 'mediana_url'>): { src: string; srcSet?: string; sizes?: string } {
  const candidatas = [p.miniatura_url && `${p.miniatura_url} 400w`, p.mediana_url && `${p.mediana_url} 800w`].filter((c): c is string => Boolean(c));
  if (candidatas.length === 0) return { src: p.url };
  return { src: p.url, srcSet: candidatas.join(', '), sizes: TAMANOS_PORTADA };
}
