import { describe, expect, it } from 'vitest';
import { configuracionAprobacionBody, presupuestoBody, solicitudBody } from './esquemas';

const mensajes = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const solicitud = { sector_id: 3, titulo: 'Monitor', motivo: 'El actual no enciende' };
const cotizacion = { proveedor_id: 5, fecha: '2026-12-01', valido_hasta: '2026-12-15', moneda: 'ARS', total: '1500.00' };

describe('el importe que se tipea, con una respuesta en español', () => {
  const estimado = (v: unknown) => mensajes(solicitudBody.safeParse({ ...solicitud, estimado: v }));

  it('acepta un número o un texto con punto decimal y entrega el texto canónico', () => {
    expect(solicitudBody.parse({ ...solicitud, estimado: 1234.5 }).estimado).toBe('1234.50');
    expect(solicitudBody.parse({ ...solicitud, estimado: '1.5' }).estimado).toBe('1.50');
    expect(solicitudBody.parse({ ...solicitud, estimado: '1.500' }).estimado).toBe('1.50');
    expect(solicitudBody.parse(solicitud).estimado).toBeNull();
  });

  it('rechaza un negativo', () => {
    expect(estimado(-1)).toEqual(['estimado: El importe no puede ser negativo']);
    expect(estimado('-0.01')).toEqual(['estimado: El importe no puede ser negativo']);
  });

  it('rechaza 1e309 (JSON lo lee como Infinity) y lo que no cabe', () => {
    const fuera = ['estimado: El importe no puede superar $\u00a0999.999.999.999,99'];
    expect(estimado(JSON.parse('1e309'))).toEqual(fuera);
    expect(estimado(1e12)).toEqual(fuera);
    expect(estimado('1e309')).toEqual(['estimado: Ingrese un importe válido, con punto decimal (por ejemplo 1234.50)']);
  });

  it('«1,5» no es «1.5»: pide el punto decimal', () => {
    expect(estimado('1,5')).toEqual(['estimado: Ingrese un importe válido, con punto decimal (por ejemplo 1234.50)']);
    expect(estimado('1.234,50')).toEqual(['estimado: Ingrese un importe válido, con punto decimal (por ejemplo 1234.50)']);
  });

  it('más de dos decimales no se redondea: se rechaza', () => {
    expect(estimado('1.505')).toEqual(['estimado: El importe admite hasta dos decimales']);
    expect(estimado(0.125)).toEqual(['estimado: El importe admite hasta dos decimales']);
  });
});

describe('la solicitud', () => {
  it('una línea es un producto del catálogo o un artículo descripto', () => {
    const r = solicitudBody.parse({
      ...solicitud,
      lineas: [
        { producto_id: 8, cantidad: 2 },
        { descripcion: 'Cable HDMI', cantidad: 1.5, unidad: 'm' },
      ],
    });
    expect(r.lineas).toEqual([
      { producto_id: 8, descripcion: null, cantidad: 2, unidad: 'unidad' },
      { producto_id: null, descripcion: 'Cable HDMI', cantidad: 1.5, unidad: 'm' },
    ]);
    expect(mensajes(solicitudBody.safeParse({ ...solicitud, lineas: [{ cantidad: 1 }] }))).toEqual([
      'lineas.0.descripcion: Elija un producto del catálogo o describa el artículo.',
    ]);
    expect(mensajes(solicitudBody.safeParse({ ...solicitud, lineas: [{ producto_id: 8, cantidad: 0 }] }))).toEqual([
      'lineas.0.cantidad: La cantidad debe ser mayor que cero.',
    ]);
  });

  it('pide qué y para qué', () => {
    expect(mensajes(solicitudBody.safeParse({ sector_id: 3, titulo: ' ', motivo: '' }))).toEqual([
      'titulo: Indique qué necesita.',
      'motivo: Indique para qué lo necesita.',
    ]);
  });
});

describe('el presupuesto de un proveedor', () => {
  it('en pesos no guarda cotización', () => {
    const r = presupuestoBody.parse({ ...cotizacion, cotizacion: '1000', fecha_cotizacion: '2026-12-01' });
    expect(r).toMatchObject({ moneda: 'ARS', cotizacion: null, fecha_cotizacion: null, total: '1500.00', precios: [] });
  });

  it('en dólares pide la cotización usada y su fecha', () => {
    expect(mensajes(presupuestoBody.safeParse({ ...cotizacion, moneda: 'USD' }))).toEqual([
      'cotizacion: Indique la cotización del dólar usada (pesos por dólar).',
      'fecha_cotizacion: Indique la fecha de la cotización del dólar.',
    ]);
    expect(presupuestoBody.parse({ ...cotizacion, moneda: 'USD', cotizacion: 1050.5, fecha_cotizacion: '2026-12-01' }).cotizacion).toBe('1050.50');
    expect(mensajes(presupuestoBody.safeParse({ ...cotizacion, moneda: 'EUR' }))).toEqual(['moneda: La moneda es ARS o USD.']);
  });

  it('la validez no es anterior a la fecha; los precios por línea son importes exactos', () => {
    expect(mensajes(presupuestoBody.safeParse({ ...cotizacion, valido_hasta: '2026-11-30' }))).toEqual([
      'valido_hasta: La validez no puede ser anterior a la fecha del presupuesto.',
    ]);
    expect(mensajes(presupuestoBody.safeParse({ ...cotizacion, precios: [{ linea_id: 1, precio_unitario: '10.001' }] }))).toEqual([
      'precios.0.precio_unitario: El importe admite hasta dos decimales',
    ]);
  });
});

describe('la configuración de la aprobación', () => {
  it('un umbral por sector', () => {
    const r = configuracionAprobacionBody.safeParse({
      umbral_global: 500000,
      rol_segunda: 'Gerencia',
      umbrales: [
        { sector_id: 1, importe: 1 },
        { sector_id: 1, importe: 2 },
      ],
    });
    expect(mensajes(r)).toEqual(['umbrales.1.sector_id: El sector ya tiene su umbral.']);
  });
});
