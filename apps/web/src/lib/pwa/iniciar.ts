// The service worker is registered after the first paint, when the browser is idle (issue 40
// item 1): the login page and the home load exactly what they loaded before, and the worker's
// precache downloads after them. Not in dev (Vite serves modules, not the build).

/** Runs `hacer` once the page has painted something (the `load` event may come before it). */
function trasLaPrimeraPintura(hacer: () => void): void {
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return hacer();
  let hecho = false;
  const una = () => {
    if (hecho) return;
    hecho = true;
    hacer();
  };
  try {
    const observador = new PerformanceObserver((lista) => {
      if (lista.getEntriesByName('first-contentful-paint').length === 0) return;
      observador.disconnect();
      una();
    });
    observador.observe({ type: 'paint', buffered: true });
  } catch {
    // A browser without paint timing: the load event and idle time are what is left.
    una();
  }
  // A page that never paints content (a blank error) still registers, later.
  setTimeout(una, 10_000);
}

export function iniciarTrabajadorDespues(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const cargar = () => void import('./registro').then((m) => m.registrar());
  const enReposo = () => ('requestIdleCallback' in window ? window.requestIdleCallback(cargar, { timeout: 5_000 }) : setTimeout(cargar, 1_000));
  const trasCargar = () => trasLaPrimeraPintura(enReposo);
  if (document.readyState === 'complete') trasCargar();
  else window.addEventListener('load', trasCargar, { once: true });
}
