import { useSyncExternalStore } from 'react';

// The service worker's state the page shows (issue 40 item 1): whether a new version waits for
// «Recargar», and how to apply it. A tiny store, so the registration (loaded after the first
// paint, registro.ts) and the prompt (BarrasDeLaApp.tsx) share nothing else.

type Estado = { versionNueva: boolean };

let estado: Estado = { versionNueva: false };
let aplicar: (() => Promise<void>) | null = null;
const oyentes = new Set<() => void>();

function cambiar(nuevo: Estado) {
  estado = nuevo;
  for (const o of oyentes) o();
}

export const estadoTrabajador = {
  get: (): Estado => estado,
  subscribe(o: () => void): () => void {
    oyentes.add(o);
    return () => oyentes.delete(o);
  },
  /** A new worker is installed and waiting: `actualizar` activates it and reloads the page. */
  hayVersionNueva(actualizar: () => Promise<void>): void {
    aplicar = actualizar;
    cambiar({ versionNueva: true });
  },
  async actualizar(): Promise<void> {
    await aplicar?.();
  },
};

export const useVersionNueva = () =>
  useSyncExternalStore(
    estadoTrabajador.subscribe,
    () => estadoTrabajador.get().versionNueva,
    () => false,
  );
