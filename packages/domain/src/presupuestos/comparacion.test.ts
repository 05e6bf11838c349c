import { describe, expect, it } from 'vitest';
import { compararPresupuestos, estaVencido, motivoNoElegible, revisarPrecios, type PresupuestoAComparar } from './comparacion';

const HOY = '2026-12-04';
const enPesos = (id: number, precios: [number, string | number][], extra: Partial<PresupuestoAComparar> = {}): PresupuestoAComparar => ({
  id,
  moneda: 'ARS',
  cotizacion: null,
  valido_hasta: '2026-12-31',
  precios: precios.map(([linea_id, precio_unitario]) => ({ linea_id, precio_unitario })),
  total: null,
  ...extra,
});
/** Integer cents as canonical money, without any float. */
const deCentavos = (c: number) => {
  const s = String(c).padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
};

describe('la comparación de presupuestos, al centavo', () => {
  it('0.1 + 0.2 son 0.30 exactos', () => {
    const c = compararPresupuestos({
      lineas: [
        { id: 1, cantidad: 1 },
        { id: 2, cantidad: 1 },
      ],
      presupuestos: [
        enPesos(10, [
          [1, 0.1],
          [2, 0.2],
        ]),
      ],
      estimado: null,
      hoy: HOY,
    });
    expect(c.presupuestos[0]!.total).toBe('0.30');
    expect(c.presupuestos[0]!.total_ars).toBe('0.30');
  });

  it('10.000 líneas suman el total al centavo', () => {
    const centavos = Array.from({ length: 10_000 }, (_, i) => (i * 7919 + 13) % 100_000);
    const lineas = centavos.map((_, i) => ({ id: i + 1, cantidad: 1 }));
    const p = enPesos(
      10,
      centavos.map((c, i) => [i + 1, deCentavos(c)]),
    );
    const c = compararPresupuestos({ lineas, presupuestos: [p], estimado: null, hoy: HOY });
    expect(c.presupuestos[0]!.total_ars).toBe(deCentavos(centavos.reduce((a, x) => a + x, 0)));
  });

  it('un precio en dólares por la cotización cargada, redondeado una vez, mitad hacia arriba', () => {
    const usd = (id: number, precio: string, cotizacion: string): PresupuestoAComparar => ({
      ...enPesos(id, [[1, precio]]),
      moneda: 'USD',
      cotizacion,
    });
    const una = (p: PresupuestoAComparar, cantidad: number | string = 1) =>
      compararPresupuestos({ lineas: [{ id: 1, cantidad }], presupuestos: [p], estimado: null, hoy: HOY }).presupuestos[0]!;
    // 0.01 × 1050.50 = 10.505 exactly: half-up gives 10.51 (as a float it is 10.504999…).
    expect(una(usd(1, '0.01', '1050.50')).total_ars).toBe('10.51');
    // 10.33 × 3 × 1050.55 = 32556.5445.
    const tres = una(usd(1, '10.33', '1050.55'), 3);
    expect(tres.total).toBe('30.99');
    expect(tres.total_ars).toBe('32556.54');
    expect(tres.lineas[0]).toMatchObject({ precio_unitario: '10.33', subtotal: '30.99', subtotal_ars: '32556.54' });
    // A quantity with three decimals: 19.99 × 2.5 × 1000 = 49975.
    expect(una(usd(1, '19.99', '1000.00'), 2.5).total_ars).toBe('49975.00');
  });

  it('el total se redondea una sola vez, al final (no es la suma de las líneas redondeadas)', () => {
    const p: PresupuestoAComparar = {
      ...enPesos(1, [
        [1, '0.01'],
        [2, '0.01'],
      ]),
      moneda: 'USD',
      cotizacion: '1000.50',
    };
    const c = compararPresupuestos({
      lineas: [
        { id: 1, cantidad: 1 },
        { id: 2, cantidad: 1 },
      ],
      presupuestos: [p],
      estimado: null,
      hoy: HOY,
    }).presupuestos[0]!;
    // Each line is 10.005 → 10.01; the exact total 20.01 is rounded once.
    expect(c.lineas.map((l) => l.subtotal_ars)).toEqual(['10.01', '10.01']);
    expect(c.total_ars).toBe('20.01');
  });

  it('marca el más barato por línea y en total, en pesos, y la diferencia contra lo estimado', () => {
    const lineas = [
      { id: 1, cantidad: 2 },
      { id: 2, cantidad: 1 },
    ];
    const a = enPesos(1, [
      [1, '100.00'],
      [2, '500.00'],
    ]); // 700
    const b = enPesos(2, [
      [1, '90.00'],
      [2, '600.00'],
    ]); // 780
    const dolares: PresupuestoAComparar = {
      ...enPesos(3, [
        [1, '0.10'],
        [2, '0.55'],
      ]),
      moneda: 'USD',
      cotizacion: '1000.00',
    }; // 200 + 550 = 750
    const c = compararPresupuestos({ lineas, presupuestos: [a, b, dolares], estimado: '720.00', hoy: HOY });
    expect(c.mas_barato_ids).toEqual([1]);
    expect(c.presupuestos.map((p) => [p.id, p.total_ars, p.mas_barato, p.diferencia_estimado])).toEqual([
      [1, '700.00', true, '-20.00'],
      [2, '780.00', false, '60.00'],
      [3, '750.00', false, '30.00'],
    ]);
    // Line 1: 180 (b) is the cheapest; line 2: 500 (a).
    expect(c.presupuestos.map((p) => p.lineas.map((l) => l.mas_barato))).toEqual([
      [false, true],
      [true, false],
      [false, false],
    ]);
  });

  it('un empate marca a los dos; sin estimado no hay diferencia', () => {
    const c = compararPresupuestos({
      lineas: [{ id: 1, cantidad: 1 }],
      presupuestos: [enPesos(1, [[1, '50.00']]), enPesos(2, [[1, 50]])],
      estimado: null,
      hoy: HOY,
    });
    expect(c.mas_barato_ids).toEqual([1, 2]);
    expect(c.presupuestos.every((p) => p.mas_barato && p.diferencia_estimado === null)).toBe(true);
  });

  it('sin líneas, compara el total de cada presupuesto', () => {
    const c = compararPresupuestos({
      lineas: [],
      presupuestos: [
        { ...enPesos(1, []), total: '1500.00' },
        { ...enPesos(2, []), moneda: 'USD', cotizacion: '1000.00', total: '1.49' },
      ],
      estimado: '1000',
      hoy: HOY,
    });
    expect(c.presupuestos.map((p) => [p.total, p.total_ars, p.mas_barato])).toEqual([
      ['1500.00', '1500.00', false],
      ['1.49', '1490.00', true],
    ]);
  });
});

