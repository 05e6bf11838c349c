import { z } from 'zod';
import { idCoercido, idNumero, instante, opcion, paginaOrdenadaPor, paginaQuery, respuesta, respuestaLista, type Cable } from '../http';
import { definirFlujo } from '../flujo';
import { pasoDeHistorial } from '../flujo-esquemas';
import { aMilesimas, deMilesimas } from './cantidades';
import { cantidad, lineaDocumento, textoOpcional } from './documentos';
import { repartirFefo, type LoteDisponible, type Toma } from './fefo';

// Internal orders (issue 18, items 1, 2 and 5): a sector asks a warehouse for products of the
// warehouse's catalog. borrador → enviado → preparado (the warehouse generated the movement,
// lots by FEFO) → recibido (the sector confirms: stock moves once) or rechazado with a reason.
// Templates (ward kits) are a sector's named lists of products and quantities.

export const ESTADOS_PEDIDO_INTERNO = ['borrador', 'enviado', 'preparado', 'recibido', 'rechazado'] as const;
export type EstadoPedidoInterno = (typeof ESTADOS_PEDIDO_INTERNO)[number];

export const ETIQUETA_ESTADO_PEDIDO: Record<EstadoPedidoInterno, string> = {
  borrador: 'Borrador',
  enviado: 'Enviado',
  preparado: 'Preparado',
  recibido: 'Recibido',
  rechazado: 'Rechazado',
};

/** Who acts on an order: the sector that asks and the warehouse that serves it. */
export type PapelPedidoInterno = 'pide' | 'prepara';
export type AccionPedidoInterno = 'enviar' | 'preparar' | 'recibir' | 'rechazar';

// «en borrador» reads right; the other states are participles («está enviado»).
const estaEn = (e: EstadoPedidoInterno) => (e === 'borrador' ? 'en borrador' : ETIQUETA_ESTADO_PEDIDO[e].toLowerCase());
const INFINITIVO: Record<EstadoPedidoInterno, string> = {
  borrador: 'volver a borrador',
  enviado: 'enviarse',
  preparado: 'prepararse',
  recibido: 'recibirse',
  rechazado: 'rechazarse',
};
const HACIA: Record<AccionPedidoInterno, EstadoPedidoInterno> = { enviar: 'enviado', preparar: 'preparado', recibir: 'recibido', rechazar: 'rechazado' };

/**
 * The machine of an internal order (the workflow kit): no skipping, nothing leaves recibido
 * or rechazado; the sector sends and receives, the warehouse prepares and rejects (with a reason).
 */
export const FLUJO_PEDIDO_INTERNO = definirFlujo<EstadoPedidoInterno, AccionPedidoInterno, PapelPedidoInterno, { motivo?: string }>({
  estados: ETIQUETA_ESTADO_PEDIDO,
  acciones: {
    enviar: { desde: ['borrador'], hacia: HACIA.enviar, quien: ['pide'] },
    preparar: { desde: ['enviado'], hacia: HACIA.preparar, quien: ['prepara'] },
    recibir: { desde: ['preparado'], hacia: HACIA.recibir, quien: ['pide'] },
    rechazar: {
      desde: ['enviado', 'preparado'],
      hacia: HACIA.rechazar,
      quien: ['prepara'],
      requiere: (d) => (d.motivo?.trim() ? null : 'Indique el motivo del rechazo.'),
    },
  },
  mensajeEstado: (desde, accion) => motivoTransicion(desde, HACIA[accion]) ?? `El pedido está ${estaEn(desde)}.`,
  mensajeQuien: (accion) =>
    accion === 'enviar' || accion === 'recibir'
      ? 'Sólo el sector que pide (un miembro o su referente) envía y recibe el pedido.'
      : 'Sólo quien prepara en el depósito que sirve el pedido lo prepara o lo rechaza.',
});

export const esEstadoFinal = (e: EstadoPedidoInterno) => FLUJO_PEDIDO_INTERNO.finales.includes(e);
export const puedePasar = (desde: EstadoPedidoInterno, hacia: EstadoPedidoInterno) =>
  FLUJO_PEDIDO_INTERNO.listaAcciones.some((a) => HACIA[a] === hacia && FLUJO_PEDIDO_INTERNO.acciones[a].desde.includes(desde));

