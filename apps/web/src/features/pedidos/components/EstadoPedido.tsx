import { Tag } from 'antd';
import { ETIQUETA_ESTADO_PEDIDO, type EstadoPedido as Estado } from '@worknet/domain/pedidos/estados';

/** Tag colours dark enough for white text (WCAG AA), as the inventory's. */
const COLOR: Record<Estado, string> = {
  borrador: '#595959',
  nuevo: '#0958d9',
  en_revision: '#874d00',
  aprobado: '#237804',
  pedido_proveedor: '#531dab',
  recibido: '#006d75',
  cerrado: '#595959',
  rechazado: '#a8071a',
};

export function EstadoPedido({ estado }: { estado: Estado }) {
  return <Tag color={COLOR[estado]}>{ETIQUETA_ESTADO_PEDIDO[estado]}</Tag>;
}
