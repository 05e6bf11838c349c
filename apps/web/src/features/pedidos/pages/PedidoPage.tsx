import { Link, useParams } from 'react-router';
import { Card, Descriptions, Flex, List, Typography } from 'antd';
import { ETIQUETA_TIPO_PEDIDO, type TipoPedido } from '@worknet/domain/pedidos/tipos';
import { formatFecha, formatFechaHora } from '../../../lib/format';
import { Volver } from '../../../lib/Volver';
import { usePedido, type PedidoDetalle } from '../api';
import { Adjunto } from '../components/Adjunto';
import { CambioEstado } from '../components/CambioEstado';
import { EstadoPedido } from '../components/EstadoPedido';
import { Hilo } from '../components/Hilo';
import { formatCantidad } from '../formato';

type LineaPedido = PedidoDetalle['lineas'][number];

/** detalle/{id}: lines, files, replies and (purchasing) the state change. */
export function PedidoPage() {
  const id = Number(useParams().id);
  const pedido = usePedido(id);
  const p = pedido.data;
  return (
    <section>
      <Volver alternativa="/openUser" />
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {`Pedido N.º ${id}`}
      </Typography.Title>
      {pedido.isError && <Typography.Paragraph>No se pudo cargar el pedido.</Typography.Paragraph>}
      {p && (
        <>
          <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
            <EstadoPedido estado={p.estado} />
            <Link to={`/detalle/seguimiento/${p.id}`}>Ver el seguimiento</Link>
          </Flex>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'persona', label: 'Solicitante', children: p.persona },
              { key: 'sector', label: 'Sector', children: p.sector ?? '—' },
              { key: 'tipo', label: 'Tipo', children: ETIQUETA_TIPO_PEDIDO[p.tipo as TipoPedido] ?? p.tipo },
              { key: 'fecha', label: 'Enviado', children: p.enviado_en ? formatFechaHora(p.enviado_en) : '—' },
              ...(p.creado_por !== p.persona ? [{ key: 'creado', label: 'Creado por', children: p.creado_por }] : []),
              ...(p.proveedor ? [{ key: 'prov', label: 'Proveedor', children: p.proveedor }] : []),
              ...(p.fecha_esperada ? [{ key: 'esperada', label: 'Fecha esperada', children: formatFecha(p.fecha_esperada) }] : []),
              ...(p.motivo_rechazo ? [{ key: 'motivo', label: 'Motivo del rechazo', children: p.motivo_rechazo }] : []),
            ]}
          />
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{`Líneas (${p.lineas.length})`}</h2>} style={{ marginBottom: 16 }}>
            <List<LineaPedido>
              dataSource={p.lineas}
              renderItem={(l) => (
                <List.Item>
                  <div style={{ minWidth: 0, width: '100%' }}>
                    <Flex wrap gap={8} justify="space-between">
                      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                        {l.nombre}
                        {l.producto_id === null ? ' (fuera del catálogo)' : ''}
                      </Typography.Text>
                      <span>{`Cantidad: ${formatCantidad(l.cantidad)}`}</span>
                    </Flex>
                    {l.mensaje && <div style={{ overflowWrap: 'anywhere' }}>{l.mensaje}</div>}
                    {l.archivos.map((a) => (
                      <div key={a.id}>
                        <Adjunto archivo={a} />
                      </div>
                    ))}
                  </div>
                </List.Item>
              )}
            />
          </Card>
          <CambioEstado pedido={p} />
          <Hilo pedido={p} />
        </>
      )}
    </section>
  );
}
