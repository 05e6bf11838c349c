import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { loadConfig } from '../src/config';
import { appDePrueba, type Prueba } from './app-de-prueba';

const cargar = (env: Record<string, string>) => loadConfig({ DATA_DIR: tmpdir(), ...env });

describe('PUBLIC_URL: la base de los enlaces sale sólo de la configuración', () => {
  it('en producción el servidor no arranca sin PUBLIC_URL, con un mensaje que dice qué poner', () => {
    expect(() => cargar({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL es obligatoria en producción/);
    expect(cargar({ NODE_ENV: 'production', PUBLIC_URL: 'https://intranet.grupo.com.ar/' }).publicUrl).toBe('https://intranet.grupo.com.ar');
  });

  it('fuera de producción, sin PUBLIC_URL, es la dirección del propio servidor', () => {
    expect(cargar({}).publicUrl).toBe('http://localhost:3000');
    expect(cargar({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it.each(['intranet.grupo.com.ar', 'javascript:alert(1)', 'ftp://intranet.grupo.com.ar'])('rechaza PUBLIC_URL=%s', (v) => {
    expect(() => cargar({ PUBLIC_URL: v })).toThrow(/PUBLIC_URL debe ser una dirección http/);
  });
});

describe('web push: VAPID', () => {
  it.each([
    'mailto:admin@example.com',
    'https://example.org',
    'mailto:yo@localhost',
    'https://intranet.local',
    'https://192.168.0.10',
    'http://clinica.com.ar',
    'sistemas@clinica.com.ar',
    'mailto:',
  ])('rechaza VAPID_SUBJECT=%s (Apple no acepta ejemplos ni direcciones locales)', (v) => {
    expect(() => cargar({ VAPID_SUBJECT: v })).toThrow(/VAPID_SUBJECT debe ser una dirección real mailto: o https:/);
  });

  it('acepta una dirección real; sin ella usa PUBLIC_URL si es https real, y si no, push queda apagado', () => {
    expect(cargar({ VAPID_SUBJECT: 'mailto:sistemas@clinica.com.ar' }).push.sujeto).toBe('mailto:sistemas@clinica.com.ar');
    expect(cargar({ PUBLIC_URL: 'https://intranet.grupo.com.ar' }).push.sujeto).toBe('https://intranet.grupo.com.ar');
    expect(cargar({}).push.sujeto).toBeNull();
  });

  it('sin claves en el entorno, el par se genera una vez en DATA_DIR y todas las instancias leen el mismo', () => {
    const dir = mkdtempSync(join(tmpdir(), 'worknet-vapid-'));
    const a = loadConfig({ DATA_DIR: dir }).push;
    const b = loadConfig({ DATA_DIR: dir }).push;
    expect(a.clavePublica).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b).toEqual(a);
    expect(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'worknet-vapid-')) }).push.clavePublica).not.toBe(a.clavePublica);
  });

  it('las claves del entorno van juntas', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    expect(cargar({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push).toMatchObject({ clavePublica: publicKey, clavePrivada: privateKey });
    expect(() => cargar({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas/);
  });
});

describe('TRUST_PROXY: sólo las direcciones del balanceador', () => {
  it('true (confiar en cualquiera) ya no se acepta y el mensaje explica qué poner', () => {
    expect(() => cargar({ TRUST_PROXY: 'true' })).toThrow(/confiaría en las cabeceras X-Forwarded-\* de cualquier cliente/);
  });

  it('acepta false, IPs, CIDR y los nombres de rango; rechaza lo demás', () => {
    expect(cargar({}).trustProxy).toBe(false);
    expect(cargar({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,::1,loopback' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24', '::1', 'loopback']);
    for (const malo of ['10.0.0.300', '10.0.0.0/33', 'balanceador.local', '10.0.0.0/8/1', ',']) {
      expect(() => cargar({ TRUST_PROXY: malo }), malo).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('TRUST_PROXY en una solicitud', () => {
  let t: Prueba;
  beforeAll(async () => {
    t = await appDePrueba({
      env: { TRUST_PROXY: '10.9.0.0/16' },
      rutasExtra: (app) => app.get('/api/prueba/ip', { config: { permiso: 'publico' } }, async (req) => ({ ip: req.ip, host: req.host })),
    });
  });
  afterAll(() => t.cerrar());
  const ip = (remoteAddress: string) =>
    t.app.inject({
      url: '/api/prueba/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'sitio-falso.example', host: 'intranet' },
    });

  it('detrás del balanceador configurado se cree su X-Forwarded-For', async () => {
    expect((await ip('10.9.1.2')).json().ip).toBe('203.0.113.7');
  });

  it('un cliente que no es el balanceador no elige su dirección ni su host con cabeceras', async () => {
    const r = (await ip('198.51.100.20')).json();
    expect(r.ip).toBe('198.51.100.20');
    expect(r.host).toBe('intranet');
  });
});
