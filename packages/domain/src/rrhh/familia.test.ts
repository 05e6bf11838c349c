import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contarHijos, VALOR_HIJO, valorFamiliarTipo } from './familia';

describe('contarHijos (spec §5)', () => {
  it('cuenta los familiares de tipo 4, llegue el tipo como objeto o ya aplanado', () => {
    expect(
      contarHijos([{ familiar_tipo: { value: 4 } }, { familiar_tipo: 4 }, { familiar_tipo: { value: 1 } }, { familiar_tipo: 2 }, { familiar_tipo: null }]),
    ).toBe(2);
  });

  it('al recontar no cuenta a los familiares eliminados', () => {
    const familia = [
      { familiar_tipo: 4, deleted_at: null },
      { familiar_tipo: 4, deleted_at: '2026-05-01 10:00:00' },
      { familiar_tipo: { value: 4 }, deleted_at: '2026-05-02 09:00:00' },
      { familiar_tipo: { value: 4 } },
    ];
    expect(contarHijos(familia)).toBe(2);
    expect(contarHijos([])).toBe(0);
  });

  it('valorFamiliarTipo lee el objeto o el número', () => {
    expect(valorFamiliarTipo({ value: VALOR_HIJO })).toBe(4);
    expect(valorFamiliarTipo(3)).toBe(3);
    expect(valorFamiliarTipo(null)).toBeNull();
  });

  it('propiedad: es el número de miembros vivos con valor 4', () => {
    const miembro = fc.record({
      valor: fc.integer({ min: 0, max: 8 }),
      forma: fc.constantFrom('objeto', 'numero', 'nulo'),
      eliminado: fc.option(fc.constantFrom('2026-01-01 00:00:00', '2025-12-31 23:59:59'), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(miembro, { maxLength: 30 }), (ms) => {
        const familiares = ms.map((m) => ({
          familiar_tipo: m.forma === 'objeto' ? { value: m.valor } : m.forma === 'numero' ? m.valor : null,
          deleted_at: m.eliminado,
        }));
        const esperado = ms.filter((m) => m.forma !== 'nulo' && m.valor === 4 && m.eliminado === null).length;
        expect(contarHijos(familiares)).toBe(esperado);
      }),
    );
  });
});
