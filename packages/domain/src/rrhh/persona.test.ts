import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { esFechaIso } from '../fechas';
import { contactoSchema, cuentaBancariaSchema, datosPersonalesSchema, familiarSchema, formacionSchema, laboralSchema, matriculaSchema } from './persona';

const FECHA_INVALIDA = 'Ingrese una fecha válida (DD/MM/AAAA)';

/** Each failing field path ('domicilio.localidad_id') with its first message; {} when valid. */
function errores(schema: z.ZodType, datos: unknown): Record<string, string> {
  const r = schema.safeParse(datos);
  if (r.success) return {};
  const salida: Record<string, string> = {};
  for (const i of r.error.issues) salida[i.path.join('.')] ??= i.message;
  return salida;
}

// "Hoy" fijo: 21/11/2026 a media tarde en Buenos Aires.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T15:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const persona = {
  apellido: '  Pérez ',
  nombres: 'Ana María',
  dni: '12.345.678',
  cuil: '27123456780',
  sexo: 'F',
  fecha_nacimiento: '1990-06-15',
};

describe('datosPersonalesSchema', () => {
  it('acepta una persona válida y normaliza DNI, CUIL y textos', () => {
    const r = datosPersonalesSchema.parse({ ...persona, estado_civil_id: '2', domicilio: { calle: 'Mitre', piso: '' }, email: '', legajo: 'A-15' });
    expect(r).toMatchObject({ apellido: 'Pérez', dni: '12345678', cuil: '27-12345678-0', estado_civil_id: 2, email: null, legajo: 'A-15' });
    expect(r.domicilio).toEqual({ calle: 'Mitre', piso: null });
  });

  it('los obligatorios faltantes o vacíos dicen «Es obligatorio»', () => {
    expect(errores(datosPersonalesSchema, { apellido: ' ', sexo: 'F' })).toMatchObject({
      apellido: 'Es obligatorio',
      nombres: 'Es obligatorio',
      dni: 'Es obligatorio',
      cuil: 'Es obligatorio',
      fecha_nacimiento: 'Es obligatorio',
    });
  });

  it('valida DNI, CUIL de persona, sexo, e-mail, teléfono y largos', () => {
    expect(
      errores(datosPersonalesSchema, {
        ...persona,
        apellido: 'x'.repeat(101),
        dni: '123',
        cuil: '30-12345678-1',
        sexo: 'Z',
        email: 'no-es-mail',
        telefono: 'llamar',
        idfichador: 'x'.repeat(41),
      }),
    ).toEqual({
      apellido: 'Admite hasta 100 caracteres',
      dni: 'El DNI no es válido (7 u 8 dígitos)',
      cuil: 'El CUIL no es válido (revise el dígito verificador)',
      sexo: 'Elija el sexo',
      email: 'Ingrese un e-mail válido',
      telefono: 'Ingrese un teléfono válido: números, espacios, guiones o paréntesis',
      idfichador: 'Admite hasta 40 caracteres',
    });
  });

  it('un CUIL válido de otro DNI da error en el campo cuil', () => {
    expect(errores(datosPersonalesSchema, { ...persona, cuil: '20-30111222-0' })).toEqual({ cuil: 'El CUIL no corresponde al DNI' });
  });

  it('la fecha de nacimiento: válida, no futura, de 14 a 100 años', () => {
    const f = (fecha_nacimiento: unknown) => errores(datosPersonalesSchema, { ...persona, fecha_nacimiento }).fecha_nacimiento;
    expect(f('15/06/1990')).toBe(FECHA_INVALIDA);
    expect(f('2020-02-30')).toBe(FECHA_INVALIDA);
    expect(f(19900615)).toBe(FECHA_INVALIDA);
    expect(f('2026-11-22')).toBe('La fecha de nacimiento no puede ser posterior a hoy');
    expect(f('2012-11-21')).toBeUndefined(); // cumple 14 hoy
    expect(f('2012-11-22')).toBe('La fecha de nacimiento no es válida para un empleado'); // 13 años
    expect(f('1926-11-20')).toBeUndefined(); // 100 años
    expect(f('1925-11-21')).toBe('La fecha de nacimiento no es válida para un empleado'); // 101 años
  });

  it('un domicilio con localidad inválida marca el campo anidado', () => {
    expect(errores(datosPersonalesSchema, { ...persona, domicilio: { localidad_id: -3 } })).toEqual({ 'domicilio.localidad_id': 'Elija una opción' });
  });
});

describe('cuentaBancariaSchema', () => {
  it('acepta banco, CBU válido (sin espacios al guardar) y alias', () => {
    expect(cuentaBancariaSchema.parse({ banco: 'Nación', cbu: '01105995 20000012345678', alias: 'casa.perro.sol' })).toEqual({
      banco: 'Nación',
      cbu: '0110599520000012345678',
      alias: 'casa.perro.sol',
    });
  });

  it('rechaza un CBU con verificador equivocado y un alias inválido', () => {
    expect(errores(cuentaBancariaSchema, { banco: 'Nación', cbu: '0110599520000012345679', alias: 'corto' })).toEqual({
      cbu: 'El CBU no es válido (revise los dígitos verificadores)',
      alias: 'El alias no es válido: de 6 a 20 letras, números, puntos o guiones',
    });
    expect(errores(cuentaBancariaSchema, {})).toEqual({ banco: 'Es obligatorio', cbu: 'Es obligatorio' });
  });
});

