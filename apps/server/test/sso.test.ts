import { generateKeyPair, SignJWT, exportSPKI } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDePrueba, SSO_SECRET_PRUEBA, type Prueba } from './app-de-prueba';
import { bearer, crearUsuario } from './factories';

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
});
afterAll(() => t.cerrar());

const clave = (s: string) => new TextEncoder().encode(s);
const firmar = (sub: string | undefined, o: { secreto?: string; exp?: string | number | null } = {}) => {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
  if (sub !== undefined) jwt.setSubject(sub);
  if (o.exp !== null) jwt.setExpirationTime(o.exp ?? '5m');
  return jwt.sign(clave(o.secreto ?? SSO_SECRET_PRUEBA));
};
const sso = (token: string) => t.app.inject({ url: `/api/v1/security/login-jwt-worknet?token=${encodeURIComponent(token)}&token_wp=` });
const sesiones = async () => (await t.database.db.execute(sql`select count(*)::int as n from sesion`) as unknown as { rows: { n: number }[] }).rows[0]!.n;

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
    ['alg none', async () => `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'x', exp: 9999999999 })).toString('base64url')}.`],
    ['basura', async () => 'esto-no-es-un-jwt'],
  ])('rechaza un token %s con 401 y no abre sesión', async (_n, hacer) => {
    await crearUsuario(t.database.db, { username: 'x' }).catch(() => undefined);
    const antes = await sesiones();
    const r = await sso(await hacer());
    expect(r.statusCode).toBe(401);
    expect(r.json().success).toBe(false);
    expect(r.json().message).toMatch(/token|usuario/i);
    expect(await sesiones()).toBe(antes);
  });

  it('un usuario que no existe en Worknet recibe 401 en español', async () => {
    const r = await sso(await firmar('desconocido-total'));
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe('El usuario del token no existe en Worknet.');
  });

  it('un usuario inactivo recibe 403', async () => {
    const u = await crearUsuario(t.database.db, { activo: false });
    expect((await sso(await firmar(u.username))).statusCode).toBe(403);
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
      const bueno = await new SignJWT({}).setProtectedHeader({ alg: 'RS256' }).setSubject(u.username).setExpirationTime('5m').sign(privateKey);
      const r = await p.app.inject({ url: `/api/v1/security/login-jwt-worknet?token=${bueno}` });
      expect(r.statusCode).toBe(200);
      // Algorithm confusion: the public key used as an HMAC secret must not pass.
      const confuso = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(u.username).setExpirationTime('5m').sign(clave(pem));
      expect((await p.app.inject({ url: `/api/v1/security/login-jwt-worknet?token=${confuso}` })).statusCode).toBe(401);
    } finally {
      await p.cerrar();
    }
  });
});
