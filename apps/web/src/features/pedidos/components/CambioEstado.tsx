import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { ETIQUETA_ESTADO_PEDIDO, type EstadoPedido } from '@worknet/domain/pedidos/estados';
import { avisar } from '../../../lib/notify';
import { llamadas, refrescarPedidos, useProveedores, type PedidoDetalle } from '../api';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

type Valores = { estado: EstadoPedido; detalle?: string; proveedor_id?: number; fecha_esperada?: Dayjs; ingreso_id?: number; motivo?: string };

/** Purchasing's next step of an order (only the ones the state machine allows). */
export function CambioEstado({ pedido }: { pedido: PedidoDetalle }) {
  const [form] = Form.useForm<Valores>();
  const estado = Form.useWatch('estado', form);
  const proveedores = useProveedores(estado === 'pedido_proveedor');
  const [guardando, setGuardando] = useState(false);
  if (pedido.siguientes.length === 0) return null;
  const guardar = async (v: Valores) => {
    setGuardando(true);
    try {
      const r = await llamadas.cambiarEstado({
        id: pedido.id,
        estado: v.estado,
        detalle: v.detalle ?? null,
        proveedor_id: v.proveedor_id ?? null,
        fecha_esperada: v.fecha_esperada ? v.fecha_esperada.format('YYYY-MM-DD') : null,
        ingreso_id: v.ingreso_id ?? null,
        motivo: v.motivo ?? null,
      });
      avisar({ tipo: 'success', texto: r.message });
      form.resetFields();
      await refrescarPedidos();
    } catch (e) {
      // The client already toasted it; a 400 also marks its fields.
      mostrarErroresDeCampo(form, e);
      throw e;
    } finally {
      setGuardando(false);
    }
  };
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Cambiar estado</h2>} style={{ marginBottom: 16 }}>
      <Form<Valores> form={form} layout="vertical" onFinish={(v) => void guardar(v).catch(() => undefined)}>
        <Form.Item label="Nuevo estado" name="estado" rules={[{ required: true, message: 'Elija el estado.' }]}>
          <Select<EstadoPedido> options={pedido.siguientes.map((e) => ({ value: e, label: ETIQUETA_ESTADO_PEDIDO[e] }))} style={{ maxWidth: 320 }} />
        </Form.Item>
        {estado === 'pedido_proveedor' && (
          <>
            <Form.Item label="Proveedor" name="proveedor_id" rules={[{ required: true, message: 'Elija el proveedor.' }]}>
              <Select<number>
                showSearch={{ optionFilterProp: 'label' }}
                options={proveedores.data ?? []}
                loading={proveedores.isPending}
                style={{ maxWidth: 320 }}
              />
            </Form.Item>
            <Form.Item label="Fecha esperada" name="fecha_esperada" rules={[{ required: true, message: 'Indique la fecha esperada.' }]}>
              <DatePicker format="DD/MM/YYYY" placeholder="DD/MM/AAAA" />
            </Form.Item>
          </>
        )}
        {estado === 'recibido' && (
          <Form.Item label="N.º de ingreso de stock (opcional)" name="ingreso_id" extra="El ingreso confirmado que recibió la mercadería.">
            <InputNumber min={1} precision={0} style={{ width: 200, maxWidth: '100%' }} />
          </Form.Item>
        )}
        {estado === 'rechazado' ? (
          <Form.Item label="Motivo del rechazo" name="motivo" rules={[{ required: true, whitespace: true, message: 'Indique el motivo del rechazo.' }]}>
            <Input.TextArea maxLength={1000} rows={2} />
          </Form.Item>
        ) : (
          <Form.Item label="Comentario (opcional)" name="detalle">
            <Input.TextArea maxLength={1000} rows={2} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={guardando}>
          Guardar estado
        </Button>
      </Form>
    </Card>
  );
}
