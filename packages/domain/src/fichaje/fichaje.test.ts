import { describe, expect, it } from 'vitest';
import { distanciaM, evaluarUbicacion } from './ubicacion';
import { emparejar, jornadas, tipoSiguiente, type Horario, type Marca } from './jornada';
import { diaDeSemana, diaLocal, horaDeclarada, instanteDeHoraLocal } from './reloj';
import { evaluarVeda, mensajeVeda } from './veda';
import { mensajeBloqueoPin } from './pin';

const t = (s: string) => instanteDeHoraLocal(s)!;
const m = (s: string, tipo: Marca['tipo']): Marca => ({ ms: t(s), tipo });

describe('hora local de Argentina (UTC−3 todo el año)', () => {
  it('lee la fecha del fichaje y rechaza lo mal formado o inexistente', () => {
    expect(new Date(t('2026-11-24 08:00:00')).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(instanteDeHoraLocal('2026-02-31 08:00:00')).toBeNull();
    expect(instanteDeHoraLocal('2026-11-24T08:00:00')).toBeNull();
    expect(instanteDeHoraLocal('2026-11-24 24:00:00')).toBeNull();
    expect(diaLocal(t('2026-11-24 23:59:59'))).toBe('2026-11-24');
    expect(diaDeSemana('2026-11-23')).toBe(1);
    expect(diaDeSemana('2026-11-29')).toBe(7);
  });
  it('el servidor guarda la hora declarada al lado y marca la que se aleja más de 5 minutos', () => {
    const servidor = t('2026-11-24 08:00:00');
    expect(horaDeclarada('2026-11-24 08:04:59', servidor).desfasada).toBe(false);
    expect(horaDeclarada('2026-11-24 08:05:01', servidor).desfasada).toBe(true);
    expect(horaDeclarada('cualquier cosa', servidor)).toEqual({ declaradaMs: null, desfasada: true });
  });
});

describe('veda de cambio de persona en un dispositivo (2 minutos)', () => {
  const ahora = t('2026-11-24 08:00:00');
  it('otra persona queda vedada 2 minutos: a 1:59 se rechaza, a 2:00 se admite', () => {
    const primero = evaluarVeda({ usuarioId: 1, vedadoHasta: null }, 2, ahora);
    expect(primero).toMatchObject({ permitido: false, esperaMs: 120_000 });
    expect(evaluarVeda(primero.registro, 2, ahora + 119_000)).toMatchObject({ permitido: false, esperaMs: 1_000 });
    expect(evaluarVeda(primero.registro, 2, ahora + 120_000)).toEqual({ permitido: true, registro: { usuarioId: 2, vedadoHasta: null } });
  });
  it('la misma persona o un dispositivo nuevo no esperan; volver a cambiar reinicia la veda', () => {
    expect(evaluarVeda(null, 1, ahora).permitido).toBe(true);
    expect(evaluarVeda({ usuarioId: 1, vedadoHasta: null }, 1, ahora).permitido).toBe(true);
    // Once 2 got in, 1 is somebody else: the ban starts again for 1.
    const vedado = evaluarVeda({ usuarioId: 1, vedadoHasta: null }, 2, ahora).registro;
    const entro = evaluarVeda(vedado, 2, ahora + 120_000).registro;
    expect(evaluarVeda(entro, 1, ahora + 200_000)).toMatchObject({ permitido: false, esperaMs: 120_000 });
  });
  it('el intento rechazado de otra persona no veda a quien fichó último, ni cambia de quién es el dispositivo', () => {
    const rechazado = evaluarVeda({ usuarioId: 1, vedadoHasta: null }, 2, ahora);
    expect(rechazado.registro).toEqual({ usuarioId: 1, vedadoHasta: ahora + 120_000 });
    expect(evaluarVeda(rechazado.registro, 1, ahora + 1_000)).toEqual({ permitido: true, registro: rechazado.registro });
  });
  it('una veda vencida hace más de 2 minutos vuelve a empezar', () => {
    const vieja = { usuarioId: 1, vedadoHasta: ahora - 120_000 };
    expect(evaluarVeda(vieja, 2, ahora)).toMatchObject({ permitido: false, esperaMs: 120_000 });
    expect(evaluarVeda(vieja, 2, ahora - 1)).toMatchObject({ permitido: true });
  });
  it('dice cuánto esperar', () => {
    expect(mensajeVeda(90_000)).toContain('1 min 30 s');
    expect(mensajeVeda(120_000)).toContain('2 min');
    expect(mensajeVeda(1_001)).toContain('2 s');
  });
});

describe('pares de entrada y salida', () => {
  it('el tipo que sigue: salida si hay una entrada abierta de menos de 16 h', () => {
    const entrada = m('2026-11-24 22:00:00', 'entrada');
    expect(tipoSiguiente(null, entrada.ms)).toBe('entrada');
    expect(tipoSiguiente(entrada, t('2026-11-25 06:00:00'))).toBe('salida');
    expect(tipoSiguiente(entrada, t('2026-11-25 14:00:00'))).toBe('entrada');
  });
  it('empareja a través de la medianoche y marca las faltantes', () => {
    const pares = emparejar([
      { ...m('2026-11-25 06:02:00', 'salida'), id: 2 },
      { ...m('2026-11-24 21:58:00', 'entrada'), id: 1 },
      { ...m('2026-11-25 12:00:00', 'salida'), id: 3 },
      { ...m('2026-11-26 08:00:00', 'entrada'), id: 4 },
    ]);
    // Each pair names the punches behind it, so a screen can annul one of them.
    expect(pares).toEqual([
      { entrada: t('2026-11-24 21:58:00'), salida: t('2026-11-25 06:02:00'), minutos: 484, entradaId: 1, salidaId: 2 },
      { entrada: null, salida: t('2026-11-25 12:00:00'), minutos: 0, entradaId: null, salidaId: 3 },
      { entrada: t('2026-11-26 08:00:00'), salida: null, minutos: 0, entradaId: 4, salidaId: null },
    ]);
  });
});

describe('jornadas contra el horario', () => {
  // Monday to Friday 08:00–16:00 with 10 minutes of tolerance; Saturday night 22:00–06:00.
  const horario: Horario = {
    toleranciaMin: 10,
    turnos: {
      1: { entrada: '08:00', salida: '16:00' },
      2: { entrada: '08:00', salida: '16:00' },
      3: { entrada: '08:00', salida: '16:00' },
      6: { entrada: '22:00', salida: '06:00' },
    },
  };
  it('llegada tarde sólo pasada la tolerancia, contada desde el inicio del turno', () => {
    const [lunes, martes] = jornadas(
      [m('2026-11-23 08:10:00', 'entrada'), m('2026-11-23 16:00:00', 'salida'), m('2026-11-24 08:11:00', 'entrada'), m('2026-11-24 16:00:00', 'salida')],
      horario,
      '2026-11-23',
      '2026-11-24',
    );
    expect(lunes).toMatchObject({ tardeMin: 0, minutos: 470, ausente: false, faltantes: 0 });
    expect(martes).toMatchObject({ tardeMin: 11, minutos: 469 });
  });
  it('el turno noche cuenta en el día que empieza, aunque la entrada sea pasada la medianoche', () => {
    const dias = jornadas([m('2026-11-29 00:15:00', 'entrada'), m('2026-11-29 06:00:00', 'salida')], horario, '2026-11-28', '2026-11-29');
    expect(dias[0]).toMatchObject({ dia: '2026-11-28', minutos: 345, tardeMin: 135 });
    expect(dias[1]!.pares).toEqual([]);
  });
  it('ausencia en un día con turno ya terminado, salvo licencia; el domingo sin turno no es ausencia', () => {
    const dias = jornadas([], horario, '2026-11-23', '2026-11-29', new Set(['2026-11-24']), t('2026-11-25 12:00:00'));
    expect(dias.map((j) => j.ausente)).toEqual([true, false, false, false, false, false, false]);
    expect(dias[1]!.licencia).toBe(true);
  });
  it('una marca sin turno va al día calendario, y la salida olvidada queda como faltante', () => {
    const [, martes] = jornadas([m('2026-11-24 09:00:00', 'entrada')], null, '2026-11-23', '2026-11-24');
    expect(martes).toMatchObject({ faltantes: 1, minutos: 0, ausente: false, turno: null });
  });
});

describe('política de ubicación', () => {
  const zona = { lat: -31.6333, lng: -60.7, radioM: 200, nombre: 'Guardia' };
  // About 0.001° of latitude is 111 m.
  const a = (metros: number, precision?: number) => ({ lat: zona.lat + metros / 111_195, lng: zona.lng, precision });

  it('sin exigencia, cualquier fichaje vale, con o sin posición', () => {
    expect(evaluarUbicacion(false, zona, null)).toEqual({ permitido: true });
    expect(evaluarUbicacion(false, zona, a(5000))).toEqual({ permitido: true });
  });
  it('con exigencia, sin posición se rechaza con un mensaje', () => {
    const r = evaluarUbicacion(true, zona, null);
    expect(r.permitido).toBe(false);
    expect(!r.permitido && r.mensaje).toMatch(/permita el acceso a la ubicación/);
  });
  it('con exigencia y un kiosco sin lugar, basta con enviar la posición', () => {
    expect(evaluarUbicacion(true, null, a(5000))).toEqual({ permitido: true });
  });
  it('dentro del radio vale; fuera se rechaza diciendo a cuántos metros', () => {
    expect(evaluarUbicacion(true, zona, a(199))).toEqual({ permitido: true });
    const lejos = evaluarUbicacion(true, zona, a(260));
    expect(lejos).toEqual({ permitido: false, mensaje: 'Está a 260 m del kiosco «Guardia» (se admiten 200 m): fiche desde el lugar de trabajo.' });
  });
  it('la precisión del teléfono estira el radio hasta 150 m, no más', () => {
    expect(evaluarUbicacion(true, zona, a(260, 70))).toEqual({ permitido: true });
    expect(evaluarUbicacion(true, zona, a(349, 5000))).toEqual({ permitido: true });
    expect(evaluarUbicacion(true, zona, a(351, 5000)).permitido).toBe(false);
  });
  it('la distancia es la del círculo máximo', () => {
    expect(Math.round(distanciaM({ lat: -34.6037, lng: -58.3816 }, { lat: -31.4201, lng: -64.1888 }))).toBeGreaterThan(640_000);
    expect(Math.round(distanciaM({ lat: -34.6037, lng: -58.3816 }, { lat: -31.4201, lng: -64.1888 }))).toBeLessThan(650_000);
  });
});

describe('bloqueo del PIN del kiosco', () => {
  it('dice cuántos minutos faltan, redondeando hacia arriba, y ofrece el teléfono', () => {
    expect(mensajeBloqueoPin(15 * 60_000)).toMatch(/en 15 minutos o fiche con su teléfono\.$/);
    expect(mensajeBloqueoPin(60_001)).toContain('en 2 minutos');
    expect(mensajeBloqueoPin(59_000)).toContain('en 1 minuto o');
    expect(mensajeBloqueoPin(0)).toContain('en 1 minuto o');
    expect(mensajeBloqueoPin(60_000)).not.toMatch(/kiosco/i);
  });
});
