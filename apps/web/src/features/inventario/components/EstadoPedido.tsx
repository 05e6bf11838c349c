import { Tag } from 'antd';
import { ETIQUETA_ESTADO_PEDIDO, type EstadoPedidoInterno } from '@worknet/domain/inventario/pedidos-internos';
import { COLOR } from '../formato';

const COLORES: Record<EstadoPedidoInterno, string> = {
  borrador: COLOR.apagado,
  enviado: COLOR.info,
  preparado: COLOR.aviso,
  recibido: COLOR.bien,
  rechazado: COLOR.peligro,
};

/** The state of an internal order in a tag (solid colours: white text passes axe's contrast rule). */
export function EstadoPedido({ estado }: { estado: EstadoPedidoInterno }) {
  return <Tag color={COLORES[estado]}>{ETIQUETA_ESTADO_PEDIDO[estado]}</Tag>;
}
