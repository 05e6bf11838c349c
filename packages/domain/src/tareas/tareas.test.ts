import { describe, expect, it } from 'vitest';
import { horaLocalDe, instanteDeHoraLocal } from '../fichaje/reloj';
import { evaluarPresencia, VIGENCIA_ESCANEO_MS } from './presencia';
import { describirRecurrencia, OCURRENCIAS_MAXIMAS, ocurrencias, recurrenciaEsquema, type Recurrencia } from './recurrencia';

const t = (s: string) => instanteDeHoraLocal(s)!;
const en = (r: Recurrencia, desde: string, hasta: string) => ocurrencias(r, t(desde), t(hasta)).map(horaLocalDe);

describe('recurrencias en hora argentina', () => {
  it('diaria: todos los días a dos horas, sin corrimientos en todo el año (sin horario de verano)', () => {
    const r: Recurrencia = { frecuencia: 'diaria', cada: 1, horas: ['19:00', '07:00'], desde: '2026-01-01' };
    const anio = ocurrencias(r, t('2026-01-01 00:00:00'), t('2027-01-01 00:00:00'));
    expect(anio).toHaveLength(730);
    expect(new Set(anio.map((ms) => horaLocalDe(ms).slice(11)))).toEqual(new Set(['07:00:00', '19:00:00']));
    expect(en(r, '2026-03-01 06:00:00', '2026-03-02 08:00:00')).toEqual(['2026-03-01 07:00:00', '2026-03-01 19:00:00', '2026-03-02 07:00:00']);
  });

  it('diaria cada 3 días cuenta desde el primer día, aunque la ventana empiece después', () => {
    const r: Recurrencia = { frecuencia: 'diaria', cada: 3, horas: ['08:00'], desde: '2026-11-01' };
    expect(en(r, '2026-11-05 00:00:00', '2026-11-15 00:00:00')).toEqual(['2026-11-07 08:00:00', '2026-11-10 08:00:00', '2026-11-13 08:00:00']);
  });

  it('semanal: días de la semana elegidos, cada 2 semanas desde la semana del primer día', () => {
    // 2026-11-04 is a Wednesday: its week (from Monday 2 Nov) is the first one.
    const r: Recurrencia = { frecuencia: 'semanal', cada: 2, horas: ['06:30'], dias_semana: [1, 5], desde: '2026-11-04' };
    expect(en(r, '2026-11-01 00:00:00', '2026-11-30 00:00:00')).toEqual(['2026-11-06 06:30:00', '2026-11-16 06:30:00', '2026-11-20 06:30:00']);
  });

  it('mensual: el 31 cae el último día de los meses más cortos (febrero bisiesto o no)', () => {
    const r: Recurrencia = { frecuencia: 'mensual', cada: 1, horas: ['09:00'], dia_mes: 31, desde: '2027-12-01' };
    expect(en(r, '2027-12-01 00:00:00', '2028-05-01 00:00:00')).toEqual([
      '2027-12-31 09:00:00',
      '2028-01-31 09:00:00',
      '2028-02-29 09:00:00',
      '2028-03-31 09:00:00',
      '2028-04-30 09:00:00',
    ]);
    expect(en({ ...r, desde: '2026-12-01' }, '2027-02-01 00:00:00', '2027-03-01 00:00:00')).toEqual(['2027-02-28 09:00:00']);
  });

  it('mensual cada 3 meses cuenta desde el mes del primer día', () => {
    const r: Recurrencia = { frecuencia: 'mensual', cada: 3, horas: ['10:00'], dia_mes: 15, desde: '2026-01-20' };
    expect(en(r, '2026-01-01 00:00:00', '2026-12-31 00:00:00')).toEqual(['2026-04-15 10:00:00', '2026-07-15 10:00:00', '2026-10-15 10:00:00']);
  });

  it('cada N horas cruza la medianoche y sigue la cuenta desde la hora de inicio', () => {
    const r: Recurrencia = { frecuencia: 'horas', cada: 5, horas: ['06:00'], desde: '2026-11-24' };
    expect(en(r, '2026-11-24 20:00:00', '2026-11-25 12:00:00')).toEqual(['2026-11-24 21:00:00', '2026-11-25 02:00:00', '2026-11-25 07:00:00']);
  });

  it('respeta el último día y la ventana pedida; la misma entrada da siempre los mismos instantes', () => {
    const r: Recurrencia = { frecuencia: 'diaria', cada: 1, horas: ['08:00'], desde: '2026-11-01', hasta: '2026-11-03' };
    expect(en(r, '2026-10-01 00:00:00', '2026-12-01 00:00:00')).toEqual(['2026-11-01 08:00:00', '2026-11-02 08:00:00', '2026-11-03 08:00:00']);
    // The window is half-open: an occurrence at its end belongs to the next window.
    expect(en(r, '2026-11-02 08:00:00', '2026-11-03 08:00:00')).toEqual(['2026-11-02 08:00:00']);
    expect(ocurrencias(r, t('2026-11-01 00:00:00'), t('2026-11-05 00:00:00'))).toEqual(ocurrencias(r, t('2026-11-01 00:00:00'), t('2026-11-05 00:00:00')));
  });

  it('nunca devuelve más de OCURRENCIAS_MAXIMAS', () => {
    const r: Recurrencia = { frecuencia: 'horas', cada: 1, horas: ['00:00'], desde: '2020-01-01' };
    expect(ocurrencias(r, t('2020-01-01 00:00:00'), t('2030-01-01 00:00:00'))).toHaveLength(OCURRENCIAS_MAXIMAS);
  });

  it('se describe en castellano', () => {
    expect(describirRecurrencia({ frecuencia: 'diaria', cada: 1, horas: ['07:00', '19:00'], desde: '2026-01-01' })).toBe('Todos los días a las 07:00 y 19:00');
    expect(describirRecurrencia({ frecuencia: 'semanal', cada: 1, horas: ['07:00'], dias_semana: [5, 1, 3], desde: '2026-01-01' })).toBe(
      'Lunes, miércoles y viernes a las 07:00',
    );
    expect(describirRecurrencia({ frecuencia: 'mensual', cada: 1, horas: ['09:00'], dia_mes: 31, desde: '2026-01-01', hasta: '2026-12-31' })).toBe(
      'El día 31 (o el último del mes) de cada mes a las 09:00, hasta el 31/12/2026',
    );
    expect(describirRecurrencia({ frecuencia: 'horas', cada: 4, horas: ['06:00'], desde: '2026-01-01' })).toBe('Cada 4 horas desde las 06:00');
  });
});

