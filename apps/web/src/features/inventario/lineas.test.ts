import { describe, expect, it } from 'vitest';
import { erroresLinea, lineaParaEnviar, reglasLinea, type BanderasProducto } from './lineas';

const TODO: BanderasProducto = { controla_lote: true, controla_vencimiento: true, controla_serie: true };
const NADA: BanderasProducto = { controla_lote: false, controla_vencimiento: false, controla_serie: false };
const LOTE_VTO: BanderasProducto = { controla_lote: true, controla_vencimiento: true, controla_serie: false };

describe('reglas de una línea', () => {
  it('un ingreso pide todo lo que el producto controla y nada más', () => {
    expect(reglasLinea('ingreso', TODO)).toEqual({ lote: 'requerido', serie: 'requerido', vencimiento: 'requerido' });
    expect(reglasLinea('ingreso', NADA)).toEqual({ lote: 'oculto', serie: 'oculto', vencimiento: 'oculto' });
    expect(reglasLinea('ingreso', LOTE_VTO)).toEqual({ lote: 'requerido', serie: 'oculto', vencimiento: 'requerido' });
  });

  it('un egreso o un movimiento deja el lote opcional (FEFO) y no pide vencimiento', () => {
    for (const tipo of ['egreso', 'movimiento'] as const) {
      expect(reglasLinea(tipo, LOTE_VTO)).toEqual({ lote: 'opcional', serie: 'oculto', vencimiento: 'oculto' });
      expect(reglasLinea(tipo, TODO).serie).toBe('requerido');
      expect(reglasLinea(tipo, NADA)).toEqual({ lote: 'oculto', serie: 'oculto', vencimiento: 'oculto' });
    }
  });

  it('sin producto elegido no muestra nada', () => {
    expect(reglasLinea('ingreso', undefined)).toEqual({ lote: 'oculto', serie: 'oculto', vencimiento: 'oculto' });
  });
});

describe('errores de una línea', () => {
  it('producto y cantidad mayor que cero, con hasta tres decimales', () => {
    expect(erroresLinea('ingreso', NADA, {})).toEqual({ producto_id: 'Elija el producto', cantidad: 'Ingrese la cantidad' });
    expect(erroresLinea('ingreso', NADA, { producto_id: 1, cantidad: 0 }).cantidad).toBe('La cantidad debe ser mayor que cero');
    expect(erroresLinea('ingreso', NADA, { producto_id: 1, cantidad: -2 }).cantidad).toBe('La cantidad debe ser mayor que cero');
    expect(erroresLinea('ingreso', NADA, { producto_id: 1, cantidad: 1.2345 }).cantidad).toBe('Use hasta tres decimales');
    expect(erroresLinea('ingreso', NADA, { producto_id: 1, cantidad: 0.125 })).toEqual({});
    expect(erroresLinea('ingreso', NADA, { producto_id: 1, cantidad: 1.1 })).toEqual({});
  });

  it('un ingreso sin el lote o el vencimiento que el producto controla no pasa', () => {
    expect(erroresLinea('ingreso', LOTE_VTO, { producto_id: 1, cantidad: 5, lote: '  ' })).toEqual({
      lote: 'Ingrese el lote',
      fecha_vencimiento: 'Ingrese la fecha de vencimiento',
    });
    expect(erroresLinea('ingreso', LOTE_VTO, { producto_id: 1, cantidad: 5, lote: 'A1', fecha_vencimiento: '0000-01-01' }).fecha_vencimiento).toBe(
      'La fecha debe estar entre 1900 y 2100',
    );
    expect(erroresLinea('ingreso', LOTE_VTO, { producto_id: 1, cantidad: 5, lote: 'A1', fecha_vencimiento: '6000-01-01' }).fecha_vencimiento).toBe(
      'La fecha debe estar entre 1900 y 2100',
    );
    expect(erroresLinea('ingreso', LOTE_VTO, { producto_id: 1, cantidad: 5, lote: 'A1', fecha_vencimiento: '2027-03-31' })).toEqual({});
  });

  it('un egreso sin lote es válido (lo elige el servidor por vencimiento), uno con serie la pide', () => {
    expect(erroresLinea('egreso', LOTE_VTO, { producto_id: 1, cantidad: 5 })).toEqual({});
    expect(erroresLinea('movimiento', TODO, { producto_id: 1, cantidad: 1 })).toEqual({ serie: 'Ingrese la serie' });
  });
});

describe('la línea que se envía', () => {
  it('deja afuera lo que el producto no controla y el texto vacío', () => {
    expect(lineaParaEnviar('ingreso', NADA, { producto_id: 3, cantidad: 2, lote: 'viejo', fecha_vencimiento: '2027-01-01' })).toEqual({
      producto_id: 3,
      cantidad: 2,
      lote: undefined,
      serie: undefined,
      fecha_vencimiento: undefined,
    });
    expect(lineaParaEnviar('egreso', LOTE_VTO, { producto_id: 3, cantidad: 2, lote: ' ', fecha_vencimiento: '2027-01-01' })).toEqual({
      producto_id: 3,
      cantidad: 2,
      lote: undefined,
      serie: undefined,
      fecha_vencimiento: undefined,
    });
    expect(lineaParaEnviar('ingreso', LOTE_VTO, { producto_id: 3, cantidad: 2, lote: ' L-7 ', fecha_vencimiento: '2027-01-01' })).toMatchObject({
      lote: 'L-7',
      fecha_vencimiento: '2027-01-01',
    });
  });
});
