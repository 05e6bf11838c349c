import { useEffect, useRef } from 'react';
import type { CargaDe, NombreEvento } from '@worknet/domain/tiempo-real';
import { escucharEvento } from './socket';

// A screen's live hint from the server (e.g. 'fichaje-tablero'), next to the socket it listens to:
// any module's screen subscribes the same way while it is mounted.

/**
 * Runs `fn` on the socket event `evento` while the screen is mounted (the latest `fn`, without
 * resubscribing). With `esperaMs`, the events of that window are joined into one call at its end.
 * The event and its payload are those declared in packages/domain/src/tiempo-real.ts.
 */
export function useEventoSocket<E extends NombreEvento>(evento: E, fn: (carga: CargaDe<E>) => void, esperaMs = 0): void {
  const actual = useRef(fn);
  useEffect(() => {
    actual.current = fn;
  }, [fn]);
  useEffect(() => {
    let reloj: ReturnType<typeof setTimeout> | null = null;
    const dejar = escucharEvento(evento, (carga) => {
      if (esperaMs <= 0) return actual.current(carga);
      if (reloj !== null) return;
      reloj = setTimeout(() => {
        reloj = null;
        actual.current(carga);
      }, esperaMs);
    });
    return () => {
      dejar();
      if (reloj !== null) clearTimeout(reloj);
    };
  }, [evento, esperaMs]);
}
