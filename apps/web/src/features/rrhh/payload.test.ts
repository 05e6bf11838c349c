import { describe, expect, it } from 'vitest';
import { cuentaBancariaSchema, datosPersonalesSchema } from '@worknet/domain/rrhh/persona';
import { ApiError } from '../../lib/api';
import { enmascararFecha } from '../../lib/CampoFecha';
import { cambiosDe, queCambio } from './historial';
import { cuerpoDatosPersonales, erroresDeServidor, validarCon, valoresDeDatosPersonales } from './payload';
import { empleoActual, textoCelda, valoresDeFila } from './filas';
import { FAMILIARES, LABORAL } from './registros';
import type { DatosPersonalesFila, EntradaHistorial } from '@worknet/domain/rrhh/legajo';
import { validarRegistro } from './validar-registro';

const persona: DatosPersonalesFila = {
  id: 7,
  apellido: 'Pérez',
  nombres: 'Ana María',
  dni: '30123456',
  cuil: '27-30123456-8',
  sexo: 'F',
  fecha_nacimiento: '1990-05-17',
  edad: 35,
  hijos: 0,
  estado_civil_id: 2,
  estado_civil: { id: 2, nombre: 'Casado/a' },
  nacionalidad_id: null,
  nacionalidad: null,
  calle: 'Av. Colón',
  numero: '1234',
  piso: null,
  depto: null,
  localidad_id: 9,
  localidad: { id: 9, nombre: 'Córdoba — Córdoba' },
  codigo_postal: '5000',
  email: 'ana@ejemplo.com',
  telefono: null,
  legajo: 'A-1',
  idfichador: null,
  foto: null,
};

describe('cuerpo de los datos personales', () => {
  it('fecha DD/MM/AAAA a AAAA-MM-DD, domicilio agrupado, vacíos como null y sin el filtro de provincia', () => {
    const cuerpo = cuerpoDatosPersonales({
      apellido: 'Pérez',
      nombres: 'Ana',
      dni: '30123456',
      cuil: '27-30123456-8',
      sexo: 'F',
      fecha_nacimiento: '7/5/1990',
      estado_civil_id: { value: 2, label: 'Casado/a' },
      provincia_id: 4,
      localidad_id: 9,
      calle: ' ',
      email: '',
    });
    expect(cuerpo).toEqual({
      apellido: 'Pérez',
      nombres: 'Ana',
      dni: '30123456',
      cuil: '27-30123456-8',
      sexo: 'F',
      fecha_nacimiento: '1990-05-07',
      estado_civil_id: 2,
      nacionalidad_id: null,
      email: null,
      telefono: null,
      legajo: null,
      idfichador: null,
      domicilio: { calle: null, numero: null, piso: null, depto: null, localidad_id: 9, codigo_postal: null },
    });
  });

  it('una fecha imposible queda como se escribió y el esquema la marca en su campo, sin llamar al servidor', () => {
    const r = validarCon(datosPersonalesSchema, cuerpoDatosPersonales({ ...valoresDeDatosPersonales(persona), fecha_nacimiento: '31/02/2020' }));
    expect(r).toEqual({ ok: false, errores: [{ name: 'fecha_nacimiento', errors: ['Ingrese una fecha válida (DD/MM/AAAA)'] }] });
  });

  it('los errores del domicilio van a su campo del formulario', () => {
    const r = validarCon(datosPersonalesSchema, cuerpoDatosPersonales({ ...valoresDeDatosPersonales(persona), calle: 'x'.repeat(151) }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errores).toEqual([{ name: 'calle', errors: ['Admite hasta 150 caracteres'] }]);
  });

  it('desde el legajo: los valores del formulario y, al reenviarlos, el mismo cuerpo válido', () => {
    const valores = valoresDeDatosPersonales(persona);
    expect(valores.fecha_nacimiento).toBe('17/05/1990');
    const r = validarCon(datosPersonalesSchema, cuerpoDatosPersonales(valores));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.datos).toMatchObject({ fecha_nacimiento: '1990-05-17', domicilio: { calle: 'Av. Colón', localidad_id: 9 } });
  });

  it('la cuenta bancaria se valida con el esquema del dominio antes de enviarla', () => {
    const mal = validarCon(cuentaBancariaSchema, { banco: 'X', cbu: '0110599520000001234567' });
    expect(mal).toEqual({ ok: false, errores: [{ name: 'cbu', errors: ['El CBU no es válido (revise los dígitos verificadores)'] }] });
  });

  it('un 400 del servidor con rutas anidadas marca el campo del formulario; otro error no marca nada', () => {
    const cuerpo = {
      success: false,
      message: 'Hay errores',
      code: 400,
      data: {
        campos: [
          { campo: 'cuentaBancaria.cbu', mensaje: 'Mal' },
          { campo: 'domicilio.localidad_id', mensaje: 'No existe' },
        ],
      },
    };
    expect(erroresDeServidor(new ApiError('Hay errores', 400, 'servidor', 4, 'Hay errores', cuerpo))).toEqual([
      { name: 'cbu', errors: ['Mal'] },
      { name: 'localidad_id', errors: ['No existe'] },
    ]);
    expect(erroresDeServidor(new ApiError('Ya existe', 409, 'servidor', 3, 'Ya existe', { success: false }))).toEqual([]);
  });
});

