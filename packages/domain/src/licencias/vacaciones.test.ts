import { describe, expect, it } from 'vitest';
import { esHabil, problemaInicioVacaciones, sumarDiasIso } from './dias';
import { POLITICA_LCT } from './politica';
import { antiguedadAl, diasCorrespondientes, diasDisponiblesTotales, diasPorAntiguedad, periodoParaTomar, saldosPorPeriodo, type Laboral } from './vacaciones';

// Argentina's weekday holidays of 2025 (date-holidays, type 'public'): 13 of them, so 2025 has
// 261 − 13 = 248 working days and art. 151's half is 124.
const FERIADOS_2025 = new Set([
  '2025-01-01',
  '2025-03-03',
  '2025-03-04',
  '2025-03-24',
  '2025-04-02',
  '2025-04-18',
  '2025-05-01',
  '2025-05-25',
  '2025-06-16',
  '2025-06-20',
  '2025-07-09',
  '2025-08-17',
  '2025-10-12',
  '2025-11-24',
  '2025-12-08',
  '2025-12-25',
]);
const NINGUNO = new Set<string>();
const abierto = (fecha_alta: string): Laboral => ({ fecha_alta, fecha_baja: null });
const cerrado = (fecha_alta: string, fecha_baja: string): Laboral => ({ fecha_alta, fecha_baja });

/** Working days counted one by one, to check the arithmetic. */
function habilesUnoAUno(desde: string, hasta: string, feriados: ReadonlySet<string>) {
  let n = 0;
  for (let d = desde; d <= hasta; d = sumarDiasIso(d, 1)) if (esHabil(d, feriados)) n++;
  return n;
}

describe('antigüedad (LCT art. 150: al 31 de diciembre del período)', () => {
  it.each([
    ['alta el 2 de enero', [abierto('2025-01-02')], '2025-12-31', { anios: 0, meses: 11, dias: 30 }],
    ['alta el 31 de diciembre', [abierto('2025-12-31')], '2025-12-31', { anios: 0, meses: 0, dias: 1 }],
    ['4 años y 11 meses', [abierto('2021-02-01')], '2025-12-31', { anios: 4, meses: 11, dias: 0 }],
    ['exactamente 5 años', [abierto('2021-01-01')], '2025-12-31', { anios: 5, meses: 0, dias: 0 }],
    ['5 años y un día', [abierto('2020-12-31')], '2025-12-31', { anios: 5, meses: 0, dias: 1 }],
    ['reingreso: 1 año + 4 años y 6 meses', [cerrado('2017-01-01', '2017-12-31'), abierto('2021-07-01')], '2025-12-31', { anios: 5, meses: 6, dias: 0 }],
    ['reingreso al día siguiente: un solo tramo', [cerrado('2020-01-31', '2020-02-28'), abierto('2020-02-29')], '2020-03-30', { anios: 0, meses: 2, dias: 0 }],
    [
      'empleos solapados no cuentan dos veces',
      [cerrado('2020-01-01', '2022-12-31'), cerrado('2022-01-01', '2023-12-31')],
      '2025-12-31',
      { anios: 4, meses: 0, dias: 0 },
    ],
    ['lo posterior al corte no cuenta', [cerrado('2020-01-01', '2027-06-30'), abierto('2026-03-01')], '2025-12-31', { anios: 6, meses: 0, dias: 0 }],
    ['sin empleos', [], '2025-12-31', { anios: 0, meses: 0, dias: 0 }],
    ['alta posterior al corte', [abierto('2026-01-01')], '2025-12-31', { anios: 0, meses: 0, dias: 0 }],
    ['baja anterior al alta (dato roto): se ignora', [cerrado('2020-05-01', '2020-04-01')], '2025-12-31', { anios: 0, meses: 0, dias: 0 }],
    ['bisiesto: todo 2024', [cerrado('2024-01-01', '2024-12-31')], '2025-12-31', { anios: 1, meses: 0, dias: 0 }],
    ['bisiesto: alta el 29/02/2024', [abierto('2024-02-29')], '2024-12-31', { anios: 0, meses: 10, dias: 3 }],
    ['bisiesto: alta el 29/02/2020, al 31/12/2025', [abierto('2020-02-29')], '2025-12-31', { anios: 5, meses: 10, dias: 3 }],
    [
      'tramos con días que suman un mes (30 días)',
      [cerrado('2025-01-01', '2025-01-20'), cerrado('2025-03-01', '2025-03-15')],
      '2025-12-31',
      { anios: 0, meses: 1, dias: 5 },
    ],
  ] as [string, Laboral[], string, { anios: number; meses: number; dias: number }][])('%s', (_, laborales, corte, esperado) => {
    expect(antiguedadAl(laborales, corte)).toEqual(esperado);
  });
});

