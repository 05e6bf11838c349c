// What a scanned or pasted location QR holds: the app's URL «…#/scan-ubicacion/<codigo>»
// (catalogos/qr.ts builds it) or the code alone. The code is `<id>.<AAAAMMDD>.<firma>`, valid the
// day it names (ubicacion-qr.ts); the old sticker's `<id>.<firma>` is also read, so the server
// can say why it no longer counts.

const CODIGO = /^\d{1,10}\.(\d{8}\.)?[A-Za-z0-9_-]{22}$/;

/** The location code inside a scanned text, or null when it is not one of ours. */
export function codigoDeUbicacion(texto: string): string | null {
  const limpio = texto.trim();
  const m = /scan-ubicacion\/([^/?#\s]+)/.exec(limpio);
  let candidato = m ? m[1]! : limpio;
  try {
    candidato = decodeURIComponent(candidato);
  } catch {
    return null;
  }
  return CODIGO.test(candidato) ? candidato : null;
}

/** The route (without '#/') a location code opens. */
export const rutaEscaneo = (codigo: string) => `/scan-ubicacion/${encodeURIComponent(codigo)}`;
