import { Tag } from 'antd';
import { ETIQUETA_ESTADO_PEDIDO_MANTHOS, type EstadoPedidoManthos } from '@worknet/domain/tareas/manthos';
import { COLOR_ESTADO_MANTHOS } from '../formato';

/** The request's state as a badge: Recibido, En curso, Resuelto, Cancelado. */
export function EstadoManthos({ estado }: { estado: EstadoPedidoManthos }) {
  return <Tag color={COLOR_ESTADO_MANTHOS[estado]}>{ETIQUETA_ESTADO_PEDIDO_MANTHOS[estado]}</Tag>;
}
