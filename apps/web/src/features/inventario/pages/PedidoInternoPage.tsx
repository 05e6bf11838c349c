import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Card, Descriptions, Flex, Input, Modal, Result, Skeleton, Space, Typography } from 'antd';
import { ETIQUETA_ESTADO_PEDIDO, MENSAJES_PEDIDO, type PedidoInternoDetalle } from '@worknet/domain/inventario/pedidos-internos';
import { formatFecha, formatFechaHora } from '../../../lib/format';
import { HistorialFlujo } from '../../../lib/HistorialFlujo';
import { avisar } from '../../../lib/notify';
import { Volver } from '../../../lib/Volver';
import { avisarFallo } from '../avisos';
import { llamadasPedido, refrescarPedidos, usePedido } from '../apiPedidos';
import { EstadoPedido } from '../components/EstadoPedido';
import { FormularioPedido } from '../components/FormularioPedido';
import { PreparacionPedido } from '../components/PreparacionPedido';
import { cantidadConUnidad, formatCantidad } from '../formato';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';

const COLOR_PASO = { borrador: 'gray', enviado: 'blue', preparado: 'orange', recibido: 'green', rechazado: 'red' } as const;

const VOLVER = <Volver alternativa="/admin-pedido" texto="Volver a Pedidos internos" />;