describe('familiarSchema', () => {
  const hijo = { persona_id: 10, familiar_tipo_id: 4, apellido: 'Pérez', nombres: 'Sofía' };

  it('acepta datos mínimos; DNI vacío es sin DNI', () => {
    expect(familiarSchema.parse({ ...hijo, dni: '' })).toEqual({ ...hijo, dni: null });
    expect(familiarSchema.parse({ ...hijo, dni: '45.123.456' }).dni).toBe('45123456');
  });

  it('el fin de sala no puede ser anterior al inicio (error en fin_sala)', () => {
    expect(errores(familiarSchema, { ...hijo, inicio_sala: '2026-03-01', fin_sala: '2026-02-28' })).toEqual({
      fin_sala: 'El fin de sala no puede ser anterior a su inicio',
    });
    expect(errores(familiarSchema, { ...hijo, inicio_sala: '2026-03-01', fin_sala: '2026-03-01' })).toEqual({});
  });

  it('una fecha inválida da el mensaje de fecha y no el de orden', () => {
    expect(errores(familiarSchema, { ...hijo, inicio_sala: '2026-03-01', fin_sala: '31/02/2026' })).toEqual({ fin_sala: FECHA_INVALIDA });
  });
});

describe('formacionSchema y matriculaSchema', () => {
  it('formación: título obligatorio, fechas válidas', () => {
    expect(formacionSchema.parse({ persona_id: 1, titulo: 'Enfermería', nivel_estudio_id: 3, fecha_egreso: '2015-12-10' })).toMatchObject({
      titulo: 'Enfermería',
      fecha_egreso: '2015-12-10',
    });
    expect(errores(formacionSchema, { persona_id: 1, titulo: '', fecha_vencimiento: '01/01/5000' })).toEqual({
      titulo: 'Es obligatorio',
      fecha_vencimiento: FECHA_INVALIDA,
    });
  });

  it('matrícula: tipo y número obligatorios, número hasta 30', () => {
    expect(matriculaSchema.parse({ persona_id: 1, matricula_tipo_id: 2, numero: 'MP 1234', provincia_id: '21', fecha_vencimiento: '2027-03-31' })).toEqual({
      persona_id: 1,
      matricula_tipo_id: 2,
      numero: 'MP 1234',
      provincia_id: 21,
      fecha_vencimiento: '2027-03-31',
    });
    expect(errores(matriculaSchema, { persona_id: 1, numero: 'x'.repeat(31) })).toEqual({
      matricula_tipo_id: 'Elija una opción',
      numero: 'Admite hasta 30 caracteres',
    });
  });
});

describe('laboralSchema', () => {
  const laboral = { persona_id: 1, sector_id: '3', contrato_tipo_id: 5, fecha_alta: '2026-03-01' };

  it('acepta un alta abierta y convierte los ids de texto', () => {
    expect(laboralSchema.parse(laboral)).toEqual({ ...laboral, sector_id: 3 });
  });

  it('obligatorios: sector, tipo de contrato y fecha de alta', () => {
    expect(errores(laboralSchema, { persona_id: 1 })).toEqual({
      sector_id: 'Elija una opción',
      contrato_tipo_id: 'Elija una opción',
      fecha_alta: 'Es obligatorio',
    });
  });

  it('la baja no puede ser anterior al alta y exige el motivo', () => {
    expect(errores(laboralSchema, { ...laboral, fecha_baja: '2026-02-28' })).toEqual({
      fecha_baja: 'La fecha de baja no puede ser anterior a la de alta',
      motivo_desvinculacion_id: 'Indique el motivo de la desvinculación',
    });
    expect(errores(laboralSchema, { ...laboral, fecha_baja: '2026-03-01', motivo_desvinculacion_id: 2 })).toEqual({});
    expect(errores(laboralSchema, { ...laboral, fecha_baja: '', motivo_desvinculacion_id: '' })).toEqual({});
  });
});

describe('contactoSchema', () => {
  it('emergencia es falso si no se indica; valor obligatorio hasta 150', () => {
    expect(contactoSchema.parse({ persona_id: 1, contacto_tipo_id: 2, valor: '341 555-1234' }).emergencia).toBe(false);
    expect(errores(contactoSchema, { persona_id: 1, contacto_tipo_id: 2, valor: 'x'.repeat(151), emergencia: 'si' })).toEqual({
      valor: 'Admite hasta 150 caracteres',
      emergencia: 'Indique sí o no',
    });
  });
});

describe('todas las fechas', () => {
  it('propiedad: cualquier texto que no sea una fecha YYYY-MM-DD válida da el mensaje de fecha', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ minLength: 1 }), fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/)), (texto) => {
        fc.pre(texto.trim() !== '' && !esFechaIso(texto));
        expect(errores(formacionSchema, { persona_id: 1, titulo: 'T', fecha_egreso: texto }).fecha_egreso).toBe(FECHA_INVALIDA);
      }),
    );
  });
});
