import { expect, type Page } from '@playwright/test';

// Engine.io packets as they travel (several per long-polling answer, separated by
// \x1e): `0{…}` opens a new connection, `40{"sid"…}` is the server accepting the
// socket.io handshake (after it joined the user's rooms), `41` closes it.
const APERTURA = /^0\{/;
const ACEPTADO = /^40\{"sid"/;
const CIERRE = /^41/;

/**
 * Follows the page's real-time socket from now on (call it before the page logs in or
 * loads). `conectado()` waits until the latest socket has been accepted by the server,
 * so events sent from then on (a revoked session, a data reload) reach the page:
 * a real condition instead of a fixed sleep.
 */
export function vigilarSocket(page: Page) {
  let aceptado = false;
  const leer = (texto: string) => {
    for (const paquete of texto.split('\x1e')) {
      if (APERTURA.test(paquete) || CIERRE.test(paquete)) aceptado = false;
      else if (ACEPTADO.test(paquete)) aceptado = true;
    }
  };
  page.on('response', (r) => {
    if (!r.url().includes('/socket.io/') || r.request().method() !== 'GET') return;
    r.text().then(leer, () => undefined);
  });
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/socket.io/')) return;
    ws.on('framereceived', (f) => {
      if (typeof f.payload === 'string') leer(f.payload);
    });
  });
  return {
    async conectado(): Promise<void> {
      await expect.poll(() => aceptado, { message: 'el socket de tiempo real no se conectó' }).toBe(true);
    },
  };
}
