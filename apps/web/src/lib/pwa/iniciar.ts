// The service worker is registered after the first paint, when the browser is idle (issue 40
// item 1): the login page and the home load exactly what they loaded before, and the worker's
// precache downloads after them. Not in dev (Vite serves modules, not the build).

export function iniciarTrabajadorDespues(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const cargar = () => void import('./registro').then((m) => m.registrar());
  const enReposo = () => ('requestIdleCallback' in window ? window.requestIdleCallback(cargar, { timeout: 5_000 }) : setTimeout(cargar, 1_000));
  if (document.readyState === 'complete') enReposo();
  else window.addEventListener('load', enReposo, { once: true });
}
