import { describe, expect, it } from 'vitest';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { validar, valoresIniciales } from './formulario';

describe('validación de un catálogo como errores de campo', () => {
  it('un período vacío marca cada obligatorio con el mensaje del servidor', async () => {
    const c = catalogoPorClave('periodo')!;
    const r = await validar(c, valoresIniciales(c));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errores.map((e) => e.name).sort()).toEqual(['anio', 'desde', 'estado', 'hasta', 'mes']);
    expect(r.errores.every((e) => e.errors.includes('Es obligatorio'))).toBe(true);
  });

  it('las reglas entre campos señalan su campo', async () => {
    const c = catalogoPorClave('periodo')!;
    const r = await validar(c, { anio: 2025, mes: 3, desde: '2025-03-31', hasta: '2025-03-01', estado: 'abierto' });
    expect(r).toEqual({ ok: false, errores: [{ name: 'hasta', errors: ['No puede ser anterior a «Desde»'] }] });
  });

  it('un CUIT mal escrito da el mensaje del dígito verificador', async () => {
    const c = catalogoPorClave('empresa')!;
    const r = await validar(c, { nombre: 'Sanatorio Sur', cuit: '20-12345678-0' });
    expect(r.ok ? [] : r.errores).toEqual([{ name: 'cuit', errors: ['El CUIT no es válido (revise el dígito verificador)'] }]);
  });

  it('valores válidos salen normalizados para enviar', async () => {
    const c = catalogoPorClave('costo-laboral')!;
    expect(await validar(c, { categoria_id: 3, periodo_id: 9, monto: 1500.456 })).toEqual({
      ok: true,
      datos: { categoria_id: 3, periodo_id: 9, monto: '1500.46' },
    });
  });
});