describe('recurrencias inválidas', () => {
  const base = { frecuencia: 'diaria', cada: 1, horas: ['08:00'], desde: '2026-11-01' };
  it.each([
    [{ ...base, frecuencia: 'anual' }, 'Elija la frecuencia'],
    [{ ...base, cada: 0 }, 'Se repite cada 1 o más.'],
    [{ ...base, cada: 1.5 }, 'un número entero'],
    [{ ...base, horas: [] }, 'Indique al menos una hora.'],
    [{ ...base, horas: ['24:00'] }, 'Use horas HH:mm'],
    [{ ...base, horas: ['08:00', '08:00'] }, 'Hay horas repetidas.'],
    [{ ...base, frecuencia: 'semanal' }, 'Elija al menos un día de la semana.'],
    [{ ...base, frecuencia: 'semanal', dias_semana: [8] }, 'de 1 (lunes) a 7 (domingo)'],
    [{ ...base, frecuencia: 'mensual' }, 'Indique el día del mes.'],
    [{ ...base, frecuencia: 'mensual', dia_mes: 32 }, 'El día del mes va de 1 a 31.'],
    [{ ...base, frecuencia: 'horas', cada: 25 }, 'Cada tantas horas: de 1 a 24.'],
    [{ ...base, frecuencia: 'horas', horas: ['06:00', '18:00'] }, 'una sola hora de inicio'],
    [{ ...base, desde: '2026-02-30' }, 'Indique desde qué día'],
    [{ ...base, hasta: '2026-10-01' }, 'El último día es anterior al primero.'],
  ])('%j → %s', (entrada, mensaje) => {
    const r = recurrenciaEsquema.safeParse(entrada);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message).join(' | ')).toContain(mensaje);
  });
  it('una recurrencia válida pasa', () => {
    expect(recurrenciaEsquema.safeParse({ ...base, frecuencia: 'semanal', dias_semana: [1, 2, 3, 4, 5], hasta: null }).success).toBe(true);
  });
});

