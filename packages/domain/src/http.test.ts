import { describe, expect, it } from 'vitest';
import { ENTERO_MAXIMO, idCoercido, idNumero, idParam } from './http';

describe('ids', () => {
  it('un id es un entero positivo que cabe en un integer de PostgreSQL', () => {
    expect(idNumero().safeParse(ENTERO_MAXIMO).success).toBe(true);
    expect(idNumero().safeParse(ENTERO_MAXIMO + 1).error?.issues[0]?.message).toBe('No existe un registro con ese número');
    expect(idNumero().safeParse(0).success).toBe(false);
    expect(idNumero().safeParse(1.5).success).toBe(false);
    expect(idParam.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParam.safeParse({ id: '2147483648' }).success).toBe(false);
  });

  it('el mensaje propio reemplaza a todos los de un id', () => {
    for (const malo of ['abc', '0', '2147483648']) expect(idCoercido('Indique la persona').safeParse(malo).error?.issues[0]?.message).toBe('Indique la persona');
    expect(idNumero('Elija una opción').safeParse('3').error?.issues[0]?.message).toBe('Elija una opción');
  });
});
