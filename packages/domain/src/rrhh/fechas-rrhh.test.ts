import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { esFechaIso, formatoFecha } from '../fechas';
import { CAMPOS_FECHA_PERSONA, diasEntre, edad, esTextoFechaValido, fechasAIso, limpiarPayload, sumarDias, sumarMeses, textoAFechaIso } from './fechas-rrhh';

/** Any real day in the valid range 1901..4999, as 'YYYY-MM-DD'. */
const fechaValida = fc
  .record({ anio: fc.integer({ min: 1901, max: 4999 }), mes: fc.integer({ min: 1, max: 12 }), dia: fc.integer({ min: 1, max: 31 }) })
  .map(({ anio, mes, dia }) => `${anio}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`)
  .filter(esFechaIso);

describe('textoAFechaIso', () => {
  it('convierte DD/MM/YYYY y D/M/YYYY a YYYY-MM-DD', () => {
    expect(textoAFechaIso('05/01/2027')).toBe('2027-01-05');
    expect(textoAFechaIso('5/1/2027')).toBe('2027-01-05');
    expect(textoAFechaIso(' 31/12/1999 ')).toBe('1999-12-31');
  });

  it('el texto vacío sigue vacío', () => {
    expect(textoAFechaIso('')).toBe('');
    expect(textoAFechaIso('   ')).toBe('');
  });

  it('acepta el 29 de febrero solo en años bisiestos', () => {
    expect(textoAFechaIso('29/02/2024')).toBe('2024-02-29');
    expect(textoAFechaIso('29/02/2000')).toBe('2000-02-29');
    expect(textoAFechaIso('29/02/2023')).toBeNull();
    expect(textoAFechaIso('29/02/2100')).toBeNull();
  });

  it('rechaza días que el mes no tiene, meses imposibles y textos que no son fecha', () => {
    for (const t of ['31/02/2020', '31/04/2026', '00/01/2026', '01/13/2026', '01/00/2026', 'abc', '2026-01-05', '1/1/26', '01-01-2026', '001/01/2026'])
      expect(textoAFechaIso(t), t).toBeNull();
  });

  it('el año va de 1901 a 4999', () => {
    expect(textoAFechaIso('01/01/1900')).toBeNull();
    expect(textoAFechaIso('31/12/1900')).toBeNull();
    expect(textoAFechaIso('01/01/1901')).toBe('1901-01-01');
    expect(textoAFechaIso('31/12/4999')).toBe('4999-12-31');
    expect(textoAFechaIso('01/01/5000')).toBeNull();
  });

  it('propiedad: para toda fecha válida d, textoAFechaIso(formatoFecha(d)) === d', () => {
    fc.assert(fc.property(fechaValida, (d) => textoAFechaIso(formatoFecha(d)) === d));
  });

  it('propiedad: lo que devuelve, si no es vacío ni null, es una fecha válida', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1800, max: 6000 }), (d, m, a) => {
        const r = textoAFechaIso(`${d}/${m}/${a}`);
        return r === null || esFechaIso(r);
      }),
    );
  });
});

describe('esTextoFechaValido (spec §5)', () => {
  it('vacío o fecha real entre 1901 y 4999', () => {
    expect(esTextoFechaValido('')).toBe(true);
    expect(esTextoFechaValido('29/02/2024')).toBe(true);
    expect(esTextoFechaValido('31/12/4999')).toBe(true);
    expect(esTextoFechaValido('31/02/2020')).toBe(false);
    expect(esTextoFechaValido('01/01/1900')).toBe(false);
    expect(esTextoFechaValido('01/01/5000')).toBe(false);
    expect(esTextoFechaValido('abc')).toBe(false);
  });
});

