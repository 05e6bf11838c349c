import { describe, expect, it } from 'vitest';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { ApiError } from '../lib/api';
import { erroresDeZod, erroresDelServidor } from './errores';
import { validar, valoresIniciales } from './formulario';

describe('errores de zod como errores de campo', () => {
  it('agrupa por el primer tramo de la ruta, sin repetir mensajes', () => {
    expect(
      erroresDeZod([
        { path: ['nombre'], message: 'Es obligatorio' },
        { path: ['hasta'], message: 'No puede ser anterior a «Desde»' },
        { path: ['nombre'], message: 'Es obligatorio' },
        { path: ['sector_ids', 0], message: 'Elija opciones de la lista' },
        { path: [], message: 'sin campo' },
      ]),
    ).toEqual([
      { name: 'nombre', errors: ['Es obligatorio'] },
      { name: 'hasta', errors: ['No puede ser anterior a «Desde»'] },
      { name: 'sector_ids', errors: ['Elija opciones de la lista'] },
    ]);
  });

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

describe('errores que devuelve el servidor', () => {
  const cuerpo = (campos: unknown) => ({ success: false, message: 'Revise los datos', code: 400, data: { campos } });

  it('un 400 con data.campos se vuelve errores de campo', () => {
    const error = new ApiError('Revise los datos', 400, 'servidor', 4, 'Revise los datos', cuerpo([{ campo: 'nombre', mensaje: 'Ya existe' }]));
    expect(erroresDelServidor(error)).toEqual([{ name: 'nombre', errors: ['Ya existe'] }]);
  });

  it('una ruta anidada del validador marca el campo del formulario', () => {
    const error = new ApiError('Hay errores', 400, 'servidor', 4, 'Hay errores', cuerpo([{ campo: 'sector_ids.0', mensaje: 'Invalid input' }]));
    expect(erroresDelServidor(error)).toEqual([{ name: 'sector_ids', errors: ['Invalid input'] }]);
  });

  it('un 409 o un error de conexión no marca campos (ya hubo aviso)', () => {
    expect(erroresDelServidor(new ApiError('Ya existe', 409, 'servidor', 4, 'Ya existe', cuerpo([{ campo: 'nombre', mensaje: 'x' }])))).toEqual([]);
    expect(erroresDelServidor(new ApiError('Sin conexión', 0, 'conexion', 4))).toEqual([]);
    expect(erroresDelServidor(new Error('otra cosa'))).toEqual([]);
  });
});
