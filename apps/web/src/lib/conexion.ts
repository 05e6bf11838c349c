import { useSyncExternalStore } from 'react';

// Whether the app can reach the server (issue 40 item 1), known in one place for every screen:
// the API client reports each request that never reached the server and each answer, and the
// browser's online/offline events count too. The shell shows «Sin conexión» from this
// (lib/AvisoSinConexion.tsx) instead of every screen guessing from its own errors.

let sinRed = typeof navigator !== 'undefined' && navigator.onLine === false;
const oyentes = new Set<() => void>();

function cambiar(valor: boolean) {
  if (valor === sinRed) return;
  sinRed = valor;
  for (const o of oyentes) o();
}

export const conexion = {
  sinRed: () => sinRed,
  subscribe(o: () => void): () => void {
    oyentes.add(o);
    return () => oyentes.delete(o);
  },
  /** A request failed before any answer (fetch rejected): no network, or the server is unreachable. */
  fallo: () => cambiar(true),
  /** Any answer of the server, even an error: the network is there. */
  respuesta: () => cambiar(false),
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => conexion.fallo());
  // `online` only says there is a network; the next answer confirms the server. Until then the
  // notice goes away so the screens' own retries are not hidden behind it.
  window.addEventListener('online', () => conexion.respuesta());
}

export const useSinConexion = () => useSyncExternalStore(conexion.subscribe, conexion.sinRed, () => false);
