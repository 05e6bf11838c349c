import { describe, expect, it } from 'vitest';
import { formatFecha, formatFechaHora, haceCuanto } from './format';

describe('formato de fechas', () => {
  it('muestra DD/MM/YYYY', () => {
    expect(formatFecha('2024-03-05T10:00:00')).toBe('05/03/2024');
    expect(formatFechaHora('2024-03-05T10:07:09')).toBe('05/03/2024 10:07:09');
  });

  it('una fecha inválida o ausente dice "En proceso"', () => {
    expect(formatFecha('no es fecha')).toBe('En proceso');
    expect(formatFecha(null)).toBe('En proceso');
  });

  it('tiempo relativo de la especificación', () => {
    const ahora = new Date('2024-03-05T12:00:00');
    expect(haceCuanto('2024-03-05T11:30:00', ahora)).toBe('Hace instantes.');
    expect(haceCuanto('2024-03-05T10:45:00', ahora)).toBe('Hace una hora.');
    expect(haceCuanto('2024-03-05T07:00:00', ahora)).toBe('Hace 5 horas.');
    expect(haceCuanto('2024-03-03T07:00:00', ahora)).toBe('');
  });
});