/** Why a transition is refused, in words (the 409 of the server). */
export function motivoTransicion(desde: EstadoPedidoInterno, hacia: EstadoPedidoInterno): string | null {
  if (puedePasar(desde, hacia)) return null;
  if (esEstadoFinal(desde)) return `El pedido ya está ${ETIQUETA_ESTADO_PEDIDO[desde].toLowerCase()}: no cambia más de estado.`;
  return `El pedido está ${estaEn(desde)}: no puede ${INFINITIVO[hacia]}.`;
}

/** What happens to the part of a line the warehouse could not serve. */
export const RESTOS = ['pendiente', 'cancelado'] as const;
export type Resto = (typeof RESTOS)[number];

export const MAX_LINEAS_PEDIDO = 200;
export const NOMBRE_PLANTILLA_MAX = 80;

// ---- the preparation proposal (pure) ----

/** What the warehouse proposes to serve of one line: up to what it has in date, soonest expiry first. */
export type PropuestaLinea = { aServir: number; disponible: number; tomas: Toma[] };

/**
 * The FEFO proposal of one line: the quantity asked, or all the warehouse has in date when
 * it has less (a partial order). Expired lots are never proposed.
 */
export function proponerLinea(lotes: readonly LoteDisponible[], pedido: number, hoy: string): PropuestaLinea {
  const todo = lotes.reduce((s, l) => s + aMilesimas(l.cantidad), 0);
  const completo = repartirFefo(lotes, deMilesimas(todo), { hoy, permitirVencidos: false });
  // What is in date: everything minus what FEFO refused as expired.
  const disponible = completo.ok ? deMilesimas(todo) : completo.faltante.disponible;
  const aServir = deMilesimas(Math.min(aMilesimas(pedido), aMilesimas(disponible)));
  if (aServir <= 0) return { aServir: 0, disponible, tomas: [] };
  const r = repartirFefo(lotes, aServir, { hoy, permitirVencidos: false });
  return { aServir, disponible, tomas: r.ok ? r.tomas : [] };
}

// ---- requests ----

export const nombrePlantilla = z
  .string({ error: 'Ingrese el nombre de la plantilla.' })
  .trim()
  .min(1, 'Ingrese el nombre de la plantilla.')
  .max(NOMBRE_PLANTILLA_MAX, `El nombre de la plantilla admite hasta ${NOMBRE_PLANTILLA_MAX} caracteres.`);

export const lineaPedido = z.object({ producto_id: idNumero('Elija el producto.'), cantidad });
export type LineaPedido = z.output<typeof lineaPedido>;

const lineasPedido = z
  .array(lineaPedido, 'Agregue los productos en "items".')
  .min(1, 'Agregue al menos un producto.')
  .max(MAX_LINEAS_PEDIDO, `Un pedido admite hasta ${MAX_LINEAS_PEDIDO} productos.`)
  .superRefine((items, ctx) => {
    const vistos = new Set<number>();
    items.forEach((it, i) => {
      if (vistos.has(it.producto_id))
        ctx.addIssue({ code: 'custom', path: [i, 'producto_id'], message: 'El producto ya está en el pedido: sume la cantidad en su línea.' });
      vistos.add(it.producto_id);
    });
  });

/**
 * POST pedido_interno (and PUT pedido_interno/{id} of a draft): the sector that asks, the
 * warehouse that serves, the lines. `enviar` sends it at once; `guardar_plantilla` also saves
 * the lines as a template of the sector with that name.
 */
export const pedidoInternoBody = z.object({
  sector_id: idNumero('Elija el sector que pide.'),
  deposito_id: idNumero('Elija el depósito que sirve el pedido.'),
  observaciones: textoOpcional(1000, 'Las observaciones'),
  plantilla_id: idNumero('Elija la plantilla.')
    .nullish()
    .transform((v) => v ?? null),
  items: lineasPedido,
  enviar: z.boolean('Indique si se envía (true o false).').default(false),
  guardar_plantilla: nombrePlantilla.nullish().transform((v) => v ?? null),
});
export type PedidoInternoBody = z.output<typeof pedidoInternoBody>;

