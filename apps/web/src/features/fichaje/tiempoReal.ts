import { useEffect, useRef } from 'react';
import { escucharEvento } from '../../lib/socket';

/** The server's 'fichaje-tablero' (no payload): a punch or a schedule changed; the board asks again. */
export const EVENTO_TABLERO = 'fichaje-tablero';

/** Runs `fn` on each socket event `evento` while the screen is mounted (the latest `fn`, without resubscribing). */
export function useEventoSocket(evento: string, fn: (carga: unknown) => void): void {
  const actual = useRef(fn);
  useEffect(() => {
    actual.current = fn;
  }, [fn]);
  useEffect(() => escucharEvento(evento, (carga) => actual.current(carga)), [evento]);
}
