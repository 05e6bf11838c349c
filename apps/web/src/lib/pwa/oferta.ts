import { useEffect, useSyncExternalStore } from 'react';
import { USO_ANTES_DE_OFRECER_MS, debeOfrecer, rechazado, soporteActual } from './push';

// When the «¿Recibir avisos en este dispositivo?» offer shows (issue 40 item 2): the logged-in
// layout starts counting once the first screen is ready; after a while of use, if the browser
// can push, has not been asked and the user never said no, the bottom bar offers it once.

let visible = false;
const oyentes = new Set<() => void>();
const cambiar = (v: boolean) => {
  visible = v;
  for (const o of oyentes) o();
};

export const oferta = {
  visible: () => visible,
  subscribe(o: () => void): () => void {
    oyentes.add(o);
    return () => oyentes.delete(o);
  },
  cerrar: () => cambiar(false),
};

export const useOfertaVisible = () => useSyncExternalStore(oferta.subscribe, oferta.visible, () => false);

/** In the logged-in layout: `activa` once the user is in (sector chosen, no forced password). */
export function useContarParaOfrecer(activa: boolean): void {
  useEffect(() => {
    if (!activa) return;
    const reloj = setTimeout(() => {
      if (debeOfrecer(soporteActual(), { rechazado: rechazado(), usoMs: USO_ANTES_DE_OFRECER_MS })) cambiar(true);
    }, USO_ANTES_DE_OFRECER_MS);
    return () => {
      clearTimeout(reloj);
      cambiar(false);
    };
  }, [activa]);
}