describe('días por antigüedad (LCT art. 150)', () => {
  it.each([
    [0, 0, 1, 14],
    [4, 11, 29, 14],
    [5, 0, 0, 14],
    [5, 0, 1, 21],
    [5, 1, 0, 21],
    [10, 0, 0, 21],
    [10, 0, 1, 28],
    [20, 0, 0, 28],
    [20, 0, 1, 35],
    [42, 3, 0, 35],
  ])('%i años, %i meses y %i días → %i días corridos', (anios, meses, dias, esperado) => {
    expect(diasPorAntiguedad({ anios, meses, dias })).toBe(esperado);
  });
});

describe('días que corresponden a un período (arts. 150, 151, 152 y 153)', () => {
  const caso = (laborales: Laboral[], periodo = 2025, feriados: ReadonlySet<string> = FERIADOS_2025, noTrabajados: ReadonlySet<string> = NINGUNO) =>
    diasCorrespondientes({ periodo, laborales, noLaborables: feriados, noTrabajados });

  it('los hábiles de 2025 son 248 (261 de lunes a viernes menos 13 feriados)', () => {
    expect(caso([abierto('2020-01-01')]).dias_habiles).toBe(248);
    expect(habilesUnoAUno('2025-01-01', '2025-12-31', FERIADOS_2025)).toBe(248);
  });

  it.each([
    ['alta el 2 de enero: todo el año, 14 días', [abierto('2025-01-02')], 'art150', 14, 248],
    ['alta el 31 de diciembre: 1 día trabajado, art. 153 da 0', [abierto('2025-12-31')], 'art153', 0, 1],
    ['4 años y 11 meses al 31/12: 14', [abierto('2021-02-01')], 'art150', 14, 248],
    ['exactamente 5 años al 31/12: 14', [abierto('2021-01-01')], 'art150', 14, 248],
    ['5 años y un día al 31/12: 21', [abierto('2020-12-31')], 'art150', 21, 248],
    ['más de 10 años: 28', [abierto('2015-12-31')], 'art150', 28, 248],
    ['más de 20 años: 35', [abierto('2005-12-31')], 'art150', 35, 248],
    ['reingreso: la antigüedad suma los dos empleos (5 años y 6 meses): 21', [cerrado('2017-01-01', '2017-12-31'), abierto('2021-07-01')], 'art150', 21, 248],
    ['alta en agosto: 106 hábiles, menos de la mitad (124): art. 153, 5 días', [abierto('2025-08-01')], 'art153', 5, 106],
    ['alta el 1 de julio: 128 hábiles, más de la mitad: art. 150', [abierto('2025-07-01')], 'art150', 14, 128],
    ['baja en mayo: 101 hábiles, menos de la mitad: 5 días', [cerrado('2020-01-01', '2025-05-31')], 'art153', 5, 101],
    ['reingreso en el mismo año: los dos tramos suman días trabajados', [cerrado('2020-01-01', '2025-03-31'), abierto('2025-09-01')], 'art150', 21, 0],
    ['sin empleo en el año', [cerrado('2010-01-01', '2024-12-31')], 'sin_derecho', 0, 0],
    ['alta en 2026', [abierto('2026-02-01')], 'sin_derecho', 0, 0],
  ] as [string, Laboral[], string, number, number][])('%s', (_, laborales, regla, dias, trabajados) => {
    const r = caso(laborales);
    expect(r.regla).toBe(regla);
    expect(r.dias).toBe(dias);
    if (trabajados) expect(r.dias_trabajados).toBe(trabajados);
  });

  it('los días trabajados coinciden con contarlos uno por uno', () => {
    const tramosDe = [cerrado('2020-01-01', '2025-03-31'), abierto('2025-09-01')];
    const r = caso(tramosDe);
    const esperado = habilesUnoAUno('2025-01-01', '2025-03-31', FERIADOS_2025) + habilesUnoAUno('2025-09-01', '2025-12-31', FERIADOS_2025);
    expect(r.dias_trabajados).toBe(esperado);
    expect(esperado * 2).toBeGreaterThanOrEqual(248);
    expect(habilesUnoAUno('2025-08-01', '2025-12-31', FERIADOS_2025)).toBe(106);
  });

  it('art. 152: los días sin goce descuentan; fines de semana, feriados y días fuera del empleo no', () => {
    const sinGoce = new Set<string>();
    // 130 working days of 2025 from 1 June (a suspension), plus a Saturday, a holiday and a day of another year.
    for (let d = '2025-06-01'; sinGoce.size < 130; d = sumarDiasIso(d, 1)) if (esHabil(d, FERIADOS_2025)) sinGoce.add(d);
    sinGoce.add('2025-02-01').add('2025-03-03').add('2024-05-06');
    const r = caso([abierto('2020-01-01')], 2025, FERIADOS_2025, sinGoce);
    expect(r.dias_trabajados).toBe(248 - 130);
    expect(r.regla).toBe('art153');
    expect(r.dias).toBe(5);
    // The same days as a paid leave (not in noTrabajados) count as worked.
    expect(caso([abierto('2020-01-01')]).regla).toBe('art150');
  });

  it('la mitad exacta alcanza (art. 151: «la mitad, como mínimo»)', () => {
    // 2026 without holidays: 261 working days; 131 worked × 2 ≥ 261, 130 × 2 < 261.
    const conTrabajados = (n: number) => {
      const no = new Set<string>();
      for (let d = '2026-01-01'; no.size < 261 - n; d = sumarDiasIso(d, 1)) if (esHabil(d, NINGUNO)) no.add(d);
      return diasCorrespondientes({ periodo: 2026, laborales: [abierto('2020-01-01')], noLaborables: NINGUNO, noTrabajados: no });
    };
    expect(conTrabajados(131).regla).toBe('art150');
    expect(conTrabajados(130)).toMatchObject({ regla: 'art153', dias: 6, dias_trabajados: 130 });
  });

  it('bisiesto: 2024 tiene 262 hábiles sin feriados; alta el 29/02 trabaja 219', () => {
    const r = caso([abierto('2024-02-29')], 2024, NINGUNO);
    expect(r).toMatchObject({ dias_habiles: 262, dias_trabajados: 219, regla: 'art150', dias: 14, antiguedad: { anios: 0, meses: 10, dias: 3 } });
  });

  it('inicio en lunes feriado: el 24/11/2025 no, el martes 25 sí (art. 151)', () => {
    expect(problemaInicioVacaciones('2025-11-24', FERIADOS_2025)).toMatch(/martes 25\/11\/2025/);
    expect(problemaInicioVacaciones('2025-11-25', FERIADOS_2025)).toBeNull();
    expect(problemaInicioVacaciones('2025-12-01', FERIADOS_2025)).toBeNull();
  });
});

