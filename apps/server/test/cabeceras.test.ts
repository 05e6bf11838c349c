import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, conSesion } from './factories';

// Issue 37, item 5: JSON answers under /api carried no Cache-Control (a browser or a proxy could keep
// a person's data), and Strict-Transport-Security went out over plain http.
let t: Prueba;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'worknet-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Worknet</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  // The balancer is this host (inject's address): its X-Forwarded-Proto counts.
  t = await appDePrueba({ env: { WEB_DIST: dist, TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t.cerrar());

describe('Cache-Control: no-store en las respuestas de /api', () => {
  it('una respuesta JSON con datos, un 400, un 401, un 403 y un 404 llevan no-store', async () => {
    const u = await conSesion(t);
    const respuestas = [
      await t.app.inject({ url: '/api/v1/get_user', headers: bearer(u.token) }),
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: {} }),
      await t.app.inject({ url: '/api/v1/get_user' }),
      await t.app.inject({ url: '/api/v1/control_panel', headers: bearer(u.token) }),
      await t.app.inject({ url: '/api/v1/no-existe' }),
    ];
    expect(respuestas.map((r) => r.statusCode)).toEqual([200, 200, 400, 401, 403, 404]);
    for (const r of respuestas) {
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.headers['cache-control'], String(r.statusCode)).toBe('no-store');
    }
  });

  it('una ruta que declara su caché la conserva, y la web compilada sigue con la suya', async () => {
    // The building image's redirect says no-cache on purpose (identidad.routes.ts); unknown id: its JSON 404 is no-store.
    expect((await t.app.inject({ url: '/api/v1/edificio/imagen/99999' })).headers['cache-control']).toBe('no-store');
    const pagina = await t.app.inject({ url: '/' });
    expect(pagina.headers['cache-control']).toBe('no-cache');
    const recurso = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(recurso.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('Strict-Transport-Security sólo por https', () => {
  it('por http no va; con X-Forwarded-Proto: https del balanceador, sí (en la API y en la página)', async () => {
    for (const url of ['/api/health', '/api/v1/no-existe', '/']) {
      expect((await t.app.inject({ url })).headers['strict-transport-security'], url).toBeUndefined();
      const https = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security'], url).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(https.headers['content-security-policy']).toMatch(/default-src 'self'/);
    }
    // The hashed build files keep their short set, with or without https.
    const recurso = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'x-forwarded-proto': 'https' } });
    expect(recurso.headers['strict-transport-security']).toBeUndefined();
  });

  it('X-Forwarded-Proto de quien no es el balanceador no cuenta', async () => {
    const r = await t.app.inject({ url: '/api/health', remoteAddress: '198.51.100.20', headers: { 'x-forwarded-proto': 'https' } });
    expect(r.headers['strict-transport-security']).toBeUndefined();
    expect(r.headers['cache-control']).toBe('no-store');
  });
});
