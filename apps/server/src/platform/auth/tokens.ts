import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import * as reloj from '@worknet/domain/reloj';

export type ClaimsSesion = { sid: string; sub: string };

// A verified token is remembered until it expires: its validity depends only on
// its own text, and WebCrypto's HMAC verify was ~0.4 ms of every request.
const MAX_VERIFICADOS = 10_000;

const PARTE_BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * One spelling per token (issue 37, item 2): three base64url parts, no padding, no whitespace
 * and no other last character. jose decodes leniently, so `t `, `t=` or `t` with another last
 * character of its signature (the bits that character leaves unused) verify as `t`; whatever
 * is compared or remembered by its text must first pass this.
 */
export function esJwtCanonico(token: string): boolean {
  const partes = token.split('.');
  return partes.length === 3 && partes.every((p) => PARTE_BASE64URL.test(p) && Buffer.from(p, 'base64url').toString('base64url') === p);
}

/** Worknet's own session tokens: HS256 with an expiry and the session id. */
export function crearFirmador(secret: string) {
  // Imported once: re-importing a raw key on every verify cost ~12 % of an authenticated request.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verificados = new Map<string, ClaimsSesion & { expira: number }>();
  return {
    firmar: async (c: ClaimsSesion, expira: Date) =>
      new SignJWT({ sid: c.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(c.sub)
        .setIssuedAt()
        .setIssuer('worknet')
        .setExpirationTime(Math.floor(expira.getTime() / 1000))
        .sign(await key),
    /** Null for anything that is not a valid, unexpired token of ours in its one spelling (alg none included). */
    verificar: async (token: string): Promise<ClaimsSesion | null> => {
      // Only canonical texts are ever remembered, so a hit needs no second look at the spelling.
      const visto = verificados.get(token);
      if (visto) {
        if (visto.expira > reloj.ahoraMs()) return { sid: visto.sid, sub: visto.sub };
        verificados.delete(token);
        return null;
      }
      if (!esJwtCanonico(token)) return null;
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], issuer: 'worknet' });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
        // The oldest entry goes first (a Map keeps insertion order).
        if (verificados.size >= MAX_VERIFICADOS) verificados.delete(verificados.keys().next().value!);
        verificados.set(token, { sid: payload.sid, sub: payload.sub, expira: (payload.exp ?? 0) * 1000 });
        return { sid: payload.sid, sub: payload.sub };
      } catch {
        return null;
      }
    },
  };
}
export type Firmador = ReturnType<typeof crearFirmador>;

export type ConfigSso = { secret?: string; publicKey?: string; issuer?: string; audience: string };

/** An SSO token older than this (from `iat`) is refused, whatever its `exp` says. */
export const VIDA_MAXIMA_SSO_S = 5 * 60;

const SIN_JTI = 'El token de acceso no trae su identificador único (jti): el emisor debe incluirlo.';

/** A verified SSO token: who it names, and what identifies it until it expires (to refuse it a second time). */
export type SsoValido = { username: string; huella: string; expira: Date };

/**
 * What makes an SSO token one use: its issuer and `jti`, read from the verified claims. Not its
 * text: the same token has other spellings, and an ES256/PS256 signature can be re-made for the
 * same claims (ECDSA's (r, n−s), a new PSS salt by the issuer), so hashing the text let one token
 * open one session per spelling (issue 37, item 2).
 */
export const huellaSso = (iss: string | undefined, jti: string) =>
  createHash('sha256')
    .update(JSON.stringify(['sso', iss ?? null, jti]))
    .digest('hex');

/**
 * Single sign-on: a JWT from a trusted issuer, HS256 with a shared secret or
 * RS256/ES256/EdDSA with a public key. `sub` is the username; `exp`, `iat`, `jti` and
 * `aud` (= SSO_JWT_AUDIENCE) are required, `iss` when SSO_JWT_ISSUER is set, and
 * it must be at most 5 minutes old and in its one spelling (`esJwtCanonico`). Single use is
 * enforced by the caller with `huella` (issuer + jti).
 */
export function crearVerificadorSso(cfg: ConfigSso) {
  const secretKey = cfg.secret ? new TextEncoder().encode(cfg.secret) : undefined;
  let publicKey: KeyObject | undefined;
  if (cfg.publicKey) publicKey = createPublicKey(cfg.publicKey.replace(/\\n/g, '\n'));
  return {
    configurado: Boolean(secretKey || publicKey),
    verificar: async (token: string): Promise<SsoValido | { error: string }> => {
      const intentos: [Uint8Array | KeyObject, string[]][] = [];
      if (secretKey) intentos.push([secretKey, ['HS256']]);
      if (publicKey) intentos.push([publicKey, ['RS256', 'PS256', 'ES256', 'EdDSA']]);
      if (intentos.length === 0) return { error: 'El inicio de sesión único no está configurado.' };
      if (!esJwtCanonico(token)) return { error: 'El token de acceso no es válido.' };
      for (const [key, algorithms] of intentos) {
        try {
          const { payload } = await jwtVerify(token, key, {
            algorithms,
            requiredClaims: ['exp', 'sub', 'iat', 'aud', 'jti'],
            audience: cfg.audience,
            maxTokenAge: VIDA_MAXIMA_SSO_S,
            ...(cfg.issuer ? { issuer: cfg.issuer } : {}),
          });
          if (typeof payload.jti !== 'string' || payload.jti === '') return { error: SIN_JTI };
          return { username: String(payload.sub), huella: huellaSso(payload.iss, payload.jti), expira: new Date(payload.exp! * 1000) };
        } catch (e) {
          if (e instanceof joseErrors.JWTExpired) return { error: 'El token de acceso venció.' };
          // Claims are checked after the signature: only the trusted issuer can get this answer.
          if (e instanceof joseErrors.JWTClaimValidationFailed && e.claim === 'jti') return { error: SIN_JTI };
        }
      }
      return { error: 'El token de acceso no es válido.' };
    },
  };
}
export type VerificadorSso = ReturnType<typeof crearVerificadorSso>;
