/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { colaIndexedDb } from './features/fichaje/cola';
import { ETIQUETA_SYNC_FICHAJES, MENSAJE_FICHAJES_ENVIADOS, enviarDesdeElTrabajador, vaciarColaEnTurno } from './features/fichaje/sincronizacion';
import { avisoDePush, direccionDe, ventanaParaAbrir } from './lib/pwa/avisoPush';
import { MENSAJE_ACTUALIZAR, MENSAJE_IR_A } from './lib/pwa/mensajes';
import * as reloj from '@worknet/domain/reloj';

// Worknet's service worker (issue 40), built by vite-plugin-pwa in `injectManifest` mode: Workbox
// precaches the shell and every built file, and this same worker receives pushes and sends the
// offline clock-in queue. Pure logic lives in lib/pwa/avisoPush.ts and features/fichaje (tested there).

declare const self: ServiceWorkerGlobalScope;

// The build's files (hashed names: a new build is a new list, the old entries are dropped).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Hash routes: every navigation is index.html, from the cache when there is no network.
// The API and the socket are never navigations to the shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/\/api\//, /\/socket\.io\//] }));

// The API and the socket have no route here on purpose: the worker does not answer them, so
// they go to the network as if there were no worker, never from a cache. Offline they fail and
// the app says «Sin conexión» (lib/conexion.ts) instead of showing old answers as if new.

// A new worker takes the open windows at once (the first one too): «Recargar» reloads when the
// new worker controls the page (workbox-window's `controlling`), and a first visit's window is
// already served by the worker if the network drops before the next navigation.
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));

// `registerType: 'prompt'`: the new worker waits until the user taps «Recargar» (lib/pwa/registro.ts).
self.addEventListener('message', (e) => {
  if ((e.data as { type?: string } | null)?.type === MENSAJE_ACTUALIZAR) void self.skipWaiting();
});

// Every push shows a visible notification (iOS revokes subscriptions that do not).
self.addEventListener('push', (e) => {
  const aviso = avisoDePush(e.data?.text());
  e.waitUntil(self.registration.showNotification(aviso.titulo, aviso.opciones));
});

// A tap opens the route in the Worknet window already open, or in a new one.
self.addEventListener('notificationclick', (e) => {
  e.notification.close();
  const ruta = (e.notification.data as { url?: string } | null)?.url ?? '#/';
  const alcance = self.registration.scope;
  const destino = direccionDe(alcance, ruta);
  e.waitUntil(
    (async () => {
      const ventanas = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const abierta = ventanaParaAbrir(ventanas, alcance);
      if (!abierta) {
        await self.clients.openWindow(destino);
        return;
      }
      const enfocada = await abierta.focus();
      // Only the hash changes: the app stays loaded and its router moves to the screen.
      await enfocada.navigate(destino).catch(() => enfocada.postMessage({ tipo: MENSAJE_IR_A, ruta }));
    })(),
  );
});

// Background Sync: the network is back, the queued punches go (the page does the same on start).
type EventoSync = ExtendableEvent & { tag: string };
self.addEventListener('sync', (evento) => {
  const e = evento as EventoSync;
  if (e.tag !== ETIQUETA_SYNC_FICHAJES) return;
  e.waitUntil(
    (async () => {
      const hechos = await vaciarColaEnTurno({
        cola: colaIndexedDb,
        enviar: enviarDesdeElTrabajador(self.registration.scope),
        enLinea: () => self.navigator.onLine !== false,
        ahora: () => reloj.ahoraMs(),
      });
      if (!hechos.length) return;
      const ventanas = await self.clients.matchAll({ type: 'window' });
      for (const v of ventanas) v.postMessage({ tipo: MENSAJE_FICHAJES_ENVIADOS });
    })(),
  );
});

declare global {
  interface ServiceWorkerGlobalScope {
    addEventListener(type: 'sync', listener: (e: ExtendableEvent) => void): void;
  }
}
