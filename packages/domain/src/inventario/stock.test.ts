import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aplicarMovimientos, claveSaldo, type Movimiento } from './stock';

const k = { productoId: 1, depositoId: 1, lote: 'L1', serie: '', fechaVencimiento: '2027-01-01' };

describe('saldos: nunca negativos', () => {
  it('una salida mayor que el saldo no aplica nada y dice cuánto hay', () => {
    const saldos = new Map([[claveSaldo(k), 5]]);
    const r = aplicarMovimientos(saldos, [
      { ...k, cantidad: -2 },
      { ...k, cantidad: -4 },
    ]);
    expect(r).toMatchObject({ ok: false, disponible: 3 });
    expect(saldos.get(claveSaldo(k))).toBe(5);
  });

  it('entrada y salida del mismo lote', () => {
    const r = aplicarMovimientos(new Map(), [
      { ...k, cantidad: 1.5 },
      { ...k, cantidad: -1.5 },
    ]);
    expect(r.ok && r.saldos.get(claveSaldo(k))).toBe(0);
  });

  it('propiedad: aplicado o rechazado, ningún saldo queda bajo cero y lo aplicado suma los movimientos', () => {
    const mov = fc.record({
      productoId: fc.integer({ min: 1, max: 3 }),
      depositoId: fc.integer({ min: 1, max: 2 }),
      lote: fc.constantFrom('', 'A', 'B'),
      serie: fc.constant(''),
      fechaVencimiento: fc.constant(null),
      cantidad: fc.integer({ min: -5000, max: 5000 }).map((m) => m / 1000),
    });
    fc.assert(
      fc.property(fc.array(fc.array(mov, { maxLength: 5 }), { maxLength: 20 }), (documentos: Movimiento[][]) => {
        let saldos = new Map<string, number>();
        let total = 0;
        for (const d of documentos) {
          const r = aplicarMovimientos(saldos, d);
          if (r.ok) {
            saldos = r.saldos;
            total += d.reduce((s, m) => s + Math.round(m.cantidad * 1000), 0);
          }
          for (const v of saldos.values()) expect(v).toBeGreaterThanOrEqual(0);
        }
        expect([...saldos.values()].reduce((s, v) => s + Math.round(v * 1000), 0)).toBe(total);
      }),
    );
  });
});
