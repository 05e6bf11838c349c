import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, List, Modal, Popconfirm, Segmented, Select, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { MENSAJE_CARRITO_VACIO, MENSAJE_PEDIDO_CREADO } from '@worknet/domain/pedidos/carrito';
import { ETIQUETA_TIPO_PEDIDO, MODELO_MEDIA_CARRITO, MODULO_MEDIA_PEDIDOS, TIPOS_PEDIDO, type TipoPedido } from '@worknet/domain/pedidos/tipos';
import { ApiError } from '../../../lib/api';
import { avisar } from '../../../lib/notify';
import { Vacio } from '../../../lib/lista';
import { useSesion } from '../../../lib/useSesion';
import { useUsuario } from '../../auth';
import { subirMedia, useTiposMedia } from '../../media';
import { BotonArchivo } from '../../../lib/BotonArchivo';
import { llamadas, refrescarPedidos, useCarrito, useProductosCarrito, type Linea } from '../api';
import { Adjunto } from '../components/Adjunto';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';

const ACEPTA = '.jpg,.jpeg,.png,.webp,.gif,.pdf,.docx,.xlsx,.mp4';
type Modo = 'catalogo' | 'libre';
type Alta = { producto_id?: number; nombre?: string; cantidad: number; mensaje?: string };

const mensajeDe = (e: unknown) => (e instanceof ApiError ? (e.mensajeServidor ?? e.message) : 'No se ha podido crear el pedido.');

/** mi_pedido: the purchase cart, kept on the server (it survives a reload and another device). */
export function MiPedidoPage() {
  const navigate = useNavigate();
  const carrito = useCarrito();
  const lineas = carrito.data ?? [];
  const [form] = Form.useForm<Alta>();
  const [modo, setModo] = useState<Modo>('catalogo');
  const [busqueda, setBusqueda] = useState('');
  const productos = useProductosCarrito(busqueda);
  const tipos = useTiposMedia(MODULO_MEDIA_PEDIDOS, MODELO_MEDIA_CARRITO);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [agregando, setAgregando] = useState(false);
  const [enviar, setEnviar] = useState(false);

  const agregar = async (v: Alta) => {
    setAgregando(true);
    try {
      const tipoId = tipos.data?.[0]?.id;
      const media = archivo && tipoId ? await subirMedia(archivo, { modulo: MODULO_MEDIA_PEDIDOS, modelo: MODELO_MEDIA_CARRITO, tipo_id: tipoId }) : null;
      const r = await llamadas.agregar({
        ...(modo === 'catalogo' ? { producto_id: v.producto_id } : { nombre: v.nombre }),
        cantidad: v.cantidad,
        mensaje: v.mensaje || null,
        media_id: media?.id ?? null,
      });
      avisar({ tipo: 'success', texto: r.message });
      form.resetFields();
      setArchivo(null);
      await refrescarPedidos();
    } catch (e) {
      avisar({ tipo: 'error', texto: mensajeDe(e) });
      mostrarErroresDeCampo(form, e);
    } finally {
      setAgregando(false);
    }
  };

  const abrirEnvio = () => {
    if (lineas.length === 0) avisar({ tipo: 'warning', texto: MENSAJE_CARRITO_VACIO });
    else setEnviar(true);
  };

  return (
    <section>
      <EncabezadoFormulario titulo="Mi pedido" />
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Agregar al pedido</h2>} style={{ marginBottom: 16 }}>
        <Segmented<Modo>
          aria-label="Qué agregar"
          value={modo}
          onChange={setModo}
          options={[
            { value: 'catalogo', label: 'Del catálogo' },
            { value: 'libre', label: 'Otro (texto libre)' },
          ]}
          style={{ marginBottom: 12 }}
        />
        <Form<Alta> form={form} layout="vertical" initialValues={{ cantidad: 1 }} onFinish={(v) => void agregar(v)}>
          {modo === 'catalogo' ? (
            <Form.Item label="Producto" name="producto_id" rules={[{ required: true, message: 'Elija un producto del catálogo.' }]}>
              <Select<number>
                showSearch={{ filterOption: false, onSearch: setBusqueda }}
                placeholder="Escriba para buscar en el catálogo"
                options={productos.data ?? []}
                loading={productos.isFetching}
                notFoundContent={productos.isFetching ? 'Buscando…' : 'No se encontraron productos'}
              />
            </Form.Item>
          ) : (
            <Form.Item label="Qué necesita" name="nombre" rules={[{ required: true, whitespace: true, message: 'Escriba qué necesita.' }]}>
              <Input maxLength={200} placeholder="Por ejemplo: silla de ruedas plegable" />
            </Form.Item>
          )}
          <Form.Item label="Cantidad" name="cantidad" rules={[{ required: true, message: 'Ingrese la cantidad.' }]}>
            <InputNumber min={0.001} max={10_000_000} decimalSeparator="," style={{ width: 160, maxWidth: '100%' }} />
          </Form.Item>
          <Form.Item label="Mensaje" name="mensaje">
            <Input.TextArea maxLength={1000} rows={2} placeholder="Detalles para compras (opcional)" />
          </Form.Item>
          <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
            <BotonArchivo etiquetaInput="Archivo de la línea" accept={ACEPTA} disabled={!tipos.data?.length} onArchivos={(a) => setArchivo(a[0] ?? null)}>
              Adjuntar archivo
            </BotonArchivo>
            {archivo && (
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                {archivo.name}{' '}
                <Button type="link" size="small" onClick={() => setArchivo(null)}>
                  Quitar archivo
                </Button>
              </Typography.Text>
            )}
          </Flex>
          <Button type="primary" htmlType="submit" loading={agregando}>
            Agregar al pedido
          </Button>
        </Form>
      </Card>

      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <h2 style={{ fontSize: 18, margin: 0 }}>{`En el pedido (${lineas.length})`}</h2>
        <Button type="primary" onClick={abrirEnvio}>
          Enviar pedido
        </Button>
      </Flex>
      <List<Linea>
        aria-label="Líneas del pedido"
        loading={carrito.isPending}
        dataSource={lineas}
        locale={{ emptyText: <Vacio texto="Todavía no agregó nada" explicacion="Busque un producto del catálogo o escriba lo que necesita." /> }}
        renderItem={(l) => <LineaCarrito linea={l} />}
      />
      {enviar && <EnviarPedido alCerrar={() => setEnviar(false)} alEnviar={() => void navigate('/openUser')} />}
    </section>
  );
}

