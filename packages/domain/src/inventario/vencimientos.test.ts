import { describe, expect, it } from 'vitest';
import { sumarDias } from './cantidades';
import { bucketDe, estaVencido, rangoDeBucket } from './vencimientos';

const hoy = '2026-11-24';
const en = (n: number) => sumarDias(hoy, n);

describe('bandas de vencimiento', () => {
  it('ayer está vencido; hoy no', () => {
    expect(bucketDe(en(-1), hoy)).toBe('vencido');
    expect(bucketDe(en(-400), hoy)).toBe('vencido');
    expect(bucketDe(hoy, hoy)).toBe('hasta_30');
    expect(estaVencido(en(-1), hoy)).toBe(true);
    expect(estaVencido(hoy, hoy)).toBe(false);
  });

  it('límites 29, 30 y 31 días', () => {
    expect(bucketDe(en(29), hoy)).toBe('hasta_30');
    expect(bucketDe(en(30), hoy)).toBe('hasta_30');
    expect(bucketDe(en(31), hoy)).toBe('hasta_60');
  });

  it('límites 60/61 y 90/91 días; sin vencimiento no tiene banda', () => {
    expect(bucketDe(en(60), hoy)).toBe('hasta_60');
    expect(bucketDe(en(61), hoy)).toBe('hasta_90');
    expect(bucketDe(en(90), hoy)).toBe('hasta_90');
    expect(bucketDe(en(91), hoy)).toBeNull();
    expect(bucketDe(null, hoy)).toBeNull();
  });

  it('cruza fin de año y febrero bisiesto', () => {
    expect(bucketDe('2028-03-01', '2028-01-31')).toBe('hasta_30'); // 30 días (29 de febrero)
    expect(bucketDe('2027-03-03', '2027-01-31')).toBe('hasta_60'); // 31 días
  });

  it('el rango de cada banda coincide con bucketDe', () => {
    for (const b of ['vencido', 'hasta_30', 'hasta_60', 'hasta_90'] as const) {
      const { desde, hasta } = rangoDeBucket(b, hoy);
      expect(bucketDe(hasta, hoy)).toBe(b);
      expect(bucketDe(sumarDias(hasta, 1), hoy)).not.toBe(b);
      if (desde) {
        expect(bucketDe(desde, hoy)).toBe(b);
        expect(bucketDe(sumarDias(desde, -1), hoy)).not.toBe(b);
      }
    }
  });
});
