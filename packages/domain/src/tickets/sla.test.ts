import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instanteDeHoraLocal, horaLocalDe } from '../fichaje/reloj';
import {
  avisoFueraDeHorario,
  cierreAutomatico,
  esHabil,
  inicioDelReloj,
  minutosHabilesEntre,
  msCorridos,
  problemaCalendario,
  sumarMinutosHabiles,
  textoVencimiento,
  vencimiento,
  type CalendarioServicio,
} from './sla';

const h = (texto: string) => instanteDeHoraLocal(texto)!;
const local = (ms: number | null) => (ms === null ? null : horaLocalDe(ms));
const MIN = 60_000;

// Monday to Friday 08–12 and 13–17 (a lunch break); Saturday 09–13.
const partido = { desde: 8 * 60, hasta: 12 * 60 };
const tarde = { desde: 13 * 60, hasta: 17 * 60 };
const habiles: CalendarioServicio = {
  todoElDia: false,
  semana: { 1: [partido, tarde], 2: [partido, tarde], 3: [partido, tarde], 4: [partido, tarde], 5: [tarde, partido], 6: [{ desde: 540, hasta: 780 }] },
  noLaborables: new Set(['2026-03-23', '2026-03-24']),
};
const guardia: CalendarioServicio = { todoElDia: true, semana: {}, noLaborables: new Set(['2026-03-24']) };

describe('el reloj del SLA', () => {
  it('suma minutos dentro de una ventana y salta el almuerzo', () => {
    expect(local(sumarMinutosHabiles(habiles, h('2026-03-16 09:00:00'), 60))).toBe('2026-03-16 10:00:00');
    expect(local(sumarMinutosHabiles(habiles, h('2026-03-16 11:30:00'), 60))).toBe('2026-03-16 13:30:00');
  });

  it('salta la noche y el fin de semana (el sábado trabaja a la mañana)', () => {
    expect(local(sumarMinutosHabiles(habiles, h('2026-03-16 16:30:00'), 60))).toBe('2026-03-17 08:30:00');
    // Friday 16:00 + 2 h: one hour on Friday, one on Saturday morning.
    expect(local(sumarMinutosHabiles(habiles, h('2026-03-13 16:00:00'), 120))).toBe('2026-03-14 10:00:00');
    // Saturday 12:00 + 2 h: one hour on Saturday, Sunday does not work, one hour on Monday.
    expect(local(sumarMinutosHabiles(habiles, h('2026-03-14 12:00:00'), 120))).toBe('2026-03-16 09:00:00');
  });

  it('un ticket abierto un viernes a las 23:59 antes de dos feriados empieza a contar el miércoles', () => {
    const abierto = h('2026-03-20 23:59:00');
    expect(local(inicioDelReloj(habiles, abierto))).toBe('2026-03-21 09:00:00');
    const sinSabado: CalendarioServicio = { ...habiles, semana: { ...habiles.semana, 6: [] } };
    expect(local(inicioDelReloj(sinSabado, abierto))).toBe('2026-03-25 08:00:00');
    expect(local(sumarMinutosHabiles(sinSabado, abierto, 8 * 60))).toBe('2026-03-25 17:00:00');
    expect(avisoFueraDeHorario(sinSabado, abierto)).toBe(
      'El servicio está fuera de su horario de atención: el plazo empieza a contar el 25/03/2026 a las 08:00.',
    );
    expect(avisoFueraDeHorario(sinSabado, h('2026-03-25 09:00:00'))).toBeNull();
  });

  it('24/7 no se detiene ni en feriados', () => {
    expect(local(sumarMinutosHabiles(guardia, h('2026-03-23 23:30:00'), 60))).toBe('2026-03-24 00:30:00');
    expect(esHabil(guardia, h('2026-03-24 03:00:00'))).toBe(true);
    expect(minutosHabilesEntre(guardia, h('2026-03-23 00:00:00'), h('2026-03-25 00:00:00'))).toBe(2880);
  });

  it('cuenta los minutos hábiles entre dos instantes', () => {
    expect(minutosHabilesEntre(habiles, h('2026-03-16 11:00:00'), h('2026-03-16 14:00:00'))).toBe(120);
    // Friday 16:00 → Wednesday 09:00: 60 on Friday, 240 on Saturday, holidays on Monday and Tuesday, 60 on Wednesday.
    expect(minutosHabilesEntre(habiles, h('2026-03-20 16:00:00'), h('2026-03-25 09:00:00'))).toBe(360);
    expect(minutosHabilesEntre(habiles, h('2026-03-25 09:00:00'), h('2026-03-20 16:00:00'))).toBe(0);
  });

  it('las pausas corren el vencimiento por su tiempo hábil', () => {
    const abierto = h('2026-03-16 09:00:00');
    expect(local(vencimiento(habiles, abierto, 240))).toBe('2026-03-16 14:00:00');
    // Paused 10:00–11:30 (90 working minutes): the deadline moves to 15:30.
    const pausas = [{ desde: h('2026-03-16 10:00:00'), hasta: h('2026-03-16 11:30:00') }];
    expect(local(vencimiento(habiles, abierto, 240, pausas))).toBe('2026-03-16 15:30:00');
    // A pause over the lunch break only counts its working part (11:30–12:00 and 13:00–13:30).
    expect(local(vencimiento(habiles, abierto, 240, [{ desde: h('2026-03-16 11:30:00'), hasta: h('2026-03-16 13:30:00') }]))).toBe('2026-03-16 15:00:00');
    // While a pause lasts there is no deadline; a pause after the deadline does not move it.
    expect(vencimiento(habiles, abierto, 240, [{ desde: h('2026-03-16 10:00:00'), hasta: null }])).toBeNull();
    expect(local(vencimiento(habiles, abierto, 60, [{ desde: h('2026-03-16 11:00:00'), hasta: null }]))).toBe('2026-03-16 10:00:00');
    expect(msCorridos(habiles, abierto, h('2026-03-16 12:00:00'), pausas) / MIN).toBe(90);
  });

  it('dice cuánto falta o cuánto pasó, en tiempo hábil', () => {
    const vence = h('2026-03-16 15:10:00');
    expect(textoVencimiento(habiles, vence, h('2026-03-16 11:00:00'))).toBe('vence en 3 h 10 min hábiles');
    expect(textoVencimiento(habiles, vence, h('2026-03-16 13:00:00'))).toBe('vence en 2 h 10 min hábiles');
    expect(textoVencimiento(habiles, vence, h('2026-03-16 15:55:00'))).toBe('vencido hace 45 min hábiles');
    expect(textoVencimiento(habiles, vence, h('2026-03-17 09:10:00'))).toBe('vencido hace 3 h hábiles');
    expect(textoVencimiento(guardia, vence, h('2026-03-16 15:10:20'))).toBe('vencido hace menos de 1 min');
    expect(textoVencimiento(habiles, null, h('2026-03-16 15:10:20'))).toBe('reloj en pausa');
  });

  it('el cierre automático cuenta días hábiles después del día de la resolución', () => {
    // Resolved Thursday 19/03: Friday and Saturday work, Sunday does not, Monday and Tuesday are holidays, Wednesday works.
    expect(local(cierreAutomatico(habiles, h('2026-03-19 10:00:00'), 3))).toBe('2026-03-26 00:00:00');
    expect(local(cierreAutomatico(guardia, h('2026-03-19 10:00:00'), 3))).toBe('2026-03-23 00:00:00');
  });

  it('rechaza calendarios sin horarios o con horarios superpuestos', () => {
    expect(problemaCalendario({ todoElDia: false, semana: {} })).toMatch(/al menos un horario/);
    expect(problemaCalendario({ todoElDia: false, semana: { 1: [partido, { desde: 600, hasta: 900 }] } })).toMatch(/se superponen/);
    expect(problemaCalendario({ todoElDia: false, semana: { 1: [{ desde: 600, hasta: 600 }] } })).toMatch(/anterior/);
    expect(() => sumarMinutosHabiles({ todoElDia: false, semana: {}, noLaborables: new Set() }, 0, 10)).toThrow();
  });
});

