import { describe, expect, it } from 'vitest';
import { escribirVista, filtroDia, filtroId, filtroJson, filtroOpcion, filtroTexto, leerVista, type OpcionesVista } from './parametros';

const filtros = { filter: filtroTexto, estado: filtroOpcion(['activo', 'baja']), persona: filtroId, desde: filtroDia };
const opciones: OpcionesVista<typeof filtros> = { filtros, ordenables: ['nombre', 'fecha'], tamanos: [25, 50] };
const leer = (q: string, o = opciones) => leerVista(new URLSearchParams(q), o);

describe('estado de una lista en la URL', () => {
  it('lee página, tamaño, orden y filtros', () => {
    expect(leer('pagina=3&tamano=50&orden=-fecha&filter=ana&estado=baja&persona=7&desde=2026-02-28')).toEqual({
      pagina: 3,
      tamano: 50,
      orden: { campo: 'fecha', descendente: true },
      filtros: { filter: 'ana', estado: 'baja', persona: 7, desde: '2026-02-28' },
    });
  });

  it('lo que no corresponde vuelve al valor por defecto', () => {
    expect(leer('pagina=0&tamano=7&orden=__proto__&filter=%20%20&estado=otro&persona=-1&desde=2026-02-30')).toEqual({
      pagina: 1,
      tamano: 25,
      orden: { descendente: false },
      filtros: {},
    });
    expect(leer('pagina=abc').pagina).toBe(1);
    expect(leer('pagina=99999999').pagina).toBe(1);
    expect(leer('persona=99999999999').filtros).toEqual({});
  });

  it('sin orden en la URL usa el orden inicial; sin columnas ordenables no lee ninguno', () => {
    expect(leer('', { ...opciones, ordenInicial: { campo: 'nombre', descendente: false } }).orden).toEqual({ campo: 'nombre', descendente: false });
    expect(leer('orden=nombre', { filtros }).orden).toEqual({ descendente: false });
  });

  it('escribe sólo lo que no es el valor por defecto y conserva los demás parámetros', () => {
    const actual = new URLSearchParams('pestana=trabajos&pagina=4');
    const escrita = escribirVista(actual, opciones, { pagina: 1, tamano: 25, orden: { descendente: false }, filtros: { filter: 'ana' } });
    expect(escrita.toString()).toBe('pestana=trabajos&filter=ana');
    const otra = escribirVista(actual, opciones, { pagina: 2, tamano: 50, orden: { campo: 'nombre', descendente: true }, filtros: { persona: 3 } });
    expect(Object.fromEntries(otra)).toEqual({ pestana: 'trabajos', pagina: '2', tamano: '50', orden: '-nombre', persona: '3' });
  });

  it('ida y vuelta: lo escrito se lee igual', () => {
    const estado = { pagina: 5, tamano: 50, orden: { campo: 'fecha', descendente: false }, filtros: { filter: 'josé ñandú', estado: 'activo' as const } };
    expect(leerVista(escribirVista(new URLSearchParams(), opciones, estado), opciones)).toEqual(estado);
  });

  it('un prefijo separa dos listas de la misma pantalla', () => {
    const a = { ...opciones, prefijo: 'a.' };
    const q = escribirVista(new URLSearchParams('pagina=9'), a, { pagina: 2, tamano: 25, orden: { descendente: false }, filtros: { filter: 'x' } });
    expect(Object.fromEntries(q)).toEqual({ pagina: '9', 'a.pagina': '2', 'a.filter': 'x' });
    expect(leerVista(q, a).pagina).toBe(2);
    expect(leerVista(q, opciones).pagina).toBe(9);
  });

  it('un filtro JSON se valida al leerlo', () => {
    const lista = filtroJson((v) => (Array.isArray(v) && v.every((x) => typeof x === 'number') ? (v as number[]) : undefined));
    expect(lista('[1,2]')).toEqual([1, 2]);
    expect(lista('[1,"a"]')).toBeUndefined();
    expect(lista('{roto')).toBeUndefined();
  });
});
