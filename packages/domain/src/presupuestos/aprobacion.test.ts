import { describe, expect, it } from 'vitest';
import { mismaPersona, pasoDeAprobacion, quedaAprobada, requiereSegunda, umbralDe, type EstadoAprobacion } from './aprobacion';

describe('el umbral que corresponde', () => {
  const umbrales = [
    { sector_id: null, importe: '500000.00' },
    { sector_id: 7, importe: '2000000.00' },
  ];

  it('el del sector gana al global; sin el del sector, el global', () => {
    expect(umbralDe(umbrales, 7)).toBe('2000000.00');
    expect(umbralDe(umbrales, 8)).toBe('500000.00');
  });

  it('sin ninguno configurado no hay umbral (y todo pide las dos aprobaciones)', () => {
    expect(umbralDe([{ sector_id: 7, importe: '1.00' }], 8)).toBeNull();
    expect(requiereSegunda('0.01', null)).toBe(true);
  });
});

describe('la segunda aprobación', () => {
  it('un importe igual al umbral está dentro de él; un centavo más lo supera', () => {
    expect(requiereSegunda('500000.00', '500000.00')).toBe(false);
    expect(requiereSegunda('500000', 500000)).toBe(false);
    expect(requiereSegunda('500000.01', '500000.00')).toBe(true);
    expect(requiereSegunda('499999.99', '500000.00')).toBe(false);
  });

  it('hasta el umbral la primera aprobación la cierra; arriba hace falta otra', () => {
    const enElUmbral: EstadoAprobacion = { importe: '500000.00', umbral: '500000.00', primera: null };
    expect(pasoDeAprobacion(enElUmbral)).toBe('primera');
    expect(quedaAprobada(enElUmbral)).toBe(true);

    const arriba: EstadoAprobacion = { importe: '500000.01', umbral: '500000.00', primera: null };
    expect(quedaAprobada(arriba)).toBe(false);
    const conPrimera = { ...arriba, primera: { usuario_id: 3 } };
    expect(pasoDeAprobacion(conPrimera)).toBe('segunda');
    expect(quedaAprobada(conPrimera)).toBe(true);
  });

  it('la misma persona no da las dos', () => {
    const a: EstadoAprobacion = { importe: '900000.00', umbral: '500000.00', primera: { usuario_id: 3 } };
    expect(mismaPersona(a, 3)).toBe('Usted ya dio la primera aprobación: la segunda la da otra persona.');
    expect(mismaPersona(a, 4)).toBeNull();
    expect(mismaPersona({ ...a, primera: null }, 3)).toBeNull();
  });
});
