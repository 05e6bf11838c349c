import { describe, expect, it } from 'vitest';
import { cuandoFue, formatFecha, formatFechaHora, haceCuanto, plural } from './format';

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

describe('tiempo relativo', () => {
  const ahora = Date.parse('2024-03-05T12:00:00Z');
  const hace = (ms: number) => new Date(ahora - ms).toISOString();
  const MIN = 60_000;
  const HORA = 60 * MIN;

  it('«Hace instantes.» sólo durante el primer minuto', () => {
    expect(haceCuanto(hace(0), ahora)).toBe('Hace instantes.');
    expect(haceCuanto(hace(59_999), ahora)).toBe('Hace instantes.');
    expect(haceCuanto(hace(-2 * MIN), ahora)).toBe('Hace instantes.');
  });

  it('después cuenta los minutos, con el singular para uno', () => {
    expect(haceCuanto(hace(MIN), ahora)).toBe('Hace 1 minuto.');
    expect(haceCuanto(hace(2 * MIN), ahora)).toBe('Hace 2 minutos.');
    expect(haceCuanto(hace(59 * MIN + 59_999), ahora)).toBe('Hace 59 minutos.');
  });

  it('luego los mensajes de horas de la especificación', () => {
    expect(haceCuanto(hace(HORA), ahora)).toBe('Hace una hora.');
    expect(haceCuanto(hace(2 * HORA - 1), ahora)).toBe('Hace una hora.');
    expect(haceCuanto(hace(5 * HORA), ahora)).toBe('Hace 5 horas.');
    expect(haceCuanto(hace(24 * HORA - 1), ahora)).toBe('Hace 23 horas.');
  });

  it('desde un día, o con una fecha inválida, no hay mensaje y se muestra la fecha', () => {
    expect(haceCuanto(hace(24 * HORA), ahora)).toBe('');
    expect(haceCuanto('ayer', ahora)).toBe('');
    expect(haceCuanto(null, ahora)).toBe('');
    expect(cuandoFue('2024-03-01T15:00:00Z', ahora)).toBe('01/03/2024');
    expect(cuandoFue(hace(3 * MIN), ahora)).toBe('Hace 3 minutos.');
    expect(cuandoFue(null, ahora)).toBe('En proceso');
  });
});
