import { afterEach, describe, expect, it } from 'vitest';
import * as reloj from './reloj';
import { adelantarReloj, fijarReloj, fijarRelojDelEntorno, soltarReloj } from './reloj-de-prueba';

// The one clock and its pin (issue 36).
describe('reloj', () => {
  afterEach(() => soltarReloj());

  it('fijado, lee el instante fijado y sigue corriendo desde ahí', async () => {
    fijarReloj('2028-02-29T15:00:00Z');
    const a = reloj.ahoraMs();
    expect(a - Date.parse('2028-02-29T15:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(a - Date.parse('2028-02-29T15:00:00Z')).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 20));
    expect(reloj.ahoraMs()).toBeGreaterThan(a);
    expect(reloj.ahora()).toBeInstanceOf(Date);
    expect(reloj.hoy()).toBe('2028-02-29');
  });

  it('lo que falta para la medianoche de Argentina', () => {
    fijarReloj('2027-01-01T02:59:00Z'); // 31/12/2026 23:59 en Argentina
    expect(Math.round(reloj.msHastaManana() / 1000)).toBe(60);
    fijarReloj('2027-03-01T03:00:00Z'); // justo la medianoche: falta un día entero
    expect(Math.round(reloj.msHastaManana() / 60_000)).toBe(24 * 60);
  });

  it('el día es el de Argentina (UTC−3), no el de UTC ni el de la máquina', () => {
    fijarReloj('2027-01-01T02:59:00Z'); // 31/12/2026 23:59 en Argentina
    expect(reloj.hoy()).toBe('2026-12-31');
    adelantarReloj(2 * 60_000); // 01/01/2027 00:01
    expect(reloj.hoy()).toBe('2027-01-01');
    fijarReloj('2027-03-01T02:59:59Z');
    expect(reloj.hoy()).toBe('2027-02-28');
    fijarReloj('2027-03-01T03:00:00Z'); // lunes, medianoche de Argentina
    expect(reloj.hoy()).toBe('2027-03-01');
  });

  it('mueve también el Date del proceso, con sus formas de siempre', () => {
    fijarReloj('2026-12-01T22:20:00Z');
    expect(Math.abs(Date.now() - Date.parse('2026-12-01T22:20:00Z'))).toBeLessThan(1000);
    expect(new Date().getUTCDate()).toBe(1);
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date(2027, 0, 2).getFullYear()).toBe(2027);
    expect(Date.UTC(2028, 1, 29)).toBe(Date.parse('2028-02-29T00:00:00Z'));
    expect(typeof Date()).toBe('string');
    expect(new Date() instanceof Date).toBe(true);
  });

  it('soltarReloj vuelve a la hora real; WORKNET_RELOJ fija una corrida entera', () => {
    fijarReloj('2000-01-01T00:00:00Z');
    soltarReloj();
    expect(reloj.hoy() > '2025-01-01').toBe(true);
    fijarRelojDelEntorno({ WORKNET_RELOJ: '2027-04-30T23:30:00-03:00' });
    expect(reloj.hoy()).toBe('2027-04-30');
    fijarReloj('2030-01-01T12:00:00Z');
    soltarReloj(); // back to the run's pin, not to the real time
    expect(reloj.hoy()).toBe('2027-04-30');
    expect(() => fijarReloj('no es una fecha')).toThrow(/Instante inválido/);
    fijarRelojDelEntorno(process.env);
  });
});
