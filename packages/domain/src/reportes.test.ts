import { describe, expect, it } from 'vitest';
import { archivoDeReporte } from './reportes';

describe('archivoDeReporte', () => {
  it('Reporte-<Nombre>-DD-MM-YYYY.xlsx, el nombre sin acentos ni espacios', () => {
    expect(archivoDeReporte('Tareas', '2026-12-02')).toBe('Reporte-Tareas-02-12-2026.xlsx');
    expect(archivoDeReporte('Artículos de librería', '2026-01-31')).toBe('Reporte-Articulos-de-libreria-31-01-2026.xlsx');
    expect(archivoDeReporte('Sala-maternal', '2026-11-25T00:00:00Z')).toBe('Reporte-Sala-maternal-25-11-2026.xlsx');
  });
});
