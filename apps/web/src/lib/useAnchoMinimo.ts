import { useCallback, useSyncExternalStore } from 'react';

// antd's breakpoints, kept by the plain frame: below md the phone layout (drawer menu, compact
// header); below lg the desk's side column starts folded.
export const ANCHO_ESCRITORIO = 768;
export const ANCHO_MENU_DESPLEGADO = 992;

const consultaDe = (px: number) => `(min-width: ${px}px)`;

/** Whether the window is at least `px` wide now (outside React: what to fetch at start). */
export const anchoAlMenos = (px: number): boolean => window.matchMedia(consultaDe(px)).matches;

/** The same, following resizes: the plain layout's replacement for antd's Grid.useBreakpoint. */
export function useAnchoMinimo(px: number): boolean {
  const suscribir = useCallback(
    (avisar: () => void) => {
      const lista = window.matchMedia(consultaDe(px));
      lista.addEventListener('change', avisar);
      return () => lista.removeEventListener('change', avisar);
    },
    [px],
  );
  return useSyncExternalStore(suscribir, () => anchoAlMenos(px));
}
