import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELIPSIS, RESUMEN_MAX, truncar } from './texto';

describe('truncar', () => {
  it('un texto que entra queda igual (sin elipsis), con los espacios colapsados', () => {
    expect(truncar('  Hola   mundo \n nuevo ')).toBe('Hola mundo nuevo');
    expect(truncar('x'.repeat(RESUMEN_MAX))).toBe('x'.repeat(RESUMEN_MAX));
  });

  it('corta en el último límite de palabra y agrega la elipsis', () => {
    expect(truncar('La campaña de vacunación antigripal empieza el lunes', 30)).toBe('La campaña de vacunación…');
  });

  it('si la última palabra entra justa, no la corta', () => {
    // 'uno dos tres' has 12 characters; room for 12 - 1 = 11 plus the ellipsis.
    expect(truncar('uno dos tres cuatro', 12)).toBe('uno dos…');
    expect(truncar('uno dos tres cuatro', 13)).toBe('uno dos tres…');
  });

  it('no deja puntuación colgando antes de la elipsis', () => {
    expect(truncar('Hoy, mañana; pasado: siempre jamás', 14)).toBe('Hoy, mañana…');
  });

  it('una palabra muy larga se corta dentro de la palabra', () => {
    expect(truncar('Otorrinolaringología', 10)).toBe('Otorrinol…');
    expect(truncar('a Otorrinolaringología', 10)).toBe('a Otorrin…');
  });

  it('cuenta caracteres, no unidades UTF-16: un emoji no se parte', () => {
    const r = truncar('🙂'.repeat(10), 5);
    expect(r).toBe(`${'🙂'.repeat(4)}${ELIPSIS}`);
    expect(Array.from(r)).toHaveLength(5);
  });

  it('por defecto el máximo es el del resumen (200)', () => {
    const largo = 'palabra '.repeat(60);
    const r = truncar(largo);
    expect(Array.from(r).length).toBeLessThanOrEqual(RESUMEN_MAX);
    expect(r.endsWith(`palabra${ELIPSIS}`)).toBe(true);
  });

  it('propiedad: nunca supera el máximo, termina en elipsis sólo si cortó y es un prefijo del texto', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 400 }), fc.integer({ min: 1, max: 250 }), (texto, max) => {
        const limpio = texto.replace(/\s+/g, ' ').trim();
        const r = truncar(texto, max);
        expect(Array.from(r).length).toBeLessThanOrEqual(max);
        if (Array.from(limpio).length <= max) {
          expect(r).toBe(limpio);
        } else {
          expect(r.endsWith(ELIPSIS)).toBe(true);
          expect(limpio.startsWith(r.slice(0, -1))).toBe(true);
        }
      }),
    );
  });
});
