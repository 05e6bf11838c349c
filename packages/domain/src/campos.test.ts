import { describe, expect, it } from 'vitest';
import { aId, idOpcional, idRequerido, OBLIGATORIO, textoOpcional, textoRequerido, vacioANull, vacioOAusenteANull } from './campos';

describe('los constructores de campos de los formularios', () => {
  it('un texto vacío no es un valor; un campo ausente sólo cuenta como vacío si se pide', () => {
    expect(vacioANull('  ')).toBeNull();
    expect(vacioANull(undefined)).toBeUndefined();
    expect(vacioOAusenteANull(undefined)).toBeNull();
    expect(vacioOAusenteANull(' x ')).toBe(' x ');
  });

  it('el valor de un select llega como texto o como número', () => {
    expect(aId('12')).toBe(12);
    expect(aId(12)).toBe(12);
    expect(aId('')).toBeNull();
    expect(idRequerido().parse('7')).toBe(7);
    expect(idOpcional().parse('')).toBeNull();
    expect(idRequerido().safeParse('').error?.issues[0]?.message).toBe('Elija una opción');
  });

  it('los textos se recortan, avisan su máximo y el obligatorio dice que falta', () => {
    expect(textoRequerido(10).parse('  Ana ')).toBe('Ana');
    expect(textoRequerido(10).safeParse('   ').error?.issues[0]?.message).toBe(OBLIGATORIO);
    expect(textoRequerido(10).safeParse(undefined).error?.issues[0]?.message).toBe(OBLIGATORIO);
    expect(textoRequerido(3).safeParse('Ramón').error?.issues[0]?.message).toBe('Admite hasta 3 caracteres');
    expect(textoRequerido(10, { minimo: true }).safeParse(' ').error?.issues[0]?.message).toBe(OBLIGATORIO);
    expect(textoOpcional(10).parse(' ')).toBeNull();
    expect(textoOpcional(10).parse(undefined)).toBeUndefined();
  });
});
