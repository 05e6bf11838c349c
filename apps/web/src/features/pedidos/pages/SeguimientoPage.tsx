import { Link, useParams } from 'react-router';
import { Typography } from 'antd';
import { CAMINO_PEDIDO, ETIQUETA_ESTADO_PEDIDO } from '@worknet/domain/pedidos/estados';
import { formatFecha } from '../../../lib/format';
import { HistorialFlujo } from '../../../lib/HistorialFlujo';
import { Volver } from '../../../lib/Volver';
import { usePedido, type PedidoDetalle } from '../api';
import { EstadoPedido } from '../components/EstadoPedido';

type Evento = PedidoDetalle['eventos'][number];

function detalleDe(e: Evento) {
  const partes: string[] = [];
  if (e.estado === 'pedido_proveedor') {
    if (e.proveedor) partes.push(`Proveedor: ${e.proveedor}`);
    if (e.fecha_esperada) partes.push(`Fecha esperada: ${formatFecha(e.fecha_esperada)}`);
  }
  if (e.estado === 'rechazado' && e.detalle) partes.push(`Motivo: ${e.detalle}`);
  else if (e.detalle) partes.push(e.detalle);
  return partes;
}

/** detalle/seguimiento/{id}: the timeline, the steps reached and the ones still ahead. */
export function SeguimientoPage() {
  const id = Number(useParams().id);
  const pedido = usePedido(id);
  const p = pedido.data;
  const alcanzados = new Set(p?.eventos.map((e) => e.estado));
  const pendientes = p && p.estado !== 'rechazado' ? CAMINO_PEDIDO.filter((e) => !alcanzados.has(e)) : [];
  return (
    <section>
      <Volver alternativa={`/detalle/${id}`} />
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {`Seguimiento del pedido N.º ${id}`}
      </Typography.Title>
      {pedido.isError && <Typography.Paragraph>No se pudo cargar el pedido.</Typography.Paragraph>}
      {p && (
        <>
          <Typography.Paragraph>
            Estado actual: <EstadoPedido estado={p.estado} /> <Link to={`/detalle/${p.id}`}>Ver el pedido</Link>
          </Typography.Paragraph>
          <HistorialFlujo
            pasos={p.eventos}
            etiqueta={(e) => ETIQUETA_ESTADO_PEDIDO[e.estado]}
            color={(e) => (e === 'rechazado' ? 'red' : 'green')}
            detalles={detalleDe}
            extra={(e) => e.ingreso_id && <Link to={`/admin-ingreso/${e.ingreso_id}`}>{`Ingreso de stock N.º ${e.ingreso_id}`}</Link>}
            porVenir={pendientes.map((e) => `${ETIQUETA_ESTADO_PEDIDO[e]} (pendiente)`)}
          />
        </>
      )}
    </section>
  );
}
