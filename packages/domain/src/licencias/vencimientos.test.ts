import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diaDeNumero, numeroDeDia } from './dias';
import {
  ACUMULACIONES,
  OPCIONES_ACUMULACION,
  OPCIONES_VENCIMIENTO,
  POLITICA_LCT,
  diasAcumulables,
  politicaDeEncuadre,
  type PoliticaVacaciones,
} from './politica';
import { diasDisponiblesTotales, finDelPlazo, periodoParaTomar, saldoDelPeriodo, saldosPorPeriodo } from './vacaciones';

// Vacation days that expire (issue 36 item 8): the carry-over policy and the balance it gives.
// LCT: a period's days may be enjoyed until 31 May of the next year (arts. 154 and 157); of
// what is left then, up to a third passes to the next period (art. 164) and expires with it.

const LCT = POLITICA_LCT;
const encuadre = (vencimiento: string | null, acumulacion: string | null) =>
  politicaDeEncuadre({ nombre: 'CCT de prueba', vacaciones_vencimiento: vencimiento, vacaciones_acumulacion: acumulacion });
const MOTIVO_TERCIO = (fecha: string, dias: number) =>
  `Venció el ${fecha}: la LCT (art. 164) permite acumular al período siguiente sólo un tercio del período (${dias} días).`;
const MOTIVO_ACUMULADO = (fecha: string, periodo: number) =>
  `Venció el ${fecha}: lo acumulado al período ${periodo} vence con él y la LCT (art. 164) no permite pasarlo a otro período.`;

