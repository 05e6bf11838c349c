import { createHash, randomBytes } from 'node:crypto';
import { VENTANA_CODIGO_MS } from '@worknet/domain/fichaje/esquemas';
import { firmante, type Firmante } from '../../platform/auth/firmas';

// The kiosk's QR (issue 21 item 3): `<kiosco>.<ventana>.<nonce>.<firma>`. Stateless and signed
// with a key of its own derived from the server's secret: the code says which kiosk showed it and
// in which 20-second window, so a phone that was offline can prove later when it scanned it. The
// nonce makes each code the kiosk asks for unique ("valid once" is the table fichaje_codigo_usado).

/** The kiosk codes' signer (platform/auth/firmas.ts): its own key, 22 characters of signature. */
export const claveDeCodigos = (secreto: string): Firmante => firmante(secreto, 'fichaje:kiosco-qr:v1', 22);

export const ventanaDe = (ms: number) => Math.floor(ms / VENTANA_CODIGO_MS);

export function emitirCodigo(clave: Firmante, kioscoId: number, ahoraMs: number): { codigo: string; segundos: number } {
  const ventana = ventanaDe(ahoraMs);
  const cuerpo = `${kioscoId}.${ventana}.${randomBytes(8).toString('base64url')}`;
  const segundos = Math.max(1, Math.ceil(((ventana + 1) * VENTANA_CODIGO_MS - ahoraMs) / 1000));
  return { codigo: `${cuerpo}.${clave.firmar(cuerpo)}`, segundos };
}

export type CodigoLeido = { ok: true; kioscoId: number; ventana: number } | { ok: false; motivo: 'falso' | 'vencido' };

/** Genuine and shown in the window of `referenciaMs` or the one before (a scan near the change). */
export function leerCodigo(clave: Firmante, codigo: string, referenciaMs: number): CodigoLeido {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{11})\.([A-Za-z0-9_-]{22})$/.exec(codigo);
  if (!m) return { ok: false, motivo: 'falso' };
  if (!clave.valida(`${m[1]}.${m[2]}.${m[3]}`, m[4]!)) return { ok: false, motivo: 'falso' };
  const ventana = Number(m[2]);
  const actual = ventanaDe(referenciaMs);
  if (ventana !== actual && ventana !== actual - 1) return { ok: false, motivo: 'vencido' };
  return { ok: true, kioscoId: Number(m[1]), ventana };
}

/** A kiosk's token: random, shown once; only its sha256 is stored. */
export const nuevoTokenKiosco = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
