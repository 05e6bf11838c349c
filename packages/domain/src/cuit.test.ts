import { describe, expect, it } from 'vitest';
import { digitoVerificadorCuit, esCuitValido, formatoCuit } from './cuit';

describe('CUIT', () => {
  it('acepta CUIT reales con su dígito verificador, con o sin guiones', () => {
    // AFIP, ANSES y una persona humana con prefijo 20.
    for (const v of ['33-69345023-9', '33637617449', '20-12345678-6', '27-00000000-6']) expect(esCuitValido(v), v).toBe(true);
  });

  it('rechaza un dígito verificador equivocado', () => {
    expect(esCuitValido('33-69345023-8')).toBe(false);
    expect(esCuitValido('20-12345678-5')).toBe(false);
  });

  it('rechaza largos, letras y tipos que no existen', () => {
    for (const v of ['', '2012345678', '201234567866', '20-1234567A-6', '99-12345678-2', '11-12345678-3']) expect(esCuitValido(v), v).toBe(false);
  });

  it('calcula el verificador: resto 0 da 0 y resto 1 no tiene dígito posible', () => {
    expect(digitoVerificadorCuit('3369345023')).toBe(9);
    expect(digitoVerificadorCuit('2000000001')).toBe(null);
  });

  it('da formato XX-XXXXXXXX-X', () => {
    expect(formatoCuit('33693450239')).toBe('33-69345023-9');
    expect(formatoCuit('abc')).toBe('abc');
  });
});