describe('la política de acumulación', () => {
  it('por defecto, la de la LCT: vence el 31 de mayo del año siguiente y pasa un tercio', () => {
    expect(politicaDeEncuadre(null)).toEqual(LCT);
    expect(LCT).toMatchObject({ mes_vencimiento: 5, acumulacion: 'tercio' });
    expect(finDelPlazo(2025, LCT)).toBe('2026-05-31');
  });

  it('un encuadre declara la suya; lo que deja vacío (o un valor que no es una opción) sigue a la LCT', () => {
    expect(encuadre('12', 'mitad')).toEqual({
      mes_vencimiento: 12,
      acumulacion: 'mitad',
      origen_vencimiento: 'CCT de prueba',
      origen_acumulacion: 'CCT de prueba',
    });
    expect(encuadre(null, 'ninguna')).toEqual({ mes_vencimiento: 5, acumulacion: 'ninguna', origen_vencimiento: null, origen_acumulacion: 'CCT de prueba' });
    expect(encuadre('4', null)).toEqual({ mes_vencimiento: 4, acumulacion: 'tercio', origen_vencimiento: 'CCT de prueba', origen_acumulacion: null });
    expect(encuadre('13', 'otra')).toEqual(LCT);
  });

  it('las opciones del encuadre son las de la regla', () => {
    expect(OPCIONES_ACUMULACION.map((o) => o.value).sort()).toEqual([...ACUMULACIONES].sort());
    expect(OPCIONES_VENCIMIENTO.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(OPCIONES_VENCIMIENTO[4]!.label).toBe('El último día de mayo del año siguiente (LCT arts. 154 y 157)');
  });

  it.each([
    [14, 4],
    [21, 7],
    [28, 9],
    [35, 11],
    [2, 0],
    [0, 0],
  ])('un tercio de %i días, redondeado hacia abajo, son %i', (dias, tercio) => {
    expect(diasAcumulables(dias, 'tercio')).toBe(tercio);
  });

  it('la mitad, todo o nada', () => {
    expect([diasAcumulables(21, 'mitad'), diasAcumulables(21, 'total'), diasAcumulables(21, 'ninguna')]).toEqual([10, 21, 0]);
  });
});

describe('saldo con vencimientos (LCT)', () => {
  it('Carla Romero: 14 días por año desde 2023 sin tomar; al 02/12/2026 le quedan 18, no 56', () => {
    const saldos = saldosPorPeriodo(
      [2023, 2024, 2025, 2026].map((periodo) => ({ periodo, dias: 14 })),
      [],
      LCT,
      '2026-12-02',
    );
    expect(saldos[0]).toEqual({
      periodo: 2023,
      dias_corresponden: 14,
      dias_tomados: 0,
      dias_vencidos: 14,
      dias_disponibles: 0,
      vencimientos: [
        { fecha: '2024-05-31', dias: 10, motivo: MOTIVO_TERCIO('31/05/2024', 4) },
        { fecha: '2025-05-31', dias: 4, motivo: MOTIVO_ACUMULADO('31/05/2025', 2024) },
      ],
      vence_el: null,
      dias_por_vencer: 0,
    });
    expect(saldos[1]).toMatchObject({ periodo: 2024, dias_vencidos: 14, dias_disponibles: 0 });
    expect(saldos[2]).toEqual({
      periodo: 2025,
      dias_corresponden: 14,
      dias_tomados: 0,
      dias_vencidos: 10,
      dias_disponibles: 4,
      vencimientos: [{ fecha: '2026-05-31', dias: 10, motivo: MOTIVO_TERCIO('31/05/2026', 4) }],
      vence_el: '2027-05-31',
      dias_por_vencer: 4,
    });
    // 2026: if not taken by 31/05/2027, 10 expire (4 may pass to 2027).
    expect(saldos[3]).toMatchObject({ periodo: 2026, dias_vencidos: 0, dias_disponibles: 14, vence_el: '2027-05-31', dias_por_vencer: 10 });
    expect(diasDisponiblesTotales(saldos)).toBe(18);
  });

  it('el último día del plazo todavía vale; al día siguiente vence', () => {
    expect(saldoDelPeriodo(2025, 14, [], LCT, '2026-05-31')).toMatchObject({
      dias_vencidos: 0,
      dias_disponibles: 14,
      vence_el: '2026-05-31',
      dias_por_vencer: 10,
    });
    expect(saldoDelPeriodo(2025, 14, [], LCT, '2026-06-01')).toMatchObject({ dias_vencidos: 10, dias_disponibles: 4, vence_el: '2027-05-31' });
    expect(saldoDelPeriodo(2025, 14, [], LCT, '2027-05-31')).toMatchObject({ dias_vencidos: 10, dias_disponibles: 4 });
    expect(saldoDelPeriodo(2025, 14, [], LCT, '2027-06-01')).toMatchObject({ dias_vencidos: 14, dias_disponibles: 0, vence_el: null });
  });

  it('una toma cuenta donde termina: la que termina el 31/05 es del plazo; la que termina el 01/06, de lo acumulado', () => {
    const enPlazo = saldoDelPeriodo(2025, 14, [{ dias: 10, hasta: '2026-05-31' }], LCT, '2026-12-01');
    expect(enPlazo).toMatchObject({ dias_tomados: 10, dias_vencidos: 0, dias_disponibles: 4 });
    // Ending on 1 June it is one of the accumulated days: only 4 could pass, so 6 were taken without days.
    const tarde = saldoDelPeriodo(2025, 14, [{ dias: 10, hasta: '2026-06-01' }], LCT, '2026-12-01');
    expect(tarde).toMatchObject({ dias_tomados: 10, dias_vencidos: 10, dias_disponibles: -6 });
  });

  it('lo acumulado se toma con el período siguiente; lo que no, vence con él', () => {
    const tomas = [
      { dias: 7, hasta: '2026-01-18' },
      { dias: 3, hasta: '2026-12-20' },
    ];
    // 2025: 21 days; 7 by 31/05/2026, of the other 14 pass 7 (a third), 7 expire; 3 taken in December, 4 left.
    expect(saldoDelPeriodo(2025, 21, tomas, LCT, '2027-01-10')).toMatchObject({
      dias_tomados: 10,
      dias_vencidos: 7,
      dias_disponibles: 4,
      vencimientos: [{ fecha: '2026-05-31', dias: 7, motivo: MOTIVO_TERCIO('31/05/2026', 7) }],
      vence_el: '2027-05-31',
      dias_por_vencer: 4,
    });
    expect(saldoDelPeriodo(2025, 21, tomas, LCT, '2027-06-01')).toMatchObject({
      dias_vencidos: 11,
      dias_disponibles: 0,
      vencimientos: [
        { fecha: '2026-05-31', dias: 7 },
        { fecha: '2027-05-31', dias: 4, motivo: MOTIVO_ACUMULADO('31/05/2027', 2026) },
      ],
    });
  });

  it('una toma pendiente a futuro reserva sus días antes de que pase su fecha', () => {
    expect(saldoDelPeriodo(2026, 14, [{ dias: 14, hasta: '2027-01-17' }], LCT, '2026-12-02')).toMatchObject({
      dias_tomados: 14,
      dias_disponibles: 0,
      vence_el: null,
    });
  });

  it('un período sin días con tomas queda en negativo; el total sólo suma lo positivo', () => {
    const s = saldosPorPeriodo([], [{ periodo: 2022, dias: 5, hasta: '2022-12-10' }], LCT, '2022-12-20');
    expect(s).toEqual([
      { periodo: 2022, dias_corresponden: 0, dias_tomados: 5, dias_vencidos: 0, dias_disponibles: -5, vencimientos: [], vence_el: null, dias_por_vencer: 0 },
    ]);
    expect(diasDisponiblesTotales(s)).toBe(0);
  });
});

describe('años bisiestos (un convenio que vence a fin de febrero)', () => {
  const febrero = encuadre('2', null);

  it('el período 2023 vence el 29/02/2024; el 2024, el 28/02/2025', () => {
    expect(finDelPlazo(2023, febrero)).toBe('2024-02-29');
    expect(finDelPlazo(2024, febrero)).toBe('2025-02-28');
    expect(finDelPlazo(2099, febrero)).toBe('2100-02-28');
    expect(finDelPlazo(1999, febrero)).toBe('2000-02-29');
  });

  it.each([
    [2023, '2024-02-29', '2024-03-01'],
    [2024, '2025-02-28', '2025-03-01'],
  ])('período %i: el %s vale, el %s vence', (periodo, ultimo, siguiente) => {
    expect(saldoDelPeriodo(periodo, 14, [], febrero, ultimo).dias_vencidos).toBe(0);
    const vencido = saldoDelPeriodo(periodo, 14, [], febrero, siguiente);
    expect(vencido.dias_vencidos).toBe(10);
    expect(vencido.vencimientos[0]!.fecha).toBe(ultimo);
    // The deadline is the encuadre's; the third, the LCT's.
    expect(vencido.vencimientos[0]!.motivo).toBe(MOTIVO_TERCIO(`${ultimo.slice(8)}/${ultimo.slice(5, 7)}/${ultimo.slice(0, 4)}`, 4));
  });

  it('una toma que termina el 29/02/2024 es del plazo del período 2023', () => {
    expect(saldoDelPeriodo(2023, 14, [{ dias: 14, hasta: '2024-02-29' }], febrero, '2025-06-01')).toMatchObject({ dias_vencidos: 0, dias_disponibles: 0 });
  });
});

describe('lo que declara un convenio', () => {
  it('nada se acumula: lo no gozado vence al fin del plazo', () => {
    const s = saldoDelPeriodo(2025, 14, [{ dias: 4, hasta: '2026-01-10' }], encuadre(null, 'ninguna'), '2026-06-01');
    expect(s).toMatchObject({ dias_vencidos: 10, dias_disponibles: 0 });
    expect(s.vencimientos[0]!.motivo).toBe('Venció el 31/05/2026: el encuadre «CCT de prueba» no permite acumular días al período siguiente.');
  });

  it('la mitad, y hasta el 31 de diciembre', () => {
    const s = saldoDelPeriodo(2025, 21, [], encuadre('12', 'mitad'), '2027-01-01');
    expect(s).toMatchObject({ dias_vencidos: 11, dias_disponibles: 10, vence_el: '2027-12-31', dias_por_vencer: 10 });
    expect(s.vencimientos[0]!.motivo).toBe(
      'Venció el 31/12/2026: el encuadre «CCT de prueba» permite acumular al período siguiente sólo la mitad del período (10 días).',
    );
  });

  it('todo el período pasa al siguiente y vence con él', () => {
    const politica = encuadre(null, 'total');
    expect(saldoDelPeriodo(2025, 14, [], politica, '2026-06-01')).toMatchObject({
      dias_vencidos: 0,
      dias_disponibles: 14,
      vence_el: '2027-05-31',
      dias_por_vencer: 14,
    });
    expect(saldoDelPeriodo(2025, 14, [], politica, '2027-06-01').vencimientos).toEqual([
      { fecha: '2027-05-31', dias: 14, motivo: MOTIVO_ACUMULADO('31/05/2027', 2026) },
    ]);
  });
});

describe('qué período toma un pedido (el saldo al último día del pedido)', () => {
  const corresponden = [2025, 2026].map((periodo) => ({ periodo, dias: 14 }));
  const al = (hasta: string) => saldosPorPeriodo(corresponden, [], LCT, hasta);

  it('un pedido que termina dentro del plazo de 2025 puede tomar sus 14 días', () => {
    expect(periodoParaTomar(al('2026-04-26'), 14)).toBe(2025);
  });

  it('uno que termina después del 31/05/2026 sólo tiene los 4 acumulados de 2025: el de 14 sale de 2026', () => {
    expect(al('2026-06-07').find((s) => s.periodo === 2025)!.dias_disponibles).toBe(4);
    expect(periodoParaTomar(al('2026-06-07'), 4)).toBe(2025);
    expect(periodoParaTomar(al('2026-06-07'), 14)).toBe(2026);
  });

  it('después del 31/05/2027 no queda nada de 2025', () => {
    expect(periodoParaTomar(al('2027-06-10'), 1)).toBe(2026);
    expect(periodoParaTomar(al('2028-06-10'), 1)).toBeNull();
  });
});

describe('propiedades', () => {
  const PERIODO = 2025;
  const desde = numeroDeDia(`${PERIODO - 1}-01-01`);
  const hasta = numeroDeDia(`${PERIODO + 3}-12-31`);
  const dia = fc.integer({ min: desde, max: hasta }).map(diaDeNumero);
  const politica: fc.Arbitrary<PoliticaVacaciones> = fc.record({
    mes_vencimiento: fc.integer({ min: 1, max: 12 }),
    acumulacion: fc.constantFrom(...ACUMULACIONES),
    origen_vencimiento: fc.constantFrom(null, 'CCT'),
    origen_acumulacion: fc.constantFrom(null, 'CCT'),
  });
  const toma = fc.record({ dias: fc.integer({ min: 1, max: 21 }), hasta: dia });
  const dias = fc.integer({ min: 0, max: 35 });

  it('corresponden = tomados + vencidos + disponibles; los vencidos son los de sus vencimientos, ya pasados', () => {
    fc.assert(
      fc.property(dias, fc.array(toma, { maxLength: 6 }), politica, dia, (d, tomas, p, al) => {
        const s = saldoDelPeriodo(PERIODO, d, tomas, p, al);
        expect(s.dias_tomados + s.dias_vencidos + s.dias_disponibles).toBe(d);
        expect(s.dias_vencidos).toBe(s.vencimientos.reduce((t, v) => t + v.dias, 0));
        expect(s.dias_vencidos).toBeGreaterThanOrEqual(0);
        for (const v of s.vencimientos) {
          expect(v.fecha < al).toBe(true);
          expect(v.dias).toBeGreaterThan(0);
          expect(v.motivo).toMatch(/^Venció el \d{2}\/\d{2}\/\d{4}: /);
        }
        expect(s.dias_por_vencer).toBeLessThanOrEqual(Math.max(s.dias_disponibles, 0));
        if (s.vence_el !== null) expect(s.vence_el >= al).toBe(true);
      }),
    );
  });

  it('con el tiempo, los vencidos sólo crecen y los disponibles sólo bajan', () => {
    fc.assert(
      fc.property(dias, fc.array(toma, { maxLength: 6 }), politica, dia, dia, (d, tomas, p, a, b) => {
        const [antes, despues] = a <= b ? [a, b] : [b, a];
        const x = saldoDelPeriodo(PERIODO, d, tomas, p, antes);
        const y = saldoDelPeriodo(PERIODO, d, tomas, p, despues);
        expect(y.dias_vencidos).toBeGreaterThanOrEqual(x.dias_vencidos);
        expect(y.dias_disponibles).toBeLessThanOrEqual(x.dias_disponibles);
      }),
    );
  });

  it('sin tomas, entre los dos plazos queda exactamente lo acumulable', () => {
    fc.assert(
      fc.property(dias, politica, (d, p) => {
        const alDiaSiguiente = diaDeNumero(numeroDeDia(finDelPlazo(PERIODO, p)) + 1);
        expect(saldoDelPeriodo(PERIODO, d, [], p, alDiaSiguiente).dias_disponibles).toBe(diasAcumulables(d, p.acumulacion));
      }),
    );
  });

  it('si cada pedido se acepta sólo con los días disponibles a su último día, el saldo nunca queda negativo y nada dura más que el segundo plazo', () => {
    fc.assert(
      fc.property(dias, fc.array(toma, { maxLength: 8 }), politica, fc.array(dia, { minLength: 1, maxLength: 5 }), (d, pedidos, p, fechas) => {
        const aceptadas: { dias: number; hasta: string }[] = [];
        for (const pedido of pedidos) {
          if (pedido.dias <= saldoDelPeriodo(PERIODO, d, aceptadas, p, pedido.hasta).dias_disponibles) aceptadas.push(pedido);
        }
        for (const al of fechas) expect(saldoDelPeriodo(PERIODO, d, aceptadas, p, al).dias_disponibles).toBeGreaterThanOrEqual(0);
        // The bug of issue 36: days that never expire.
        const despues = diaDeNumero(numeroDeDia(finDelPlazo(PERIODO + 1, p)) + 1);
        expect(saldoDelPeriodo(PERIODO, d, aceptadas, p, despues).dias_disponibles).toBe(0);
      }),
    );
  });

  it('un pedido aceptado no deja sin días a otro ya aceptado (orden cualquiera)', () => {
    fc.assert(
      fc.property(dias, fc.array(toma, { minLength: 1, maxLength: 8 }), politica, (d, pedidos, p) => {
        const aceptadas: { dias: number; hasta: string }[] = [];
        for (const pedido of pedidos) {
          if (pedido.dias <= saldoDelPeriodo(PERIODO, d, aceptadas, p, pedido.hasta).dias_disponibles) aceptadas.push(pedido);
        }
        // Each one, checked again at its own last day against all the others, still fits.
        for (const [i, a] of aceptadas.entries()) {
          const otras = aceptadas.filter((_, j) => j !== i);
          expect(a.dias).toBeLessThanOrEqual(saldoDelPeriodo(PERIODO, d, otras, p, a.hasta).dias_disponibles);
        }
      }),
    );
  });
});