describe('registros del legajo', () => {
  it('familiar: persona, fechas convertidas y vacíos como null (limpian el campo al editar)', () => {
    const r = validarRegistro(
      FAMILIARES,
      { familiar_tipo_id: 4, apellido: 'Pérez', nombres: 'Sofía', dni: '', fecha_nacimiento: '01/03/2020', fin_sala: '' },
      7,
    );
    expect(r).toEqual({
      ok: true,
      datos: {
        persona_id: 7,
        familiar_tipo_id: 4,
        apellido: 'Pérez',
        nombres: 'Sofía',
        dni: null,
        fecha_nacimiento: '2020-03-01',
        inicio_sala: null,
        fin_sala: null,
      },
    });
  });

  it('laboral: una baja sin motivo y una fecha imposible se marcan antes de llamar', () => {
    const r = validarRegistro(LABORAL, { fecha_alta: '01/02/2021', fecha_baja: '31/02/2024', sector_id: 1, contrato_tipo_id: 2 }, 7);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errores).toContainEqual({ name: 'fecha_baja', errors: ['Ingrese una fecha válida (DD/MM/AAAA)'] });
    const sinMotivo = validarRegistro(LABORAL, { fecha_alta: '01/02/2021', fecha_baja: '01/02/2024', sector_id: 1, contrato_tipo_id: 2 }, 7);
    expect(sinMotivo.ok === false && sinMotivo.errores).toEqual([{ name: 'motivo_desvinculacion_id', errors: ['Indique el motivo de la desvinculación'] }]);
  });

  it('de la fila al formulario y a la celda', () => {
    const fila = {
      id: 3,
      persona_id: 7,
      familiar_tipo_id: 4,
      familiar_tipo: { id: 4, nombre: 'Hijo/a', value: 4 },
      apellido: 'P',
      nombres: 'Sofía',
      fecha_nacimiento: '2020-03-01',
      fin_sala: null,
    };
    expect(valoresDeFila(FAMILIARES, fila)).toMatchObject({ familiar_tipo_id: 4, fecha_nacimiento: '01/03/2020', fin_sala: '' });
    const [tipo, , , , nacimiento] = FAMILIARES.campos;
    expect(textoCelda(tipo!, fila)).toBe('Hijo/a');
    expect(textoCelda(nacimiento!, fila)).toBe('01/03/2020');
  });

  it('el empleo actual es el abierto; si no hay, el último que empezó', () => {
    const a = { id: 1, persona_id: 7, fecha_alta: '2019-01-01', fecha_baja: '2020-01-01' };
    const b = { id: 2, persona_id: 7, fecha_alta: '2021-01-01', fecha_baja: null };
    const c = { id: 3, persona_id: 7, fecha_alta: '2020-06-01', fecha_baja: '2020-12-31' };
    expect(empleoActual([a, b, c])?.id).toBe(2);
    expect(empleoActual([a, c])?.id).toBe(3);
    expect(empleoActual([])).toBeNull();
  });
});