describe('edad', () => {
  it('cuenta años cumplidos: el día del cumpleaños suma uno, el día anterior todavía no', () => {
    expect(edad('1990-06-15', '2026-06-14')).toBe(35);
    expect(edad('1990-06-15', '2026-06-15')).toBe(36);
    expect(edad('1990-06-15', '2026-12-31')).toBe(36);
    expect(edad('1990-06-15', '1990-06-15')).toBe(0);
  });

  it('quien nació el 29 de febrero cumple el 1 de marzo en años no bisiestos', () => {
    expect(edad('2000-02-29', '2023-02-28')).toBe(22);
    expect(edad('2000-02-29', '2023-03-01')).toBe(23);
    expect(edad('2000-02-29', '2024-02-28')).toBe(23);
    expect(edad('2000-02-29', '2024-02-29')).toBe(24);
  });

  it('null con fechas inválidas o si hoy es anterior al nacimiento', () => {
    expect(edad('2026-02-30', '2026-06-01')).toBeNull();
    expect(edad('', '2026-06-01')).toBeNull();
    expect(edad('2000-01-01', 'hoy')).toBeNull();
    expect(edad('2026-06-02', '2026-06-01')).toBeNull();
  });

  it('propiedad: nunca negativa y no decrece al avanzar el día de hoy', () => {
    fc.assert(
      fc.property(fechaValida, fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 800 }), (nac, a, b) => {
        const hoy1 = sumarDias(nac, a);
        const hoy2 = sumarDias(hoy1, b);
        fc.pre(esFechaIso(hoy1) && esFechaIso(hoy2));
        const e1 = edad(nac, hoy1)!;
        const e2 = edad(nac, hoy2)!;
        expect(e1).toBeGreaterThanOrEqual(0);
        expect(e2).toBeGreaterThanOrEqual(e1);
      }),
    );
  });

  it('propiedad: coincide con restar años cuando el cumpleaños ya pasó', () => {
    fc.assert(
      fc.property(fechaValida, fc.integer({ min: 0, max: 120 }), (nac, anios) => {
        const cumple = sumarMeses(nac, anios * 12);
        fc.pre(esFechaIso(cumple) && !nac.endsWith('-02-29'));
        expect(edad(nac, cumple)).toBe(anios);
        if (anios > 0) expect(edad(nac, sumarDias(cumple, -1))).toBe(anios - 1);
      }),
    );
  });
});

describe('diasEntre, sumarDias y sumarMeses', () => {
  it('cuenta días de calendario, también a través de cambios de año y de horario', () => {
    expect(diasEntre('2026-01-01', '2026-01-01')).toBe(0);
    expect(diasEntre('2026-01-01', '2026-12-31')).toBe(364);
    expect(diasEntre('2024-02-28', '2024-03-01')).toBe(2);
    expect(diasEntre('2026-03-10', '2026-03-01')).toBe(-9);
    // Fechas de cambio de horario en otros países: un día sigue siendo un día.
    expect(diasEntre('2026-03-28', '2026-03-30')).toBe(2);
    expect(diasEntre('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('NaN con una fecha inválida, para que ninguna comparación la tome por buena', () => {
    expect(diasEntre('2026-02-30', '2026-03-01')).toBeNaN();
    expect(diasEntre('2026-01-01', '')).toBeNaN();
  });

  it('sumarMeses se queda en el último día cuando el mes es más corto', () => {
    expect(sumarMeses('2026-01-31', 1)).toBe('2026-02-28');
    expect(sumarMeses('2024-01-31', 1)).toBe('2024-02-29');
    expect(sumarMeses('2026-03-31', 1)).toBe('2026-04-30');
    expect(sumarMeses('2026-01-15', 3)).toBe('2026-04-15');
    expect(sumarMeses('2026-11-30', 3)).toBe('2027-02-28');
    expect(sumarMeses('2026-03-31', -1)).toBe('2026-02-28');
    expect(sumarMeses('2026-01-15', 0)).toBe('2026-01-15');
    expect(sumarMeses('2026-02-30', 1)).toBe('');
    expect(sumarMeses('2026-01-15', 1.5)).toBe('');
  });

  it('sumarDias cruza meses y años', () => {
    expect(sumarDias('2026-12-31', 1)).toBe('2027-01-01');
    expect(sumarDias('2024-03-01', -1)).toBe('2024-02-29');
    expect(sumarDias('x', 1)).toBe('');
  });

  it('propiedad: diasEntre(d, sumarDias(d, n)) === n', () => {
    fc.assert(fc.property(fechaValida, fc.integer({ min: -100_000, max: 100_000 }), (d, n) => diasEntre(d, sumarDias(d, n)) === n));
  });

  it('propiedad: sumarMeses da una fecha real con el día original o el último del mes', () => {
    fc.assert(
      fc.property(fechaValida, fc.integer({ min: -240, max: 240 }), (d, m) => {
        const r = sumarMeses(d, m);
        fc.pre(esFechaIso(r));
        const dia = Number(d.slice(8));
        const diaR = Number(r.slice(8));
        expect(diaR === dia || (diaR < dia && sumarDias(r, 1).endsWith('-01'))).toBe(true);
        const mesesR = Number(r.slice(0, 4)) * 12 + Number(r.slice(5, 7));
        expect(mesesR - (Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)))).toBe(m);
      }),
    );
  });
});

