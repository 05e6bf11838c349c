import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDePrueba, type Prueba } from './app-de-prueba';

let t: Prueba;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'worknet-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Worknet</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  t = await appDePrueba({ env: { WEB_DIST: dist } });
});
afterAll(() => t.cerrar());

describe('la web compilada se sirve en /', () => {
  it('index.html en / sin caché, para que cada versión nueva llegue', async () => {
    const r = await t.app.inject({ url: '/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toContain('Worknet');
  });

  it('los assets con hash llevan caché inmutable de un año y van comprimidos', async () => {
    const r = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['content-encoding']).toBe('gzip');
  });

  it('un asset lleva sólo las cabeceras que le sirven y no cuenta para el límite de pedidos; la página y la API, todas', async () => {
    const r = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const h of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'x-ratelimit-limit']) expect(r.headers[h]).toBeUndefined();
    for (const url of ['/', '/api/v1/inexistente']) {
      const d = await t.app.inject({ url });
      expect(d.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(d.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    expect((await t.app.inject({ url: '/' })).headers['x-ratelimit-limit']).toBeDefined();
  });

  it('una ruta /api desconocida sigue respondiendo JSON 404, no la página', async () => {
    const r = await t.app.inject({ url: '/api/v1/inexistente' });
    expect(r.statusCode).toBe(404);
    expect(r.json().success).toBe(false);
  });
});
