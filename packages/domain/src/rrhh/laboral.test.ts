import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bajaNoAnteriorAAlta, empleoAbierto, solapaConAbierto } from './laboral';

describe('bajaNoAnteriorAAlta', () => {
  it('sin baja, o con baja igual o posterior al alta, está bien', () => {
    expect(bajaNoAnteriorAAlta('2026-03-01', null)).toBe(true);
    expect(bajaNoAnteriorAAlta('2026-03-01', '')).toBe(true);
    expect(bajaNoAnteriorAAlta('2026-03-01', undefined)).toBe(true);
    expect(bajaNoAnteriorAAlta('2026-03-01', '2026-03-01')).toBe(true);
    expect(bajaNoAnteriorAAlta('2026-03-01', '2027-01-10')).toBe(true);
  });

  it('una baja anterior al alta no', () => {
    expect(bajaNoAnteriorAAlta('2026-03-01', '2026-02-28')).toBe(false);
    expect(bajaNoAnteriorAAlta('2026-03-01', '2025-12-31')).toBe(false);
  });

  it('una fecha mal escrita no la juzga esta regla (la marca su propio campo)', () => {
    expect(bajaNoAnteriorAAlta('', '2026-01-01')).toBe(true);
    expect(bajaNoAnteriorAAlta('2026-03-01', '01/02/2026')).toBe(true);
  });
});

describe('un solo empleo abierto a la vez', () => {
  const cerrado = { id: 1, fecha_alta: '2020-01-01', fecha_baja: '2022-12-31' };
  const abierto = { id: 2, fecha_alta: '2023-01-01', fecha_baja: null };
  const eliminado = { id: 3, fecha_alta: '2024-01-01', fecha_baja: null, deleted_at: '2024-02-01 10:00:00' };

  it('empleoAbierto: sin fecha de baja', () => {
    expect(empleoAbierto(abierto)).toBe(true);
    expect(empleoAbierto({ fecha_baja: '' })).toBe(true);
    expect(empleoAbierto(cerrado)).toBe(false);
  });

  it('un registro nuevo abierto choca con el abierto existente', () => {
    expect(solapaConAbierto([cerrado, abierto], { fecha_baja: null })).toBe(abierto);
    expect(solapaConAbierto([cerrado, abierto], { id: null })).toBe(abierto);
  });

  it('un registro nuevo cerrado no choca', () => {
    expect(solapaConAbierto([cerrado, abierto], { fecha_baja: '2019-12-31' })).toBeNull();
  });

  it('editar el propio registro abierto está bien; editar uno cerrado para abrirlo choca', () => {
    expect(solapaConAbierto([cerrado, abierto], { id: 2, fecha_baja: null })).toBeNull();
    expect(solapaConAbierto([cerrado, abierto], { id: 1, fecha_baja: null })).toBe(abierto);
  });

  it('los registros eliminados no cuentan', () => {
    expect(solapaConAbierto([cerrado, eliminado], { fecha_baja: null })).toBeNull();
    expect(solapaConAbierto([], { fecha_baja: null })).toBeNull();
  });

  it('propiedad: hay conflicto si y solo si queda otro registro vivo y abierto', () => {
    const registro = fc.record({ abierto: fc.boolean(), eliminado: fc.boolean() });
    fc.assert(
      fc.property(fc.array(registro, { maxLength: 8 }), fc.option(fc.nat({ max: 9 }), { nil: undefined }), fc.boolean(), (rs, idNuevo, nuevoAbierto) => {
        const registros = rs.map((r, i) => ({
          id: i,
          fecha_alta: '2020-01-01',
          fecha_baja: r.abierto ? null : '2021-01-01',
          deleted_at: r.eliminado ? '2022-01-01 00:00:00' : null,
        }));
        const conflicto = solapaConAbierto(registros, { id: idNuevo, fecha_baja: nuevoAbierto ? null : '2021-06-30' });
        const otrosAbiertos = registros.filter((r) => !r.deleted_at && !r.fecha_baja && r.id !== idNuevo);
        if (nuevoAbierto && otrosAbiertos.length > 0) expect(otrosAbiertos).toContain(conflicto);
        else expect(conflicto).toBeNull();
      }),
    );
  });
});
