// YouTube links become embed links (spec §5). Pure: used by the server's
// sanitiser and the zod schema of `video_url`, and by the web's rich-text editor.

/** Where every embedded video points (the server's CSP allows this frame origin). */
export const ORIGEN_EMBED_YOUTUBE = 'https://www.youtube.com/embed/';

const HOSTS_VIDEO = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const HOSTS_CORTOS = new Set(['youtu.be', 'www.youtu.be']);
const ID_VIDEO = /^[A-Za-z0-9_-]{11}$/;
const ID_LISTA = /^[A-Za-z0-9_-]{2,64}$/;
// Paths whose second segment is the video id.
const RUTAS_CON_ID = new Set(['embed', 'shorts', 'live', 'v', 'e']);

/**
 * A time as YouTube writes it, in whole seconds: "90", "90s", "1m30s", "1h2m3s".
 * Null when it is not one of those.
 */
export function segundosDeTiempo(valor: string | null): number | null {
  if (valor === null) return null;
  const v = valor.trim().toLowerCase();
  if (/^\d{1,6}$/.test(v)) return Number(v);
  const m = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/.exec(v);
  if (!m || v === '') return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

function leerUrl(texto: string): URL | null {
  const t = texto.trim();
  if (t === '' || /\s/.test(t)) return null;
  // A link pasted without its scheme ("youtu.be/…", "www.youtube.com/…").
  const conEsquema = /^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `https://${t.replace(/^\/\//, '')}`;
  try {
    const u = new URL(conEsquema);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : null;
  } catch {
    return null;
  }
}

/** The video id and the playlist of a YouTube link, or null when it is not one. */
function partesDeYoutube(u: URL): { video: string | null; lista: string | null } | null {
  const host = u.hostname.toLowerCase();
  const segmentos = u.pathname.split('/').filter(Boolean);
  const listaParam = u.searchParams.get('list');
  const lista = listaParam && ID_LISTA.test(listaParam) ? listaParam : null;
  let video: string | null;
  if (HOSTS_CORTOS.has(host)) {
    video = segmentos[0] ?? null;
  } else if (HOSTS_VIDEO.has(host)) {
    const [primero, segundo] = segmentos;
    if (primero === 'watch') video = u.searchParams.get('v');
    else if (primero === 'playlist') return lista ? { video: null, lista } : null;
    else if (primero && RUTAS_CON_ID.has(primero)) {
      // /embed/videoseries?list=… is a playlist without a video.
      if (primero === 'embed' && segundo === 'videoseries') return lista ? { video: null, lista } : null;
      video = segundo ?? null;
    } else return null;
  } else return null;
  if (!video || !ID_VIDEO.test(video)) return null;
  return { video, lista };
}

/**
 * The embed link of a YouTube link (watch, youtu.be, shorts, live, embed, or a
 * playlist), keeping its start time (`t=` or `start=`, as seconds) and its
 * playlist (`list=`). Null when the text is not a YouTube video or playlist link.
 */
export function enlaceEmbedYoutube(texto: string): string | null {
  const u = leerUrl(texto);
  if (!u) return null;
  const partes = partesDeYoutube(u);
  if (!partes) return null;
  // youtu.be/ID?t=… and watch?v=ID#t=… both occur in the wild.
  const hash = new URLSearchParams(u.hash.replace(/^#/, ''));
  const inicio = segundosDeTiempo(u.searchParams.get('start') ?? u.searchParams.get('t') ?? hash.get('t'));
  const parametros = new URLSearchParams();
  if (inicio !== null && inicio > 0) parametros.set('start', String(inicio));
  if (partes.lista) parametros.set('list', partes.lista);
  const consulta = parametros.toString();
  return `${ORIGEN_EMBED_YOUTUBE}${partes.video ?? 'videoseries'}${consulta ? `?${consulta}` : ''}`;
}
