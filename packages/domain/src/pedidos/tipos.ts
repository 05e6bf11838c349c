// What kind of purchase an order is (spec §3 Order.tipo; its values are a decision of ours).
// Pure, without zod, so the web's screens import it without pulling zod into their chunk.

export const TIPOS_PEDIDO = ['insumos', 'equipamiento', 'servicio', 'otro'] as const;
export type TipoPedido = (typeof TIPOS_PEDIDO)[number];
export const ETIQUETA_TIPO_PEDIDO: Record<TipoPedido, string> = {
  insumos: 'Insumos',
  equipamiento: 'Equipamiento',
  servicio: 'Servicio',
  otro: 'Otro',
};

/** The modelos of media files: while in the cart, and once sent. */
export const MODELO_MEDIA_CARRITO = 'carrito_item';
export const MODELO_MEDIA_PEDIDO = 'pedido_item';
export const MODULO_MEDIA_PEDIDOS = 'pedidos';