/** The lines as cards: one under another on a phone. */
function Lineas({ pedido }: { pedido: PedidoInternoDetalle }) {
  return (
    <Flex vertical gap={8}>
      {pedido.items.map((l) => (
        <Card key={l.id} size="small">
          <Flex wrap gap={16} justify="space-between">
            <Typography.Text strong style={{ flex: '2 1 220px', minWidth: 0 }}>
              {l.nombre_producto}
            </Typography.Text>
            <span>{`Pedido: ${cantidadConUnidad(l.cantidad, l.unidad)}`}</span>
            {l.cantidad_preparada !== null && <span>{`Servido: ${cantidadConUnidad(l.cantidad_preparada, l.unidad)}`}</span>}
            {l.resto && <span>{l.resto === 'pendiente' ? 'Lo que falta: pendiente' : 'Lo que falta: cancelado'}</span>}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

function Movimiento({ pedido }: { pedido: PedidoInternoDetalle }) {
  const m = pedido.movimiento;
  if (!m) return null;
  const que = m.tipo === 'movimiento' ? 'Movimiento' : 'Egreso';
  return (
    <section aria-labelledby="movimiento-titulo" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="movimiento-titulo" style={{ fontSize: 18 }}>
        {`${que} N.º ${m.id} ${m.estado === 'confirmado' ? '(confirmado)' : '(espera la recepción)'}`}
      </Typography.Title>
      <Typography.Paragraph>{`Destino: ${m.deposito_destino_nombre ?? '—'}`}</Typography.Paragraph>
      <Flex vertical gap={8}>
        {m.items.map((l, i) => (
          <Card key={i} size="small">
            <Flex wrap gap={16} justify="space-between">
              <Typography.Text strong style={{ flex: '2 1 220px', minWidth: 0 }}>
                {l.nombre_producto}
              </Typography.Text>
              <span>{`Lote: ${l.lote ?? '—'}`}</span>
              <span>{`Vence: ${l.fecha_vencimiento ? formatFecha(l.fecha_vencimiento) : '—'}`}</span>
              <span>{`Cantidad: ${formatCantidad(l.cantidad)}`}</span>
            </Flex>
          </Card>
        ))}
      </Flex>
    </section>
  );
}

/** 'admin-pedido/nuevo', a draft (its form) or an order with what the user may do now. */
export function PedidoInternoPage() {
  const { id: crudo } = useParams();
  const esNuevo = crudo === 'nuevo';
  const id = esNuevo ? null : Number(crudo) || null;
  const pedido = usePedido(id);
  const [modal, contexto] = Modal.useModal();
  const [rechazando, setRechazando] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [ocupado, setOcupado] = useState(false);

  if (esNuevo)
    return (
      <section>
        {VOLVER}
        <EncabezadoFormulario titulo="Nuevo pedido interno" />
        <FormularioPedido />
      </section>
    );
  if (id === null || pedido.isError) return <Result status="404" title="No se encontró el pedido" extra={VOLVER} />;
  if (pedido.isPending) return <Skeleton active />;
  const p = pedido.data;

  if (p.estado === 'borrador' && p.acciones.editar)
    return (
      <section>
        {VOLVER}
        <EncabezadoFormulario titulo={`Pedido interno N.º ${p.id} (borrador)`} />
        <FormularioPedido key={p.id} pedido={p} />
      </section>
    );

  const recibir = () =>
    modal.confirm({
      title: `¿Confirmar la recepción del pedido N.º ${p.id}?`,
      content: 'El stock pasa del depósito que sirve al sector. Confírmelo cuando tenga los insumos en la sala.',
      okText: 'Confirmar recepción',
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await llamadasPedido.recibir(p.id);
          avisar({ tipo: 'success', texto: MENSAJES_PEDIDO.confirmado });
        } catch (e) {
          avisarFallo(e, MENSAJES_PEDIDO.noActualizado);
        } finally {
          void refrescarPedidos();
        }
      },
    });

  const rechazar = async () => {
    setOcupado(true);
    try {
      const r = await llamadasPedido.rechazar({ id: p.id, motivo: motivo.trim() });
      avisar({ tipo: 'success', texto: r.message });
      setRechazando(false);
      void refrescarPedidos();
    } catch (e) {
      avisarFallo(e, MENSAJES_PEDIDO.noActualizado);
    } finally {
      setOcupado(false);
    }
  };

  return (
    <section>
      {VOLVER}
      <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {`Pedido interno N.º ${p.id}`}
        </Typography.Title>
        <EstadoPedido estado={p.estado} />
      </Flex>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ maxWidth: 960, marginBottom: 16 }}>
        <Descriptions.Item label="Sector">{p.sector_nombre}</Descriptions.Item>
        <Descriptions.Item label="Depósito">{p.deposito_nombre}</Descriptions.Item>
        <Descriptions.Item label="Pedido por">{`${p.creado_por}, ${formatFechaHora(p.created_at)}`}</Descriptions.Item>
        {p.enviado_en && <Descriptions.Item label="Enviado">{formatFechaHora(p.enviado_en)}</Descriptions.Item>}
        {p.preparado_en && <Descriptions.Item label="Preparado">{`${p.preparado_por ?? ''}, ${formatFechaHora(p.preparado_en)}`}</Descriptions.Item>}
        {p.recibido_en && <Descriptions.Item label="Recibido">{`${p.recibido_por ?? ''}, ${formatFechaHora(p.recibido_en)}`}</Descriptions.Item>}
        {p.rechazado_en && <Descriptions.Item label="Rechazado">{`${p.rechazado_por ?? ''}, ${formatFechaHora(p.rechazado_en)}`}</Descriptions.Item>}
        {p.motivo_rechazo && <Descriptions.Item label="Motivo del rechazo">{p.motivo_rechazo}</Descriptions.Item>}
        {p.plantilla_nombre && <Descriptions.Item label="Plantilla">{p.plantilla_nombre}</Descriptions.Item>}
        {p.observaciones && <Descriptions.Item label="Observaciones">{p.observaciones}</Descriptions.Item>}
        {p.origen_id && (
          <Descriptions.Item label="Resto del pedido">
            <Link to={`/admin-pedido/${p.origen_id}`}>{`N.º ${p.origen_id}`}</Link>
          </Descriptions.Item>
        )}
        {p.resto_id && (
          <Descriptions.Item label="Lo pendiente sigue en">
            <Link to={`/admin-pedido/${p.resto_id}`}>{`Pedido N.º ${p.resto_id}`}</Link>
          </Descriptions.Item>
        )}
      </Descriptions>
      <div style={{ maxWidth: 960 }}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          Productos
        </Typography.Title>
        <Lineas pedido={p} />
        <Movimiento pedido={p} />
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          Historial
        </Typography.Title>
        <HistorialFlujo
          titulo="Historial del pedido"
          pasos={p.historial}
          etiqueta={(h) => ETIQUETA_ESTADO_PEDIDO[h.estado]}
          color={(e) => COLOR_PASO[e]}
          detalles={(h) => (h.detalle ? [h.estado === 'rechazado' ? `Motivo: ${h.detalle}` : h.detalle] : [])}
        />
      </div>
      {(p.acciones.recibir || p.acciones.rechazar) && (
        <Space wrap style={{ marginTop: 24 }}>
          {p.acciones.recibir && (
            <Button type="primary" onClick={recibir}>
              Confirmar recepción
            </Button>
          )}
          {p.acciones.rechazar && (
            <Button danger onClick={() => setRechazando(true)}>
              Rechazar pedido
            </Button>
          )}
        </Space>
      )}
      {p.acciones.preparar && <PreparacionPedido key={p.id} pedido={p} />}
      <Modal
        open={rechazando}
        title={`Rechazar el pedido N.º ${p.id}`}
        okText="Rechazar"
        cancelText="Cancelar"
        okButtonProps={{ danger: true, disabled: motivo.trim().length < 3, loading: ocupado }}
        onOk={() => void rechazar()}
        onCancel={() => setRechazando(false)}
      >
        <label htmlFor="motivo-rechazo">Motivo (lo ve el sector que pidió)</label>
        <Input.TextArea id="motivo-rechazo" value={motivo} onChange={(e) => setMotivo(e.target.value)} maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Modal>
      {contexto}
    </section>
  );
}
