import { z } from 'zod';
import { comentarioDeHilo } from '../flujo-esquemas';
import { diaIso, idCoercido, idNumero, instante, opcion, paginaOrdenadaPor, respuesta, respuestaLista, type Cable } from '../http';
import { CANTIDAD_MAXIMA, tieneHastaTresDecimales } from '../inventario/cantidades';
import { textoOpcional } from '../inventario/documentos';
import { itemMedia } from '../media/item';
import { ESTADOS_PEDIDO } from './estados';
import { TIPOS_PEDIDO } from './tipos';

export { ETIQUETA_TIPO_PEDIDO, MODELO_MEDIA_CARRITO, MODELO_MEDIA_PEDIDO, MODULO_MEDIA_PEDIDOS, TIPOS_PEDIDO, type TipoPedido } from './tipos';

// Contracts of the purchase cart and orders (issue 18, spec §7 "Orders"): request bodies and
// what each call answers. Server routes and web calls use these same schemas.

const mensajeCantidad = 'Ingrese la cantidad (un número mayor que cero).';
/** A line's quantity: more than 0, up to three decimals. A form sends it as text. */
export const cantidadPedido = z.coerce
  .number({ error: mensajeCantidad })
  .refine(Number.isFinite, { error: mensajeCantidad, abort: true })
  .positive({ error: 'La cantidad debe ser mayor que cero.', abort: true })
  .max(CANTIDAD_MAXIMA, `La cantidad no puede superar ${CANTIDAD_MAXIMA.toLocaleString('es-AR')}.`)
  .refine(tieneHastaTresDecimales, 'La cantidad admite hasta tres decimales.');

const nombreLibre = z.string({ error: 'Escriba qué necesita.' }).trim().min(1, 'Escriba qué necesita.').max(200, 'El nombre admite hasta 200 caracteres.');

/** POST carrito: a catalog product (producto_id) or a free-text item (nombre); media_id is a draft upload of modelo carrito_item. */
export const carritoAgregarBody = z
  .object({
    producto_id: idNumero('Elija un producto del catálogo.').nullish(),
    nombre: nombreLibre.nullish(),
    cantidad: cantidadPedido.default(1),
    mensaje: textoOpcional(1000, 'El mensaje'),
    media_id: idNumero('El archivo no existe.').nullish(),
  })
  .refine((b) => b.producto_id || b.nombre, { error: 'Elija un producto del catálogo o escriba qué necesita.', path: ['producto_id'] });

/** PUT carrito/{id}: quantity, message and the attached file (null removes it). */
export const carritoEditarBody = z.object({
  cantidad: cantidadPedido,
  mensaje: textoOpcional(1000, 'El mensaje'),
  media_id: idNumero('El archivo no existe.').nullish(),
});

const tipo = z.enum(TIPOS_PEDIDO, { error: `El tipo de pedido debe ser uno de: ${TIPOS_PEDIDO.join(', ')}.` });
const sector = idNumero('Elija el sector.');

/** POST enviar_carrito: sends the caller's whole cart as one order, in one transaction. */
export const enviarCarritoBody = z.object({ tipo: tipo.default('insumos'), sector });

/** POST alta_pedido (spec §7): the header of an order, left as a draft until enviar_pedido. */
export const altaPedidoBody = z.object({ tipo, persona: idNumero('Elija la persona que pide.'), sector });

/** POST alta_items_pedidos (spec §7), a multipart form: the text fields (the file travels as `file`). */
export const altaItemCampos = z.object({
  idPedido: idCoercido('Indique el pedido (idPedido).'),
  nombre: nombreLibre.optional(),
  producto_id: idCoercido('Elija un producto del catálogo.').optional(),
  cantidad: cantidadPedido,
  mensaje: textoOpcional(1000, 'El mensaje'),
  fileName: z.string().trim().max(200, 'El nombre del archivo admite hasta 200 caracteres.').optional(),
});

export const respuestaBody = z.object({
  texto: z.string({ error: 'Escriba la respuesta.' }).trim().min(1, 'Escriba la respuesta.').max(4000, 'La respuesta admite hasta 4000 caracteres.'),
  /** A note among purchasing (compras.pedido.administrar) that the requester never reads. */
  interno: z.boolean({ error: 'Indique si la nota es interna.' }).optional(),
});

