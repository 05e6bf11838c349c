import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertasDePersona,
  CODIGOS_CONTRATO,
  dentroDeVentana,
  finDeContrato,
  mensajeAlerta,
  VENTANAS_ALERTA,
  type LaboralAlerta,
  type PersonaAlertas,
  type TipoAlerta,
} from './alertas';
import { sumarDias } from './fechas-rrhh';

const HOY = '2026-11-21';
const en = (dias: number) => sumarDias(HOY, dias);

const persona = (p: Partial<PersonaAlertas> = {}): PersonaAlertas => ({ id: 10, laboral: [], matriculas: [], familiares: [], formacion: [], ...p });
const contrato = (codigo: string, fin: string, extra: Partial<LaboralAlerta> = {}): LaboralAlerta => ({
  id: 1,
  fecha_alta: '2026-01-01',
  fecha_baja: fin,
  contrato_codigo: codigo,
  ...extra,
});

describe('constantes de la spec §9', () => {
  it('ventanas y códigos de contrato', () => {
    expect(VENTANAS_ALERTA).toEqual({ contratoPrueba: 75, contratoDependencia: 105, matricula: 31, salaMaternal: 31, formacion: 31 });
    expect(CODIGOS_CONTRATO).toEqual({ prueba: ['5'], dependencia: ['6', '7'] });
  });
});

describe('finDeContrato', () => {
  it('una fecha de baja cargada es el fin', () => {
    expect(finDeContrato({ fecha_alta: '2026-01-01', fecha_baja: '2026-06-30', duracion_meses: 3 })).toBe('2026-06-30');
  });

  it('sin baja, un contrato de N meses termina el día anterior al mismo día N meses después', () => {
    expect(finDeContrato({ fecha_alta: '2026-10-06', duracion_meses: 3 })).toBe('2027-01-05');
    expect(finDeContrato({ fecha_alta: '2026-01-01', fecha_baja: null, duracion_meses: 12 })).toBe('2026-12-31');
    // Fin de mes: 31/01 + 1 mes = 28/02, menos un día.
    expect(finDeContrato({ fecha_alta: '2026-01-31', duracion_meses: 1 })).toBe('2026-02-27');
  });

  it('sin baja ni duración es por tiempo indeterminado: no hay fin', () => {
    expect(finDeContrato({ fecha_alta: '2026-01-01' })).toBeNull();
    expect(finDeContrato({ fecha_alta: '2026-01-01', duracion_meses: null })).toBeNull();
    expect(finDeContrato({ fecha_alta: '2026-01-01', duracion_meses: 0 })).toBeNull();
    expect(finDeContrato({ fecha_alta: 'x', duracion_meses: 3 })).toBeNull();
  });
});

describe('mensajes', () => {
  it('en castellano, con la fecha DD/MM/YYYY', () => {
    expect(mensajeAlerta('contrato_prueba', '2027-01-05', 45)).toBe('El período de prueba vence el 05/01/2027 (en 45 días).');
    expect(mensajeAlerta('contrato_dependencia', '2027-01-05', 1)).toBe('El contrato en relación de dependencia vence el 05/01/2027 (en 1 día).');
    expect(mensajeAlerta('matricula', '2026-11-01', -20, 'MP 1234')).toBe('La matrícula MP 1234 venció el 01/11/2026.');
    expect(mensajeAlerta('matricula', '2026-11-21', 0, 'MP 1234')).toBe('La matrícula MP 1234 vence el 21/11/2026 (hoy).');
    expect(mensajeAlerta('sala_maternal', '2026-12-20', 29, 'Sofía')).toBe('La sala maternal de Sofía termina el 20/12/2026 (en 29 días).');
    expect(mensajeAlerta('formacion', '2026-12-01', 10, 'RCP básico')).toBe('La capacitación «RCP básico» vence el 01/12/2026 (en 10 días).');
    expect(mensajeAlerta('matricula', '2026-12-01', 10, '  ')).toBe('La matrícula vence el 01/12/2026 (en 10 días).');
    // The detail is «<tipo> <número>» and the type's name already says «Matrícula»: not repeated.
    expect(mensajeAlerta('matricula', '2026-12-01', 10, 'Matrícula Provincial 1234')).toBe('La matrícula Provincial 1234 vence el 01/12/2026 (en 10 días).');
    expect(mensajeAlerta('matricula', '2026-12-01', 1, 'matricula')).toBe('La matrícula vence el 01/12/2026 (en 1 día).');
  });
});

