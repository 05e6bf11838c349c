import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compararDinero,
  dineroEnRango,
  esImporte,
  formatoDinero,
  formatoImporte,
  multiplicarDinero,
  redondearDinero,
  restarDinero,
  sumarDinero,
  sumarProductos,
} from './dinero';
import { dineroCable, importeEntrada } from './dinero-esquemas';

// Intl writes a non-breaking space after the symbol; the expectations use a plain one.
const plano = (s: string) => s.replace(/\u00a0/g, ' ');
/** Integer cents as canonical money, without any float: 123456 → '1234.56'. */
const deCentavos = (c: number) => {
  const s = String(Math.abs(c)).padStart(3, '0');
  return `${c < 0 ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
};

describe('cuentas con dinero, exactas', () => {
  it('0.1 + 0.2 da 0.30, no 0.30000000000000004', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumarDinero([0.1, 0.2])).toBe('0.30');
    expect(sumarDinero(['0.1', '0.2'])).toBe('0.30');
  });

  it('la suma de 10.000 renglones da el total al centavo', () => {
    // Deterministic amounts from 0.00 to 999.99; the reference total is summed in integer cents.
    const centavos = Array.from({ length: 10_000 }, (_, i) => (i * 7919 + 13) % 100_000);
    const total = deCentavos(centavos.reduce((a, c) => a + c, 0));
    expect(sumarDinero(centavos.map(deCentavos))).toBe(total);
    // The same lines as JS numbers (what a JSON body carries) give the same cents.
    expect(sumarDinero(centavos.map((c) => c / 100))).toBe(total);
  });

  it('10.000 veces 0,10 son 1.000,00 (sumados como números de JS no lo son)', () => {
    const lineas = Array.from({ length: 10_000 }, () => 0.1);
    expect(lineas.reduce((a, b) => a + b, 0)).not.toBe(1000);
    expect(sumarDinero(lineas)).toBe('1000.00');
  });

  it('suma cualquier lista al centavo (contra la suma en centavos enteros)', () => {
    const centavo = fc.integer({ min: -99_999_999, max: 99_999_999 });
    fc.assert(
      fc.property(fc.array(centavo, { maxLength: 200 }), (cs) => {
        expect(sumarDinero(cs.map(deCentavos))).toBe(deCentavos(cs.reduce((a, c) => a + c, 0)));
      }),
    );
  });

  it('resta, compara y una lista vacía suma cero', () => {
    expect(restarDinero('100.00', 0.01)).toBe('99.99');
    expect(restarDinero(0.3, 0.1)).toBe('0.20');
    expect(sumarDinero([])).toBe('0.00');
    expect(compararDinero('10.5', 10.49)).toBe(1);
    expect(compararDinero('10.50', 10.5)).toBe(0);
    expect(compararDinero(-1, '0')).toBe(-1);
  });

  it('precio por cantidad, redondeado una sola vez al final', () => {
    expect(multiplicarDinero('19.99', 3)).toBe('59.97');
    expect(multiplicarDinero('10.00', '0.333')).toBe('3.33');
    expect(multiplicarDinero('0.10', 0.125)).toBe('0.01');
    expect(multiplicarDinero(1234.56, 1000)).toBe('1234560.00');
    // 1.15 * 3 in floats is 3.4499999999999997; in decimals it is 3.45.
    expect(multiplicarDinero(1.15, 3)).toBe('3.45');
  });

  it('suma de productos (precio × cantidad × cotización), redondeada una sola vez al final', () => {
    // 10.005 + 10.005 = 20.01; rounded line by line it would be 20.02.
    expect(
      sumarProductos([
        ['0.01', 1, '1000.50'],
        ['0.01', 1, '1000.50'],
      ]),
    ).toBe('20.01');
    expect(sumarProductos([[0.1], [0.2]])).toBe('0.30');
    expect(sumarProductos([])).toBe('0.00');
  });

  it('redondea al centavo hacia arriba en la mitad (y la mitad negativa se aleja del cero)', () => {
    expect(redondearDinero(1500.456)).toBe('1500.46');
    expect(redondearDinero('2.005')).toBe('2.01');
    // 1.005 is 1.00499999999999989… as a float: it is read as the 1.005 it was written as.
    expect(redondearDinero(1.005)).toBe('1.01');
    expect(redondearDinero('2.004')).toBe('2.00');
    expect(redondearDinero('-2.005')).toBe('-2.01');
    expect(redondearDinero('-0.001')).toBe('0.00');
    expect(redondearDinero(-0)).toBe('0.00');
    expect(redondearDinero(' 7 ')).toBe('7.00');
  });

  it('qué es un importe', () => {
    for (const v of [0, -3, 12.5, '12', '12.5', '-0.30', '.5']) expect(esImporte(v), String(v)).toBe(true);
    for (const v of ['1.234,50', '12,5', 'abc', '', '1e3', NaN, Infinity, null, undefined, true]) expect(esImporte(v), String(v)).toBe(false);
    expect(() => sumarDinero(['abc'])).toThrow('No es un importe: abc');
  });

  it('cabe en numeric(14,2) hasta 999.999.999.999,99', () => {
    expect(dineroEnRango('999999999999.99')).toBe(true);
    expect(dineroEnRango('-999999999999.99')).toBe(true);
    expect(dineroEnRango('999999999999.995')).toBe(false);
    expect(dineroEnRango(1e12)).toBe(false);
  });
});

describe('formato es-AR del dinero', () => {
  it('pesos con separador de miles y coma decimal', () => {
    expect(plano(formatoDinero(1234567.89))).toBe('$ 1.234.567,89');
    expect(plano(formatoDinero('150.5'))).toBe('$ 150,50');
    expect(plano(formatoDinero('999'))).toBe('$ 999,00');
    expect(plano(formatoDinero('1000'))).toBe('$ 1.000,00');
    expect(plano(formatoDinero('999999999999.99'))).toBe('$ 999.999.999.999,99');
  });

  it('dólares', () => {
    expect(plano(formatoDinero('1234.5', 'USD'))).toBe('US$ 1.234,50');
    expect(plano(formatoDinero(-1234.5, 'USD'))).toBe('-US$ 1.234,50');
  });

  it('cero y negativos', () => {
    expect(plano(formatoDinero(0))).toBe('$ 0,00');
    expect(plano(formatoDinero(-0))).toBe('$ 0,00');
    expect(plano(formatoDinero('-0.004'))).toBe('$ 0,00');
    expect(plano(formatoDinero('-1234.5'))).toBe('-$ 1.234,50');
    expect(plano(formatoDinero(-0.3))).toBe('-$ 0,30');
  });

  it('un espacio que no se corta entre el signo y el número', () => {
    expect(formatoDinero(5)).toBe('$\u00a05,00');
  });

  it('escribe lo mismo que Intl es-AR para cualquier importe en centavos', () => {
    const intl = {
      ARS: new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }),
      USD: new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'USD' }),
    };
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 }), fc.constantFrom('ARS' as const, 'USD' as const), (c, moneda) => {
        expect(formatoDinero(deCentavos(c), moneda)).toBe(intl[moneda].format(c / 100));
      }),
    );
  });

  it('el importe sin signo, como lo muestra la caja de dinero', () => {
    expect(formatoImporte(1234.5)).toBe('1.234,50');
    expect(formatoImporte('-0.30')).toBe('-0,30');
    expect(formatoImporte(0)).toBe('0,00');
  });
});

describe('dinero en el cable', () => {
  const monto = importeEntrada();
  const mensajes = (v: unknown, s: typeof monto = monto) => {
    const r = s.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('acepta un número o un texto decimal y entrega el texto canónico', () => {
    expect(monto.parse(1500.456)).toBe('1500.46');
    expect(monto.parse('1234.5')).toBe('1234.50');
    expect(monto.parse(0)).toBe('0.00');
    expect(monto.parse(-20)).toBe('-20.00');
    expect(monto.parse('999999999999.99')).toBe('999999999999.99');
  });

  it('rechaza lo que no es un importe con un mensaje claro', () => {
    expect(mensajes(true)).toEqual(['Ingrese un importe']);
    expect(mensajes(null)).toEqual(['Ingrese un importe']);
    expect(mensajes('1.234,50')).toEqual(['Ingrese un importe válido, con punto decimal (por ejemplo 1234.50)']);
    expect(mensajes('abc')).toEqual(['Ingrese un importe válido, con punto decimal (por ejemplo 1234.50)']);
    expect(mensajes(Number.NaN)).toEqual(['Ingrese un importe']);
  });

  it('rechaza lo que no cabe en numeric(14,2)', () => {
    const fuera = ['El importe debe estar entre -$\u00a0999.999.999.999,99 y $\u00a0999.999.999.999,99'];
    expect(mensajes(1e12)).toEqual(fuera);
    expect(mensajes('-1000000000000')).toEqual(fuera);
    // Rounded to cents it no longer fits.
    expect(mensajes('999999999999.995')).toEqual(fuera);
  });

  it('sin negativos cuando el campo no los admite', () => {
    const precio = importeEntrada({ negativo: false });
    expect(mensajes(-5, precio)).toEqual(['El importe no puede ser negativo']);
    expect(mensajes(1e12, precio)).toEqual(['El importe no puede superar $\u00a0999.999.999.999,99']);
    expect(precio.parse('-0.001')).toBe('0.00');
  });

  it('exacto: más de dos decimales se rechaza en vez de redondearse', () => {
    const exacto = importeEntrada({ negativo: false, exacto: true });
    expect(mensajes('1.505', exacto)).toEqual(['El importe admite hasta dos decimales']);
    expect(mensajes(0.001, exacto)).toEqual(['El importe admite hasta dos decimales']);
    expect(exacto.parse('1.500')).toBe('1.50');
    expect(exacto.parse(0.1)).toBe('0.10');
  });

  it('1e309 llega de JSON como Infinity: fuera de rango, no «no es un importe»', () => {
    expect(mensajes(JSON.parse('1e309'))).toEqual(['El importe debe estar entre -$\u00a0999.999.999.999,99 y $\u00a0999.999.999.999,99']);
    expect(mensajes(JSON.parse('-1e309'), importeEntrada({ negativo: false }))).toEqual(['El importe no puede ser negativo']);
  });

  it('la respuesta es siempre el texto con dos decimales', () => {
    expect(dineroCable.parse('1234.50')).toBe('1234.50');
    expect(dineroCable.safeParse(1234.5).success).toBe(false);
    expect(dineroCable.safeParse('1234.5').success).toBe(false);
  });
});
