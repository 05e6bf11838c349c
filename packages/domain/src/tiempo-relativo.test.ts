import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cuandoParaMostrar, fechaHoraParaMostrar, tiempoRelativo, TOLERANCIA_RELOJ_MS } from './tiempo-relativo';

const AHORA = Date.parse('2026-11-21T15:00:00Z');
const MIN = 60_000;
const HORA = 60 * MIN;
const hace = (ms: number) => new Date(AHORA - ms);

describe('tiempo relativo (spec §8) en los bordes', () => {
  it('menos de una hora es "Hace instantes."', () => {
    expect(tiempoRelativo(hace(0), AHORA)).toBe('Hace instantes.');
    expect(tiempoRelativo(hace(30 * 1000), AHORA)).toBe('Hace instantes.');
    expect(tiempoRelativo(hace(59 * MIN + 59_999), AHORA)).toBe('Hace instantes.');
  });

  it('de una a dos horas es "Hace una hora."', () => {
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

  it('una fecha apenas en el futuro (relojes desfasados) es "Hace instantes."; más allá de la tolerancia, nada', () => {
    expect(tiempoRelativo(hace(-TOLERANCIA_RELOJ_MS), AHORA)).toBe('Hace instantes.');
    expect(tiempoRelativo(hace(-TOLERANCIA_RELOJ_MS - 1), AHORA)).toBeNull();
  });

  it('acepta textos ISO y milisegundos; una fecha vacía o inválida no da mensaje', () => {
    expect(tiempoRelativo('2026-11-21T12:30:00Z', AHORA)).toBe('Hace 2 horas.');
    expect(tiempoRelativo(AHORA - 3 * HORA, new Date(AHORA))).toBe('Hace 3 horas.');
    for (const v of [null, undefined, '', 'ayer', Number.NaN]) expect(tiempoRelativo(v, AHORA)).toBeNull();
  });

  it('para cualquier antigüedad el mensaje es uno de los tres de la especificación o ninguno', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * HORA, max: 60 * HORA }), (ms) => {
        const m = tiempoRelativo(hace(ms), AHORA);
        if (ms >= 24 * HORA || ms < -TOLERANCIA_RELOJ_MS) return m === null;
        const horas = Math.max(0, Math.floor(ms / HORA));
        return m === (horas === 0 ? 'Hace instantes.' : horas === 1 ? 'Hace una hora.' : `Hace ${horas} horas.`);
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
    expect(cuandoParaMostrar(roto, AHORA)).toBe('Sin fecha');
  });

  it('cuandoParaMostrar da el tiempo relativo mientras lo hay y después la fecha', () => {
    expect(cuandoParaMostrar(hace(10 * MIN), AHORA)).toBe('Hace instantes.');
    expect(cuandoParaMostrar(hace(3 * HORA), AHORA)).toBe('Hace 3 horas.');
    expect(cuandoParaMostrar(hace(24 * HORA), AHORA)).toBe('20/11/2026 12:00');
    expect(cuandoParaMostrar('basura', AHORA)).toBe('En proceso');
  });
});