describe('un presupuesto vencido', () => {
  it('vence al terminar su último día de validez', () => {
    expect(estaVencido('2026-12-03', HOY)).toBe(true);
    expect(estaVencido(HOY, HOY)).toBe(false);
    expect(motivoNoElegible('2026-12-03', HOY)).toBe('El presupuesto venció el 03/12/2026: no puede elegirse ni aprobarse.');
    expect(motivoNoElegible(HOY, HOY)).toBeNull();
  });

  it('se marca y no es el más barato aunque lo sea', () => {
    const c = compararPresupuestos({
      lineas: [{ id: 1, cantidad: 1 }],
      presupuestos: [enPesos(1, [[1, '10.00']], { valido_hasta: '2026-12-01' }), enPesos(2, [[1, '20.00']])],
      estimado: null,
      hoy: HOY,
    });
    expect(c.presupuestos.map((p) => [p.id, p.vencido, p.mas_barato])).toEqual([
      [1, true, false],
      [2, false, true],
    ]);
    expect(c.presupuestos[0]!.lineas[0]!.mas_barato).toBe(false);
    expect(c.mas_barato_ids).toEqual([2]);
  });
});

describe('los precios de un presupuesto contra las líneas de la solicitud', () => {
  it('un precio por línea, ni más ni menos', () => {
    expect(revisarPrecios([1, 2], [{ linea_id: 1 }, { linea_id: 2 }], null)).toBeNull();
    expect(revisarPrecios([1, 2, 3], [{ linea_id: 2 }], null)).toBe('Falta el precio de las líneas 1, 3.');
    expect(revisarPrecios([1, 2], [{ linea_id: 1 }], null)).toBe('Falta el precio de la línea 2.');
    expect(revisarPrecios([1], [{ linea_id: 1 }, { linea_id: 1 }], null)).toBe('La línea 1 tiene más de un precio.');
    expect(revisarPrecios([1], [{ linea_id: 9 }], null)).toBe('La línea 9 no es de esta solicitud.');
  });

  it('sin líneas, el total', () => {
    expect(revisarPrecios([], [], '100.00')).toBeNull();
    expect(revisarPrecios([], [], null)).toBe('Indique el total del presupuesto.');
    expect(revisarPrecios([], [{ linea_id: 1 }], '1.00')).toBe('La solicitud no tiene líneas: cargue sólo el total del presupuesto.');
  });
});
