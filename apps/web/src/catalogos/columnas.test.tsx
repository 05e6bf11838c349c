import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { Campo } from '@worknet/domain/catalogos/motor';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { columnasCatalogo, renderCelda } from './columnas';
import { crearFila } from './pruebas';
import { leerDinero, mostrarDinero, textoCelda } from './valores';

// Intl puts a non-breaking space after '$'; compare with plain spaces.
const plano = (s: string) => s.replace(/\s/g, ' ');
const celda = (campo: Campo, valor: unknown, etiquetas: Record<string, string> = {}) => plano(textoCelda(campo, 'x', crearFila(1, { x: valor }, etiquetas)));

describe('texto de una celda según el tipo de campo', () => {
  it('dinero en pesos argentinos', () => {
    // The API sends money as its decimal string (issue 38, item 3); a number still reads as money.
    expect(celda({ tipo: 'dinero', etiqueta: 'Monto' }, '1234567.89')).toBe('$ 1.234.567,89');
    expect(celda({ tipo: 'dinero', etiqueta: 'Monto' }, 1234567.89)).toBe('$ 1.234.567,89');
    expect(celda({ tipo: 'dinero', etiqueta: 'Monto' }, '0.00')).toBe('$ 0,00');
    expect(celda({ tipo: 'dinero', etiqueta: 'Monto' }, '150.5')).toBe('$ 150,50');
  });

  it('booleano Sí / No', () => {
    expect(celda({ tipo: 'booleano', etiqueta: 'Con goce' }, true)).toBe('Sí');
    expect(celda({ tipo: 'booleano', etiqueta: 'Con goce' }, false)).toBe('No');
  });

  it('fecha DD/MM/YYYY sin correrse un día', () => {
    expect(celda({ tipo: 'fecha', etiqueta: 'Desde' }, '2025-03-01')).toBe('01/03/2025');
    expect(celda({ tipo: 'fecha', etiqueta: 'Desde' }, '2024-12-31')).toBe('31/12/2024');
  });

  it('opciones muestran su etiqueta', () => {
    const campo = catalogoPorClave('liquidaciones')!.campos.tipo!;
    expect(celda(campo, 'sac')).toBe('SAC (aguinaldo)');
  });

  it('referencias muestran la etiqueta que manda el servidor, no el id', () => {
    expect(celda({ tipo: 'referencia', a: 'categoria', etiqueta: 'Categoría' }, 7, { x: 'Enfermería' })).toBe('Enfermería');
    expect(celda({ tipo: 'referencias', a: 'sector', etiqueta: 'Sectores' }, [1, 2], { x: 'Guardia, Farmacia' })).toBe('Guardia, Farmacia');
    expect(celda({ tipo: 'referencia', a: 'categoria', etiqueta: 'Categoría' }, null)).toBe('—');
  });

  it('números enteros sin separador de miles, decimales con coma', () => {
    expect(celda({ tipo: 'numero', etiqueta: 'Año' }, 2025)).toBe('2025');
    expect(celda({ tipo: 'numero', etiqueta: 'Peso', decimales: 2 }, 12.5)).toBe('12,5');
  });

  it('vacío se ve como raya', () => {
    expect(celda({ tipo: 'texto', etiqueta: 'Piso' }, null)).toBe('—');
    expect(celda({ tipo: 'texto', etiqueta: 'Piso' }, '')).toBe('—');
    expect(celda({ tipo: 'fecha', etiqueta: 'Desde' }, undefined)).toBe('—');
  });

  it('color: una muestra y el código', () => {
    const { container, getByTestId } = render(<>{renderCelda({ tipo: 'color', etiqueta: 'Color' }, 'color', crearFila(1, { color: '#ff0000' }))}</>);
    expect(container.textContent).toBe('#ff0000');
    expect(getByTestId('muestra-color').style.background).toMatch(/rgb\(255, 0, 0\)|#ff0000/);
  });
});

describe('importes que escribe una persona', () => {
  it('lee el formato argentino y el punto decimal', () => {
    expect(leerDinero('1.234,56')).toBe('1234.56');
    expect(leerDinero('$ 1.234.567,8')).toBe('1234567.8');
    expect(leerDinero('1234.5')).toBe('1234.5');
    expect(leerDinero('1.234')).toBe('1234');
    expect(leerDinero('')).toBe('');
  });

  it('muestra dos decimales con separadores es-AR', () => {
    expect(mostrarDinero(1234.5)).toBe('1.234,50');
    expect(mostrarDinero('999999999999.99')).toBe('999.999.999.999,99');
    expect(mostrarDinero('')).toBe('');
  });
});

describe('columnas de la lista', () => {
  it('son las declaradas, con el orden por defecto marcado', () => {
    const c = catalogoPorClave('periodo')!;
    const columnas = columnasCatalogo(c, { campo: 'nombre', descendente: true });
    expect(columnas.map((x) => x.title)).toEqual(['Período', 'Desde', 'Hasta', 'Estado']);
    expect(columnas.map((x) => x.sortOrder)).toEqual(['descend', null, null, null]);
  });

  it('una lista de referencias no se ordena', () => {
    const columnas = columnasCatalogo(catalogoPorClave('referentes')!, { campo: 'usuario_id', descendente: false });
    expect(columnas.map((x) => [x.key, x.sorter])).toEqual([
      ['usuario_id', true],
      ['sector_ids', false],
    ]);
  });
});