describe('prueba de presencia', () => {
  const exige = { escanear_al_iniciar: true, escanear_al_finalizar: true };
  const ahora = t('2026-11-25 10:00:00');
  const escaneo = (ubicacion_id: number, usuario_id: number, haceMs: number) => ({ ubicacion_id, usuario_id, ms: ahora - haceMs });

  it('sin exigencia del tipo no hace falta escanear', () => {
    expect(evaluarPresencia({ escanear_al_iniciar: false, escanear_al_finalizar: false }, 'finalizar', 7, 1, [], ahora)).toEqual({
      permitido: true,
      escaneo: null,
    });
    expect(evaluarPresencia({ escanear_al_iniciar: true, escanear_al_finalizar: false }, 'finalizar', 7, 1, [], ahora).permitido).toBe(true);
  });
  it('exige un escaneo reciente del lugar de la tarea, por la misma persona', () => {
    const propio = escaneo(7, 1, 60_000);
    expect(evaluarPresencia(exige, 'finalizar', 7, 1, [escaneo(8, 1, 0), propio, escaneo(7, 2, 0)], ahora)).toEqual({ permitido: true, escaneo: propio });
    const r = evaluarPresencia(exige, 'finalizar', 7, 1, [escaneo(8, 1, 0), escaneo(7, 2, 0)], ahora);
    expect(r).toEqual({ permitido: false, mensaje: 'Para finalizar esta tarea escanee el código QR de la ubicación (vale 15 minutos).' });
  });
  it('el escaneo vale 15 minutos exactos y no desde el futuro', () => {
    expect(evaluarPresencia(exige, 'iniciar', 7, 1, [escaneo(7, 1, VIGENCIA_ESCANEO_MS)], ahora).permitido).toBe(true);
    expect(evaluarPresencia(exige, 'iniciar', 7, 1, [escaneo(7, 1, VIGENCIA_ESCANEO_MS + 1)], ahora).permitido).toBe(false);
    expect(evaluarPresencia(exige, 'iniciar', 7, 1, [escaneo(7, 1, -1000)], ahora).permitido).toBe(false);
  });
  it('un escaneo prueba una sola tarea: el que ya probó otra no cuenta, el de la misma tarea sí', () => {
    const usado = { ...escaneo(7, 1, 60_000), tarea_id: 30 };
    expect(evaluarPresencia(exige, 'finalizar', 7, 1, [usado], ahora, 30)).toEqual({ permitido: true, escaneo: usado });
    expect(evaluarPresencia(exige, 'iniciar', 7, 1, [usado], ahora, 31)).toEqual({
      permitido: false,
      mensaje: 'Su último escaneo ya probó otra tarea: para iniciar esta, escanee otra vez el código QR de la ubicación.',
    });
    const libre = escaneo(7, 1, 120_000);
    expect(evaluarPresencia(exige, 'iniciar', 7, 1, [usado, libre], ahora, 31)).toEqual({ permitido: true, escaneo: libre });
  });
  it('una tarea sin ubicación no puede cumplir la exigencia', () => {
    const r = evaluarPresencia(exige, 'iniciar', null, 1, [escaneo(7, 1, 0)], ahora);
    expect(r.permitido).toBe(false);
    expect(!r.permitido && r.mensaje).toMatch(/no tiene ubicación/);
  });
});
