import { afterEach, describe, expect, it, vi } from 'vitest';
import { crearFirmador } from '../src/platform/auth/tokens';

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

  it('un token de otro secreto no vale', async () => {
    const token = await crearFirmador('otro-secreto-de-prueba-bastante-largo').firmar(claims, new Date(Date.now() + 60_000));
    expect(await crearFirmador('secreto-de-prueba-con-largo-suficiente').verificar(token)).toBeNull();
  });
});
