import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window is at least `px` wide, following resizes (matchMedia). The plain layout's
 * replacement for antd's Grid.useBreakpoint: antd's breakpoints md = 768 px, lg = 992 px.
 */
export function useAnchoMinimo(px: number): boolean {
  const consulta = `(min-width: ${px}px)`;
  const suscribir = useCallback(
    (avisar: () => void) => {
      const lista = window.matchMedia(consulta);
      lista.addEventListener('change', avisar);
      return () => lista.removeEventListener('change', avisar);
    },
    [consulta],
  );
  // jsdom's stand-in (test/setup.ts) never matches: tests see the phone layout unless they set a width.
  return useSyncExternalStore(suscribir, () => window.matchMedia(consulta).matches || window.innerWidth >= px);
}
