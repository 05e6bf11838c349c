import { describe, expect, it } from 'vitest';
import { egresoBody, ingresoBody, movimientoBody } from './documentos';

const linea = { producto_id: 1, cantidad: 2 };
const errores = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('cuerpo de un documento', () => {
  it('acepta un ingreso mínimo y normaliza lo vacío a null', () => {
    const r = ingresoBody.parse({ deposito_id: 1, fecha: '2026-11-24', items: [{ ...linea, lote: ' ', fecha_vencimiento: null }] });
    expect(r).toMatchObject({
      proveedor_id: null,
      comprobante: null,
      items: [{ producto_id: 1, cantidad: 2, lote: null, serie: null, fecha_vencimiento: null }],
    });
  });

  it('cantidad: mayor que cero, hasta tres decimales, con tope', () => {
    const ing = (cantidad: unknown) => ingresoBody.safeParse({ deposito_id: 1, fecha: '2026-11-24', items: [{ producto_id: 1, cantidad }] });
    expect(errores(ing(0))).toEqual(['La cantidad debe ser mayor que cero.']);
    expect(errores(ing(-1))).toEqual(['La cantidad debe ser mayor que cero.']);
    expect(errores(ing(1.0001))).toEqual(['La cantidad admite hasta tres decimales.']);
    expect(ing(1.001).success).toBe(true);
    expect(ing(0.1 + 0.2).success).toBe(true);
    expect(ing(1e12).success).toBe(false);
    expect(ing('3').success).toBe(false);
  });

  it('fechas: AAAA-MM-DD que existan, años 1900 a 2100', () => {
    const ing = (fecha: string, fecha_vencimiento?: string) => ingresoBody.safeParse({ deposito_id: 1, fecha, items: [{ ...linea, fecha_vencimiento }] });
    expect(ing('2026-11-24', '2100-12-31').success).toBe(true);
    expect(ing('1900-01-01').success).toBe(true);
    expect(errores(ing('0000-01-01'))[0]).toMatch(/AAAA-MM-DD/);
    expect(errores(ing('2026-11-24', '6000-01-01'))[0]).toMatch(/vencimiento/);
    expect(ing('2026-02-30').success).toBe(false);
    expect(ing('24/11/2026').success).toBe(false);
  });

  it('egreso: destino obligatorio, sector o paciente según el destino; destino_id es otro nombre', () => {
    const base = { deposito_id: 1, fecha: '2026-11-24', items: [linea] };
    expect(errores(egresoBody.safeParse(base))[0]).toMatch(/destino/);
    expect(errores(egresoBody.safeParse({ ...base, destino: 'sector' }))).toEqual(['Elija el sector de destino.']);
    expect(errores(egresoBody.safeParse({ ...base, destino: 'paciente' }))).toEqual(['Indique el paciente.']);
    expect(egresoBody.parse({ ...base, destino_id: 'rotura', paciente: 'x' })).toMatchObject({ destino: 'rotura', paciente: null });
  });

  it('movimiento: origen y destino distintos', () => {
    const r = movimientoBody.safeParse({ deposito_origen_id: 2, deposito_destino_id: 2, fecha: '2026-11-24', items: [linea] });
    expect(errores(r)).toEqual(['El depósito de destino debe ser distinto del de origen.']);
  });

  it('sin líneas no hay documento', () => {
    expect(errores(ingresoBody.safeParse({ deposito_id: 1, fecha: '2026-11-24', items: [] }))).toEqual(['Agregue al menos un producto.']);
  });
});
