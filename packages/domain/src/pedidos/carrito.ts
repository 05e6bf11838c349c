// The purchase cart (issue 18, spec §3 "Cart item", §4 and §5): pure rules shared by the
// server (which keeps the cart per user) and the web (which says what happened). No zod here.

/** Spec §5: sending an empty cart is refused with this text. */
export const MENSAJE_CARRITO_VACIO = 'Oops!! por favor ingresa productos al pedido para continuar';
/** Spec §8: the toast of a sent order. */
export const MENSAJE_PEDIDO_CREADO = 'Pedido creado con éxito';
/** The most lines one cart (and so one order) may hold. */
export const MAX_LINEAS_CARRITO = 100;

/** What the rules need of a cart line: a catalog product (producto_id) or a free-text item (null). */
export type LineaCarrito = { producto_id: number | null; nombre: string; cantidad: number };

export type ResultadoAgregar<T extends LineaCarrito> =
  /** The product was already in the cart: its line, with the quantity raised by 1. */
  | { tipo: 'sumado'; linea: T; indice: number }
  /** A new line appended. */
  | { tipo: 'nuevo'; linea: T };

/**
 * Spec §4: adding a product already in the cart raises its quantity by 1 (whatever
 * quantity the new line asked for); anything else is appended. Free-text items are
 * never merged: two people may well write the same words for different things.
 */
export function agregarAlCarrito<T extends LineaCarrito>(carrito: readonly T[], nueva: T): ResultadoAgregar<T> {
  if (nueva.producto_id !== null) {
    const indice = carrito.findIndex((l) => l.producto_id === nueva.producto_id);
    if (indice >= 0) {
      const actual = carrito[indice]!;
      return { tipo: 'sumado', linea: { ...actual, cantidad: actual.cantidad + 1 }, indice };
    }
  }
  return { tipo: 'nuevo', linea: nueva };
}

/** The toast after adding: what was added, or that it was there and its new quantity. */
export function mensajeAgregado(r: ResultadoAgregar<LineaCarrito>): string {
  const cantidad = r.linea.cantidad.toLocaleString('es-AR', { maximumFractionDigits: 3 });
  return r.tipo === 'sumado'
    ? `«${r.linea.nombre}» ya estaba en el pedido: ahora la cantidad es ${cantidad}.`
    : `«${r.linea.nombre}» agregado al pedido (cantidad ${cantidad}).`;
}

/** Why a cart cannot be sent, or null when it can. */
export function problemaDeEnvio(carrito: readonly LineaCarrito[]): string | null {
  if (carrito.length === 0) return MENSAJE_CARRITO_VACIO;
  if (carrito.length > MAX_LINEAS_CARRITO) return `Un pedido admite hasta ${MAX_LINEAS_CARRITO} líneas.`;
  return null;
}