describe('saldos por período', () => {
  // At 01/03/2025 no deadline of these periods has passed yet (2023's accumulated third lasts until 31/05/2025).
  const saldos = saldosPorPeriodo(
    [
      { periodo: 2025, dias: 21 },
      { periodo: 2023, dias: 14 },
      { periodo: 2024, dias: 14 },
    ],
    [
      { periodo: 2023, dias: 14, hasta: '2024-01-14' },
      { periodo: 2024, dias: 7, hasta: '2025-01-12' },
      { periodo: 2024, dias: 3, hasta: '2025-02-16' },
    ],
    POLITICA_LCT,
    '2025-03-01',
  );
  const sinVencer = { dias_vencidos: 0, vencimientos: [] };

  it('del más antiguo al más nuevo, con lo que queda de cada uno y cuándo vence', () => {
    expect(saldos).toEqual([
      { periodo: 2023, dias_corresponden: 14, dias_tomados: 14, dias_disponibles: 0, ...sinVencer, vence_el: null, dias_por_vencer: 0 },
      // The 4 left of 2024 are its third: they pass to 2025 and last until 31/05/2026.
      { periodo: 2024, dias_corresponden: 14, dias_tomados: 10, dias_disponibles: 4, ...sinVencer, vence_el: '2026-05-31', dias_por_vencer: 4 },
      { periodo: 2025, dias_corresponden: 21, dias_tomados: 0, dias_disponibles: 21, ...sinVencer, vence_el: '2026-05-31', dias_por_vencer: 14 },
    ]);
    expect(diasDisponiblesTotales(saldos)).toBe(25);
  });

  it('una toma de un período sin días queda a la vista, en negativo', () => {
    const s = saldosPorPeriodo([], [{ periodo: 2022, dias: 5, hasta: '2022-12-10' }], POLITICA_LCT, '2023-01-01');
    expect(s).toEqual([{ periodo: 2022, dias_corresponden: 0, dias_tomados: 5, dias_disponibles: -5, ...sinVencer, vence_el: null, dias_por_vencer: 0 }]);
    expect(diasDisponiblesTotales(s)).toBe(0);
  });

  it.each([
    [4, 2024],
    [1, 2024],
    [5, 2025],
    [21, 2025],
    [22, null],
  ])('tomar %i días sale del período %s (el más antiguo que alcanza; no se parte)', (dias, periodo) => {
    expect(periodoParaTomar(saldos, dias)).toBe(periodo);
  });
});
