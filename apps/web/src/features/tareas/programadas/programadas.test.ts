import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/fechas';
import { ApiError } from '../../../lib/api';
import { codigoDeUbicacion } from '../escaneo/codigo';
import { camposDelError, campoDelFormulario } from './errores';
import { cuerpoRecurrencia, recurrenciaInicial, valoresRecurrencia, type ValoresRecurrencia } from './recurrenciaForm';

const base: ValoresRecurrencia = {
  frecuencia: 'diaria',
  cada: 1,
  horas: ['14:00', '07:00'],
  dias_semana: [5, 1],
  dia_mes: 31,
  desde: dayjs('2026-12-01'),
  hasta: null,
};

describe('cuerpoRecurrencia', () => {
  it('diaria: sin días de la semana ni día del mes, horas ordenadas, fechas AAAA-MM-DD', () => {
    expect(cuerpoRecurrencia(base)).toEqual({ frecuencia: 'diaria', cada: 1, horas: ['07:00', '14:00'], desde: '2026-12-01', hasta: null });
  });
  it('semanal lleva los días ordenados; mensual el día del mes', () => {
    expect(cuerpoRecurrencia({ ...base, frecuencia: 'semanal', cada: 2 })).toMatchObject({ frecuencia: 'semanal', cada: 2, dias_semana: [1, 5] });
    expect(cuerpoRecurrencia({ ...base, frecuencia: 'semanal' })).not.toHaveProperty('dia_mes');
    expect(cuerpoRecurrencia({ ...base, frecuencia: 'mensual', hasta: dayjs('2027-06-30') })).toEqual({
      frecuencia: 'mensual',
      cada: 1,
      horas: ['07:00', '14:00'],
      dia_mes: 31,
      desde: '2026-12-01',
      hasta: '2027-06-30',
    });
  });
  it('cada tantas horas lleva una sola hora, la de inicio', () => {
    expect(cuerpoRecurrencia({ ...base, frecuencia: 'horas', cada: 6, horas: ['06:00'] })).toEqual({
      frecuencia: 'horas',
      cada: 6,
      horas: ['06:00'],
      desde: '2026-12-01',
      hasta: null,
    });
  });
});

describe('valoresRecurrencia', () => {
  it('vuelve a los mismos valores del cuerpo guardado (ida y vuelta)', () => {
    const guardada = { frecuencia: 'semanal', cada: 1, horas: ['07:00'], dias_semana: [1, 3, 5], desde: '2026-12-01', hasta: '2027-01-31' };
    const v = valoresRecurrencia(guardada, '2026-11-25');
    expect(v.desde?.format('YYYY-MM-DD')).toBe('2026-12-01');
    expect(cuerpoRecurrencia(v)).toEqual(guardada);
  });
  it('lo que la frecuencia no usa toma un valor por omisión; una frecuencia desconocida es diaria', () => {
    const v = valoresRecurrencia({ frecuencia: 'otra', horas: 'x' }, '2026-11-25');
    expect(v).toMatchObject({ frecuencia: 'diaria', cada: 1, horas: ['08:00'], dias_semana: [], dia_mes: 1, hasta: null });
    expect(v.desde?.format('YYYY-MM-DD')).toBe('2026-11-25');
  });
  it('la inicial es todos los días a las 08:00 desde hoy', () => {
    expect(cuerpoRecurrencia(recurrenciaInicial('2026-11-25'))).toEqual({ frecuencia: 'diaria', cada: 1, horas: ['08:00'], desde: '2026-11-25', hasta: null });
  });
});

describe('errores del servidor por campo', () => {
  it('ubica cada ruta del cuerpo en su campo del formulario', () => {
    expect(campoDelFormulario('recurrencia.dias_semana')).toEqual(['recurrencia', 'dias_semana']);
    expect(campoDelFormulario('recurrencia.horas.0')).toEqual(['recurrencia', 'horas']);
    expect(campoDelFormulario('checklist.2')).toEqual(['checklist', 2]);
    expect(campoDelFormulario('sector_ids.0')).toEqual(['sector_ids']);
    expect(campoDelFormulario('titulo')).toEqual(['titulo']);
  });
  it('junta los mensajes de un 400 por campo, sin repetir; otro error no marca campos', () => {
    const cuerpo = {
      success: false,
      data: {
        campos: [
          { campo: 'recurrencia.dias_semana', mensaje: 'Elija al menos un día de la semana.' },
          { campo: 'titulo', mensaje: 'Indique el título.' },
          { campo: 'titulo', mensaje: 'Indique el título.' },
        ],
      },
    };
    const e = new ApiError('Hay errores', 400, 'servidor', 6, 'Hay errores', cuerpo);
    expect(camposDelError(e)).toEqual([
      { name: ['recurrencia', 'dias_semana'], errors: ['Elija al menos un día de la semana.'] },
      { name: ['titulo'], errors: ['Indique el título.'] },
    ]);
    expect(camposDelError(new ApiError('Conflicto', 409, 'servidor', 6, 'Conflicto', cuerpo))).toEqual([]);
  });
});

describe('codigoDeUbicacion', () => {
  const codigo = '3.AbCdEfGhIjKlMnOpQrStUv';
  it('lee el código del enlace del QR impreso o el código solo', () => {
    expect(codigoDeUbicacion(`https://intranet.ejemplo.com.ar/worknet/#/scan-ubicacion/${codigo}`)).toBe(codigo);
    expect(codigoDeUbicacion(`  ${codigo} `)).toBe(codigo);
    // The code of one day, shown by the place's screen.
    expect(codigoDeUbicacion(`https://intranet.ejemplo.com.ar/#/scan-ubicacion/3.20261202.AbCdEfGhIjKlMnOpQrStUv`)).toBe('3.20261202.AbCdEfGhIjKlMnOpQrStUv');
  });
  it('rechaza lo que no es un código de ubicación', () => {
    expect(codigoDeUbicacion('https://otro.sitio/#/fichar?codigo=abc')).toBeNull();
    expect(codigoDeUbicacion('3.corto')).toBeNull();
  });
});

describe('cuerpoRecurrencia con valores incompletos', () => {
  it('los campos que el formulario todavía no mostró cuentan como vacíos', () => {
    expect(cuerpoRecurrencia({ frecuencia: 'semanal', cada: 1, desde: dayjs('2026-12-01') })).toEqual({
      frecuencia: 'semanal',
      cada: 1,
      horas: [],
      dias_semana: [],
      desde: '2026-12-01',
      hasta: null,
    });
  });
});