/** POST pedido_interno/generarMovimientoPedido/{id}: how much of each line is served and what happens to the rest. */
export const prepararBody = z.object({
  items: z
    .array(
      z.object({
        linea_id: idNumero('Indique la línea.'),
        cantidad_preparada: z
          .number({ error: 'Ingrese la cantidad a servir (un número).' })
          .min(0, 'La cantidad a servir no puede ser negativa.')
          .refine((v) => Number.isFinite(v) && Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6 * Math.max(1, v), 'La cantidad admite hasta tres decimales.'),
        resto: z.enum(RESTOS, 'El resto queda «pendiente» (un pedido nuevo) o «cancelado».').default('pendiente'),
      }),
      'Indique lo que se sirve de cada línea en "items".',
    )
    .min(1, 'Indique lo que se sirve de cada línea.')
    .max(MAX_LINEAS_PEDIDO),
  observaciones: textoOpcional(1000, 'Las observaciones'),
});
export type PrepararBody = z.output<typeof prepararBody>;

/** POST pedido_interno/rechazar/{id}. */
export const rechazarBody = z.object({
  motivo: z
    .string({ error: 'Indique el motivo del rechazo.' })
    .trim()
    .min(3, 'Indique el motivo del rechazo.')
    .max(500, 'El motivo admite hasta 500 caracteres.'),
});

export const COLUMNAS_PEDIDO = ['id', 'created_at', 'estado', 'enviado_en'] as const;

/** GET pedido_interno: newest first; by state, sector and warehouse (0 = all), text (a number is the order's). */
export const pedidosQuery = paginaOrdenadaPor(COLUMNAS_PEDIDO).extend({
  estado: z.enum(ESTADOS_PEDIDO_INTERNO, 'Use estado=borrador, enviado, preparado, recibido o rechazado.').optional(),
  sector: z.coerce.number('Elija un sector.').int('Elija un sector.').min(0, 'Elija un sector.').max(2_147_483_647).default(0),
  deposito: z.coerce.number('Elija un depósito.').int('Elija un depósito.').min(0, 'Elija un depósito.').max(2_147_483_647).default(0),
});
export type PedidosQuery = z.infer<typeof pedidosQuery>;

/** GET producto_pedido_interno/filterData: the warehouse's catalog to order from. */
export const productosPedidoQuery = paginaQuery.extend({ deposito: idCoercido('Elija el depósito que sirve el pedido.') });
export type ProductosPedidoQuery = z.infer<typeof productosPedidoQuery>;

/** GET pedido_interno/get_templates: a sector's templates (0 = every sector the user orders for), maybe of one warehouse. */
export const plantillasQuery = z.object({
  sector: z.coerce.number('Elija un sector.').int('Elija un sector.').min(0, 'Elija un sector.').max(2_147_483_647).default(0),
  deposito: z.coerce.number('Elija un depósito.').int('Elija un depósito.').min(0, 'Elija un depósito.').max(2_147_483_647).default(0),
});

/** POST pedido_interno/plantilla: a new template. */
export const plantillaBody = z.object({
  sector_id: idNumero('Elija el sector de la plantilla.'),
  deposito_id: idNumero('Elija el depósito que sirve la plantilla.'),
  nombre: nombrePlantilla,
  items: lineasPedido,
});
export type PlantillaBody = z.output<typeof plantillaBody>;

/** PUT pedido_interno/plantilla/{id}: renamed, and its lines replaced when sent. */
export const plantillaEdicionBody = z.object({ nombre: nombrePlantilla, items: lineasPedido.optional() });
export type PlantillaEdicionBody = z.output<typeof plantillaEdicionBody>;

// ---- responses ----

export const lineaPedidoInterno = z.object({
  id: z.number(),
  orden: z.number(),
  producto_id: z.number(),
  nombre_producto: z.string(),
  unidad: z.string(),
  cantidad: z.number(),
  cantidad_preparada: z.number().nullable(),
  resto: z.enum(RESTOS).nullable(),
});

const cabeceraPedido = {
  id: z.number(),
  estado: z.enum(ESTADOS_PEDIDO_INTERNO),
  sector_id: z.number(),
  sector_nombre: z.string(),
  deposito_id: z.number(),
  deposito_nombre: z.string(),
  observaciones: z.string().nullable(),
  motivo_rechazo: z.string().nullable(),
  movimiento_id: z.number().nullable(),
  origen_id: z.number().nullable(),
  plantilla_id: z.number().nullable(),
  plantilla_nombre: z.string().nullable(),
  creado_por: z.string(),
  created_at: instante,
  enviado_en: instante.nullable(),
  preparado_por: z.string().nullable(),
  preparado_en: instante.nullable(),
  recibido_por: z.string().nullable(),
  recibido_en: instante.nullable(),
  rechazado_por: z.string().nullable(),
  rechazado_en: instante.nullable(),
};

