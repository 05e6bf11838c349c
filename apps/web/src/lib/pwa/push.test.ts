import { afterEach, describe, expect, it } from 'vitest';
import { CLAVE_RECHAZO, USO_ANTES_DE_OFRECER_MS, bytesDeBase64url, debeOfrecer, necesitaInstalarEnIos, rechazado, recordarRechazo, type Soporte } from './push';

const ANDROID: Soporte = { push: true, permiso: 'default', ios: false, instalada: false };
const usado = { rechazado: false, usoMs: USO_ANTES_DE_OFRECER_MS };

afterEach(() => window.localStorage.clear());

describe('cuándo se ofrecen los avisos', () => {
  it('no en el primer momento: sólo después de un rato de uso', () => {
    expect(debeOfrecer(ANDROID, { rechazado: false, usoMs: 0 })).toBe(false);
    expect(debeOfrecer(ANDROID, { rechazado: false, usoMs: USO_ANTES_DE_OFRECER_MS - 1 })).toBe(false);
    expect(debeOfrecer(ANDROID, usado)).toBe(true);
  });

  it('nunca más después de un «no», propio o del navegador', () => {
    expect(debeOfrecer(ANDROID, { ...usado, rechazado: true })).toBe(false);
    expect(debeOfrecer({ ...ANDROID, permiso: 'denied' }, usado)).toBe(false);
  });

  it('ni cuando ya están permitidos, ni en un navegador sin push', () => {
    expect(debeOfrecer({ ...ANDROID, permiso: 'granted' }, usado)).toBe(false);
    expect(debeOfrecer({ ...ANDROID, push: false }, usado)).toBe(false);
  });

  it('en un iPhone sólo desde la pantalla de inicio (fuera de ella explica cómo instalar)', () => {
    const safari: Soporte = { ...ANDROID, ios: true, instalada: false };
    expect(necesitaInstalarEnIos(safari)).toBe(true);
    expect(debeOfrecer(safari, usado)).toBe(false);
    const instalada: Soporte = { ...safari, instalada: true };
    expect(necesitaInstalarEnIos(instalada)).toBe(false);
    expect(debeOfrecer(instalada, usado)).toBe(true);
  });

  it('el rechazo queda guardado en el dispositivo', () => {
    expect(rechazado()).toBe(false);
    recordarRechazo();
    expect(window.localStorage.getItem(CLAVE_RECHAZO)).toBe('1');
    expect(rechazado()).toBe(true);
  });
});

describe('la clave VAPID', () => {
  it('base64url sin relleno a bytes', () => {
    // 0xfb 0xff 0xbf: «+/+/» in base64, «-_-_» in base64url.
    expect([...bytesDeBase64url('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...bytesDeBase64url('AQID')]).toEqual([1, 2, 3]);
    expect(bytesDeBase64url('B'.repeat(87)).length).toBe(65);
  });
});
