import { z } from 'zod';
import { idCoercido, idNumero, instante, paginaOrdenadaPor, respuesta, respuestaLista, type Cable } from '../http';
import { CANTIDAD_MAXIMA, esDiaInventario, tieneHastaTresDecimales } from './cantidades';
import { depositoFiltro } from './stock';

// Stock documents (issue 17 item 4): entries (ingreso), exits (egreso) and movements between
// warehouses (movimiento). Each is a draft that can be edited or discarded until it is
// confirmed; a confirmed one is undone only by a reversing document that names it.

export const TIPOS_DOCUMENTO = ['ingreso', 'egreso', 'movimiento'] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];
export const ESTADOS_DOCUMENTO = ['borrador', 'confirmado'] as const;
export type EstadoDocumento = (typeof ESTADOS_DOCUMENTO)[number];

/** Where an exit goes (get_destinos_egresos). */
export const DESTINOS_EGRESO = ['sector', 'paciente', 'baja_vencimiento', 'rotura', 'devolucion_proveedor'] as const;
export type DestinoEgreso = (typeof DESTINOS_EGRESO)[number];
export const ETIQUETA_DESTINO: Record<DestinoEgreso, string> = {
  sector: 'Sector',
  paciente: 'Paciente',
  baja_vencimiento: 'Baja por vencimiento',
  rotura: 'Rotura',
  devolucion_proveedor: 'Devolución a proveedor',
};

export const MAX_ITEMS = 500;

/** A day on an inventory document: 'YYYY-MM-DD' that exists, year 1900–2100. */
export const diaInventario = (mensaje = 'Use una fecha AAAA-MM-DD entre los años 1900 y 2100.') =>
  z.string({ error: mensaje }).refine(esDiaInventario, mensaje);

/** A line's quantity: more than 0, at most three decimals, at most CANTIDAD_MAXIMA. */
export const cantidad = z
  .number({ error: 'Ingrese la cantidad (un número).' })
  .refine(Number.isFinite, { error: 'Ingrese la cantidad (un número).', abort: true })
  .positive({ error: 'La cantidad debe ser mayor que cero.', abort: true })
  .max(CANTIDAD_MAXIMA, `La cantidad no puede superar ${CANTIDAD_MAXIMA.toLocaleString('es-AR')}.`)
  .refine(tieneHastaTresDecimales, 'La cantidad admite hasta tres decimales.');

