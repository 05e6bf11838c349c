import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT, exportSPKI } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDePrueba, SSO_SECRET_PRUEBA, type Prueba } from './app-de-prueba';
import { bearer, crearUsuario, cuerpoSinId } from './factories';

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
});
afterAll(() => t.cerrar());

const clave = (s: string) => new TextEncoder().encode(s);
type Opciones = { secreto?: string; exp?: string | number | null; iat?: number | null; aud?: string | null; iss?: string; jti?: string | null; typ?: string };
const firmar = (sub: string | undefined, o: Opciones = {}) => {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256', ...(o.typ ? { typ: o.typ } : {}) });
  if (o.jti !== null) jwt.setJti(o.jti ?? randomUUID());
  if (o.iat !== null) jwt.setIssuedAt(o.iat);
  if (o.aud !== null) jwt.setAudience(o.aud ?? 'worknet');
  if (o.iss) jwt.setIssuer(o.iss);
  if (sub !== undefined) jwt.setSubject(sub);
  if (o.exp !== null) jwt.setExpirationTime(o.exp ?? '5m');
  return jwt.sign(clave(o.secreto ?? SSO_SECRET_PRUEBA));
};
const ahora = () => Math.floor(Date.now() / 1000);
const sso = (token: string, app = t.app) => app.inject({ url: `/api/v1/security/login-jwt-worknet?token=${encodeURIComponent(token)}&token_wp=` });
const sesiones = async () => ((await t.database.db.execute(sql`select count(*)::int as n from sesion`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('GET /api/v1/security/login-jwt-worknet (inicio de sesión único)', () => {
  it('un token firmado por el emisor de confianza abre sesión como el usuario de sub', async () => {
    const u = await crearUsuario(t.database.db);
    const r = await sso(await firmar(u.username));
    expect(r.statusCode).toBe(200);
    const { token, success } = r.json();
    expect(success).toBe(true);
    const yo = await t.app.inject({ url: '/api/v1/get_user', headers: bearer(token) });
    expect(yo.json().data.username).toBe(u.username);
  });

  it.each([
    ['firmado con otro secreto (emisor no confiable)', () => firmar('x', { secreto: 'otro-secreto-cualquiera-123456' })],
    ['sin exp', () => firmar('x', { exp: null })],
    ['vencido', () => firmar('x', { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['sin sub', () => firmar(undefined)],
    [
      'alg none',
      async () =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'x', exp: 9999999999 })).toString('base64url')}.`,
    ],
    ['basura', async () => 'esto-no-es-un-jwt'],
    ['sin aud', () => firmar('x', { aud: null })],
    ['para otra audiencia', () => firmar('x', { aud: 'otro-sistema' })],
    ['sin iat', () => firmar('x', { iat: null })],
    ['sin jti', () => firmar('x', { jti: null })],
    ['con un jti vacío', () => firmar('x', { jti: '' })],
    ['emitido hace más de 5 minutos (aunque su exp sea lejano)', () => firmar('x', { iat: ahora() - 6 * 60, exp: ahora() + 3600 })],
  ])('rechaza un token %s con 401 y no abre sesión', async (_n, hacer) => {
    await crearUsuario(t.database.db, { username: 'x' }).catch(() => undefined);
    const antes = await sesiones();
    const r = await sso(await hacer());
    expect(r.statusCode).toBe(401);
    expect(r.json().success).toBe(false);
    expect(r.json().message).toMatch(/token|usuario/i);
    expect(await sesiones()).toBe(antes);
  });

  it('sin jti dice qué falta (el emisor debe incluirlo), y un token ajeno sin jti no se entera', async () => {
    const u = await crearUsuario(t.database.db);
    const r = await sso(await firmar(u.username, { jti: null }));
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe('El token de acceso no trae su identificador único (jti): el emisor debe incluirlo.');
    const ajeno = await sso(await firmar(u.username, { jti: null, secreto: 'otro-secreto-cualquiera-123456' }));
    expect(ajeno.json().message).toBe('El token de acceso no es válido.');
  });

  it('un usuario que no existe en Worknet recibe 401 en español', async () => {
    const r = await sso(await firmar('desconocido-total'));
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe('El usuario del token no existe en Worknet o está inactivo.');
  });

  it('un usuario inactivo recibe la misma respuesta que uno que no existe', async () => {
    const u = await crearUsuario(t.database.db, { activo: false });
    const inactivo = await sso(await firmar(u.username));
    const nadie = await sso(await firmar('desconocido-otro'));
    expect(inactivo.statusCode).toBe(401);
    expect(cuerpoSinId(inactivo)).toEqual(cuerpoSinId(nadie));
  });

  it('sin token responde 400', async () => {
    const r = await t.app.inject({ url: '/api/v1/security/login-jwt-worknet' });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/consulta/);
  });
});

describe('SSO con clave pública', () => {
  it('acepta RS256 firmado con la clave privada del emisor y rechaza HS256 con la pública como secreto', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const pem = await exportSPKI(publicKey);
    const p = await appDePrueba({ env: { SSO_JWT_PUBLIC_KEY: pem, SSO_JWT_SECRET: '' } });
    try {
      const u = await crearUsuario(p.database.db);
      const bueno = await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256' })
        .setJti(randomUUID())
        .setSubject(u.username)
        .setAudience('worknet')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      const r = await p.app.inject({ url: `/api/v1/security/login-jwt-worknet?token=${bueno}` });
      expect(r.statusCode).toBe(200);
      // Algorithm confusion: the public key used as an HMAC secret must not pass.
      const confuso = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(randomUUID())
        .setSubject(u.username)
        .setAudience('worknet')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(clave(pem));
      expect((await p.app.inject({ url: `/api/v1/security/login-jwt-worknet?token=${confuso}` })).statusCode).toBe(401);
    } finally {
      await p.cerrar();
    }
  });
});

describe('SSO: un token sirve una sola vez y no queda en el log', () => {
  it('el mismo token usado dos veces (también a la vez) abre una sola sesión', async () => {
    const u = await crearUsuario(t.database.db);
    const token = await firmar(u.username);
    const respuestas = await Promise.all(Array.from({ length: 5 }, () => sso(token)));
    expect(respuestas.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    const otra = await sso(token);
    expect(otra.statusCode).toBe(401);
    expect(otra.json().message).toBe('El token de acceso ya se usó: pida uno nuevo.');
    // Another token for the same user works (identical claims signed in the same second would be the same token).
    expect((await sso(await firmar(u.username, { exp: '4m' }))).statusCode).toBe(200);
  });

  it('con SSO_JWT_ISSUER exige ese iss, y SSO_JWT_AUDIENCE cambia la audiencia exigida', async () => {
    const p = await appDePrueba({ env: { SSO_JWT_ISSUER: 'https://sso.grupo.com.ar', SSO_JWT_AUDIENCE: 'intranet' } });
    try {
      const u = await crearUsuario(p.database.db);
      expect((await sso(await firmar(u.username, { aud: 'intranet' }), p.app)).statusCode).toBe(401);
      expect((await sso(await firmar(u.username, { aud: 'intranet', iss: 'https://otro' }), p.app)).statusCode).toBe(401);
      expect((await sso(await firmar(u.username, { iss: 'https://sso.grupo.com.ar' }), p.app)).statusCode).toBe(401);
      expect((await sso(await firmar(u.username, { aud: 'intranet', iss: 'https://sso.grupo.com.ar' }), p.app)).statusCode).toBe(200);
    } finally {
      await p.cerrar();
    }
  });

  it('el log de la solicitud no guarda el token de la dirección', async () => {
    const lineas: string[] = [];
    const p = await appDePrueba({ env: { LOG_LEVEL: 'info' }, logger: { write: (l: string) => void lineas.push(l) } });
    try {
      const u = await crearUsuario(p.database.db);
      const token = await firmar(u.username);
      expect((await sso(token, p.app)).statusCode).toBe(200);
      const log = lineas.join('');
      expect(log).toContain('login-jwt-worknet');
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[2]!);
    } finally {
      await p.cerrar();
    }
  });
});

// Issue 37, item 2: jose reads `t `, `t=` or `t` with another last character of its signature
// as `t`, and the used-token table held the SHA-256 of the text, so one token opened one
// session per spelling. Now only the one spelling passes and a use is its issuer + jti.
describe('SSO: otra grafía u otra firma del mismo token no es otro uso', () => {
  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  // Each try from its own address: the route allows 30 a minute per address.
  let n = 0;
  const desde = (token: string, app = t.app) =>
    app.inject({ url: `/api/v1/security/login-jwt-worknet?token=${encodeURIComponent(token)}`, remoteAddress: `10.37.${++n >> 8}.${n & 255}` });
  const grafias = (token: string) => {
    const [cabecera, cuerpo, firma] = token.split('.') as [string, string, string];
    // The other last characters whose unused bits jose ignores: the same signature bytes.
    const otrasUltimas = [...BASE64URL]
      .filter((c) => c !== token.at(-1) && Buffer.from(firma.slice(0, -1) + c, 'base64url').equals(Buffer.from(firma, 'base64url')))
      .map((c) => token.slice(0, -1) + c);
    expect(otrasUltimas.length).toBeGreaterThan(0);
    return [
      `${token} `,
      `${token}  `,
      `${token}\t`,
      `${token}\n`,
      `${token}\r\n`,
      `${token}=`,
      `${token}==`,
      `${cabecera}.${cuerpo}.${firma.slice(0, 5)} ${firma.slice(5)}`,
      `${cabecera}.${cuerpo}=.${firma}`,
      ` ${token}`,
      ...otrasUltimas,
    ];
  };

  it('ninguna grafía de un token abre sesión, ni antes ni después del original', async () => {
    const u = await crearUsuario(t.database.db);
    const token = await firmar(u.username);
    const antes = await sesiones();
    const variantes = grafias(token);
    // Before the fix several of these were a second, third… session ("one token opened 7").
    for (const v of variantes) {
      const r = await desde(v);
      expect(r.statusCode, JSON.stringify(v.slice(-3))).toBe(401);
      expect(r.json().message).toBe('El token de acceso no es válido.');
    }
    expect(await sesiones()).toBe(antes);
    expect((await desde(token)).statusCode).toBe(200);
    for (const v of variantes) expect((await desde(v)).statusCode).toBe(401);
    // A '+' in the query string is a space: the same trailing space by another road.
    expect((await t.app.inject({ url: `/api/v1/security/login-jwt-worknet?token=${token}+`, remoteAddress: '10.37.255.1' })).statusCode).toBe(401);
    expect(await sesiones()).toBe(antes + 1);
  });

  it('las mismas claims firmadas otra vez (otro texto, el mismo jti) son el mismo uso', async () => {
    const u = await crearUsuario(t.database.db);
    const jti = randomUUID();
    const iat = ahora();
    const primero = await firmar(u.username, { jti, iat });
    const otro = await firmar(u.username, { jti, iat, typ: 'JWT' });
    expect(otro).not.toBe(primero);
    expect((await desde(primero)).statusCode).toBe(200);
    const r = await desde(otro);
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe('El token de acceso ya se usó: pida uno nuevo.');
  });

  it('ES256: la firma (r, n−s) que cualquiera arma sin la clave vale para jose, pero no es otro uso', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    const p = await appDePrueba({ env: { SSO_JWT_PUBLIC_KEY: await exportSPKI(publicKey), SSO_JWT_SECRET: '' } });
    try {
      const u = await crearUsuario(p.database.db);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256' })
        .setJti(randomUUID())
        .setSubject(u.username)
        .setAudience('worknet')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      const [cabecera, cuerpo, firma] = token.split('.') as [string, string, string];
      const bytes = Buffer.from(firma, 'base64url');
      const n = BigInt('0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551');
      const s = BigInt(`0x${bytes.subarray(32).toString('hex')}`);
      const maleable = `${cabecera}.${cuerpo}.${Buffer.concat([bytes.subarray(0, 32), Buffer.from((n - s).toString(16).padStart(64, '0'), 'hex')]).toString('base64url')}`;
      expect(maleable).not.toBe(token);
      expect((await desde(token, p.app)).statusCode).toBe(200);
      const r = await desde(maleable, p.app);
      expect(r.statusCode).toBe(401);
      expect(r.json().message).toBe('El token de acceso ya se usó: pida uno nuevo.');
    } finally {
      await p.cerrar();
    }
  });
});
