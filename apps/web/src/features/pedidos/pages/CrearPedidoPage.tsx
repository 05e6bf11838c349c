import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MENSAJE_CARRITO_VACIO, MENSAJE_PEDIDO_CREADO } from '@worknet/domain/pedidos/carrito';
import { ETIQUETA_TIPO_PEDIDO, TIPOS_PEDIDO, type TipoPedido } from '@worknet/domain/pedidos/tipos';
import { ApiError } from '../../../lib/api';
import { SelectorRemoto } from '../../../lib/lista';
import { avisar } from '../../../lib/notify';
import { useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { Volver } from '../../../lib/Volver';
import { BotonArchivo } from '../../../lib/BotonArchivo';
import { llamadas, refrescarPedidos, useSectores, type LineaNueva } from '../api';
import type { EstadoPedidoCreado } from './PedidosPage';
import { conListas, mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';

const ACEPTA = '.jpg,.jpeg,.png,.webp,.gif,.pdf,.docx,.xlsx,.mp4';
type Valores = { persona?: number; sector?: number; tipo: TipoPedido; lineas: { nombre: string; cantidad: number; mensaje?: string }[] };

/** crear: purchasing creates an order on behalf of a person and sector (alta_pedido + alta_items_pedidos + enviar_pedido). */
export function CrearPedidoPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Valores>();
  const sectores = useSectores();
  const [archivos, setArchivos] = useState<Record<number, File | null>>({});
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [sucio, setSucio] = useState(false);
  useCambiosSinGuardar(sucio && !enviando);

  const crear = async (v: Valores) => {
    const lineas: LineaNueva[] = (v.lineas ?? []).map((l, i) => ({ ...l, archivo: archivos[i] ?? null }));
    if (lineas.length === 0) {
      setError(MENSAJE_CARRITO_VACIO);
      return;
    }
    setEnviando(true);
    setError(null);
    try {
      const id = await llamadas.crearPedido({ tipo: v.tipo, persona: v.persona!, sector: v.sector! }, lineas);
      setSucio(false);
      avisar({ tipo: 'success', texto: MENSAJE_PEDIDO_CREADO });
      await refrescarPedidos();
      // Spec §2: after a purchase order is created the product goes to openUser; the new order
      // (someone else's, so not listed there) stays one click away.
      void navigate('/openUser', { state: { pedidoCreado: id } satisfies EstadoPedidoCreado });
    } catch (e) {
      setError(e instanceof ApiError ? (e.mensajeServidor ?? e.message) : 'No se ha podido crear el pedido.');
      mostrarErroresDeCampo(form, e, conListas('lineas'));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <section>
      <Volver alternativa="/nuevos" />
      <EncabezadoFormulario titulo="Crear pedido" />
      <Typography.Paragraph type="secondary">Un pedido en nombre de una persona y su sector. La persona lo va a ver en «Mis pedidos».</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form<Valores>
        form={form}
        layout="vertical"
        initialValues={{ tipo: 'insumos', lineas: [{ nombre: '', cantidad: 1 }] }}
        onValuesChange={() => setSucio(true)}
        onFinish={(v) => void crear(v)}
      >
        <Form.Item label="Persona" name="persona" rules={[{ required: true, message: 'Elija la persona que pide.' }]}>
          <SelectorRemoto fuente="usuarios" sinResultados="No se encontraron usuarios" />
        </Form.Item>
        <Form.Item label="Sector" name="sector" rules={[{ required: true, message: 'Elija el sector.' }]}>
          <Select<number> showSearch={{ optionFilterProp: 'label' }} options={sectores.data ?? []} loading={sectores.isPending} style={{ maxWidth: 400 }} />
        </Form.Item>
        <Form.Item label="Tipo de pedido" name="tipo">
          <Select<TipoPedido> options={TIPOS_PEDIDO.map((t) => ({ value: t, label: ETIQUETA_TIPO_PEDIDO[t] }))} style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.List name="lineas">
          {(campos, { add, remove }) => (
            <>
              {campos.map((c, i) => (
                <Card key={c.key} size="small" title={<h2 style={{ fontSize: 15, margin: 0 }}>{`Línea ${i + 1}`}</h2>} style={{ marginBottom: 12 }}>
                  <Form.Item label="Qué se pide" name={[c.name, 'nombre']} rules={[{ required: true, whitespace: true, message: 'Escriba qué se pide.' }]}>
                    <Input maxLength={200} />
                  </Form.Item>
                  <Form.Item label="Cantidad" name={[c.name, 'cantidad']} rules={[{ required: true, message: 'Ingrese la cantidad.' }]}>
                    <InputNumber min={0.001} decimalSeparator="," style={{ width: 160, maxWidth: '100%' }} />
                  </Form.Item>
                  <Form.Item label="Mensaje" name={[c.name, 'mensaje']}>
                    <Input.TextArea maxLength={1000} rows={2} />
                  </Form.Item>
                  <Flex wrap gap={8} align="center">
                    <BotonArchivo
                      etiquetaInput={`Archivo de la línea ${i + 1}`}
                      accept={ACEPTA}
                      onArchivos={(a) => setArchivos((x) => ({ ...x, [i]: a[0] ?? null }))}
                    >
                      Adjuntar archivo
                    </BotonArchivo>
                    {archivos[i] && <span style={{ overflowWrap: 'anywhere' }}>{archivos[i].name}</span>}
                    <Button
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => {
                        remove(c.name);
                        setArchivos({});
                      }}
                    >
                      Quitar línea
                    </Button>
                  </Flex>
                </Card>
              ))}
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ nombre: '', cantidad: 1 })} style={{ marginBottom: 16 }}>
                Agregar línea
              </Button>
            </>
          )}
        </Form.List>
        <div>
          <Button type="primary" htmlType="submit" loading={enviando}>
            Crear pedido
          </Button>
        </div>
      </Form>
    </section>
  );
}
