import { describe, expect, it } from 'vitest';
import type { EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import { filtroJson } from '../../lib/lista';
import {
  aplicarEnSuLugar,
  borradorDesdeEntrada,
  entradaDesdeBorrador,
  entradasValidas,
  MENSAJE_DOS_VALORES,
  MENSAJE_FECHA,
  opcionesAtributo,
  opcionesCondicion,
  PARAMETRO_FILTROS,
  rutaNominaFiltrada,
  textoEntrada,
} from './filtros';

const SECTORES = [
  { value: 3, label: 'Guardia' },
  { value: 7, label: 'Internación' },
  { value: 9, label: 'Laboratorio' },
  { value: 11, label: 'Farmacia' },
];

describe('condiciones por tipo de dato', () => {
  it('cada dato ofrece sólo las condiciones de su tipo, en castellano', () => {
    expect(opcionesCondicion('apellido').map((c) => c.label)).toEqual([
      'contiene',
      'es igual a',
      'empieza con',
      'es distinto de',
      'está vacío',
      'no está vacío',
    ]);
    expect(opcionesCondicion('fecha_alta').map((c) => c.value)).toEqual(['igual', 'mayor', 'menor', 'entre', 'vacio', 'no_vacio']);
    expect(opcionesCondicion('sector_id').map((c) => c.label)).toEqual(['es uno de', 'está vacío', 'no está vacío']);
    expect(opcionesCondicion('password_hash')).toEqual([]);
  });

  it('se ofrecen todos los atributos de la lista blanca, con su nombre en castellano', () => {
    const todos = opcionesAtributo();
    expect(todos.map((o) => o.value)).toContain('sector_id');
    expect(todos.find((o) => o.value === 'obra_social_id')?.label).toBe('Obra social');
  });
});

describe('del formulario a la entrada', () => {
  it('texto: sin espacios de más', () => {
    expect(entradaDesdeBorrador({ atributo: 'apellido', condicion: 'contiene', valor: '  Pérez ' })).toEqual({
      entrada: { atributo: 'apellido', condicion: 'contiene', valor: 'Pérez' },
    });
  });

  it('fecha: DD/MM/AAAA se envía AAAA-MM-DD; una fecha imposible es un error del campo', () => {
    expect(entradaDesdeBorrador({ atributo: 'fecha_alta', condicion: 'menor', valor: '15/07/2018' })).toEqual({
      entrada: { atributo: 'fecha_alta', condicion: 'menor', valor: '2018-07-15' },
    });
    expect(entradaDesdeBorrador({ atributo: 'fecha_alta', condicion: 'menor', valor: '31/02/2020' })).toEqual({ error: MENSAJE_FECHA, campo: 'valor' });
  });

  it('«está entre» lleva dos valores; con uno solo, avisa en el que falta', () => {
    expect(entradaDesdeBorrador({ atributo: 'edad', condicion: 'entre', valor: 30, hasta: 40 })).toEqual({
      entrada: { atributo: 'edad', condicion: 'entre', valor: [30, 40] },
    });
    expect(entradaDesdeBorrador({ atributo: 'fecha_nacimiento', condicion: 'entre', valor: '01/01/1980', hasta: '31/12/1989' })).toEqual({
      entrada: { atributo: 'fecha_nacimiento', condicion: 'entre', valor: ['1980-01-01', '1989-12-31'] },
    });
    expect(entradaDesdeBorrador({ atributo: 'edad', condicion: 'entre', valor: 30, hasta: null })).toEqual({ error: MENSAJE_DOS_VALORES, campo: 'hasta' });
  });

  it('lista: los ids elegidos; «está vacío» no lleva valor', () => {
    expect(entradaDesdeBorrador({ atributo: 'sector_id', condicion: 'es_uno_de', lista: [3, 7] })).toEqual({
      entrada: { atributo: 'sector_id', condicion: 'es_uno_de', valor: [3, 7] },
    });
    expect(entradaDesdeBorrador({ atributo: 'legajo', condicion: 'vacio', valor: 'ignorado' })).toEqual({
      entrada: { atributo: 'legajo', condicion: 'vacio' },
    });
  });

  it('un valor vacío da una entrada sin valor (que quita el filtro)', () => {
    expect(entradaDesdeBorrador({ atributo: 'sector_id', condicion: 'es_uno_de', lista: [] })).toEqual({
      entrada: { atributo: 'sector_id', condicion: 'es_uno_de' },
    });
    expect(entradaDesdeBorrador({ atributo: 'apellido', condicion: 'contiene', valor: '   ' })).toEqual({
      entrada: { atributo: 'apellido', condicion: 'contiene' },
    });
    expect(entradaDesdeBorrador({ atributo: 'edad', condicion: 'entre', valor: null, hasta: null })).toEqual({
      entrada: { atributo: 'edad', condicion: 'entre' },
    });
  });

  it('sin dato o con una condición de otro tipo: error en ese campo', () => {
    expect(entradaDesdeBorrador({})).toMatchObject({ campo: 'atributo' });
    expect(entradaDesdeBorrador({ atributo: 'sector_id', condicion: 'contiene', lista: [1] })).toMatchObject({ campo: 'condicion' });
  });

  it('editar un chip: sus valores vuelven al formulario (fechas en DD/MM/AAAA)', () => {
    expect(borradorDesdeEntrada({ atributo: 'fecha_alta', condicion: 'entre', valor: ['2020-01-01', '2020-12-31'] })).toEqual({
      atributo: 'fecha_alta',
      condicion: 'entre',
      valor: '01/01/2020',
      hasta: '31/12/2020',
    });
    expect(borradorDesdeEntrada({ atributo: 'sector_id', condicion: 'es_uno_de', valor: [3] })).toEqual({
      atributo: 'sector_id',
      condicion: 'es_uno_de',
      lista: [3],
    });
    const ida = { atributo: 'edad', condicion: 'mayor', valor: 50 };
    expect(entradaDesdeBorrador(borradorDesdeEntrada(ida))).toEqual({ entrada: ida });
  });
});

describe('el texto de cada chip', () => {
  it('nombra las opciones elegidas de un catálogo o de una lista fija', () => {
    expect(textoEntrada({ atributo: 'sector_id', condicion: 'es_uno_de', valor: [3, 7] }, SECTORES)).toBe('Sector es uno de Guardia, Internación');
    expect(textoEntrada({ atributo: 'sexo', condicion: 'es_uno_de', valor: ['F', 'X'] })).toBe('Sexo es uno de Femenino, No binario');
    expect(textoEntrada({ atributo: 'estado', condicion: 'es_uno_de', valor: ['baja'] })).toBe('Estado es uno de De baja');
  });

  it('más de tres opciones: «y N más»; una opción sin nombre conocido muestra su número', () => {
    expect(textoEntrada({ atributo: 'sector_id', condicion: 'es_uno_de', valor: [3, 7, 9, 11, 12] }, SECTORES)).toBe(
      'Sector es uno de Guardia, Internación, Laboratorio y 2 más',
    );
    expect(textoEntrada({ atributo: 'sector_id', condicion: 'es_uno_de', valor: [99] })).toBe('Sector es uno de n.º 99');
  });

  it('fechas en DD/MM/AAAA, «entre» con «y», «vacío» sin valor', () => {
    expect(textoEntrada({ atributo: 'fecha_alta', condicion: 'entre', valor: ['2020-01-01', '2020-12-31'] })).toBe(
      'Fecha de alta está entre 01/01/2020 y 31/12/2020',
    );
    expect(textoEntrada({ atributo: 'fecha_alta', condicion: 'menor', valor: '2015-01-01' })).toBe('Fecha de alta es menor que 01/01/2015');
    expect(textoEntrada({ atributo: 'legajo', condicion: 'vacio' })).toBe('Legajo está vacío');
    expect(textoEntrada({ atributo: 'edad', condicion: 'mayor', valor: 50 })).toBe('Edad es mayor que 50');
    expect(textoEntrada({ atributo: 'apellido', condicion: 'contiene', valor: 'Pérez' })).toBe('Apellido contiene Pérez');
  });
});

describe('aplicar una entrada a los chips', () => {
  const sector: EntradaFiltro = { atributo: 'sector_id', condicion: 'es_uno_de', valor: [3] };
  const contrato: EntradaFiltro = { atributo: 'contrato_tipo_id', condicion: 'es_uno_de', valor: [5] };
  const edad: EntradaFiltro = { atributo: 'edad', condicion: 'mayor', valor: 30 };

  it('una nueva se agrega al final; la del mismo dato se reemplaza en su lugar', () => {
    expect(aplicarEnSuLugar([sector], contrato)).toEqual([sector, contrato]);
    const otroSector = { ...sector, valor: [3, 7] };
    expect(aplicarEnSuLugar([sector, contrato, edad], otroSector, sector)).toEqual([otroSector, contrato, edad]);
  });

  it('vaciar el valor de un chip lo quita (spec §5)', () => {
    expect(aplicarEnSuLugar([sector, contrato], { atributo: 'sector_id', condicion: 'es_uno_de' }, sector)).toEqual([contrato]);
    expect(aplicarEnSuLugar([sector, contrato], { atributo: 'contrato_tipo_id', condicion: 'es_uno_de', valor: [] }, contrato)).toEqual([sector]);
  });

  it('«está vacío» se queda aunque no lleve valor', () => {
    const legajo = { atributo: 'legajo', condicion: 'vacio' };
    expect(aplicarEnSuLugar([sector], legajo)).toEqual([sector, legajo]);
  });

  it('cambiar el dato de un chip lo reemplaza en su lugar', () => {
    const nacimiento = { atributo: 'fecha_nacimiento', condicion: 'menor', valor: '1990-01-01' };
    expect(aplicarEnSuLugar([sector, edad, contrato], nacimiento, edad)).toEqual([sector, nacimiento, contrato]);
  });
});

describe('los filtros en la dirección', () => {
  const sector: EntradaFiltro = { atributo: 'sector_id', condicion: 'es_uno_de', valor: [12] };
  const leer = (texto: string | null) => filtroJson(entradasValidas)(texto);
  it('una dirección armada con rutaNominaFiltrada devuelve los mismos filtros', () => {
    const sexo: EntradaFiltro = { atributo: 'sexo', condicion: 'es_uno_de', valor: ['F'] };
    const ruta = rutaNominaFiltrada([sector, sexo]);
    expect(ruta.startsWith('/rrhh/nomina?')).toBe(true);
    expect(leer(new URLSearchParams(ruta.split('?')[1]).get(PARAMETRO_FILTROS))).toEqual([sector, sexo]);
    expect(rutaNominaFiltrada([])).toBe('/rrhh/nomina');
  });
  it('lo que no es válido se descarta sin romper la pantalla', () => {
    expect(leer('no es json')).toBeUndefined();
    expect(leer('{"atributo":"sexo"}')).toBeUndefined();
    expect(
      leer(JSON.stringify([{ atributo: 'clave', condicion: 'igual', valor: 'x' }, sector, { atributo: 'edad', condicion: 'contiene', valor: 3 }])),
    ).toEqual([sector]);
    expect(leer('[]')).toBeUndefined();
  });
  it('un dato repetido se queda con su última entrada', () => {
    const otro = { atributo: 'sector_id', condicion: 'es_uno_de', valor: [7] };
    expect(leer(JSON.stringify([sector, otro]))).toEqual([otro]);
  });
});
