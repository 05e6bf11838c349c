// Messages between the page and the service worker (src/sw.ts), in one place.

/** workbox-window's «skip waiting» (what vite-plugin-pwa's `updateSW()` posts): the new worker takes over. */
export const MENSAJE_ACTUALIZAR = 'SKIP_WAITING';
/** The worker asks a window it could not navigate to open a route (a tap on a notification). */
export const MENSAJE_IR_A = 'worknet-ir-a';
