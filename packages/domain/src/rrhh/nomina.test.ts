import { describe, expect, it } from 'vitest';
import { agregarFiltroAvanzado, aplicarEntrada, errorDeEntrada } from './nomina';

describe('filtros de la nómina', () => {
  it('una entrada reemplaza la del mismo atributo y con valor vacío la quita', () => {
    let r = aplicarEntrada([], { atributo: 'apellido', condicion: 'contiene', valor: 'gom' });
    r = aplicarEntrada(r, { atributo: 'sector_id', condicion: 'es_uno_de', valor: [3] });
    r = aplicarEntrada(r, { atributo: 'apellido', condicion: 'empieza', valor: 'Gó' });
    expect(r).toEqual([
      { atributo: 'sector_id', condicion: 'es_uno_de', valor: [3] },
      { atributo: 'apellido', condicion: 'empieza', valor: 'Gó' },
    ]);
    for (const vacio of ['', '  ', null, [], undefined]) {
      expect(aplicarEntrada(r, { atributo: 'apellido', condicion: 'contiene', valor: vacio })).toEqual([
        { atributo: 'sector_id', condicion: 'es_uno_de', valor: [3] },
      ]);
    }
    expect(aplicarEntrada([], { atributo: 'legajo', condicion: 'vacio' })).toEqual([{ atributo: 'legajo', condicion: 'vacio' }]);
  });

  it('un nombre de filtro avanzado en uso no se agrega otra vez (sin importar mayúsculas ni acentos)', () => {
    const uno = agregarFiltroAvanzado([], { nombre_filtro: 'Mi filtro', filtros: [] });
    expect(uno.agregado).toBe(true);
    const otra = agregarFiltroAvanzado(uno.lista, { nombre_filtro: ' MÍ FILTRO ', filtros: [] });
    expect(otra).toEqual({ lista: uno.lista, agregado: false });
  });

  it('sólo atributos y condiciones de la lista, con valores de su tipo', () => {
    expect(errorDeEntrada({ atributo: 'apellido', condicion: 'contiene', valor: 'x' })).toBeNull();
    expect(errorDeEntrada({ atributo: 'edad', condicion: 'entre', valor: [30, 40] })).toBeNull();
    expect(errorDeEntrada({ atributo: 'fecha_alta', condicion: 'mayor', valor: '2020-01-01' })).toBeNull();
    expect(errorDeEntrada({ atributo: 'sector_id', condicion: 'es_uno_de', valor: [1, 2] })).toBeNull();
    expect(errorDeEntrada({ atributo: 'sexo', condicion: 'es_uno_de', valor: ['F'] })).toBeNull();
    expect(errorDeEntrada({ atributo: 'p.password_hash; --', condicion: 'igual', valor: 'x' })).toBe('No se puede filtrar por «p.password_hash; --».');
    expect(errorDeEntrada({ atributo: 'edad', condicion: 'contiene', valor: '3' })).toBe('La condición «contiene» no se aplica a Edad.');
    expect(errorDeEntrada({ atributo: 'edad', condicion: 'mayor', valor: '1; drop table persona' })).toBe('Edad: el valor no es válido.');
    expect(errorDeEntrada({ atributo: 'edad', condicion: 'entre', valor: [30] })).toBe('Edad: «está entre» necesita dos valores.');
    expect(errorDeEntrada({ atributo: 'sector_id', condicion: 'es_uno_de', valor: ['1 or 1=1'] })).toBe('Sector: elija una o más opciones válidas.');
    expect(errorDeEntrada({ atributo: 'sexo', condicion: 'es_uno_de', valor: ['Z'] })).toBe('Sexo: elija una o más opciones válidas.');
    expect(errorDeEntrada({ atributo: 'fecha_alta', condicion: 'igual', valor: '01/01/2020' })).toBe('Fecha de alta: el valor no es válido.');
    // Shaped like a date but not one: refused here, not by the database.
    expect(errorDeEntrada({ atributo: 'fecha_nacimiento', condicion: 'menor', valor: '2020-02-30' })).toBe('Fecha de nacimiento: el valor no es válido.');
    expect(errorDeEntrada({ atributo: 'fecha_alta', condicion: 'entre', valor: ['2020-01-01', '2020-13-01'] })).toBe('Fecha de alta: el valor no es válido.');
    expect(errorDeEntrada({ atributo: 'fecha_alta', condicion: 'entre', valor: ['2024-02-29', '2024-03-01'] })).toBeNull();
  });
});
