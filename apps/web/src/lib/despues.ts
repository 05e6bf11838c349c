// What a phone will want next: the menu's antd (app/layout/NavegacionAntd.tsx and what it
// imports), listed by the build in the meta «worknet-despues» (vite.config.ts). Asked as
// `prefetch` once the home is on screen and the browser is idle: the files wait in the cache,
// without running, so the first tap on «Abrir menú» does not wait for the network, and the home's
// first paint does not share the link with them (issue 16, item 6).

let pedido = false;

export function traerLoQueSigue(): void {
  if (pedido || typeof document === 'undefined') return;
  pedido = true;
  const lista = document.querySelector('meta[name="worknet-despues"]')?.getAttribute('content');
  if (!lista) return;
  const pedir = () => {
    for (const archivo of lista.split(' ')) {
      const enlace = document.createElement('link');
      enlace.rel = 'prefetch';
      enlace.href = `./${archivo}`;
      // As the app's module scripts are asked for (crossorigin), or the cached copy goes unused.
      enlace.crossOrigin = '';
      document.head.append(enlace);
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(pedir, { timeout: 5_000 });
  else setTimeout(pedir, 1_000);
}
