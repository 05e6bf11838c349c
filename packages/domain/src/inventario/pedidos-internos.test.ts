import { describe, expect, it } from 'vitest';
import {
  ESTADOS_PEDIDO_INTERNO,
  FLUJO_PEDIDO_INTERNO,
  esEstadoFinal,
  motivoTransicion,
  pedidoInternoBody,
  prepararBody,
  proponerLinea,
  puedePasar,
  type EstadoPedidoInterno,
} from './pedidos-internos';

const HOY = '2026-11-24';

describe('máquina de estados del pedido interno', () => {
  it('sigue borrador → enviado → preparado → recibido, sin saltos', () => {
    expect(puedePasar('borrador', 'enviado')).toBe(true);
    expect(puedePasar('enviado', 'preparado')).toBe(true);
    expect(puedePasar('preparado', 'recibido')).toBe(true);
    expect(puedePasar('borrador', 'preparado')).toBe(false);
    expect(puedePasar('borrador', 'recibido')).toBe(false);
    expect(puedePasar('enviado', 'recibido')).toBe(false);
  });

  it('se rechaza enviado o preparado, nunca un borrador', () => {
    expect(puedePasar('enviado', 'rechazado')).toBe(true);
    expect(puedePasar('preparado', 'rechazado')).toBe(true);
    expect(puedePasar('borrador', 'rechazado')).toBe(false);
  });

  it('de recibido y rechazado no se sale a ningún estado', () => {
    for (const final of ['recibido', 'rechazado'] as const) {
      expect(esEstadoFinal(final)).toBe(true);
      for (const e of ESTADOS_PEDIDO_INTERNO) expect(puedePasar(final, e)).toBe(false);
      expect(motivoTransicion(final, 'enviado')).toMatch(/no cambia más de estado/);
    }
  });

  it('nunca vuelve atrás', () => {
    const orden = new Map<EstadoPedidoInterno, number>([
      ['borrador', 0],
      ['enviado', 1],
      ['preparado', 2],
      ['recibido', 3],
      ['rechazado', 3],
    ]);
    for (const a of ESTADOS_PEDIDO_INTERNO) for (const b of ESTADOS_PEDIDO_INTERNO) if (puedePasar(a, b)) expect(orden.get(b)!).toBeGreaterThan(orden.get(a)!);
  });

  it('quién actúa: el sector envía y recibe, el depósito prepara y rechaza con motivo', () => {
    expect(FLUJO_PEDIDO_INTERNO.rechazo('preparar', 'enviado', ['pide'], {}, 1)).toMatchObject({ status: 403 });
    expect(FLUJO_PEDIDO_INTERNO.rechazo('recibir', 'preparado', ['prepara'], {}, 1)).toMatchObject({ status: 403 });
    expect(FLUJO_PEDIDO_INTERNO.rechazo('rechazar', 'enviado', ['prepara'], { motivo: ' ' }, 1)).toEqual({
      status: 422,
      mensaje: 'Indique el motivo del rechazo.',
    });
    expect(FLUJO_PEDIDO_INTERNO.rechazo('rechazar', 'recibido', ['prepara'], { motivo: 'x' }, 1)).toMatchObject({ status: 409 });
    expect(FLUJO_PEDIDO_INTERNO.accionesPosibles('preparado', ['pide'])).toEqual(['recibir']);
    expect(FLUJO_PEDIDO_INTERNO.accionesPosibles('enviado', ['prepara'])).toEqual(['preparar', 'rechazar']);
  });

  it('explica en español por qué no pasa', () => {
    expect(motivoTransicion('enviado', 'preparado')).toBeNull();
    expect(motivoTransicion('borrador', 'recibido')).toBe('El pedido está en borrador: no puede recibirse.');
    expect(motivoTransicion('recibido', 'rechazado')).toBe('El pedido ya está recibido: no cambia más de estado.');
  });
});

describe('propuesta de preparación (FEFO)', () => {
  const lotes = [
    { lote: 'B', serie: '', fechaVencimiento: '2027-06-01', cantidad: 5 },
    { lote: 'A', serie: '', fechaVencimiento: '2027-01-01', cantidad: 3 },
    { lote: 'V', serie: '', fechaVencimiento: '2026-01-01', cantidad: 10 },
  ];

  it('propone lo pedido tomando primero el lote que vence antes', () => {
    const p = proponerLinea(lotes, 4, HOY);
    expect(p.aServir).toBe(4);
    expect(p.disponible).toBe(8);
    expect(p.tomas.map((t) => [t.lote, t.tomar])).toEqual([
      ['A', 3],
      ['B', 1],
    ]);
  });

  it('con menos stock que lo pedido propone todo lo que hay en fecha (parcial), nunca un lote vencido', () => {
    const p = proponerLinea(lotes, 20, HOY);
    expect(p.aServir).toBe(8);
    expect(p.tomas.map((t) => t.lote)).toEqual(['A', 'B']);
  });

  it('sin stock en fecha propone cero', () => {
    expect(proponerLinea([lotes[2]!], 2, HOY)).toEqual({ aServir: 0, disponible: 0, tomas: [] });
    expect(proponerLinea([], 2, HOY)).toEqual({ aServir: 0, disponible: 0, tomas: [] });
  });

  it('suma en milésimas: 0,1 + 0,2 alcanza para 0,3', () => {
    const p = proponerLinea(
      [
        { lote: 'x', serie: '', fechaVencimiento: null, cantidad: 0.1 },
        { lote: 'y', serie: '', fechaVencimiento: null, cantidad: 0.2 },
      ],
      0.3,
      HOY,
    );
    expect(p.aServir).toBe(0.3);
  });
});

describe('contratos', () => {
  const base = { sector_id: 1, deposito_id: 2, items: [{ producto_id: 3, cantidad: 2 }] };
  it('un pedido válido sale como borrador sin plantilla', () => {
    expect(pedidoInternoBody.parse(base)).toMatchObject({ enviar: false, guardar_plantilla: null, observaciones: null, plantilla_id: null });
  });
  it('cantidad 0, sin líneas o un producto repetido se rechazan con mensajes en español', () => {
    const e = (x: unknown) => pedidoInternoBody.safeParse(x).error?.issues.map((i) => i.message) ?? [];
    expect(e({ ...base, items: [{ producto_id: 3, cantidad: 0 }] })).toContain('La cantidad debe ser mayor que cero.');
    expect(e({ ...base, items: [] })).toContain('Agregue al menos un producto.');
    expect(
      e({
        ...base,
        items: [
          { producto_id: 3, cantidad: 1 },
          { producto_id: 3, cantidad: 1 },
        ],
      }),
    ).toContain('El producto ya está en el pedido: sume la cantidad en su línea.');
    expect(e({ ...base, guardar_plantilla: '  ' })).toContain('Ingrese el nombre de la plantilla.');
  });
  it('preparar: el resto por defecto queda pendiente y una cantidad negativa se rechaza', () => {
    expect(prepararBody.parse({ items: [{ linea_id: 1, cantidad_preparada: 0 }] }).items[0]!.resto).toBe('pendiente');
    expect(prepararBody.safeParse({ items: [{ linea_id: 1, cantidad_preparada: -1 }] }).success).toBe(false);
  });
});
