import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as reloj from '@worknet/domain/reloj';
import { tokenRecuperacion } from '../src/modules/auth/auth.table';
import { claveDeCodigos, emitirCodigo, leerCodigo } from '../src/modules/fichaje/fichaje.codigos';
import { firmaValida, urlFirmada } from '../src/modules/media/media.firma';
import { crearFirmador, esJwtCanonico } from '../src/platform/auth/tokens';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, conSesion, crearUsuario } from './factories';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/**
 * Other spellings of one base64url text that a lenient decoder reads as the same bytes:
 * whitespace, padding, and the other last characters whose unused bits it ignores.
 */
function grafias(token: string): string[] {
  const mismosBytes = (a: string, b: string) => Buffer.from(a, 'base64url').equals(Buffer.from(b, 'base64url'));
  const parte = token.split('.').at(-1)!;
  const ultimas = [...BASE64URL].filter((c) => c !== token.at(-1) && mismosBytes(parte.slice(0, -1) + c, parte)).map((c) => token.slice(0, -1) + c);
  return [`${token} `, `${token}\t`, `${token}=`, `${token}==`, `${token.slice(0, 5)} ${token.slice(5)}`, ...ultimas];
}

// The firmador remembers the tokens it verified: remembering must never make a
// token valid that would not be, neither after it expires nor when altered.
describe('tokens de sesión', () => {
  afterEach(() => vi.useRealTimers());
  const claims = { sid: 'sesion-1', sub: '7' };

  it('un token verificado antes deja de valer cuando vence', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const f = crearFirmador('secreto-de-prueba-con-largo-suficiente');
    const token = await f.firmar(claims, new Date('2026-11-22T10:00:30Z'));
    expect(await f.verificar(token)).toEqual(claims);
    expect(await f.verificar(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-22T10:00:31Z'));
    expect(await f.verificar(token)).toBeNull();
  });

  it('un token alterado no vale aunque el original se haya verificado', async () => {
    const f = crearFirmador('secreto-de-prueba-con-largo-suficiente');
    const token = await f.firmar(claims, new Date(Date.now() + 60_000));
    expect(await f.verificar(token)).toEqual(claims);
    const [cabecera, , firma] = token.split('.');
    const otro = Buffer.from(JSON.stringify({ sid: 'sesion-2', sub: '1', iss: 'worknet', exp: Math.floor(Date.now() / 1000) + 60 })).toString('base64url');
    expect(await f.verificar(`${cabecera}.${otro}.${firma}`)).toBeNull();
    expect(await f.verificar(`${token}x`)).toBeNull();
  });

  it('sólo la grafía exacta vale: ni espacios, ni relleno, ni otro último carácter de la firma (antes de verificarla y después)', async () => {
    const f = crearFirmador('secreto-de-prueba-con-largo-suficiente');
    const token = await f.firmar(claims, new Date(Date.now() + 60_000));
    expect(esJwtCanonico(token)).toBe(true);
    const variantes = grafias(token);
    expect(variantes.length).toBeGreaterThan(5);
    for (const v of variantes) {
      expect(esJwtCanonico(v), JSON.stringify(v)).toBe(false);
      expect(await f.verificar(v), JSON.stringify(v)).toBeNull();
    }
    expect(await f.verificar(token)).toEqual(claims);
    for (const v of variantes) expect(await f.verificar(v)).toBeNull();
  });

  it('un token de otro secreto no vale', async () => {
    const token = await crearFirmador('otro-secreto-de-prueba-bastante-largo').firmar(claims, new Date(Date.now() + 60_000));
    expect(await crearFirmador('secreto-de-prueba-con-largo-suficiente').verificar(token)).toBeNull();
  });
});

// Issue 37, item 2, "spellings on every token": each token the server accepts is valid in one
// spelling only. The JWTs need esJwtCanonico (jose decodes leniently); the random ones (recovery
// link, kiosk) are looked up by the SHA-256 of their exact text, so a variant names nothing.
describe('grafías de cada token que acepta el servidor', () => {
  let t: Prueba;
  beforeAll(async () => {
    t = await appDePrueba();
  });
  afterAll(() => t.cerrar());

  it('sesión: otra grafía del token es 401 en la API', async () => {
    const u = await conSesion(t);
    expect((await t.app.inject({ url: '/api/v1/get_user', headers: bearer(u.token) })).statusCode).toBe(200);
    // Whitespace at the ends of a header is the transport's (HTTP trims it); inside the value it is not.
    for (const v of grafias(u.token).filter((x) => x.trim() === x)) {
      const r = await t.app.inject({ url: '/api/v1/get_user', headers: { authorization: `Bearer ${v}` } });
      expect(r.statusCode, JSON.stringify(v)).toBe(401);
    }
  });

  it('enlace de recuperación: otra grafía no es el enlace', async () => {
    const u = await crearUsuario(t.database.db);
    const token = randomBytes(32).toString('base64url');
    await t.database.db.insert(tokenRecuperacion).values({
      usuario_id: u.id,
      token_hash: createHash('sha256').update(token).digest('hex'),
      expira_at: new Date(reloj.ahoraMs() + 60 * 60_000),
    });
    const verificar = (x: string) =>
      t.app.inject({ method: 'POST', url: '/api/verificar-validez-token', payload: { token: x }, remoteAddress: `10.38.0.${x.length % 250}` });
    for (const v of grafias(token)) expect((await verificar(v)).statusCode, JSON.stringify(v)).not.toBe(200);
    expect((await verificar(token)).statusCode).toBe(200);
  });

  it('enlace firmado de media y QR del kiosco: la firma se compara por su texto, otra grafía no vale', () => {
    const secreto = 'secreto-de-prueba-con-largo-suficiente';
    const url = new URL(urlFirmada(secreto, 7, 'archivo', false), 'http://x');
    const exp = Number(url.searchParams.get('exp'));
    const firma = url.searchParams.get('firma')!;
    expect(firmaValida(secreto, 7, 'archivo', exp, firma, false)).toBe(true);
    for (const v of grafias(firma)) expect(firmaValida(secreto, 7, 'archivo', exp, v, false), JSON.stringify(v)).toBe(false);
    const clave = claveDeCodigos(secreto);
    const ahoraMs = reloj.ahoraMs();
    const { codigo } = emitirCodigo(clave, 3, ahoraMs);
    expect(leerCodigo(clave, codigo, ahoraMs).ok).toBe(true);
    for (const v of [...grafias(codigo), `0${codigo}`]) expect(leerCodigo(clave, v, ahoraMs).ok, JSON.stringify(v)).toBe(false);
  });

  it('kiosco: otra grafía de X-Kiosco-Token es 401', async () => {
    const rrhh = await conSesion(t, { items: ['RRHH'] });
    const k = await t.app.inject({ method: 'POST', url: '/api/v1/rrhh/fichaje/kioscos', headers: bearer(rrhh.token), payload: { nombre: 'Grafías' } });
    expect(k.statusCode, k.body).toBe(200);
    const token: string = k.json().data.token;
    const codigo = (x: string) => t.app.inject({ url: '/api/v1/fichaje/kiosco/codigo', headers: { 'x-kiosco-token': x } });
    expect((await codigo(token)).statusCode).toBe(200);
    for (const v of grafias(token).filter((x) => x.trim() === x)) expect((await codigo(v)).statusCode, JSON.stringify(v)).toBe(401);
  });
});
