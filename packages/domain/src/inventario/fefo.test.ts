import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aMilesimas } from './cantidades';
import { repartirFefo, type LoteDisponible } from './fefo';

const hoy = '2026-11-24';
const lotes: LoteDisponible[] = [
  { lote: 'C', serie: '', fechaVencimiento: '2027-06-30', cantidad: 10 },
  { lote: 'A', serie: '', fechaVencimiento: '2026-12-31', cantidad: 3 },
  { lote: 'SINV', serie: '', fechaVencimiento: null, cantidad: 100 },
  { lote: 'B', serie: '', fechaVencimiento: '2027-01-31', cantidad: 4 },
  { lote: 'VIEJO', serie: '', fechaVencimiento: '2026-11-23', cantidad: 5 },
];

describe('FEFO', () => {
  it('toma primero los lotes que vencen antes y reparte la línea entre ellos', () => {
    const r = repartirFefo(lotes, 9, { hoy, permitirVencidos: false });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.tomas.map((t) => [t.lote, t.tomar])).toEqual([
      ['A', 3],
      ['B', 4],
      ['C', 2],
    ]);
  });

  it('un lote sin vencimiento va al final', () => {
    const r = repartirFefo(lotes, 20, { hoy, permitirVencidos: false });
    expect(r.ok && r.tomas.map((t) => [t.lote, t.tomar])).toEqual([
      ['A', 3],
      ['B', 4],
      ['C', 10],
      ['SINV', 3],
    ]);
  });

  it('un lote vencido no se toma salvo en una baja por vencimiento, y entonces va primero', () => {
    const r = repartirFefo(lotes, 6, { hoy, permitirVencidos: true });
    expect(r.ok && r.tomas.map((t) => [t.lote, t.tomar])).toEqual([
      ['VIEJO', 5],
      ['A', 1],
    ]);
    const soloVencido = repartirFefo([lotes[4]!], 1, { hoy, permitirVencidos: false });
    expect(soloVencido).toEqual({ ok: false, faltante: { pedido: 1, disponible: 0, vencidoExcluido: 5 } });
  });

  it('un lote que vence hoy todavía sale', () => {
    const r = repartirFefo([{ lote: 'H', serie: '', fechaVencimiento: hoy, cantidad: 1 }], 1, { hoy, permitirVencidos: false });
    expect(r.ok).toBe(true);
  });

  it('sin stock suficiente no toma nada y dice cuánto hay', () => {
    const r = repartirFefo(lotes, 118, { hoy, permitirVencidos: false });
    expect(r).toEqual({ ok: false, faltante: { pedido: 118, disponible: 117, vencidoExcluido: 5 } });
  });

  it('con el lote nombrado sólo toma ese lote', () => {
    const r = repartirFefo(lotes, 2, { hoy, permitirVencidos: false, lote: 'C' });
    expect(r.ok && r.tomas.map((t) => [t.lote, t.tomar])).toEqual([['C', 2]]);
    expect(repartirFefo(lotes, 11, { hoy, permitirVencidos: false, lote: 'C' }).ok).toBe(false);
  });

  it('suma en milésimas: 0,1 + 0,2 cubren 0,3 exactos', () => {
    const r = repartirFefo(
      [
        { lote: 'X', serie: '', fechaVencimiento: '2027-01-01', cantidad: 0.1 },
        { lote: 'Y', serie: '', fechaVencimiento: '2027-02-01', cantidad: 0.2 },
      ],
      0.3,
      { hoy, permitirVencidos: false },
    );
    expect(r.ok && r.tomas.map((t) => t.tomar)).toEqual([0.1, 0.2]);
  });

  it('propiedad: cubre exactamente lo pedido o nada, nunca más de lo que tiene un lote, en orden de vencimiento', () => {
    const lote = fc.record({
      lote: fc.string({ maxLength: 3 }),
      serie: fc.constant(''),
      fechaVencimiento: fc.option(fc.integer({ min: 0, max: 800 }).map((d) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10))),
      cantidad: fc.integer({ min: 0, max: 50_000 }).map((m) => m / 1000),
    });
    fc.assert(
      fc.property(fc.array(lote, { maxLength: 8 }), fc.integer({ min: 1, max: 200_000 }), fc.boolean(), (ls, pedidoM, vencidos) => {
        const r = repartirFefo(ls, pedidoM / 1000, { hoy, permitirVencidos: vencidos });
        if (!r.ok) {
          expect(aMilesimas(r.faltante.disponible)).toBeLessThan(pedidoM);
          return;
        }
        expect(r.tomas.reduce((s, t) => s + aMilesimas(t.tomar), 0)).toBe(pedidoM);
        for (const t of r.tomas) {
          expect(t.tomar).toBeGreaterThan(0);
          expect(aMilesimas(t.tomar)).toBeLessThanOrEqual(aMilesimas(t.cantidad));
          if (!vencidos) expect(t.fechaVencimiento === null || t.fechaVencimiento >= hoy).toBe(true);
        }
        const fechas = r.tomas.map((t) => t.fechaVencimiento ?? '9999-12-31');
        expect([...fechas].sort()).toEqual(fechas);
      }),
    );
  });
});
