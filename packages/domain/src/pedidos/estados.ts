// The life of a purchase order (issue 18 item 4): nuevo → en revisión → aprobado → pedido al
// proveedor → recibido → cerrado, or rechazado (with a reason) from any open step. Pure, no
// zod: the server checks every change with puedeCambiar/problemaDeCambio and the web offers
// only the allowed next steps.

/**
 * 'borrador' is an order being assembled through alta_pedido + alta_items_pedidos: only its
 * creator sees it, purchasing's queues do not, and enviar_pedido turns it into 'nuevo'.
 */
export const ESTADOS_PEDIDO = ['borrador', 'nuevo', 'en_revision', 'aprobado', 'pedido_proveedor', 'recibido', 'cerrado', 'rechazado'] as const;
export type EstadoPedido = (typeof ESTADOS_PEDIDO)[number];

export const ETIQUETA_ESTADO_PEDIDO: Record<EstadoPedido, string> = {
  borrador: 'Borrador',
  nuevo: 'Nuevo',
  en_revision: 'En revisión',
  aprobado: 'Aprobado',
  pedido_proveedor: 'Pedido al proveedor',
  recibido: 'Recibido',
  cerrado: 'Cerrado',
  rechazado: 'Rechazado',
};

/** The main path, in order (the timeline draws these steps). */
export const CAMINO_PEDIDO = ['nuevo', 'en_revision', 'aprobado', 'pedido_proveedor', 'recibido', 'cerrado'] as const satisfies readonly EstadoPedido[];

/** States nothing leaves. */
export const ESTADOS_FINALES: readonly EstadoPedido[] = ['cerrado', 'rechazado'];
/** Sent and still being worked on (openUser, purchasing's «nuevos»). */
export const ESTADOS_ABIERTOS: readonly EstadoPedido[] = ['nuevo', 'en_revision', 'aprobado', 'pedido_proveedor', 'recibido'];

export const esFinal = (e: EstadoPedido) => ESTADOS_FINALES.includes(e);

/** The states purchasing may move an order to from `de` (none from a draft: its creator sends it). */
export function siguientesEstados(de: EstadoPedido): EstadoPedido[] {
  if (de === 'borrador' || esFinal(de)) return [];
  const i = CAMINO_PEDIDO.indexOf(de as (typeof CAMINO_PEDIDO)[number]);
  const siguiente = CAMINO_PEDIDO[i + 1];
  const r: EstadoPedido[] = siguiente ? [siguiente] : [];
  // Once received the goods are here: it can only be closed.
  if (de !== 'recibido') r.push('rechazado');
  return r;
}

export const puedeCambiar = (de: EstadoPedido, a: EstadoPedido) => siguientesEstados(de).includes(a);

/** What a change carries: the supplier and expected day when ordered, the stock entry when received, the reason when rejected. */
export type DatosCambio = {
  proveedor_id?: number | null;
  fecha_esperada?: string | null;
  ingreso_id?: number | null;
  motivo?: string | null;
};

/** Why the change from `de` to `a` is not allowed, or null when it is. */
export function problemaDeCambio(de: EstadoPedido, a: EstadoPedido, d: DatosCambio): string | null {
  if (de === a) return `El pedido ya está «${ETIQUETA_ESTADO_PEDIDO[de]}».`;
  if (de === 'borrador') return 'El pedido todavía no fue enviado.';
  if (esFinal(de)) return `El pedido está «${ETIQUETA_ESTADO_PEDIDO[de]}»: ya no cambia de estado.`;
  if (!puedeCambiar(de, a)) {
    const posibles = siguientesEstados(de)
      .map((e) => `«${ETIQUETA_ESTADO_PEDIDO[e]}»`)
      .join(' o ');
    return `Un pedido «${ETIQUETA_ESTADO_PEDIDO[de]}» sólo puede pasar a ${posibles}.`;
  }
  if (a === 'pedido_proveedor' && !d.proveedor_id) return 'Elija el proveedor al que se hizo el pedido.';
  if (a === 'pedido_proveedor' && !d.fecha_esperada) return 'Indique la fecha esperada de entrega.';
  if (a === 'rechazado' && !d.motivo?.trim()) return 'Indique el motivo del rechazo.';
  return null;
}
