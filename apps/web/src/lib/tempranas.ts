import { session } from './session';

// The home's first data asked from the document's head (public/tema-inicial.js), before the
// scripts arrive (issue 16, item 6). The API client takes an answer from here instead of asking
// again, once, and only while nothing could have changed it: same token, same sector, no write.

type Tempranas = { token: string; sector: string | null; respuestas: Record<string, Promise<Response>> };

declare global {
  interface Window {
    worknetTempranas?: Tempranas;
  }
}

/** Drops whatever the head asked for: a write happened, or the session is another. */
export function descartarTempranas(): void {
  if (typeof window !== 'undefined') delete window.worknetTempranas;
}

/** The head's answer to this GET (the exact URL), taken once; null when there is none to use. */
export function tomarTemprana(url: string): Promise<Response> | null {
  const tempranas = typeof window === 'undefined' ? undefined : window.worknetTempranas;
  if (!tempranas) return null;
  const { token, sectorId } = session.get();
  if (tempranas.token !== token || tempranas.sector !== (sectorId === null ? null : String(sectorId))) {
    descartarTempranas();
    return null;
  }
  const respuesta = tempranas.respuestas[url];
  if (!respuesta) return null;
  delete tempranas.respuestas[url];
  return respuesta;
}