describe('fechasAIso', () => {
  it('convierte los campos de fecha de Persona, en cualquier nivel y dentro de listas', () => {
    const entrada = {
      apellido: 'Pérez',
      fecha_nacimiento: '15/06/1990',
      laboral: { fecha_alta: '1/3/2020', fecha_baja: '' },
      familiares: [{ nombres: 'Sofía', inicio_sala: '01/03/2026', fin_sala: '2026-12-20' }],
      fecha_carga: '01/01/2026',
    };
    expect(fechasAIso(entrada)).toEqual({
      apellido: 'Pérez',
      fecha_nacimiento: '1990-06-15',
      laboral: { fecha_alta: '2020-03-01', fecha_baja: '' },
      familiares: [{ nombres: 'Sofía', inicio_sala: '2026-03-01', fin_sala: '2026-12-20' }],
      // No es un campo de fecha de Persona: no se toca.
      fecha_carga: '01/01/2026',
    });
    // No modifica la entrada.
    expect(entrada.fecha_nacimiento).toBe('15/06/1990');
  });

  it('deja como están las fechas inválidas (el servidor las rechaza con su mensaje) y lo que no es texto', () => {
    const d = new Date();
    expect(fechasAIso({ fecha_vencimiento: '31/02/2020', fecha_egreso: null, fecha_alta: d })).toEqual({
      fecha_vencimiento: '31/02/2020',
      fecha_egreso: null,
      fecha_alta: d,
    });
  });

  it('cubre los siete campos de la spec', () => {
    const entrada = Object.fromEntries(CAMPOS_FECHA_PERSONA.map((k) => [k, '02/01/2026']));
    expect(Object.values(fechasAIso(entrada))).toEqual(CAMPOS_FECHA_PERSONA.map(() => '2026-01-02'));
  });

  it('propiedad: es idempotente y convierte cada fecha válida de cualquier campo', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAMPOS_FECHA_PERSONA), fechaValida, (campo, d) => {
        const una = fechasAIso({ x: [{ [campo]: formatoFecha(d) }] });
        expect(una).toEqual({ x: [{ [campo]: d }] });
        expect(fechasAIso(una)).toEqual(una);
      }),
    );
  });
});

describe('limpiarPayload (spec §5)', () => {
  it('quita las claves con texto vacío, también anidadas', () => {
    expect(limpiarPayload({ a: '', b: 'x', c: 0, d: null, e: { f: '', g: false } })).toEqual({ b: 'x', c: 0, d: null, e: { g: false } });
  });

  it('aplana los select a su value o id', () => {
    expect(
      limpiarPayload({
        sexo: { value: 'F', label: 'Femenino' },
        familiar_tipo: { value: 4, label: 'Hijo/a' },
        localidad: { id: 12, nombre: 'Rosario', provincia_id: 21 },
        banco: { id: 7, label: 'Galicia' },
        nada: { value: '', label: 'Ninguno' },
      }),
    ).toEqual({ sexo: 'F', familiar_tipo: 4, localidad: 12, banco: 7 });
  });

  it('un objeto que no es select se recorre y no se aplana', () => {
    expect(limpiarPayload({ domicilio: { calle: 'Mitre', piso: '', localidad: { id: 3, nombre: 'Paraná' } } })).toEqual({
      domicilio: { calle: 'Mitre', localidad: 3 },
    });
    // { value, label, otra } no es exactamente un select.
    expect(limpiarPayload({ x: { value: 1, label: 'a', otra: '' } })).toEqual({ x: { value: 1, label: 'a' } });
  });

  it('el payload mismo no se toma por un select aunque tenga id y nombre', () => {
    expect(limpiarPayload({ id: 5, nombre: 'Ana', apellido: '' })).toEqual({ id: 5, nombre: 'Ana' });
    expect(limpiarPayload([{ id: 5, nombre: 'Ana' }])).toEqual([{ id: 5, nombre: 'Ana' }]);
  });

  it('las listas se recorren elemento por elemento y las fechas no se tocan', () => {
    const d = new Date('2026-01-01T00:00:00Z');
    expect(
      limpiarPayload({
        ids: [
          { value: 1, label: 'a' },
          { id: 2, nombre: 'b' },
        ],
        fams: [{ nombres: 'Sofía', dni: '' }],
        fecha: d,
        fecha_alta: '2026-01-01',
      }),
    ).toEqual({ ids: [1, 2], fams: [{ nombres: 'Sofía' }], fecha: d, fecha_alta: '2026-01-01' });
  });

  it('propiedad: el resultado no tiene ninguna clave con texto vacío', () => {
    const sinVacios = (v: unknown): boolean =>
      Array.isArray(v) ? v.every(sinVacios) : typeof v === 'object' && v !== null ? Object.values(v).every((x) => x !== '' && sinVacios(x)) : true;
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue()), (obj) => {
        expect(sinVacios(limpiarPayload(obj))).toBe(true);
      }),
    );
  });
});