describe('alertasDePersona', () => {
  it('contrato de prueba: a 75 días avisa, a 76 no', () => {
    expect(alertasDePersona(persona({ laboral: [contrato('5', en(75))] }), HOY)).toHaveLength(1);
    expect(alertasDePersona(persona({ laboral: [contrato('5', en(76))] }), HOY)).toHaveLength(0);
  });

  it('contrato en relación de dependencia (6 o 7): a 105 días avisa, a 106 no', () => {
    for (const codigo of ['6', '7']) {
      expect(alertasDePersona(persona({ laboral: [contrato(codigo, en(105))] }), HOY), codigo).toHaveLength(1);
      expect(alertasDePersona(persona({ laboral: [contrato(codigo, en(106))] }), HOY), codigo).toHaveLength(0);
    }
  });

  it('el contrato avisa hasta el día de su fin; uno ya terminado no avisa', () => {
    const [hoy] = alertasDePersona(persona({ laboral: [contrato('5', HOY)] }), HOY);
    expect(hoy).toMatchObject({ dias: 0, vencida: false, mensaje: 'El período de prueba vence el 21/11/2026 (hoy).' });
    expect(alertasDePersona(persona({ laboral: [contrato('5', en(-1))] }), HOY)).toHaveLength(0);
  });

  it('calcula el fin de un contrato abierto con su duración', () => {
    const laboral: LaboralAlerta[] = [{ id: 7, fecha_alta: '2026-10-06', fecha_baja: null, contrato_codigo: '5', duracion_meses: 3 }];
    expect(alertasDePersona(persona({ laboral }), HOY)).toEqual([
      {
        tipo: 'contrato_prueba',
        persona_id: 10,
        referencia_id: 7,
        fecha: '2027-01-05',
        dias: 45,
        vencida: false,
        mensaje: 'El período de prueba vence el 05/01/2027 (en 45 días).',
      },
    ]);
  });

  it('sin avisos para contratos indeterminados, de otros códigos o eliminados', () => {
    const laboral: LaboralAlerta[] = [
      { id: 1, fecha_alta: '2026-10-06', contrato_codigo: '5' },
      { id: 2, fecha_alta: '2026-10-06', fecha_baja: en(10), contrato_codigo: '1' },
      { id: 3, fecha_alta: '2026-10-06', fecha_baja: en(10), contrato_codigo: null },
      { id: 4, fecha_alta: '2026-10-06', fecha_baja: en(10), contrato_codigo: '6', deleted_at: '2026-11-01 10:00:00' },
    ];
    expect(alertasDePersona(persona({ laboral }), HOY)).toEqual([]);
  });

  it('el código puede llegar como número', () => {
    expect(alertasDePersona(persona({ laboral: [contrato('x', en(5), { contrato_codigo: 6 })] }), HOY)[0]?.tipo).toBe('contrato_dependencia');
  });

  it('matrícula: a 31 días avisa, a 32 no; vencida (−1) sigue avisando', () => {
    const m = (fecha: string) => persona({ matriculas: [{ id: 3, fecha_vencimiento: fecha, descripcion: 'MP 1234' }] });
    expect(alertasDePersona(m(en(31)), HOY)).toHaveLength(1);
    expect(alertasDePersona(m(en(32)), HOY)).toHaveLength(0);
    expect(alertasDePersona(m(en(-1)), HOY)).toEqual([
      {
        tipo: 'matricula',
        persona_id: 10,
        referencia_id: 3,
        fecha: '2026-11-20',
        dias: -1,
        vencida: true,
        mensaje: 'La matrícula MP 1234 venció el 20/11/2026.',
      },
    ]);
    expect(alertasDePersona(m('2026-11-01'), HOY)[0]?.mensaje).toBe('La matrícula MP 1234 venció el 01/11/2026.');
  });

  it('sala maternal: solo de hijos (valor 4), a 31 días sí, a 32 no', () => {
    const f = (fin: string, tipo = 4) => persona({ familiares: [{ id: 5, nombres: 'Sofía', familiar_tipo_value: tipo, fin_sala: fin }] });
    expect(alertasDePersona(f(en(31)), HOY)[0]).toMatchObject({ tipo: 'sala_maternal', referencia_id: 5, dias: 31 });
    expect(alertasDePersona(f(en(31)), HOY)[0]?.mensaje).toBe('La sala maternal de Sofía termina el 22/12/2026 (en 31 días).');
    expect(alertasDePersona(f(en(32)), HOY)).toHaveLength(0);
    expect(alertasDePersona(f(en(-1)), HOY)).toHaveLength(0);
    expect(alertasDePersona(f(en(10), 1), HOY)).toHaveLength(0);
  });

  it('formación: a 31 días sí, a 32 no, vencida no', () => {
    const c = (fecha: string) => persona({ formacion: [{ id: 8, titulo: 'RCP básico', fecha_vencimiento: fecha }] });
    expect(alertasDePersona(c(en(31)), HOY)[0]?.mensaje).toBe('La capacitación «RCP básico» vence el 22/12/2026 (en 31 días).');
    expect(alertasDePersona(c(en(32)), HOY)).toHaveLength(0);
    expect(alertasDePersona(c(en(-1)), HOY)).toHaveLength(0);
  });

  it('ignora fechas vacías o inválidas y filas eliminadas', () => {
    const p = persona({
      matriculas: [
        { id: 1, fecha_vencimiento: null, descripcion: 'MN 1' },
        { id: 2, fecha_vencimiento: '2026-02-30', descripcion: 'MN 2' },
        { id: 3, fecha_vencimiento: en(3), descripcion: 'MN 3', deleted_at: '2026-11-01 00:00:00' },
      ],
      formacion: [{ id: 4, titulo: 'X', fecha_vencimiento: '' }],
      familiares: [{ id: 5, nombres: 'Sofía', familiar_tipo_value: 4, fin_sala: null }],
    });
    expect(alertasDePersona(p, HOY)).toEqual([]);
  });

  it('ordena por fecha de vencimiento', () => {
    const p = persona({
      laboral: [contrato('6', en(100))],
      matriculas: [{ id: 2, fecha_vencimiento: en(-5), descripcion: 'MP 1' }],
      familiares: [{ id: 3, nombres: 'Juan', familiar_tipo_value: 4, fin_sala: en(20) }],
      formacion: [{ id: 4, titulo: 'ACLS', fecha_vencimiento: en(2) }],
    });
    expect(alertasDePersona(p, HOY).map((a) => [a.tipo, a.dias])).toEqual([
      ['matricula', -5],
      ['formacion', 2],
      ['sala_maternal', 20],
      ['contrato_dependencia', 100],
    ]);
  });

  it('una fecha de hoy inválida es un error de programación', () => {
    expect(() => alertasDePersona(persona(), '21/11/2026')).toThrow(RangeError);
  });

  it('propiedad: avisa si y solo si 0 <= días <= ventana (la matrícula también vencida)', () => {
    const casos: { tipo: TipoAlerta; ventana: number; armar: (fecha: string) => PersonaAlertas }[] = [
      { tipo: 'contrato_prueba', ventana: 75, armar: (f) => persona({ laboral: [contrato('5', f)] }) },
      { tipo: 'contrato_dependencia', ventana: 105, armar: (f) => persona({ laboral: [contrato('7', f)] }) },
      { tipo: 'matricula', ventana: 31, armar: (f) => persona({ matriculas: [{ id: 1, fecha_vencimiento: f, descripcion: 'MP 1' }] }) },
      { tipo: 'sala_maternal', ventana: 31, armar: (f) => persona({ familiares: [{ id: 1, nombres: 'A', familiar_tipo_value: 4, fin_sala: f }] }) },
      { tipo: 'formacion', ventana: 31, armar: (f) => persona({ formacion: [{ id: 1, titulo: 'T', fecha_vencimiento: f }] }) },
    ];
    fc.assert(
      fc.property(fc.constantFrom(...casos), fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 2000 }), (caso, dias, corrimiento) => {
        const hoy = sumarDias('2025-01-01', corrimiento);
        const alertas = alertasDePersona(caso.armar(sumarDias(hoy, dias)), hoy);
        const esperada = caso.tipo === 'matricula' ? dias <= caso.ventana : dentroDeVentana(dias, caso.ventana);
        expect(alertas.length).toBe(esperada ? 1 : 0);
        if (esperada) expect(alertas[0]).toMatchObject({ tipo: caso.tipo, dias, vencida: dias < 0 });
      }),
    );
  });
});
