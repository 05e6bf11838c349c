import sanitizeHtml from 'sanitize-html';
import { enlaceEmbedYoutube } from '@worknet/domain/novedades/youtube';

// Rich text written in the browser's editor (a news body, a guide's text version) is HTML: it
// is cleaned here, on the server, before it is stored (architecture §5). What is kept is listed below;
// everything else (scripts, event handlers, style attributes, javascript: links,
// iframes that are not YouTube embeds, images that are not Worknet media) is
// removed while the text around it stays. See docs/decisions.md "novedades".

const TITULO_VIDEO = 'Video de YouTube';
const ATRIBUTOS_VIDEO = {
  title: TITULO_VIDEO,
  allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture',
  allowfullscreen: 'true',
  loading: 'lazy',
  referrerpolicy: 'strict-origin-when-cross-origin',
};

// A media file of Worknet, with or without its signature (the signature is not stored: it expires).
const URL_MEDIA = /^\/api\/v1\/recurso_media\/(\d{1,10})\/(?:archivo|miniatura)(?:\?[^#]*)?$/;
const rutaMedia = (id: number) => `/api/v1/recurso_media/${id}/archivo`;

export function idDeMedia(src: string | undefined): number | null {
  const m = URL_MEDIA.exec(src?.trim() ?? '');
  return m ? Number(m[1]) : null;
}

const opciones: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', ...Object.keys(ATRIBUTOS_VIDEO)],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com'],
  allowIframeRelativeUrls: false,
  // The page's own title is the only h1.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      // Links to other sites open apart and do not leak the intranet's address.
      return { tagName, attribs: /^https?:/i.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href } };
    },
    iframe: (tagName, attribs) => {
      const embed = attribs.src ? enlaceEmbedYoutube(attribs.src) : null;
      return { tagName, attribs: embed ? { src: embed, ...ATRIBUTOS_VIDEO } : {} };
    },
    img: (tagName, attribs) => {
      const id = idDeMedia(attribs.src);
      const { alt, title, width, height } = attribs;
      return {
        tagName,
        attribs:
          id === null ? {} : { src: rutaMedia(id), alt: alt ?? '', ...(title ? { title } : {}), ...(width ? { width } : {}), ...(height ? { height } : {}) },
      };
    },
  },
  // An iframe or image that lost its source above goes away whole; an empty link keeps its text.
  exclusiveFilter: (f) => {
    if ((f.tag === 'iframe' || f.tag === 'img') && !f.attribs.src) return true;
    if (f.tag === 'a' && !f.attribs.href) return 'excludeTag';
    return false;
  },
};

const decodificar = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const iframeDe = (embed: string) =>
  `<iframe src="${embed}" ${Object.entries(ATRIBUTOS_VIDEO)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ')}></iframe>`;

/**
 * YouTube links become embedded videos: a paragraph that is only a YouTube
 * link (as bare text or as a link), and any `<a>` that points to a YouTube
 * video. Runs on sanitize-html's own output, where attributes are always
 * double-quoted and links never nest, so these patterns are exact.
 */
function incrustarVideos(limpio: string): string {
  return limpio
    .replace(/<p>\s*(https?:\/\/[^\s<>"]+)\s*<\/p>/gi, (todo, url: string) => {
      const embed = enlaceEmbedYoutube(decodificar(url));
      return embed ? iframeDe(embed) : todo;
    })
    .replace(/<p>\s*(<a href="[^"]*"[^>]*>(?:(?!<\/a>)[\s\S])*<\/a>)\s*<\/p>/gi, (todo, enlace: string) => {
      const href = /^<a href="([^"]*)"/.exec(enlace)?.[1] ?? '';
      const embed = enlaceEmbedYoutube(decodificar(href));
      return embed ? iframeDe(embed) : todo;
    })
    .replace(/<a href="([^"]*)"[^>]*>(?:(?!<\/a>)[\s\S])*<\/a>/gi, (todo, href: string) => {
      const embed = enlaceEmbedYoutube(decodificar(href));
      return embed ? iframeDe(embed) : todo;
    });
}

/** The body as it is stored: cleaned, with YouTube links embedded. Cleaning twice changes nothing. */
export function sanearCuerpo(html: string): string {
  const limpio = sanitizeHtml(html, opciones);
  // The second pass checks what incrustarVideos wrote with the same rules.
  return sanitizeHtml(incrustarVideos(limpio), opciones).trim();
}

/** Media ids the stored body shows as images (they must belong to the same news item). */
export function mediaDelCuerpo(html: string): number[] {
  const ids = new Set<number>();
  for (const m of html.matchAll(/<img [^>]*src="([^"]*)"/g)) {
    const id = idDeMedia(decodificar(m[1] ?? ''));
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

/**
 * The stored body as a reader gets it: each media image with a fresh signed
 * link (`urls`: the item's own media); an image of anything else is dropped.
 */
export function cuerpoParaLeer(html: string, urls: Map<number, string>): string {
  if (!html.includes('<img')) return html;
  return sanitizeHtml(html, {
    ...opciones,
    transformTags: {
      img: (tagName, attribs) => {
        const id = idDeMedia(attribs.src);
        const url = id === null ? undefined : urls.get(id);
        return { tagName, attribs: url ? { ...attribs, src: url } : {} };
      },
    },
    allowedSchemesByTag: {},
  });
}

/** Plain text of the body (the summary when the item has none). */
export function textoDelCuerpo(html: string): string {
  const conEspacios = html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, ' ');
  return decodificar(
    sanitizeHtml(conEspacios, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'] }),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
