import { describe, expect, it } from 'vitest';
import { esFechaIso, fechaIso, formatoFecha, formatoFechaHora } from './fechas';

describe('formato de fechas en hora de Buenos Aires', () => {
  it('muestra DD/MM/YYYY HH:mm:ss con tres horas menos que UTC', () => {
    expect(formatoFechaHora(new Date('2026-11-21T13:05:09Z'))).toBe('21/11/2026 10:05:09');
    expect(formatoFecha(new Date('2026-11-21T13:05:09Z'))).toBe('21/11/2026');
  });

  it('antes de las 3 UTC todavía es el día anterior en Buenos Aires', () => {
    expect(formatoFechaHora('2026-01-01T02:30:00Z')).toBe('31/12/2025 23:30:00');
    expect(formatoFecha('2026-01-01T02:30:00Z')).toBe('31/12/2025');
    expect(fechaIso('2026-01-01T02:30:00Z')).toBe('2025-12-31');
  });

  it('la medianoche se escribe 00 y no 24', () => {
    expect(formatoFechaHora('2026-03-10T03:00:00Z')).toBe('10/03/2026 00:00:00');
  });

  it('acepta milisegundos y textos ISO', () => {
    const ms = Date.UTC(2026, 6, 9, 15, 0, 0);
    expect(formatoFechaHora(ms)).toBe('09/07/2026 12:00:00');
    expect(fechaIso('2026-07-09T15:00:00.000Z')).toBe('2026-07-09');
  });

  it('un valor vacío o inválido da texto vacío en lugar de "Invalid Date"', () => {
    for (const v of [null, undefined, '', 'no es fecha', Number.NaN]) {
      expect(formatoFecha(v)).toBe('');
      expect(formatoFechaHora(v)).toBe('');
      expect(fechaIso(v)).toBe('');
    }
  });
});

describe('días del calendario', () => {
  it('un día YYYY-MM-DD se muestra tal cual, sin correrse al día anterior', () => {
    expect(formatoFecha('2026-11-21')).toBe('21/11/2026');
    expect(fechaIso('2026-01-01')).toBe('2026-01-01');
  });

  it('es válido sólo si existe y el año está entre 1901 y 4999', () => {
    expect(esFechaIso('2024-02-29')).toBe(true);
    expect(esFechaIso('2023-02-29')).toBe(false);
    expect(esFechaIso('2026-04-31')).toBe(false);
    expect(esFechaIso('2026-13-01')).toBe(false);
    expect(esFechaIso('1900-12-31')).toBe(false);
    expect(esFechaIso('1901-01-01')).toBe(true);
    expect(esFechaIso('4999-12-31')).toBe(true);
    expect(esFechaIso('5000-01-01')).toBe(false);
    expect(esFechaIso('21/11/2026')).toBe(false);
  });
});