describe('máscara de fecha', () => {
  it.each([
    ['17051990', '17/05/1990'],
    ['1705', '17/05'],
    ['17/', '17/'],
    ['17/05/', '17/05/'],
    ['1/2/2020', '1/2/2020'],
    ['31/02/2020', '31/02/2020'],
    ['ab12c', '12'],
    ['170519901234', '17/05/1990'],
  ])('%s → %s', (escrito, mostrado) => expect(enmascararFecha(escrito)).toBe(mostrado));
});

describe('historial', () => {
  const entrada = (e: Partial<EntradaHistorial>): EntradaHistorial => ({
    id: 1,
    fecha: '2025-01-02T13:00:00Z',
    usuario: 'Martín Sosa',
    entidad: 'persona',
    entidad_id: '7',
    accion: 'editar',
    antes: null,
    despues: null,
    nombres: {},
    ...e,
  });

  it('una modificación lista sólo los campos que cambió, con antes → después legibles', () => {
    const e = entrada({
      antes: { apellido: 'Pérez', sexo: 'F', fecha_nacimiento: '1990-05-17', hijos: 1, updated_at: 'x' },
      despues: { apellido: 'Pérez Gil', sexo: 'X', fecha_nacimiento: '1990-05-17' },
    });
    expect(queCambio(e)).toBe('Datos personales: modificación');
    expect(cambiosDe(e)).toEqual([
      { campo: 'apellido', etiqueta: 'Apellido', antes: 'Pérez', despues: 'Pérez Gil' },
      { campo: 'sexo', etiqueta: 'Sexo', antes: 'Femenino', despues: 'No binario (X)' },
    ]);
  });

  it('un alta lista lo cargado; una baja, lo que había', () => {
    const alta = entrada({
      entidad: 'persona_matricula',
      accion: 'crear',
      despues: { id: 4, persona_id: 7, numero: 'MP 1', fecha_vencimiento: '2026-01-31', provincia_id: null },
    });
    expect(queCambio(alta)).toBe('Matrícula: alta');
    expect(cambiosDe(alta)).toEqual([
      { campo: 'numero', etiqueta: 'Número', antes: '', despues: 'MP 1' },
      { campo: 'fecha_vencimiento', etiqueta: 'Fecha de vencimiento', antes: '', despues: '31/01/2026' },
    ]);
    const baja = entrada({ entidad: 'persona_contacto', accion: 'eliminar', antes: { valor: '351 555-1234', emergencia: true } });
    expect(cambiosDe(baja).map((c) => `${c.etiqueta}: ${c.antes}`)).toEqual(['Dato de contacto: 351 555-1234', 'Contacto de emergencia: Sí']);
  });

  it('un dato de catálogo se lee con el nombre que manda el servidor', () => {
    const e = entrada({ antes: { estado_civil_id: 3 }, despues: { estado_civil_id: 5 }, nombres: { estado_civil_id: { '3': 'Soltero/a', '5': 'Casado/a' } } });
    expect(cambiosDe(e)).toEqual([{ campo: 'estado_civil_id', etiqueta: 'Estado civil', antes: 'Soltero/a', despues: 'Casado/a' }]);
  });

  it('sin nombre (una fila ya inexistente) queda el id, y las fechas se leen DD/MM/AAAA', () => {
    const e = entrada({ antes: { estado_civil_id: 3, fecha_nacimiento: '1990-05-17' }, despues: { estado_civil_id: 9, fecha_nacimiento: '1990-05-18' } });
    expect(cambiosDe(e).map((c) => `${c.antes} → ${c.despues}`)).toEqual(expect.arrayContaining(['3 → 9', '17/05/1990 → 18/05/1990']));
  });
});
