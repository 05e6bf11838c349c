import { useEffect, useRef } from 'react';
import { escucharEvento } from '../../lib/socket';

/** The server's 'fichaje-tablero' (no payload): a punch or a schedule changed; the board asks again. */
export const EVENTO_TABLERO = 'fichaje-tablero';

/**
 * At a shift change hundreds of punches arrive within a minute, each with its event: the board
 * asks again at most once per this window (the first event opens it, the rest join it).
 */
export const ESPERA_TABLERO_MS = 1_000;

/**
 * Runs `fn` on the socket event `evento` while the screen is mounted (the latest `fn`, without
 * resubscribing). With `esperaMs`, the events of that window are joined into one call at its end.
 */
export function useEventoSocket(evento: string, fn: (carga: unknown) => void, esperaMs = 0): void {
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
