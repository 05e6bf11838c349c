/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { irA } from '../navigation';
import { session } from '../session';
import { sincronizarSuscripcion } from './push';
import { estadoTrabajador } from './estado';
import { MENSAJE_IR_A } from './mensajes';

// Registers the service worker (issue 40 item 1). This module is loaded only after the first
// paint (iniciar.ts), so the login page's and the home's budgets do not carry it.

/** How often an open app asks whether a new build was published. */
export const REVISAR_CADA_MS = 60 * 60 * 1000;

export function registrar(): void {
  const actualizar = registerSW({
    immediate: true,
    // `registerType: 'prompt'`: a new build waits for «Recargar» (BarrasDeLaApp.tsx).
    onNeedRefresh: () =>
      estadoTrabajador.hayVersionNueva(async () => {
        // The new worker claims the window (sw.ts) and the page reloads on it. Listened for
        // here too: workbox-window reloads only for an update it found itself, not for one the
        // hourly `registration.update()` found.
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        await actualizar(true);
      }),
    onRegisteredSW: (_url, registro) => {
      if (!registro) return;
      // A phone keeps the app open for days: ask the server for a new worker every hour.
      setInterval(() => {
        if (navigator.onLine !== false) void registro.update().catch(() => undefined);
      }, REVISAR_CADA_MS);
      // Subscriptions rotate: with permission granted, tell the server the current one on each
      // start, and on each login (the subscription belongs to the session).
      void sincronizarSuscripcion(registro);
      session.subscribe((actual, anterior) => {
        if (actual.token && actual.token !== anterior.token) void sincronizarSuscripcion(registro);
      });
    },
  });
  // A tap on a notification the worker could not navigate to (an uncontrolled window).
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => {
    const d = e.data as { tipo?: string; ruta?: string } | null;
    if (d?.tipo === MENSAJE_IR_A && typeof d.ruta === 'string' && d.ruta.startsWith('#/')) irA(d.ruta.slice(1));
  });
}
