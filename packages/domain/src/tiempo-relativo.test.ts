import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cuandoFue, fechaHoraParaMostrar, tiempoRelativo, TOLERANCIA_RELOJ_MS } from './tiempo-relativo';

const AHORA = Date.parse('2026-11-21T15:00:00Z');
const MIN = 60_000;
const HORA = 60 * MIN;
const hace = (ms: number) => new Date(AHORA - ms);

describe('tiempo relativo (spec §8 y los minutos) en los bordes', () => {
  it('«Hace instantes.» sólo durante el primer minuto', () => {
    expect(tiempoRelativo(hace(0), AHORA)).toBe('Hace instantes.');
    expect(tiempoRelativo(hace(30 * 1000), AHORA)).toBe('Hace instantes.');
    expect(tiempoRelativo(hace(MIN - 1), AHORA)).toBe('Hace instantes.');
  });

  it('después cuenta los minutos, con el singular para uno', () => {
    expect(tiempoRelativo(hace(MIN), AHORA)).toBe('Hace 1 minuto.');
    expect(tiempoRelativo(hace(2 * MIN), AHORA)).toBe('Hace 2 minutos.');
    expect(tiempoRelativo(hace(59 * MIN + 59_999), AHORA)).toBe('Hace 59 minutos.');
  });

  it('de una a dos horas es «Hace una hora.»', () => {
    expect(tiempoRelativo(hace(HORA), AHORA)).toBe('Hace una hora.');
    expect(tiempoRelativo(hace(2 * HORA - 1), AHORA)).toBe('Hace una hora.');
  });

  it('de 2 a 23 horas cuenta las horas enteras', () => {
    expect(tiempoRelativo(hace(2 * HORA), AHORA)).toBe('Hace 2 horas.');
    expect(tiempoRelativo(hace(5 * HORA + 59 * MIN), AHORA)).toBe('Hace 5 horas.');
    expect(tiempoRelativo(hace(24 * HORA - 1), AHORA)).toBe('Hace 23 horas.');
  });

  it('desde 24 horas no hay mensaje relativo', () => {
    expect(tiempoRelativo(hace(24 * HORA), AHORA)).toBeNull();
    expect(tiempoRelativo(hace(30 * 24 * HORA), AHORA)).toBeNull();
  });

  it('una fecha apenas en el futuro (relojes desfasados) es «Hace instantes.»; más allá de la tolerancia, nada', () => {
    expect(tiempoRelativo(hace(-2 * MIN), AHORA)).toBe('Hace instantes.');
    expect(tiempoRelativo(hace(-TOLERANCIA_RELOJ_MS), AHORA)).toBe('Hace instantes.');
    expect(tiempoRelativo(hace(-TOLERANCIA_RELOJ_MS - 1), AHORA)).toBeNull();
  });

  it('acepta textos ISO y milisegundos; una fecha vacía o inválida no da mensaje', () => {
    expect(tiempoRelativo('2026-11-21T12:30:00Z', AHORA)).toBe('Hace 2 horas.');
    expect(tiempoRelativo(AHORA - 3 * HORA, new Date(AHORA))).toBe('Hace 3 horas.');
    for (const v of [null, undefined, '', 'ayer', Number.NaN]) expect(tiempoRelativo(v, AHORA)).toBeNull();
  });

  it('para cualquier antigüedad el mensaje es instantes, minutos, horas o ninguno', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * HORA, max: 60 * HORA }), (ms) => {
        const m = tiempoRelativo(hace(ms), AHORA);
        if (ms >= 24 * HORA || ms < -TOLERANCIA_RELOJ_MS) return m === null;
        if (ms < MIN) return m === 'Hace instantes.';
        const minutos = Math.floor(ms / MIN);
        if (ms < HORA) return m === (minutos === 1 ? 'Hace 1 minuto.' : `Hace ${minutos} minutos.`);
        const horas = Math.floor(ms / HORA);
        return m === (horas === 1 ? 'Hace una hora.' : `Hace ${horas} horas.`);
      }),
    );
  });
});

describe('fecha para mostrar y sus respaldos (spec §8)', () => {
  it('muestra DD/MM/YYYY HH:mm en hora de Buenos Aires', () => {
    expect(fechaHoraParaMostrar('2026-11-21T13:05:09Z')).toBe('21/11/2026 10:05');
    expect(fechaHoraParaMostrar(new Date('2026-01-01T02:30:00Z'))).toBe('31/12/2025 23:30');
  });

  it('"En proceso" para una fecha vacía o inválida', () => {
    for (const v of [null, undefined, '', 'no es fecha', Number.NaN]) expect(fechaHoraParaMostrar(v)).toBe('En proceso');
  });

  it('"Sin fecha" cuando el valor ni siquiera se puede leer', () => {
    const roto = {
      valueOf: () => {
        throw new Error('roto');
      },
      toString: () => {
        throw new Error('roto');
      },
    } as unknown as Date;
    expect(fechaHoraParaMostrar(roto)).toBe('Sin fecha');
    expect(cuandoFue(roto, AHORA)).toBe('Sin fecha');
  });

  it('cuandoFue da el tiempo relativo mientras lo hay y después la fecha DD/MM/YYYY', () => {
    expect(cuandoFue(hace(10 * MIN), AHORA)).toBe('Hace 10 minutos.');
    expect(cuandoFue(hace(3 * HORA), AHORA)).toBe('Hace 3 horas.');
    expect(cuandoFue(hace(24 * HORA), AHORA)).toBe('20/11/2026');
    expect(cuandoFue('2024-03-01T15:00:00Z', AHORA)).toBe('01/03/2024');
    expect(cuandoFue('basura', AHORA)).toBe('En proceso');
    expect(cuandoFue(null, AHORA)).toBe('En proceso');
  });
});