function LineaCarrito({ linea }: { linea: Linea }) {
  const [cantidad, setCantidad] = useState<number | null>(linea.cantidad);
  const guardar = async () => {
    if (!cantidad || cantidad === linea.cantidad) return;
    await llamadas.editar({ id: linea.id, cantidad, mensaje: linea.mensaje });
    await refrescarPedidos();
  };
  const quitar = async () => {
    await llamadas.quitar(linea.id);
    avisar({ tipo: 'success', texto: `«${linea.nombre}» quitado del pedido.` });
    await refrescarPedidos();
  };
  return (
    <List.Item>
      <Flex wrap gap={8} justify="space-between" align="center" style={{ width: '100%' }}>
        <div style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {linea.nombre}
          </Typography.Text>
          {linea.producto_id === null && <Typography.Text type="secondary"> (fuera del catálogo)</Typography.Text>}
          {linea.mensaje && <div style={{ overflowWrap: 'anywhere' }}>{linea.mensaje}</div>}
          {linea.archivo && <Adjunto archivo={linea.archivo} />}
        </div>
        <Flex gap={8} align="center">
          <InputNumber
            aria-label={`Cantidad de ${linea.nombre}`}
            min={0.001}
            decimalSeparator=","
            value={cantidad}
            onChange={setCantidad}
            onBlur={() => void guardar()}
            onPressEnter={() => void guardar()}
            style={{ width: 110 }}
          />
          <Popconfirm title={`¿Quitar «${linea.nombre}» del pedido?`} okText="Quitar" cancelText="Cancelar" onConfirm={() => void quitar()}>
            <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={`Quitar ${linea.nombre}`} title={`Quitar ${linea.nombre}`} />
          </Popconfirm>
        </Flex>
      </Flex>
    </List.Item>
  );
}

/** The send dialog: kind and sector. A failure stays in the dialog with its message; the cart is kept. */
function EnviarPedido({ alCerrar, alEnviar }: { alCerrar: () => void; alEnviar: () => void }) {
  const usuario = useUsuario();
  const sesion = useSesion();
  const sectores = usuario.data?.sector ?? [];
  const [tipo, setTipo] = useState<TipoPedido>('insumos');
  const [sector, setSector] = useState<number | undefined>(sesion.sectorId ?? sectores[0]?.id);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const enviar = async () => {
    const elegido = sector ?? sectores[0]?.id;
    if (!elegido) {
      setError('Elija el sector.');
      return;
    }
    setEnviando(true);
    setError(null);
    try {
      await llamadas.enviarCarrito({ tipo, sector: elegido });
      avisar({ tipo: 'success', texto: MENSAJE_PEDIDO_CREADO });
      await refrescarPedidos();
      alCerrar();
      alEnviar();
    } catch (e) {
      setError(mensajeDe(e));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Modal open title="Enviar pedido" okText="Enviar" cancelText="Cancelar" confirmLoading={enviando} onOk={() => void enviar()} onCancel={alCerrar}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form layout="vertical">
        <Form.Item label="Tipo de pedido" htmlFor="pedido-tipo">
          <Select<TipoPedido>
            id="pedido-tipo"
            value={tipo}
            onChange={setTipo}
            options={TIPOS_PEDIDO.map((t) => ({ value: t, label: ETIQUETA_TIPO_PEDIDO[t] }))}
          />
        </Form.Item>
        <Form.Item label="Sector" htmlFor="pedido-sector">
          <Select<number>
            id="pedido-sector"
            value={sector ?? sectores[0]?.id}
            onChange={setSector}
            options={sectores.map((s) => ({ value: s.id, label: `${s.nombre} — ${s.raiz.nombre}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
