import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// Where the window was on each history entry (location.key), as the user left it.
const posiciones = new Map<string, number>();
const ESPERA_MAXIMA_MS = 3_000;
const INTERRUPCIONES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Completes react-router's <ScrollRestoration/> on back/forward: it scrolls once,
 * when the screen renders, and a list still loading its page is too short then,
 * so the position is clamped (to 0). This keeps scrolling to the saved position
 * as the page grows, until it is reached, the user scrolls, or 3 s pass.
 */
export function CompletarDesplazamiento() {
  const { key } = useLocation();
  const tipo = useNavigationType();
  const actual = useRef(key);
  const restaurando = useRef(false);

  useEffect(() => {
    const guardar = () => {
      if (!restaurando.current) posiciones.set(actual.current, window.scrollY);
    };
    window.addEventListener('scroll', guardar, { passive: true });
    return () => window.removeEventListener('scroll', guardar);
  }, []);

  useLayoutEffect(() => {
    actual.current = key;
    const destino = posiciones.get(key);
    if (tipo !== 'POP' || !destino) return;
    restaurando.current = true;
    const observador = new ResizeObserver(() => intentar());
    const terminar = () => {
      restaurando.current = false;
      observador.disconnect();
      clearTimeout(espera);
      for (const e of INTERRUPCIONES) window.removeEventListener(e, terminar);
    };
    const intentar = () => {
      if (document.documentElement.scrollHeight - window.innerHeight < destino - 1) return;
      window.scrollTo(0, destino);
      terminar();
    };
    const espera = setTimeout(terminar, ESPERA_MAXIMA_MS);
    observador.observe(document.body);
    for (const e of INTERRUPCIONES) window.addEventListener(e, terminar, { passive: true });
    intentar();
    return terminar;
  }, [key, tipo]);

  return null;
}