/** POST cambiar_estado_pedido/{id}: the next state and what it carries (estados.ts says which are required). */
export const cambioEstadoBody = z.object({
  estado: z.enum(ESTADOS_PEDIDO, { error: 'Elija un estado válido.' }),
  detalle: textoOpcional(1000, 'El comentario'),
  proveedor_id: idNumero('Elija el proveedor.').nullish(),
  fecha_esperada: diaIso('La fecha esperada debe ser AAAA-MM-DD.').nullish(),
  ingreso_id: idNumero('Elija el ingreso de stock.').nullish(),
  motivo: textoOpcional(1000, 'El motivo'),
});
export type CambioEstadoBody = z.output<typeof cambioEstadoBody>;

/** The lists: mine (openUser) and purchasing's queues (nuevos, cerrados). */
export const ORDEN_PEDIDOS = ['id', 'created_at', 'estado', 'persona', 'sector'] as const;
export const COLAS_PEDIDOS = ['abiertos', 'cerrados'] as const;
export type ColaPedidos = (typeof COLAS_PEDIDOS)[number];
export const pedidosQuery = paginaOrdenadaPor(ORDEN_PEDIDOS).extend({
  cola: z.enum(COLAS_PEDIDOS, { error: 'La cola debe ser «abiertos» o «cerrados».' }).default('abiertos'),
  estado: z.enum(ESTADOS_PEDIDO, { error: 'Elija un estado válido.' }).optional(),
});
export type PedidosQuery = z.output<typeof pedidosQuery>;

export const productosCarritoQuery = z.object({ filter: z.string().max(100).optional() });

const estado = z.enum(ESTADOS_PEDIDO);

export const lineaCarrito = z.object({
  id: z.number(),
  producto_id: z.number().nullable(),
  nombre: z.string(),
  cantidad: z.number(),
  mensaje: z.string().nullable(),
  archivo: itemMedia.nullable(),
});
export type LineaCarritoCable = Cable<typeof lineaCarrito>;

export const pedidoFila = z.object({
  id: z.number(),
  tipo: z.string(),
  estado,
  persona_id: z.number(),
  persona: z.string(),
  sector_id: z.number().nullable(),
  sector: z.string().nullable(),
  items: z.number(),
  created_at: instante,
  enviado_en: instante.nullable(),
  updated_at: instante,
});
export type PedidoFila = Cable<typeof pedidoFila>;

export const pedidoItemDetalle = z.object({
  id: z.number(),
  orden: z.number(),
  producto_id: z.number().nullable(),
  nombre: z.string(),
  cantidad: z.number(),
  mensaje: z.string().nullable(),
  archivos: z.array(itemMedia),
});

export const pedidoRespuestaFila = comentarioDeHilo;

export const pedidoEventoFila = z.object({
  id: z.number(),
  estado,
  autor: z.string(),
  detalle: z.string().nullable(),
  proveedor_id: z.number().nullable(),
  proveedor: z.string().nullable(),
  fecha_esperada: z.string().nullable(),
  ingreso_id: z.number().nullable(),
  created_at: instante,
});

export const pedidoDetalle = pedidoFila.extend({
  creado_por: z.string(),
  proveedor_id: z.number().nullable(),
  proveedor: z.string().nullable(),
  fecha_esperada: z.string().nullable(),
  ingreso_id: z.number().nullable(),
  motivo_rechazo: z.string().nullable(),
  cerrado_en: instante.nullable(),
  lineas: z.array(pedidoItemDetalle),
  respuestas: z.array(pedidoRespuestaFila),
  eventos: z.array(pedidoEventoFila),
  /** The states the caller may move it to now (empty for the requester). */
  siguientes: z.array(estado),
});
export type PedidoDetalle = Cable<typeof pedidoDetalle>;

export const respuestasPedidos = {
  carrito: respuestaLista(lineaCarrito),
  linea: respuesta(lineaCarrito),
  productos: respuesta(z.array(opcion)),
  alta: respuesta(z.object({ id: z.number() })),
  item: respuesta(z.object({ id: z.number(), pedido_id: z.number(), archivo: itemMedia.nullable() })),
  lista: respuestaLista(pedidoFila),
  detalle: respuesta(pedidoDetalle),
  respuesta: respuesta(pedidoRespuestaFila),
};
