import { useEffect, useState } from 'react';
import { BORRAR } from '../../../lib/iconos';
import { useNavigate, useSearchParams } from 'react-router';
import { AutoComplete, Button, Card, Checkbox, Flex, Form, Input, InputNumber, Select, Skeleton, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { errorValorAtributo, type ProductoEntrada } from '@worknet/domain/inventario/maestros';
import type { FilaCatalogo } from '@worknet/domain/catalogos/respuestas';
import { useApiMutation } from '../../../lib/query';
import { useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { Volver } from '../../../lib/Volver';
import { CLAVE_INVENTARIO, llamadas, useAtributos, useDrogas, useFiltrosDeposito, useProducto } from '../api';
import { CampoDia } from '../../../lib/CampoDia';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';

type Atributo = { atributo_id?: number; valor?: string | null };
type Valores = Omit<ProductoEntrada, 'atributos'> & { atributos: Atributo[] };

const UNIDADES = ['unidad', 'caja', 'ampolla', 'frasco', 'blíster', 'ml', 'g', 'par', 'rollo'].map((value) => ({ value }));

const valoresDeLista = (a: FilaCatalogo | undefined) =>
  String(a?.valores ?? '')
    .split(/\r?\n/)
    .map((x) => x.trim())
    .filter(Boolean);

/** The value input of an attribute, by its declared type. */
function CampoValor({
  atributo,
  id,
  value,
  onChange,
}: {
  atributo: FilaCatalogo | undefined;
  id?: string;
  value?: string | null;
  onChange?: (v: string | null) => void;
}) {
  const etiqueta = `Valor de ${String(atributo?.nombre ?? 'el atributo')}`;
  switch (atributo?.tipo_dato) {
    case 'numero':
      return (
        <InputNumber<string>
          id={id}
          aria-label={etiqueta}
          stringMode
          decimalSeparator=","
          value={value ?? null}
          onChange={(v) => onChange?.(v === null ? null : String(v))}
          addonAfter={atributo.unidad ? String(atributo.unidad) : undefined}
          style={{ width: '100%' }}
        />
      );
    case 'fecha':
      return <CampoDia id={id} aria-label={etiqueta} value={value} onChange={onChange} />;
    case 'lista':
      return (
        <Select<string>
          id={id}
          aria-label={etiqueta}
          value={value ?? undefined}
          onChange={(v) => onChange?.(v)}
          options={valoresDeLista(atributo).map((v) => ({ value: v, label: v }))}
          placeholder="Elija un valor"
        />
      );
    default:
      return <Input id={id} aria-label={etiqueta} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} maxLength={200} />;
  }
}

/** '/admin-crud-productos/new': a new product, or ?id=N to edit one. */
export function ProductoFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || null;
  const [form] = Form.useForm<Valores>();
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const filtros = useFiltrosDeposito();
  const drogas = useDrogas();
  const atributos = useAtributos();
  const existente = useProducto(id);
  const elegidos = Form.useWatch('atributos', form) ?? [];
  const porId = new Map((atributos.data ?? []).map((a) => [a.id, a]));

  useEffect(() => {
    const p = existente.data;
    if (!p) return;
    form.setFieldsValue({
      nombre_producto: p.nombre_producto,
      categoria_id: p.categoria_id,
      unidad: p.unidad,
      codigo_barras: p.codigo_barras,
      droga_id: p.droga_id,
      controla_lote: p.controla_lote,
      controla_vencimiento: p.controla_vencimiento,
      controla_serie: p.controla_serie,
      activo: p.activo,
      atributos: p.atributos.map((a) => ({ atributo_id: a.atributo_id, valor: a.valor })),
    });
  }, [existente.data, form]);

  const guardar = useApiMutation(llamadas.guardarProducto, { avisarExito: true, invalidar: [CLAVE_INVENTARIO] });
  const volverALista = () => void navigate('/admin-crud-productos');

  const enviar = (v: Valores) => {
    const datos: ProductoEntrada = {
      ...v,
      atributos: (v.atributos ?? []).filter((a) => a.atributo_id).map((a) => ({ atributo_id: a.atributo_id!, valor: String(a.valor ?? '').trim() })),
    };
    guardar.mutate(
      { id, datos },
      {
        onError: (e) => mostrarErroresDeCampo(form, e),
        onSuccess: (r) => {
          liberar();
          setSucio(false);
          void navigate(`/admin-crud-productos/view/${r.data?.id ?? id ?? ''}`);
        },
      },
    );
  };

  const titulo = id !== null ? 'Editar producto' : 'Nuevo producto';
  return (
    <section>
      <Volver alternativa="/admin-crud-productos" texto="Volver a Productos" />
      <EncabezadoFormulario titulo={titulo} />
      <Card style={{ maxWidth: 640 }}>
        {id !== null && existente.isPending ? (
          <Skeleton active />
        ) : (
          <Form<Valores>
            form={form}
            layout="vertical"
            initialValues={{ unidad: 'unidad', activo: true, controla_lote: false, controla_vencimiento: false, controla_serie: false, atributos: [] }}
            onValuesChange={() => setSucio(true)}
            onFinish={enviar}
            scrollToFirstError={{ focus: true }}
          >
            <Form.Item name="nombre_producto" label="Nombre" rules={[{ required: true, whitespace: true, message: 'Ingrese el nombre' }]}>
              <Input maxLength={200} autoComplete="off" />
            </Form.Item>
            <Form.Item name="categoria_id" label="Categoría" rules={[{ required: true, message: 'Elija una categoría' }]}>
              <Select<number>
                showSearch={{ optionFilterProp: 'label' }}
                options={filtros.data?.categorias ?? []}
                loading={filtros.isPending}
                placeholder="Elija la categoría"
              />
            </Form.Item>
            <Flex wrap gap={16}>
              <Form.Item
                name="unidad"
                label="Unidad"
                rules={[{ required: true, whitespace: true, message: 'Ingrese la unidad' }]}
                style={{ flex: '1 1 180px' }}
              >
                <AutoComplete options={UNIDADES} maxLength={20} />
              </Form.Item>
              <Form.Item
                name="codigo_barras"
                label="Código de barras"
                style={{ flex: '1 1 220px' }}
                rules={[{ pattern: /^[0-9A-Za-z-]*$/, message: 'Sólo letras, números y guiones' }]}
              >
                <Input maxLength={50} autoComplete="off" inputMode="numeric" />
              </Form.Item>
            </Flex>
            <Form.Item name="droga_id" label="Droga" extra="Para los medicamentos: la droga (nombre genérico) que contiene.">
              <Select<number>
                allowClear={BORRAR}
                showSearch={{ optionFilterProp: 'label' }}
                options={drogas.data ?? []}
                loading={drogas.isPending}
                placeholder="Sin droga (insumo)"
              />
            </Form.Item>
            <Form.Item label="Qué controla" extra="Lo que cada ingreso, egreso y movimiento de este producto debe indicar.">
              <Flex wrap gap={16}>
                <Form.Item name="controla_lote" valuePropName="checked" noStyle>
                  <Checkbox>Lote</Checkbox>
                </Form.Item>
                <Form.Item name="controla_vencimiento" valuePropName="checked" noStyle>
                  <Checkbox>Vencimiento</Checkbox>
                </Form.Item>
                <Form.Item name="controla_serie" valuePropName="checked" noStyle>
                  <Checkbox>Número de serie</Checkbox>
                </Form.Item>
              </Flex>
            </Form.Item>
            <Typography.Title level={2} style={{ fontSize: 16, marginTop: 8 }}>
              Atributos
            </Typography.Title>
            <Form.List name="atributos">
              {(campos, { add, remove }) => (
                <>
                  {campos.map((campo, i) => {
                    const atributo = porId.get(elegidos[i]?.atributo_id ?? -1);
                    const usados = new Set(elegidos.map((a, j) => (j === i ? undefined : a?.atributo_id)));
                    return (
                      <Flex key={campo.key} wrap gap={8} align="flex-start">
                        <Form.Item
                          name={[campo.name, 'atributo_id']}
                          label="Atributo"
                          rules={[{ required: true, message: 'Elija el atributo' }]}
                          style={{ flex: '1 1 200px', marginBottom: 12 }}
                        >
                          <Select<number>
                            showSearch={{ optionFilterProp: 'label' }}
                            loading={atributos.isPending}
                            options={(atributos.data ?? []).filter((a) => !usados.has(a.id)).map((a) => ({ value: a.id, label: String(a.nombre) }))}
                            onChange={() => form.setFieldValue(['atributos', campo.name, 'valor'], null)}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[campo.name, 'valor']}
                          label="Valor"
                          style={{ flex: '1 1 200px', marginBottom: 12 }}
                          rules={[
                            {
                              validator: async (_, v: string | null | undefined) => {
                                if (v === undefined || v === null || String(v).trim() === '') throw new Error('Ingrese el valor');
                                const error = atributo
                                  ? errorValorAtributo(String(atributo.tipo_dato), String(v), atributo.valores ? String(atributo.valores) : null)
                                  : null;
                                if (error) throw new Error(error);
                              },
                            },
                          ]}
                        >
                          <CampoValor atributo={atributo} />
                        </Form.Item>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={`Quitar el atributo ${atributo ? String(atributo.nombre) : i + 1}`}
                          onClick={() => remove(campo.name)}
                          style={{ marginTop: 30 }}
                        />
                      </Flex>
                    );
                  })}
                  <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ valor: null })} style={{ marginBottom: 24 }}>
                    Agregar atributo
                  </Button>
                </>
              )}
            </Form.List>
            <Form.Item name="activo" label="Activo" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={guardar.isPending}>
                Guardar
              </Button>
              <Button onClick={volverALista}>Cancelar</Button>
            </Space>
          </Form>
        )}
      </Card>
    </section>
  );
}
