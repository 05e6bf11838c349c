// Text over a maximum length is truncated with an ellipsis (spec §5; the spec
// does not give the maximum, see docs/decisions.md "novedades").

/** The feed card's summary: about three lines on a phone. */
export const RESUMEN_MAX = 200;
export const ELIPSIS = '…';

// Punctuation left hanging before the ellipsis reads badly ("Hoy, …").
const COLA = /[\s,;:.\-–—(]+$/u;

/**
 * `texto` with its whitespace collapsed and, when longer than `max` characters
 * (code points, so an emoji is never split), cut at the last word boundary that
 * fits and ended with "…"; the result never exceeds `max`. A single word longer
 * than half the room is cut inside the word instead of leaving almost nothing.
 */
export function truncar(texto: string, max: number = RESUMEN_MAX): string {
  const limpio = texto.replace(/\s+/gu, ' ').trim();
  const letras = Array.from(limpio);
  if (letras.length <= max) return limpio;
  if (max < 1) return '';
  const lugar = max - 1;
  const cabeza = letras.slice(0, lugar + 1);
  // A space right after the room means the last word fits whole.
  const corte = cabeza[lugar] === ' ' ? lugar : cabeza.lastIndexOf(' ');
  const base = corte >= Math.ceil(lugar / 2) ? cabeza.slice(0, corte) : cabeza.slice(0, lugar);
  return `${base.join('').replace(COLA, '')}${ELIPSIS}`;
}
