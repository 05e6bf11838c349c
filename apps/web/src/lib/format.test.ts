import { describe, expect, it } from 'vitest';
import { cuandoFue, formatFecha, formatFechaHora, plural } from './format';

describe('formato de fechas', () => {
  it('muestra DD/MM/YYYY', () => {
    expect(formatFecha('2024-03-05T10:00:00')).toBe('05/03/2024');
    expect(formatFechaHora('2024-03-05T10:07:09')).toBe('05/03/2024 10:07:09');
  });

  it('una fecha inválida o ausente dice "En proceso"', () => {
    expect(formatFecha('no es fecha')).toBe('En proceso');
    expect(formatFecha(null)).toBe('En proceso');
  });
});

describe('plural', () => {
  it('sólo uno es singular', () => {
    expect(plural(1, 'usuario', 'usuarios')).toBe('usuario');
    for (const n of [0, 2, 21]) expect(plural(n, 'usuario', 'usuarios')).toBe('usuarios');
  });
});

describe('tiempo relativo (la regla del dominio)', () => {
  const ahora = Date.parse('2024-03-05T12:00:00Z');
  const hace = (ms: number) => new Date(ahora - ms).toISOString();
  const MIN = 60_000;
  const HORA = 60 * MIN;

  it('instantes el primer minuto, luego minutos, las horas de la especificación y después la fecha', () => {
    expect(cuandoFue(hace(59_999), ahora)).toBe('Hace instantes.');
    expect(cuandoFue(hace(MIN), ahora)).toBe('Hace 1 minuto.');
    expect(cuandoFue(hace(3 * MIN), ahora)).toBe('Hace 3 minutos.');
    expect(cuandoFue(hace(HORA), ahora)).toBe('Hace una hora.');
    expect(cuandoFue(hace(5 * HORA), ahora)).toBe('Hace 5 horas.');
    expect(cuandoFue('2024-03-01T15:00:00Z', ahora)).toBe('01/03/2024');
    expect(cuandoFue(null, ahora)).toBe('En proceso');
  });
});
