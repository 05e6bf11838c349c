import { ETIQUETA_ESTADO_PEDIDO, type EstadoPedido } from '@worknet/domain/pedidos/estados';
import type { Db } from '../../platform/db/client';
import { avisar, type Avisado, type Avisador } from '../notificaciones/avisos.service';

// Every change of an order reaches its requester live (the bell's system messages): written
// inside the change's transaction, delivered by the caller once it commits (avisar).

const TEXTO: Record<EstadoPedido, (id: number) => string> = {
  borrador: (id) => `El pedido ${id} está en borrador.`,
  nuevo: (id) => `Recibimos su pedido ${id}. Compras lo va a revisar.`,
  en_revision: (id) => `Compras está revisando su pedido ${id}.`,
  aprobado: (id) => `Su pedido ${id} fue aprobado.`,
  pedido_proveedor: (id) => `Su pedido ${id} fue pedido al proveedor.`,
  recibido: (id) => `Llegó lo que pidió en el pedido ${id}.`,
  cerrado: (id) => `Su pedido ${id} fue cerrado.`,
  rechazado: (id) => `Su pedido ${id} fue rechazado.`,
};

export function avisarEstado(
  ctx: Avisador,
  tx: Db,
  p: { pedidoId: number; personaId: number; estado: EstadoPedido; detalle?: string | null },
): Promise<Avisado> {
  const texto = TEXTO[p.estado](p.pedidoId) + (p.detalle ? ` ${p.detalle}` : '');
  return avisar(ctx, tx, {
    mensaje: {
      usuarioIds: [p.personaId],
      titulo: `Pedido ${p.pedidoId}: ${ETIQUETA_ESTADO_PEDIDO[p.estado]}`,
      texto: texto.slice(0, 1000),
      enlace: `/detalle/seguimiento/${p.pedidoId}`,
      modulo: 'pedidos',
    },
  });
}

export function avisarRespuesta(ctx: Avisador, tx: Db, p: { pedidoId: number; usuarioIds: number[]; autor: string }): Promise<Avisado> {
  return avisar(ctx, tx, {
    mensaje: {
      usuarioIds: p.usuarioIds,
      titulo: `Pedido ${p.pedidoId}: nueva respuesta`,
      texto: `${p.autor} respondió en el pedido ${p.pedidoId}.`,
      enlace: `/detalle/${p.pedidoId}`,
      modulo: 'pedidos',
    },
  });
}