/** Optional short text: trimmed, '' or null is none. */
export const textoOpcional = (max: number, que: string) =>
  z
    .string({ error: `${que}: ingrese un texto.` })
    .trim()
    .max(max, `${que} admite hasta ${max} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const item = z.object({
  producto_id: idNumero('Elija el producto.'),
  cantidad,
  lote: textoOpcional(60, 'El lote'),
  serie: textoOpcional(60, 'La serie'),
  fecha_vencimiento: diaInventario('La fecha de vencimiento debe ser AAAA-MM-DD entre los años 1900 y 2100.')
    .nullish()
    .transform((v) => v ?? null),
});
export type Item = z.output<typeof item>;

const items = z
  .array(item, 'Agregue los productos en "items".')
  .min(1, 'Agregue al menos un producto.')
  .max(MAX_ITEMS, `Un documento admite hasta ${MAX_ITEMS} líneas.`);

const comunes = {
  fecha: diaInventario('La fecha debe ser AAAA-MM-DD entre los años 1900 y 2100.'),
  observaciones: textoOpcional(1000, 'Las observaciones'),
  items,
};
const deposito = idNumero('Elija el depósito.');

/** POST/PUT producto_ingreso: the warehouse receiving, supplier and its remito/factura. */
export const ingresoBody = z.object({
  ...comunes,
  deposito_id: deposito,
  proveedor_id: idNumero('Elija el proveedor.')
    .nullish()
    .transform((v) => v ?? null),
  comprobante: textoOpcional(60, 'El comprobante'),
});
export type IngresoBody = z.output<typeof ingresoBody>;

/** POST/PUT producto_egreso: the warehouse it leaves and where it goes. `destino_id` is accepted as another name of `destino`. */
export const egresoBody = z
  .preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) && !('destino' in v) && 'destino_id' in v ? { ...v, destino: v.destino_id } : v),
    z.object({
      ...comunes,
      deposito_id: deposito,
      destino: z.enum(DESTINOS_EGRESO, 'Elija el destino: sector, paciente, baja por vencimiento, rotura o devolución a proveedor.'),
      destino_sector_id: idNumero('Elija el sector de destino.')
        .nullish()
        .transform((v) => v ?? null),
      paciente: textoOpcional(120, 'El paciente'),
    }),
  )
  .superRefine((v, ctx) => {
    if (v.destino === 'sector' && !v.destino_sector_id) ctx.addIssue({ code: 'custom', path: ['destino_sector_id'], message: 'Elija el sector de destino.' });
    if (v.destino === 'paciente' && !v.paciente) ctx.addIssue({ code: 'custom', path: ['paciente'], message: 'Indique el paciente.' });
  })
  .transform((v) => ({
    ...v,
    destino_sector_id: v.destino === 'sector' ? v.destino_sector_id : null,
    paciente: v.destino === 'paciente' ? v.paciente : null,
  }));
export type EgresoBody = z.output<typeof egresoBody>;

/** POST/PUT producto_movimiento: from one warehouse to another. */
export const movimientoBody = z
  .object({
    ...comunes,
    deposito_origen_id: idNumero('Elija el depósito de origen.'),
    deposito_destino_id: idNumero('Elija el depósito de destino.'),
  })
  .refine((v) => v.deposito_origen_id !== v.deposito_destino_id, {
    path: ['deposito_destino_id'],
    message: 'El depósito de destino debe ser distinto del de origen.',
  });
export type MovimientoBody = z.output<typeof movimientoBody>;

export const CUERPO_DOCUMENTO = { ingreso: ingresoBody, egreso: egresoBody, movimiento: movimientoBody } as const;

/** A draft as the service stores it, whatever its type. */
export type DatosDocumento = {
  fecha: string;
  deposito_id: number;
  deposito_destino_id: number | null;
  proveedor_id: number | null;
  comprobante: string | null;
  destino: DestinoEgreso | null;
  destino_sector_id: number | null;
  paciente: string | null;
  observaciones: string | null;
  items: Item[];
};

/** The stored shape of any body. */
export function datosDocumento(tipo: 'ingreso', b: IngresoBody): DatosDocumento;
export function datosDocumento(tipo: 'egreso', b: EgresoBody): DatosDocumento;
export function datosDocumento(tipo: 'movimiento', b: MovimientoBody): DatosDocumento;
export function datosDocumento(tipo: TipoDocumento, b: IngresoBody | EgresoBody | MovimientoBody): DatosDocumento;
export function datosDocumento(tipo: TipoDocumento, b: IngresoBody | EgresoBody | MovimientoBody): DatosDocumento {
  const base = { fecha: b.fecha, observaciones: b.observaciones, items: b.items };
  const nada = { deposito_destino_id: null, proveedor_id: null, comprobante: null, destino: null, destino_sector_id: null, paciente: null };
  if (tipo === 'ingreso') {
    const x = b as IngresoBody;
    return { ...base, ...nada, deposito_id: x.deposito_id, proveedor_id: x.proveedor_id, comprobante: x.comprobante };
  }
  if (tipo === 'egreso') {
    const x = b as EgresoBody;
    return { ...base, ...nada, deposito_id: x.deposito_id, destino: x.destino, destino_sector_id: x.destino_sector_id, paciente: x.paciente };
  }
  const x = b as MovimientoBody;
  return { ...base, ...nada, deposito_id: x.deposito_origen_id, deposito_destino_id: x.deposito_destino_id };
}

export const COLUMNAS_DOCUMENTO = ['fecha', 'id', 'estado', 'confirmado_en'] as const;

/** GET producto_ingreso|egreso|movimiento: newest first; by state, warehouse (0 = all), days, product and text. */
export const documentosQuery = paginaOrdenadaPor(COLUMNAS_DOCUMENTO).extend({
  estado: z.enum(ESTADOS_DOCUMENTO, 'Use estado=borrador o estado=confirmado.').optional(),
  deposito: depositoFiltro,
  desde: diaInventario('«desde» debe ser AAAA-MM-DD entre los años 1900 y 2100.').optional(),
  hasta: diaInventario('«hasta» debe ser AAAA-MM-DD entre los años 1900 y 2100.').optional(),
  producto_id: idCoercido('Elija el producto.').optional(),
});
export type DocumentosQuery = z.infer<typeof documentosQuery>;

/** POST revertir/{id}: the reversing document's day (today when absent) and a note. */
export const revertirBody = z
  .object({
    fecha: diaInventario('La fecha debe ser AAAA-MM-DD entre los años 1900 y 2100.').optional(),
    observaciones: textoOpcional(1000, 'Las observaciones'),
  })
  .default({ observaciones: null });

// ---- responses ----

export const lineaDocumento = z.object({
  id: z.number(),
  orden: z.number(),
  producto_id: z.number(),
  nombre_producto: z.string(),
  unidad: z.string(),
  cantidad: z.number(),
  lote: z.string().nullable(),
  serie: z.string().nullable(),
  fecha_vencimiento: z.string().nullable(),
});

/** A move the confirmation wrote (the lots a line without lot took, by FEFO). */
export const movimientoAplicado = z.object({
  linea_id: z.number().nullable(),
  producto_id: z.number(),
  deposito_id: z.number(),
  lote: z.string(),
  serie: z.string(),
  fecha_vencimiento: z.string().nullable(),
  cantidad: z.number(),
});

const cabeceraDocumento = {
  id: z.number(),
  tipo: z.enum(TIPOS_DOCUMENTO),
  estado: z.enum(ESTADOS_DOCUMENTO),
  fecha: z.string(),
  /** ingreso: the warehouse receiving; egreso: the one it leaves; movimiento: the origin. */
  deposito_id: z.number(),
  deposito_nombre: z.string(),
  /** movimiento only. */
  deposito_destino_id: z.number().nullable(),
  deposito_destino_nombre: z.string().nullable(),
  proveedor_id: z.number().nullable(),
  proveedor_nombre: z.string().nullable(),
  comprobante: z.string().nullable(),
  destino: z.enum(DESTINOS_EGRESO).nullable(),
  destino_sector_id: z.number().nullable(),
  paciente: z.string().nullable(),
  observaciones: z.string().nullable(),
  /** The document this one reverses. */
  revierte_id: z.number().nullable(),
  /** The document that reversed this one. */
  revertido_por_id: z.number().nullable(),
  creado_por: z.string().nullable(),
  confirmado_por: z.string().nullable(),
  confirmado_en: instante.nullable(),
  created_at: instante,
};

export const filaDocumento = z.object({ ...cabeceraDocumento, cantidad_items: z.number() });
export type FilaDocumento = Cable<typeof filaDocumento>;

export const documentoDetalle = z.object({
  ...cabeceraDocumento,
  items: z.array(lineaDocumento),
  movimientos: z.array(movimientoAplicado),
});
export type DocumentoDetalle = Cable<typeof documentoDetalle>;

export const destinoEgreso = z.object({ value: z.enum(DESTINOS_EGRESO), label: z.string() });

export const respuestasDocumentos = {
  lista: respuestaLista(filaDocumento),
  detalle: respuesta(documentoDetalle),
  destinos: respuesta(z.array(destinoEgreso)),
};
