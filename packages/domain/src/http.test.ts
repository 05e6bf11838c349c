import { describe, expect, it } from 'vitest';
import { diaIso, ENTERO_MAXIMO, idCoercido, idNumero, idParam, instanteIso, mensajeOrden, paginaOrdenadaPor, paginaQuery } from './http';

describe('ids', () => {
  it('un id es un entero positivo que cabe en un integer de PostgreSQL', () => {
    expect(idNumero().safeParse(ENTERO_MAXIMO).success).toBe(true);
    expect(idNumero().safeParse(ENTERO_MAXIMO + 1).error?.issues[0]?.message).toBe('No existe un registro con ese número');
    expect(idNumero().safeParse(0).success).toBe(false);
    expect(idNumero().safeParse(1.5).success).toBe(false);
    expect(idParam.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParam.safeParse({ id: '2147483648' }).success).toBe(false);
  });

  it('un número enorme o negativo da un solo mensaje, no también el tope de los enteros seguros', () => {
    for (const malo of [2 ** 53, 1e308, 2 ** 31])
      expect(
        idNumero()
          .safeParse(malo)
          .error?.issues.map((i) => i.message),
      ).toEqual(['No existe un registro con ese número']);
    expect(idNumero().safeParse(-(2 ** 60)).error?.issues).toHaveLength(1);
    expect(
      idCoercido()
        .safeParse('1e308')
        .error?.issues.map((i) => i.message),
    ).toEqual(['No existe un registro con ese número']);
  });

  it('el mensaje propio reemplaza a todos los de un id', () => {
    for (const malo of ['abc', '0', '2147483648'])
      expect(idCoercido('Indique la persona').safeParse(malo).error?.issues[0]?.message).toBe('Indique la persona');
    expect(idNumero('Elija una opción').safeParse('3').error?.issues[0]?.message).toBe('Elija una opción');
  });
});

describe('fechas recibidas', () => {
  it('un día existe y cae entre 1901 y 4999: el año 0 o el 30 de febrero no llegan a la base', () => {
    expect(diaIso().safeParse('2024-02-29').success).toBe(true);
    for (const malo of ['2023-02-29', '2020-02-30', '0000-01-01', '1900-12-31', '5000-01-01', '22/11/2026', 20261122]) {
      expect(diaIso().safeParse(malo).error?.issues[0]?.message, String(malo)).toBe('Use una fecha AAAA-MM-DD');
    }
  });

  it('un instante lleva su zona horaria y cae en los mismos años', () => {
    const instante = instanteIso('Ingrese una fecha y hora válidas');
    expect(instante.safeParse('2026-11-22T10:00:00-03:00').success).toBe(true);
    expect(instante.safeParse('2026-11-22T13:00:00.000Z').success).toBe(true);
    for (const malo of ['0000-01-01T00:00:00Z', '2026-11-22T10:00:00', '2026-02-30T10:00:00Z', '9999-12-31T23:59:59Z']) {
      expect(instante.safeParse(malo).error?.issues[0]?.message, malo).toBe('Ingrese una fecha y hora válidas');
    }
  });
});

describe('orden de una lista', () => {
  const q = paginaOrdenadaPor(['nombre', 'created_at']);
  it('sortBy es una de sus columnas; cualquier otra, también las de Object.prototype, da 400 con las posibles', () => {
    expect(q.parse({ sortBy: 'nombre', descending: 'true' })).toEqual({ skip: 0, limit: 50, sortBy: 'nombre', descending: true });
    expect(q.parse({})).toEqual({ skip: 0, limit: 50 });
    for (const malo of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'Nombre', '', 'nombre; drop table x']) {
      expect(q.safeParse({ sortBy: malo }).error?.issues[0]?.message, malo).toBe(`No se puede ordenar por «${malo}». Columnas posibles: nombre, created_at.`);
    }
  });

  it('un nombre larguísimo no vuelve entero en el mensaje', () => {
    const m = q.safeParse({ sortBy: 'x'.repeat(5000) }).error?.issues[0]?.message ?? '';
    expect(m.length).toBeLessThan(150);
    expect(mensajeOrden(['a', 'b'], ['nombre'])).toBe('No se puede ordenar por «a,b». Columnas posibles: nombre.');
  });

  it('una lista sin orden pedido no tiene sortBy', () => {
    expect(paginaQuery.parse({ sortBy: 'lo_que_sea', filter: 'x' })).toEqual({ filter: 'x', skip: 0, limit: 50 });
  });
});
