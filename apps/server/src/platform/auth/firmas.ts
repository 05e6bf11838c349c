import { createHmac, timingSafeEqual } from 'node:crypto';

// The one signer of Worknet's own short signatures (issue 38, item 5): a media item's signed link
// (media/media.firma.ts), a kiosk's QR of 20 seconds (fichaje/fichaje.codigos.ts) and a location's
// QR of the day (tareas/ubicacion-qr.ts). HMAC-SHA256 with a key of each purpose derived from the
// server's secret, HMAC-SHA256(secret, 'worknet:<purpose>'): a signature made for one thing never
// stands for another, nor for a session token (HS256 with the secret itself, tokens.ts). A
// signature is compared by its text in constant time: another spelling of it is no signature.

/** What a signature is for; each is its own key. A new purpose is a new name here. */
export type PropositoDeFirma = 'recurso_media' | 'fichaje:kiosco-qr:v1' | 'qr-ubicacion';

export type Firmante = {
  /** The signature of `texto`: base64url, `largo` characters. */
  firmar: (texto: string) => string;
  /** Whether `firma` is exactly the signature of `texto`. */
  valida: (texto: string, firma: string) => boolean;
};

/** The whole HMAC-SHA256 in base64url. */
export const LARGO_COMPLETO = 43;

const hmac = (clave: string | Buffer, texto: string) => createHmac('sha256', clave).update(texto).digest('base64url');

/** Two texts equal byte for byte, in a time that does not depend on where they differ. */
export function mismoTexto(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Signs and verifies for `proposito`. `largo`: how many characters of the signature are kept (a QR keeps 22). */
export function firmante(secreto: string, proposito: PropositoDeFirma, largo = LARGO_COMPLETO): Firmante {
  const clave = createHmac('sha256', secreto).update(`worknet:${proposito}`).digest();
  const firmar = (texto: string) => hmac(clave, texto).slice(0, largo);
  return { firmar, valida: (texto, firma) => mismoTexto(firmar(texto), firma) };
}

/**
 * Only to recognise what was signed with the secret itself before keys per purpose: the location
 * stickers printed before December 2026, which are read only to say they prove nothing any more.
 * Nothing is signed this way: there is no `firmar` for it.
 */
export const firmaSinPropositoValida = (secreto: string, texto: string, firma: string, largo = LARGO_COMPLETO) =>
  mismoTexto(hmac(secreto, texto).slice(0, largo), firma);
