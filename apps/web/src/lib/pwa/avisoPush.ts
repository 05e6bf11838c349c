import type { CargaPush } from '@worknet/domain/push/esquemas';

// What the service worker does with a push and a tap on it (issue 40 items 3 and 6), pure so a
// unit test covers it without a browser: src/sw.ts only wires these to the events.

export type AvisoPush = {
  titulo: string;
  opciones: { body: string; tag?: string; data: { url: string }; icon: string; badge: string; lang: string; renotify?: boolean };
};

const TITULO_POR_DEFECTO = 'Worknet';
const TEXTO_POR_DEFECTO = 'Tiene un aviso nuevo.';

const texto = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * A route the app can open, as a hash route of the SPA: «#/chat/3» and «/chat/3» both become
 * «#/chat/3». Anything else (another site, «javascript:», garbage) is the home: a push must
 * never take the user outside Worknet.
 */
export function rutaDeAviso(url: unknown): string {
  const u = texto(url);
  if (!u) return '#/';
  if (u.startsWith('#/')) return u;
  if (u.startsWith('/') && !u.startsWith('//')) return `#${u}`;
  return '#/';
}

/**
 * The visible notification of a push. Every push shows one, even an empty or unreadable payload
 * (iOS revokes a subscription whose pushes show nothing). The payload is the domain's `CargaPush`
 * (`titulo`, `texto`, `enlace`, `etiqueta`); `etiqueta` is the tag, so a chat conversation
 * collapses into one notification.
 */
export function avisoDePush(datos: string | null | undefined): AvisoPush {
  let carga: Partial<Record<keyof CargaPush, unknown>> = {};
  try {
    const leido: unknown = datos ? JSON.parse(datos) : {};
    if (leido && typeof leido === 'object' && !Array.isArray(leido)) carga = leido;
  } catch {
    // Not JSON: a plain text push is its body.
    carga = { texto: datos };
  }
  const tag = texto(carga.etiqueta);
  return {
    titulo: texto(carga.titulo) ?? TITULO_POR_DEFECTO,
    opciones: {
      body: texto(carga.texto) ?? TEXTO_POR_DEFECTO,
      data: { url: rutaDeAviso(carga.enlace) },
      icon: './icono-192.png',
      badge: './icono-192.png',
      lang: 'es-AR',
      // A new message of the same conversation replaces the old notification and rings again.
      ...(tag ? { tag, renotify: true } : {}),
    },
  };
}

type Ventana = { url: string; focused?: boolean; visibilityState?: string };

/** The open Worknet window a tap goes to: the focused one, else a visible one, else any. */
export function ventanaParaAbrir<V extends Ventana>(ventanas: readonly V[], alcance: string): V | undefined {
  const nuestras = ventanas.filter((v) => v.url.startsWith(alcance));
  return nuestras.find((v) => v.focused) ?? nuestras.find((v) => v.visibilityState === 'visible') ?? nuestras[0];
}

/** The absolute address of a route under the app's scope («https://x/» + «#/chat/3»). */
export const direccionDe = (alcance: string, ruta: string): string => new URL(ruta, alcance).href;
