import { describe, expect, it } from 'vitest';
import { esParaLector, esVisiblePara, estadoNovedad, etiquetaAudiencia } from './audiencia';

const ahora = new Date('2026-11-21T12:00:00Z');
const antes = '2026-11-21T11:59:59Z';
const despues = '2026-11-21T12:00:01Z';

describe('estadoNovedad', () => {
  it('sin publicar es borrador, aunque tenga fecha', () => {
    expect(estadoNovedad({ publicada: false, fecha_publicacion: null }, ahora)).toBe('borrador');
    expect(estadoNovedad({ publicada: false, fecha_publicacion: antes }, ahora)).toBe('borrador');
  });
  it('publicada con fecha futura está programada; llegada la fecha, publicada', () => {
    expect(estadoNovedad({ publicada: true, fecha_publicacion: despues }, ahora)).toBe('programada');
    expect(estadoNovedad({ publicada: true, fecha_publicacion: ahora }, ahora)).toBe('publicada');
    expect(estadoNovedad({ publicada: true, fecha_publicacion: antes }, ahora)).toBe('publicada');
    expect(estadoNovedad({ publicada: true, fecha_publicacion: null }, ahora)).toBe('publicada');
  });
});

describe('esParaLector', () => {
  const lector = { sectores: [1, 2], grupos: [7] };
  it('para todos alcanza a cualquiera, también sin sectores ni grupos', () => {
    expect(esParaLector({ audiencia: 'todos', sectores: [], grupos: [] }, { sectores: [], grupos: [] })).toBe(true);
  });
  it('por sectores: alguno de los del lector', () => {
    expect(esParaLector({ audiencia: 'sectores', sectores: [3, 2], grupos: [] }, lector)).toBe(true);
    expect(esParaLector({ audiencia: 'sectores', sectores: [3], grupos: [7] }, lector)).toBe(false);
  });
  it('por grupos: alguno de los que lo alcanzan (los sectores no cuentan)', () => {
    expect(esParaLector({ audiencia: 'grupos', sectores: [], grupos: [7, 8] }, lector)).toBe(true);
    expect(esParaLector({ audiencia: 'grupos', sectores: [1], grupos: [8] }, lector)).toBe(false);
  });
});

describe('esVisiblePara', () => {
  const base = { audiencia: 'todos' as const, sectores: [], grupos: [], borrada: false, publicada: true, fecha_publicacion: antes };
  const lector = { sectores: [1], grupos: [] };
  it('publicada, con fecha llegada y para el lector: visible', () => expect(esVisiblePara(base, lector, ahora)).toBe(true));
  it('borrada, borrador o programada: no', () => {
    expect(esVisiblePara({ ...base, borrada: true }, lector, ahora)).toBe(false);
    expect(esVisiblePara({ ...base, publicada: false }, lector, ahora)).toBe(false);
    expect(esVisiblePara({ ...base, fecha_publicacion: despues }, lector, ahora)).toBe(false);
  });
  it('para otro sector: no', () => expect(esVisiblePara({ ...base, audiencia: 'sectores', sectores: [2] }, lector, ahora)).toBe(false));
});

describe('etiquetaAudiencia', () => {
  it('nombra la audiencia', () => {
    expect(etiquetaAudiencia({ audiencia: 'todos', sectores: [], grupos: [] })).toBe('Para todos');
    expect(etiquetaAudiencia({ audiencia: 'sectores', sectores: [{ nombre: 'Guardia' }, { nombre: 'Farmacia' }], grupos: [] })).toBe('Guardia, Farmacia');
    expect(etiquetaAudiencia({ audiencia: 'grupos', sectores: [{ nombre: 'Guardia' }], grupos: [{ nombre: 'Enfermería' }] })).toBe('Enfermería');
    expect(etiquetaAudiencia({ audiencia: 'grupos', sectores: [], grupos: [] })).toBe('Grupos elegidos');
  });
});