export const filaPedidoInterno = z.object({ ...cabeceraPedido, cantidad_items: z.number() });
export type FilaPedidoInterno = Cable<typeof filaPedidoInterno>;

/** What the caller may do with the order now (the screen shows only these buttons). */
export const accionesPedido = z.object({
  editar: z.boolean(),
  enviar: z.boolean(),
  preparar: z.boolean(),
  recibir: z.boolean(),
  rechazar: z.boolean(),
});

/** The movement (or exit) the warehouse generated: its lines with the lots taken. */
export const movimientoPedido = z.object({
  id: z.number(),
  tipo: z.enum(['movimiento', 'egreso']),
  estado: z.enum(['borrador', 'confirmado']),
  deposito_destino_nombre: z.string().nullable(),
  items: z.array(lineaDocumento.pick({ producto_id: true, nombre_producto: true, cantidad: true, lote: true, serie: true, fecha_vencimiento: true })),
});

export const pedidoInternoDetalle = z.object({
  ...cabeceraPedido,
  items: z.array(lineaPedidoInterno),
  movimiento: movimientoPedido.nullable(),
  /** The order that carries this one's pending rest. */
  resto_id: z.number().nullable(),
  /** Each step the order took: who, when and why (a rejection's reason). */
  historial: z.array(pasoDeHistorial(ESTADOS_PEDIDO_INTERNO)),
  acciones: accionesPedido,
});
export type PedidoInternoDetalle = Cable<typeof pedidoInternoDetalle>;

/** GET generarMovimientoPedido/{id}: the FEFO proposal of each line and where it goes. */
export const propuestaPreparacion = z.object({
  destino: z.string(),
  items: z.array(
    z.object({
      linea_id: z.number(),
      producto_id: z.number(),
      nombre_producto: z.string(),
      unidad: z.string(),
      cantidad: z.number(),
      disponible: z.number(),
      a_servir: z.number(),
      lotes: z.array(z.object({ lote: z.string(), serie: z.string(), fecha_vencimiento: z.string().nullable(), cantidad: z.number() })),
    }),
  ),
});
export type PropuestaPreparacion = Cable<typeof propuestaPreparacion>;

export const productoPedido = z.object({
  id: z.number(),
  nombre_producto: z.string(),
  unidad: z.string(),
  codigo_barras: z.string().nullable(),
  disponible: z.number(),
});
export type ProductoPedido = Cable<typeof productoPedido>;

export const filtrosPedido = z.object({
  /** Sectors the user orders for (their own and those they lead), or every sector for the administrator. */
  sectores: z.array(opcion),
  /** Warehouses that serve orders (active, with a catalog). */
  depositos: z.array(opcion),
  /** Warehouses the user prepares orders of. */
  prepara: z.array(z.number()),
  estados: z.array(z.object({ value: z.enum(ESTADOS_PEDIDO_INTERNO), label: z.string() })),
});
export type FiltrosPedido = Cable<typeof filtrosPedido>;

export const totalesPedido = z.object(Object.fromEntries(ESTADOS_PEDIDO_INTERNO.map((e) => [e, z.number()])) as Record<EstadoPedidoInterno, z.ZodNumber>);
export type TotalesPedido = Cable<typeof totalesPedido>;

export const plantillaPedido = z.object({
  id: z.number(),
  nombre: z.string(),
  sector_id: z.number(),
  sector_nombre: z.string(),
  deposito_id: z.number(),
  deposito_nombre: z.string(),
  items: z.array(z.object({ producto_id: z.number(), nombre_producto: z.string(), unidad: z.string(), cantidad: z.number() })),
  updated_at: instante,
});
export type PlantillaPedido = Cable<typeof plantillaPedido>;

export const respuestasPedidos = {
  lista: respuestaLista(filaPedidoInterno),
  detalle: respuesta(pedidoInternoDetalle),
  propuesta: respuesta(propuestaPreparacion),
  productos: respuestaLista(productoPedido),
  filtros: respuesta(filtrosPedido),
  totales: respuesta(totalesPedido),
  plantillas: respuesta(z.array(plantillaPedido)),
  plantilla: respuesta(plantillaPedido),
};

/** The toasts of spec §8. */
export const MENSAJES_PEDIDO = {
  generado: 'Pedido interno generado',
  generadoConPlantilla: 'Pedido interno generado y plantilla guardada',
  confirmado: 'Pedido confirmado y movimiento generado correctamente.',
  noActualizado: 'No se ha podido actualizar el pedido',
} as const;
