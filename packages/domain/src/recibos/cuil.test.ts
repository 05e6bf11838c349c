import { describe, expect, it } from 'vitest';
import { claveDeNombre, cuilsEnTexto } from './cuil';

describe('cuilsEnTexto', () => {
  it('encuentra el CUIL con guiones, sin guiones o con espacios y descarta los de dígito inválido', () => {
    expect(cuilsEnTexto('CUIL: 20-12345678-6 Legajo 15')).toEqual(['20123456786']);
    expect(cuilsEnTexto('CUIL 20123456786')).toEqual(['20123456786']);
    expect(cuilsEnTexto('CUIL 20 12345678 6')).toEqual(['20123456786']);
    expect(cuilsEnTexto('CUIL 20-12345678-0')).toEqual([]);
  });
  it('ignora el CUIT del empleador, no repite y no corta números más largos', () => {
    expect(cuilsEnTexto('Empleador 30-70918237-0 CUIL 27-28765433-8 otra vez 27287654338', ['30-70918237-0'])).toEqual(['27287654338']);
    expect(cuilsEnTexto('Cuenta 0720123456786000')).toEqual([]);
  });
});

describe('claveDeNombre', () => {
  it('lee un CUIL o un legajo del nombre del archivo', () => {
    expect(claveDeNombre('recibos/20-12345678-6.pdf')).toEqual({ cuil: '20123456786' });
    expect(claveDeNombre('1042.PDF')).toEqual({ legajo: '1042' });
    expect(claveDeNombre('recibo de Juan Pérez.pdf')).toBeNull();
  });
});
