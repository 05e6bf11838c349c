// The worker thread of the push pool (cifrado.ts): encrypts each payload for its subscription
// (ECDH P-256 + HKDF + AES-128-GCM, RFC 8291) off the server's main thread. Plain JavaScript on
// purpose: the same file runs under tsx (dev), Vitest (tests) and from dist/ (the build copies it),
// and a worker thread gets none of the TypeScript loaders its parent may have.
import webpush from 'web-push';

/**
 * @param {{ endpoint: string, p256dh: string, auth: string }[]} suscripciones
 * @param {string} cuerpo the payload (JSON), the same for the whole lot
 * @param {{ TTL: number, urgency: string, topic?: string }} opciones
 * @returns {({ headers: Record<string, string | number>, body: Uint8Array } | { error: string })[]}
 */
function cifrarLote({ suscripciones, cuerpo, opciones }) {
  return suscripciones.map((s) => {
    try {
      const d = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, cuerpo, opciones);
      return { headers: d.headers, body: d.body };
    } catch (err) {
      // Keys that are not a P-256 point or an auth secret of 16 bytes: this subscription can never be sent to.
      return { error: String(err instanceof Error ? err.message : err).slice(0, 300) };
    }
  });
}

export default cifrarLote;
