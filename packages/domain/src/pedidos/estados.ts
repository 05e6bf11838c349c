import { definirFlujo } from '../flujo';

// The life of a purchase order (issue 18 item 4): nuevo → en revisión → aprobado → pedido al
// proveedor → recibido → cerrado, or rechazado (with a reason) from any open step. Pure, no
// zod: the machine is declared once (FLUJO_PEDIDO, the workflow kit), the server moves an order
// with it and the web offers only the allowed next steps.

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

/** What a change carries: the supplier and expected day when ordered, the stock entry when received, the reason when rejected. */
export type DatosCambio = {
  proveedor_id?: number | null;
  fecha_esperada?: string | null;
  ingreso_id?: number | null;
  motivo?: string | null;
};

const ABIERTOS_SIN_RECIBIR = ['nuevo', 'en_revision', 'aprobado', 'pedido_proveedor'] as const satisfies readonly EstadoPedido[];

/**
 * The machine (workflow kit): purchasing's action is the state it moves the order to. One step
 * along CAMINO_PEDIDO at a time; rechazado from any open step but recibido (once received the
 * goods are here: it can only be closed). A draft is sent by its creator (enviar_pedido), never
 * moved from here. Every refusal is a 422 (the contract of cambiar_estado_pedido).
 */
export const FLUJO_PEDIDO = definirFlujo<EstadoPedido, EstadoPedido, never, DatosCambio>({
  estados: ETIQUETA_ESTADO_PEDIDO,
  acciones: {
    borrador: { desde: [], hacia: 'borrador' },
    nuevo: { desde: [], hacia: 'nuevo' },
    en_revision: { desde: ['nuevo'], hacia: 'en_revision' },
    aprobado: { desde: ['en_revision'], hacia: 'aprobado' },
    pedido_proveedor: {
      desde: ['aprobado'],
      hacia: 'pedido_proveedor',
      requiere: (d) => (!d.proveedor_id ? 'Elija el proveedor al que se hizo el pedido.' : !d.fecha_esperada ? 'Indique la fecha esperada de entrega.' : null),
    },
    recibido: { desde: ['pedido_proveedor'], hacia: 'recibido' },
    cerrado: { desde: ['recibido'], hacia: 'cerrado' },
    rechazado: { desde: ABIERTOS_SIN_RECIBIR, hacia: 'rechazado', requiere: (d) => (d.motivo?.trim() ? null : 'Indique el motivo del rechazo.') },
  },
  mensajeEstado: (de, a) => {
    if (de === a) return `El pedido ya está «${ETIQUETA_ESTADO_PEDIDO[de]}».`;
    if (de === 'borrador') return 'El pedido todavía no fue enviado.';
    if (esFinal(de)) return `El pedido está «${ETIQUETA_ESTADO_PEDIDO[de]}»: ya no cambia de estado.`;
    const posibles = siguientesEstados(de)
      .map((e) => `«${ETIQUETA_ESTADO_PEDIDO[e]}»`)
      .join(' o ');
    return `Un pedido «${ETIQUETA_ESTADO_PEDIDO[de]}» sólo puede pasar a ${posibles}.`;
  },
  mensajeQuien: () => 'No tiene permiso para cambiar el estado del pedido.',
  estadoRechazado: 422,
});

/** The states purchasing may move an order to from `de` (none from a draft: its creator sends it). */
export const siguientesEstados = (de: EstadoPedido): EstadoPedido[] => FLUJO_PEDIDO.accionesPosibles(de, []);

export const puedeCambiar = (de: EstadoPedido, a: EstadoPedido) => siguientesEstados(de).includes(a);

/** Why the change from `de` to `a` is not allowed, or null when it is. */
export const problemaDeCambio = (de: EstadoPedido, a: EstadoPedido, d: DatosCambio): string | null => FLUJO_PEDIDO.rechazo(a, de, [], d, 0)?.mensaje ?? null;
