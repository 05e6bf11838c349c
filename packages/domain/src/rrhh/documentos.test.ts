import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitoVerificadorCuit } from '../cuit';
import { cuilCoincideConDni, esAliasCbuValido, esCbuValido, esCuilValido, esDniValido, normalizarDni, PREFIJOS_CUIL } from './documentos';

describe('DNI', () => {
  it('acepta 7 u 8 dígitos, con o sin los puntos del documento', () => {
    for (const v of ['12345678', '1234567', '12.345.678', '1.234.567', ' 30111222 ']) expect(esDniValido(v), v).toBe(true);
  });

  it('rechaza largos, letras, puntos mal puestos y todo ceros', () => {
    for (const v of ['', '123456', '123456789', '12.34.5678', '12,345,678', '1234567A', '00000000', '0.000.000', '12 345 678'])
      expect(esDniValido(v), v).toBe(false);
  });

  it('normaliza a solo dígitos', () => {
    expect(normalizarDni('12.345.678')).toBe('12345678');
    expect(normalizarDni(' 1.234.567 ')).toBe('1234567');
  });
});

describe('CUIL', () => {
  it('acepta los prefijos de persona con su dígito verificador', () => {
    for (const v of ['20-12345678-6', '23-12345678-5', '24-12345678-1', '27-12345678-0', '20301112220', '27.30111222.5']) expect(esCuilValido(v), v).toBe(true);
  });

  it('rechaza CUIT de empresas (30, 33, 34) aunque el verificador sea correcto', () => {
    expect(esCuilValido('30-12345678-1')).toBe(false);
    expect(esCuilValido('33-69345023-9')).toBe(false);
  });

  it('rechaza un verificador equivocado o un largo distinto de 11', () => {
    for (const v of ['20-12345678-5', '27-12345678-1', '2012345678', '', 'abc']) expect(esCuilValido(v), v).toBe(false);
  });

  it('coincide con el DNI en los dígitos 3 a 10; un DNI de 7 dígitos lleva un cero adelante', () => {
    expect(cuilCoincideConDni('20-12345678-6', '12.345.678')).toBe(true);
    expect(cuilCoincideConDni('20-01234567-5', '1234567')).toBe(true);
    expect(cuilCoincideConDni('20-12345678-6', '12345679')).toBe(false);
    expect(cuilCoincideConDni('20-12345678-6', '30111222')).toBe(false);
    expect(cuilCoincideConDni('20-12345678-6', 'abc')).toBe(false);
    expect(cuilCoincideConDni('abc', '12345678')).toBe(false);
  });

  it('propiedad: para todo DNI de 8 dígitos y prefijo de persona hay un CUIL coherente que valida (si el verificador existe)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.constantFrom(...PREFIJOS_CUIL), (n, prefijo) => {
        const dni = String(n).padStart(8, '0');
        const dv = digitoVerificadorCuit(prefijo + dni);
        fc.pre(dv !== null);
        const cuil = `${prefijo}-${dni}-${dv}`;
        expect(esCuilValido(cuil)).toBe(true);
        expect(cuilCoincideConDni(cuil, dni)).toBe(true);
        // Cualquier otro verificador no valida.
        expect(esCuilValido(`${prefijo}-${dni}-${(dv + 1) % 10}`)).toBe(false);
      }),
    );
  });
});

describe('CBU', () => {
  // Calculados con los pesos del BCRA: bloque 1 = banco + sucursal + verificador, bloque 2 = cuenta + verificador.
  const validos = [
    '0110599520000012345678',
    '0070999003000041234560',
    '2850590994000008035700',
    '0720123988000012345678',
    '0170099242000198765437',
    '1910352955351129876345',
    '0140432076529743819216',
  ];

  it('acepta CBU con ambos dígitos verificadores correctos, también con espacios o guiones', () => {
    for (const v of validos) expect(esCbuValido(v), v).toBe(true);
    expect(esCbuValido('01105995 20000012345678')).toBe(true);
    expect(esCbuValido('01105995-20000012345678')).toBe(true);
  });

  it('rechaza un verificador equivocado en cualquiera de los dos bloques', () => {
    expect(esCbuValido('0110599420000012345678')).toBe(false); // bloque 1
    expect(esCbuValido('0110599520000012345679')).toBe(false); // bloque 2
    expect(esCbuValido('0110599520000012345687')).toBe(false); // dos dígitos permutados
  });

  it('rechaza largos distintos de 22 y caracteres que no son dígitos', () => {
    for (const v of ['', '011059952000001234567', '01105995200000123456780', '011059952000001234567A', '0110.599520000012345678'])
      expect(esCbuValido(v), v).toBe(false);
  });

  it('propiedad: todo CBU armado con los verificadores del BCRA valida', () => {
    // Cálculo independiente, dígito por dígito, para no repetir el del módulo.
    const verificador = (digitos: number[], pesos: number[]) => {
      let suma = 0;
      for (let i = 0; i < pesos.length; i++) suma += digitos[i]! * pesos[i]!;
      return (10 - (suma % 10)) % 10;
    };
    const digitos = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });
    fc.assert(
      fc.property(digitos(7), digitos(13), (b1, b2) => {
        const cbu = [...b1, verificador(b1, [7, 1, 3, 9, 7, 1, 3]), ...b2, verificador(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3])].join('');
        expect(esCbuValido(cbu)).toBe(true);
      }),
    );
  });

  it('propiedad: cambiar un solo dígito de un CBU válido lo invalida', () => {
    // Los pesos 1, 3, 7 y 9 son coprimos con 10: todo cambio de un dígito altera el verificador.
    fc.assert(
      fc.property(fc.constantFrom(...validos), fc.integer({ min: 0, max: 21 }), fc.integer({ min: 1, max: 9 }), (cbu, i, delta) => {
        const otro = cbu.slice(0, i) + String((Number(cbu[i]) + delta) % 10) + cbu.slice(i + 1);
        expect(esCbuValido(otro)).toBe(false);
      }),
    );
  });
});

describe('alias de CBU', () => {
  it('de 6 a 20 letras, números, puntos o guiones', () => {
    for (const v of ['casa.perro.sol', 'ABC123', 'mi-alias.2026', 'a'.repeat(20)]) expect(esAliasCbuValido(v), v).toBe(true);
    for (const v of ['', 'abc12', 'a'.repeat(21), 'con espacio', 'año.nuevo.ya', 'alias_bajo', 'árbol.casa']) expect(esAliasCbuValido(v), v).toBe(false);
  });
});