describe('propiedades del reloj', () => {
  // Random calendars: each weekday gets up to two non-overlapping windows; some random holidays.
  const ventanas = fc.array(fc.integer({ min: 0, max: 48 }), { minLength: 0, maxLength: 4 }).map((xs) => {
    const cortes = [...new Set(xs.map((x) => x * 30))].sort((a, b) => a - b);
    const r: { desde: number; hasta: number }[] = [];
    for (let i = 0; i + 1 < cortes.length; i += 2) r.push({ desde: cortes[i]!, hasta: cortes[i + 1]! });
    return r;
  });
  const calendario = fc
    .record({
      todoElDia: fc.boolean(),
      dias: fc.array(ventanas, { minLength: 7, maxLength: 7 }),
      feriados: fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 8 }),
    })
    .map(({ todoElDia, dias, feriados }): CalendarioServicio => {
      const semana = Object.fromEntries(dias.map((v, i) => [i + 1, v]));
      if (!dias.some((v) => v.length)) semana[3] = [{ desde: 540, hasta: 600 }];
      const base = Date.UTC(2026, 2, 1);
      return { todoElDia, semana, noLaborables: new Set(feriados.map((d) => new Date(base + d * 86_400_000).toISOString().slice(0, 10))) };
    });
  const instante = fc.integer({ min: h('2026-03-01 00:00:00'), max: h('2026-04-30 00:00:00') });
  const minutos = fc.integer({ min: 1, max: 5000 });

  it('el vencimiento nunca cae fuera del horario de atención', () => {
    fc.assert(
      fc.property(calendario, instante, minutos, (c, t, m) => {
        const v = sumarMinutosHabiles(c, t, m);
        // The deadline is the end of a working minute: the minute just before it is working time.
        expect(esHabil(c, v - 1)).toBe(true);
        expect(v).toBeGreaterThan(t);
      }),
    );
  });

  it('sumar a y después b es sumar a + b, y los minutos entre los dos son los sumados', () => {
    fc.assert(
      fc.property(calendario, instante, minutos, minutos, (c, t, a, b) => {
        expect(sumarMinutosHabiles(c, sumarMinutosHabiles(c, t, a), b)).toBe(sumarMinutosHabiles(c, t, a + b));
        expect(minutosHabilesEntre(c, t, sumarMinutosHabiles(c, t, a))).toBe(a);
      }),
    );
  });
});
