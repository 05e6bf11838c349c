import { useEffect, useRef, useState } from 'react';

/** The element's width as it changes (charts draw at their card's width, so text never scales down: the dashboards, the ticket report). */
export function useAncho<T extends HTMLElement>(inicial = 320) {
  const ref = useRef<T>(null);
  const [ancho, setAncho] = useState(inicial);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const medir = () => {
      const w = Math.floor(el.getBoundingClientRect().width);
      if (w > 0) setAncho(w);
    };
    medir();
    const o = new ResizeObserver(medir);
    o.observe(el);
    return () => o.disconnect();
  }, []);
  return { ref, ancho };
}
