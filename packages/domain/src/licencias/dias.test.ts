import { describe, expect, it } from 'vitest';
import {
  contarDias,
  diaDeNumero,
  diaDeSemana,
  enTemporadaVacaciones,
  esHabil,
  numeroDeDia,
  problemaInicioVacaciones,
  proximoInicioVacaciones,
  seSolapan,
  sumarDiasIso,
} from './dias';

// 2026: Carnaval on Monday 16 and Tuesday 17 February; 2024 is a leap year.
const CARNAVAL_2026 = new Set(['2026-02-16', '2026-02-17']);
const NINGUNO = new Set<string>();

describe('aritmética de días', () => {
  it('días de la semana en UTC, sin corrimientos', () => {
    expect(diaDeSemana('1970-01-01')).toBe(4);
    expect(diaDeSemana('2026-11-23')).toBe(1);
    expect(diaDeSemana('2024-02-29')).toBe(4);
    expect(diaDeSemana('1969-12-28')).toBe(0);
  });

  it('sumar días cruza meses y años bisiestos', () => {
    expect(sumarDiasIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(sumarDiasIso('2025-02-28', 1)).toBe('2025-03-01');
    expect(sumarDiasIso('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('numeroDeDia y diaDeNumero coinciden con Date en UTC, ida y vuelta (1600–2400)', () => {
    const MS = 86_400_000;
    for (let n = numeroDeDia('1600-01-01'); n <= numeroDeDia('2400-12-31'); n += 13) {
      const iso = new Date(n * MS).toISOString().slice(0, 10);
      expect(diaDeNumero(n)).toBe(iso);
      expect(numeroDeDia(iso)).toBe(n);
    }
    expect(numeroDeDia('1970-01-01')).toBe(0);
    expect(numeroDeDia('2000-02-29')).toBe(11_016);
  });

  it('una fecha que no existe es un error de programación', () => {
    expect(() => numeroDeDia('2025-02-29')).toThrow(RangeError);
    expect(() => numeroDeDia('29/02/2024')).toThrow(RangeError);
    expect(() => numeroDeDia('1900-02-29')).toThrow(RangeError);
    expect(() => numeroDeDia('2026-13-01')).toThrow(RangeError);
    expect(() => numeroDeDia('2026-1-01')).toThrow(RangeError);
    expect(() => numeroDeDia('2026-01-1a')).toThrow(RangeError);
    expect(numeroDeDia('2000-02-29')).toBe(numeroDeDia('2000-03-01') - 1);
  });
});

describe('esHabil', () => {
  it.each([
    ['2026-02-13', true, 'viernes'],
    ['2026-02-14', false, 'sábado'],
    ['2026-02-15', false, 'domingo'],
    ['2026-02-16', false, 'lunes de carnaval'],
    ['2026-02-18', true, 'miércoles'],
  ])('%s → %s (%s)', (dia, habil) => {
    expect(esHabil(dia, CARNAVAL_2026)).toBe(habil);
  });
});

describe('contarDias', () => {
  it.each([
    ['2026-02-16', '2026-02-22', 'corridos', 7],
    ['2026-02-16', '2026-02-22', 'habiles', 3],
    ['2026-02-18', '2026-02-18', 'habiles', 1],
    ['2026-02-14', '2026-02-15', 'habiles', 0],
    ['2026-02-20', '2026-02-19', 'corridos', 0],
    ['2024-02-01', '2024-02-29', 'corridos', 29],
    ['2023-02-01', '2023-02-28', 'corridos', 28],
    ['2024-01-01', '2024-12-31', 'corridos', 366],
    ['2025-01-01', '2025-12-31', 'corridos', 365],
  ] as const)('%s a %s en días %s: %i', (desde, hasta, computo, dias) => {
    expect(contarDias(desde, hasta, computo, CARNAVAL_2026)).toBe(dias);
  });

  it('hábiles de un año entero: 2024 (bisiesto, empieza lunes) 262, 2026 261', () => {
    expect(contarDias('2024-01-01', '2024-12-31', 'habiles', NINGUNO)).toBe(262);
    expect(contarDias('2026-01-01', '2026-12-31', 'habiles', NINGUNO)).toBe(261);
    expect(contarDias('2026-01-01', '2026-12-31', 'habiles', CARNAVAL_2026)).toBe(259);
  });

  it('un no laborable que cae en fin de semana no descuenta dos veces', () => {
    expect(contarDias('2026-02-09', '2026-02-15', 'habiles', new Set(['2026-02-14']))).toBe(5);
  });

  it('coincide con contar uno por uno', () => {
    const feriados = new Set(['2025-05-01', '2025-05-02', '2025-05-25', '2025-06-16', '2025-06-20', '2025-07-09']);
    for (let i = 0; i < 120; i += 7) {
      const desde = sumarDiasIso('2025-04-20', i);
      const hasta = sumarDiasIso(desde, 3 * i + 2);
      let uno = 0;
      for (let d = desde; d <= hasta; d = sumarDiasIso(d, 1)) if (esHabil(d, feriados)) uno++;
      expect(contarDias(desde, hasta, 'habiles', feriados)).toBe(uno);
    }
  });
});

describe('inicio de las vacaciones (LCT art. 151)', () => {
  it.each([
    ['2026-02-09', null, 'un lunes laborable'],
    ['2026-02-18', null, 'el miércoles, si lunes y martes son feriados'],
    ['2026-02-16', '2026-02-18', 'el lunes feriado no'],
    ['2026-02-17', '2026-02-18', 'el martes feriado tampoco'],
    ['2026-02-19', '2026-02-23', 'el jueves no: el lunes siguiente'],
    ['2026-02-03', '2026-02-09', 'un martes común no: el lunes siguiente'],
    ['2026-02-10', '2026-02-18', 'el martes anterior al carnaval: el miércoles siguiente'],
    ['2026-02-14', '2026-02-18', 'un sábado no: la semana siguiente empieza el miércoles'],
  ] as [string, string | null, string][])('%s → %s (%s)', (desde, sugerido) => {
    const problema = problemaInicioVacaciones(desde, CARNAVAL_2026);
    if (sugerido === null) expect(problema).toBeNull();
    else {
      expect(problema).toMatch(/art\. 151/);
      expect(problema).toContain(`${sugerido.slice(8, 10)}/${sugerido.slice(5, 7)}/${sugerido.slice(0, 4)}`);
      expect(proximoInicioVacaciones(desde, CARNAVAL_2026)).toBe(sugerido);
    }
  });

  it('sin feriados el lunes 16/02 sí es válido', () => {
    expect(problemaInicioVacaciones('2026-02-16', NINGUNO)).toBeNull();
    expect(problemaInicioVacaciones('2026-02-18', NINGUNO)).toMatch(/miércoles/);
  });

  it('el mensaje dice qué día es', () => {
    expect(problemaInicioVacaciones('2026-02-16', CARNAVAL_2026)).toContain('el lunes 16/02/2026 no es laborable');
    expect(problemaInicioVacaciones('2026-02-12', CARNAVAL_2026)).toContain('es jueves');
  });
});

describe('temporada de vacaciones (LCT art. 154)', () => {
  it.each([
    ['2026-10-01', '2026-10-14', true],
    ['2026-12-21', '2027-01-10', true],
    ['2027-04-19', '2027-04-30', true],
    ['2027-04-26', '2027-05-09', false],
    ['2026-09-28', '2026-10-11', false],
    ['2026-07-06', '2026-07-19', false],
    ['2026-04-01', '2026-10-31', false],
    ['2024-02-29', '2024-03-13', true],
  ])('%s a %s: %s', (desde, hasta, en) => {
    expect(enTemporadaVacaciones(desde, hasta)).toBe(en);
  });
});

describe('seSolapan', () => {
  const a = { desde: '2026-01-05', hasta: '2026-01-18' };
  it.each([
    [{ desde: '2026-01-18', hasta: '2026-01-20' }, true],
    [{ desde: '2026-01-19', hasta: '2026-01-20' }, false],
    [{ desde: '2026-01-01', hasta: '2026-01-05' }, true],
    [{ desde: '2026-01-01', hasta: '2026-01-04' }, false],
    [{ desde: '2026-01-08', hasta: '2026-01-09' }, true],
    [{ desde: '2025-12-01', hasta: '2026-02-01' }, true],
  ])('%o → %s', (b, solapa) => {
    expect(seSolapan(a, b)).toBe(solapa);
    expect(seSolapan(b, a)).toBe(solapa);
  });
});
