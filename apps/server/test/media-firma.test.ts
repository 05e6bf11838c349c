import { describe, expect, it } from 'vitest';
import { firmaValida, PASO_S, urlFirmada, VIGENCIA_MINIMA_S, vencimiento, vencida } from '../src/modules/media/media.firma';
import { contentDisposition, rangoPedido } from '../src/modules/media/media.descarga';

const S = 'secreto-jwt-de-pruebas-0123456789abcdef';
const partes = (url: string) => {
  const u = new URL(url, 'http://x');
  return { exp: Number(u.searchParams.get('exp')), firma: u.searchParams.get('firma')! };
};

describe('enlaces firmados', () => {
  it('vencen entre 6 y 7 horas después, redondeado a la hora: el mismo enlace se repite y el navegador lo reutiliza', () => {
    const ahora = Date.UTC(2026, 10, 21, 13, 20, 0);
    const exp = vencimiento(ahora);
    expect(exp % PASO_S).toBe(0);
    expect(exp * 1000 - ahora).toBeGreaterThanOrEqual(VIGENCIA_MINIMA_S * 1000);
    expect(exp * 1000 - ahora).toBeLessThan((VIGENCIA_MINIMA_S + PASO_S) * 1000);
    expect(urlFirmada(S, 5, 'archivo', false, ahora)).toBe(urlFirmada(S, 5, 'archivo', false, ahora + 30 * 60 * 1000));
    expect(vencida(exp, exp * 1000 - 1)).toBe(false);
    expect(vencida(exp, exp * 1000)).toBe(true);
  });

  it('la firma ata id, clase, vencimiento y estado (vigente o eliminado)', () => {
    const { exp, firma } = partes(urlFirmada(S, 5, 'archivo', false));
    expect(firmaValida(S, 5, 'archivo', exp, firma, false)).toBe(true);
    expect(firmaValida(S, 6, 'archivo', exp, firma, false)).toBe(false);
    expect(firmaValida(S, 5, 'miniatura', exp, firma, false)).toBe(false);
    expect(firmaValida(S, 5, 'archivo', exp + 1, firma, false)).toBe(false);
    expect(firmaValida(S, 5, 'archivo', exp, firma, true)).toBe(false);
    expect(firmaValida(`${S}x`, 5, 'archivo', exp, firma, false)).toBe(false);
    expect(firmaValida(S, 5, 'archivo', exp, firma.slice(1), false)).toBe(false);
  });
});

describe('rangoPedido', () => {
  it('entiende a-b, a- y -n, recortando el final al tamaño', () => {
    expect(rangoPedido('bytes=0-99', 1000)).toEqual({ inicio: 0, fin: 99 });
    expect(rangoPedido('bytes=900-', 1000)).toEqual({ inicio: 900, fin: 999 });
    expect(rangoPedido('bytes=-100', 1000)).toEqual({ inicio: 900, fin: 999 });
    expect(rangoPedido('bytes=-5000', 1000)).toEqual({ inicio: 0, fin: 999 });
    expect(rangoPedido('bytes=990-5000', 1000)).toEqual({ inicio: 990, fin: 999 });
  });
  it('sin cabecera, varios rangos o algo ilegible manda el archivo entero; empezar después del final es 416', () => {
    expect(rangoPedido(undefined, 1000)).toBeNull();
    expect(rangoPedido('bytes=0-1,5-9', 1000)).toBeNull();
    expect(rangoPedido('items=0-1', 1000)).toBeNull();
    expect(rangoPedido('bytes=50-10', 1000)).toBeNull();
    expect(rangoPedido('bytes=1000-', 1000)).toBe('fuera');
    expect(rangoPedido('bytes=-0', 1000)).toBe('fuera');
  });
});

describe('contentDisposition', () => {
  it('da un nombre ASCII de respaldo y el nombre exacto en UTF-8', () => {
    expect(contentDisposition('inline', 'Año 2026 (borrador).pdf')).toBe(
      `inline; filename="Ano 2026 (borrador).pdf"; filename*=UTF-8''A%C3%B1o%202026%20%28borrador%29.pdf`,
    );
    expect(contentDisposition('attachment', 'a"b\\c%d.xlsx')).toBe(`attachment; filename="a_b_c_d.xlsx"; filename*=UTF-8''a%22b%5Cc%25d.xlsx`);
  });
});
