import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MENSAJES_PEDIDO, type PedidoInternoDetalle, type PlantillaPedido } from '@worknet/domain/inventario/pedidos-internos';
import { avisar } from '../../../lib/notify';
import { useSesion } from '../../../lib/useSesion';
import { useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { avisarFallo } from '../avisos';
import { llamadasPedido, refrescarPedidos, useFiltrosPedido, usePlantillas, useProductosDeposito } from '../apiPedidos';
import { formatCantidad } from '../formato';
import { conListas, mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

type Linea = { producto_id?: number; cantidad?: number };
type Valores = {
  sector_id?: number;
  deposito_id?: number;
  observaciones?: string | null;
  items: Linea[];
  guardar?: boolean;
  nombre_plantilla?: string;
};
type Conocido = { nombre: string; unidad: string };

/** Picks a product of the serving warehouse's catalog, searched on the server as the user types. */
function ProductoDelDeposito({
  deposito,
  value,
  onChange,
  conocidos,
  onConocer,
  ...resto
}: {
  deposito?: number;
  value?: number;
  onChange?: (v: number | undefined) => void;
  conocidos: ReadonlyMap<number, Conocido>;
  onConocer: (id: number, c: Conocido) => void;
  id?: string;
  'aria-label'?: string;
}) {
  const [texto, setTexto] = useState('');
  const [buscado, setBuscado] = useState('');
  useEffect(() => {
    const reloj = setTimeout(() => setBuscado(texto.trim()), 300);
    return () => clearTimeout(reloj);
  }, [texto]);
  const productos = useProductosDeposito(deposito, buscado);
  const halladas = productos.data ?? [];
  const opciones = halladas.map((p) => ({ value: p.id, label: `${p.nombre_producto} — hay ${formatCantidad(p.disponible)}` }));
  if (value && !opciones.some((o) => o.value === value)) opciones.unshift({ value, label: conocidos.get(value)?.nombre ?? `Producto ${value}` });
  return (
    <Select<number>
      {...resto}
      value={value ?? null}
      disabled={!deposito}
      showSearch={{ filterOption: false, onSearch: setTexto, searchValue: texto }}
      options={opciones}
      loading={productos.isFetching}
      placeholder={deposito ? 'Buscar en el catálogo del depósito' : 'Elija primero el depósito'}
      notFoundContent={productos.isFetching ? 'Buscando…' : 'El depósito no tiene productos con ese nombre'}
      onChange={(v) => {
        setTexto('');
        const p = halladas.find((x) => x.id === v);
        if (p) onConocer(p.id, { nombre: p.nombre_producto, unidad: p.unidad });
        onChange?.(v ?? undefined);
      }}
      style={{ width: '100%' }}
    />
  );
}

/**
 * A new internal order, or a draft being edited: sector, warehouse, the lines (from a template
 * in one click) and whether to save them as a template. «Enviar pedido» sends it at once.
 */
export function FormularioPedido({ pedido }: { pedido?: PedidoInternoDetalle }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { sectorId } = useSesion();
  const filtros = useFiltrosPedido();
  const [form] = Form.useForm<Valores>();
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const [enviando, setEnviando] = useState<'enviar' | 'guardar' | null>(null);
  const [plantillaId, setPlantillaId] = useState<number | null>(pedido?.plantilla_id ?? null);
  const [conocidos, setConocidos] = useState<Map<number, Conocido>>(
    () => new Map((pedido?.items ?? []).map((l) => [l.producto_id, { nombre: l.nombre_producto, unidad: l.unidad }])),
  );
  const sector = Form.useWatch('sector_id', form);
  const deposito = Form.useWatch('deposito_id', form);
  const guardar = Form.useWatch('guardar', form);
  const plantillas = usePlantillas(sector ?? 0, 0, Boolean(sector));
  const conocer = (id: number, c: Conocido) => setConocidos((m) => (m.has(id) ? m : new Map(m).set(id, c)));

  const sectores = useMemo(() => filtros.data?.sectores ?? [], [filtros.data]);
  // The chosen sector of the session when the user orders for it; else their only one.
  useEffect(() => {
    if (pedido || form.getFieldValue('sector_id') || !sectores.length) return;
    const elegido = sectores.find((s) => s.value === sectorId) ?? (sectores.length === 1 ? sectores[0] : undefined);
    if (elegido) form.setFieldValue('sector_id', elegido.value);
  }, [sectores, sectorId, pedido, form]);

  const usar = (p: PlantillaPedido) => {
    for (const l of p.items) conocer(l.producto_id, { nombre: l.nombre_producto, unidad: l.unidad });
    form.setFieldsValue({
      sector_id: p.sector_id,
      deposito_id: p.deposito_id,
      items: p.items.map((l) => ({ producto_id: l.producto_id, cantidad: l.cantidad })),
    });
    setPlantillaId(p.id);
    setSucio(true);
  };
  // ?plantilla=N (from the templates screen): start from it.
  const desde = Number(params.get('plantilla')) || null;
  const todas = usePlantillas(0, 0, desde !== null && !pedido);
  useEffect(() => {
    const p = todas.data?.find((x) => x.id === desde);
    if (p && plantillaId === null) usar(p);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only once, when the templates arrive
  }, [todas.data]);

  const terminar = (ruta: string) => {
    liberar();
    setSucio(false);
    void refrescarPedidos();
    void navigate(ruta, { replace: true });
  };

  const mandar = async (enviar: boolean) => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setEnviando(enviar ? 'enviar' : 'guardar');
    try {
      const r = await llamadasPedido.guardar({
        id: pedido?.id ?? null,
        datos: {
          sector_id: v.sector_id ?? 0,
          deposito_id: v.deposito_id ?? 0,
          observaciones: v.observaciones?.trim() || null,
          plantilla_id: plantillaId,
          items: v.items.map((l) => ({ producto_id: l.producto_id ?? 0, cantidad: l.cantidad ?? 0 })),
          enviar,
          guardar_plantilla: v.guardar ? (v.nombre_plantilla?.trim() ?? null) : null,
        },
      });
      avisar({ tipo: 'success', texto: r.message || MENSAJES_PEDIDO.generado });
      terminar(`/admin-pedido/${r.data?.id ?? pedido?.id ?? ''}`);
    } catch (e) {
      avisarFallo(e, MENSAJES_PEDIDO.noActualizado);
      mostrarErroresDeCampo(form, e, conListas('items'));
    } finally {
      setEnviando(null);
    }
  };

  const descartar = async () => {
    if (!pedido) return;
    try {
      await llamadasPedido.descartar(pedido.id);
      avisar({ tipo: 'success', texto: 'Borrador descartado.' });
      terminar('/admin-pedido');
    } catch {
      // The client showed the server's message.
    }
  };

  const kits = plantillas.data ?? [];
  return (
    <Form<Valores>
      form={form}
      layout="vertical"
      initialValues={
        pedido
          ? {
              sector_id: pedido.sector_id,
              deposito_id: pedido.deposito_id,
              observaciones: pedido.observaciones,
              items: pedido.items.map((l) => ({ producto_id: l.producto_id, cantidad: l.cantidad })),
            }
          : { items: [{}] }
      }
      onValuesChange={() => setSucio(true)}
      scrollToFirstError={{ focus: true }}
      disabled={enviando !== null}
      style={{ maxWidth: 960 }}
    >
      <Card style={{ marginBottom: 16 }}>
        <Flex wrap gap={16}>
          <Form.Item
            name="sector_id"
            label="Sector que pide"
            rules={[{ required: true, message: 'Elija el sector' }]}
            style={{ flex: '1 1 220px', minWidth: 0 }}
          >
            <Select<number>
              options={sectores}
              loading={filtros.isPending}
              placeholder="Elija el sector"
              showSearch={{ optionFilterProp: 'label' }}
              onChange={() => setPlantillaId(null)}
            />
          </Form.Item>
          <Form.Item
            name="deposito_id"
            label="Depósito que sirve"
            rules={[{ required: true, message: 'Elija el depósito' }]}
            style={{ flex: '1 1 220px', minWidth: 0 }}
          >
            <Select<number> options={filtros.data?.depositos ?? []} loading={filtros.isPending} placeholder="Elija el depósito" />
          </Form.Item>
        </Flex>
        {kits.length > 0 && (
          <div>
            <Typography.Text id="plantillas-del-sector" strong>
              Pedir desde una plantilla
            </Typography.Text>
            <Flex wrap gap={8} style={{ marginTop: 8 }} role="group" aria-labelledby="plantillas-del-sector">
              {kits.map((k) => (
                <Button key={k.id} type={plantillaId === k.id ? 'primary' : 'default'} onClick={() => usar(k)} aria-pressed={plantillaId === k.id}>
                  {k.nombre}
                </Button>
              ))}
            </Flex>
          </div>
        )}
      </Card>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Productos
      </Typography.Title>
      <Form.List name="items">
        {(campos, { add, remove }) => (
          <Flex vertical gap={12}>
            {campos.map((campo, i) => (
              <Card
                key={campo.key}
                size="small"
                title={<Typography.Text strong>{`Línea ${i + 1}`}</Typography.Text>}
                extra={
                  <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Quitar la línea ${i + 1}`} onClick={() => remove(campo.name)} />
                }
              >
                <Flex wrap gap={12} align="flex-start">
                  <Form.Item
                    name={[campo.name, 'producto_id']}
                    label="Producto"
                    rules={[{ required: true, message: 'Elija el producto' }]}
                    style={{ flex: '3 1 260px', minWidth: 0, marginBottom: 8 }}
                  >
                    <ProductoDelDeposito deposito={deposito} conocidos={conocidos} onConocer={conocer} />
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() => {
                      const pid = form.getFieldValue(['items', campo.name, 'producto_id']) as number | undefined;
                      const unidad = pid ? conocidos.get(pid)?.unidad : undefined;
                      return (
                        <Form.Item
                          name={[campo.name, 'cantidad']}
                          label={unidad ? `Cantidad (${unidad})` : 'Cantidad'}
                          rules={[
                            { required: true, message: 'Ingrese la cantidad' },
                            { type: 'number', min: 0.001, message: 'La cantidad debe ser mayor que cero' },
                          ]}
                          style={{ flex: '1 1 120px', minWidth: 0, marginBottom: 8 }}
                        >
                          <InputNumber<number> min={0} decimalSeparator="," inputMode="decimal" style={{ width: '100%' }} />
                        </Form.Item>
                      );
                    }}
                  </Form.Item>
                </Flex>
              </Card>
            ))}
            <div>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({})}>
                Agregar producto
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
      <Card style={{ marginTop: 16 }}>
        <Form.Item name="observaciones" label="Observaciones">
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="guardar" valuePropName="checked" style={{ marginBottom: guardar ? 8 : 0 }}>
          <Checkbox>Guardar como plantilla del sector</Checkbox>
        </Form.Item>
        {guardar && (
          <Form.Item
            name="nombre_plantilla"
            label="Nombre de la plantilla"
            rules={[{ required: true, whitespace: true, message: 'Ingrese el nombre de la plantilla' }]}
            style={{ marginBottom: 0 }}
          >
            <Input maxLength={80} placeholder="Por ejemplo: Curaciones semanal" autoComplete="off" />
          </Form.Item>
        )}
      </Card>
      <Space wrap style={{ marginTop: 24 }}>
        <Button type="primary" loading={enviando === 'enviar'} onClick={() => void mandar(true)}>
          Enviar pedido
        </Button>
        <Button loading={enviando === 'guardar'} onClick={() => void mandar(false)}>
          Guardar borrador
        </Button>
        {pedido && (
          <Button danger onClick={() => void descartar()}>
            Descartar
          </Button>
        )}
        <Button onClick={() => void navigate('/admin-pedido')}>Cancelar</Button>
      </Space>
    </Form>
  );
}
