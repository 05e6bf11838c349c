import { useEffect, useMemo, useState } from 'react';
import { BORRAR } from '../../../lib/iconos';
import { useNavigate, useParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Modal, Result, Select, Skeleton, Space, Typography } from 'antd';
import type { DocumentoDetalle } from '@worknet/domain/inventario/documentos';
import type { ProductoDetalle, ProductoFila } from '@worknet/domain/inventario/maestros';
import { api } from '../../../lib/api';
import { avisar } from '../../../lib/notify';
import { useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { Volver } from '../../../lib/Volver';
import { dayjs } from '../../../lib/fechas';
import {
  CLAVES,
  RUTAS,
  llamadas,
  refrescarInventario,
  useDestinosEgreso,
  useDocumento,
  useFiltrosDeposito,
  useProveedoresOpciones,
  useTodosLosDepositos,
  type CuerpoDocumento,
} from '../api';
import { avisarFallo, TEXTOS } from '../avisos';
import { CampoDia } from '../../../lib/CampoDia';
import { LineasDocumento, type ProductoDeLinea } from '../components/LineasDocumento';
import { LecturaDocumento } from '../components/LecturaDocumento';
import { lineaParaEnviar, type LineaFormulario, type TipoDocumento } from '../lineas';
import { TEXTOS_TIPO } from '../textos';
import { conListas, mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';

type Valores = {
  fecha: string;
  deposito_id?: number;
  deposito_destino_id?: number;
  proveedor_id?: number | null;
  comprobante?: string | null;
  destino?: string;
  destino_sector_id?: number | null;
  paciente?: string | null;
  observaciones?: string | null;
  items: (LineaFormulario & { nombre_producto?: string })[];
};

const hoy = () => dayjs().format('YYYY-MM-DD');

/** The body of the document's type from the form's values (fields of other types left out). */
function cuerpoDe(tipo: TipoDocumento, v: Valores, productos: ReadonlyMap<number, ProductoDeLinea>): CuerpoDocumento {
  const items = (v.items ?? []).map((l) => {
    const x = lineaParaEnviar(tipo, l.producto_id ? productos.get(l.producto_id) : undefined, l);
    return { ...x, lote: x.lote ?? null, serie: x.serie ?? null, fecha_vencimiento: x.fecha_vencimiento ?? null };
  });
  const comunes = { fecha: v.fecha, observaciones: v.observaciones?.trim() || null, items };
  if (tipo === 'ingreso')
    return { ...comunes, deposito_id: v.deposito_id ?? 0, proveedor_id: v.proveedor_id ?? null, comprobante: v.comprobante?.trim() || null };
  if (tipo === 'egreso') {
    const destino = (v.destino ?? '') as 'sector';
    return {
      ...comunes,
      deposito_id: v.deposito_id ?? 0,
      destino,
      destino_sector_id: destino === 'sector' ? (v.destino_sector_id ?? null) : null,
      paciente: (v.destino as string) === 'paciente' ? v.paciente?.trim() || null : null,
    };
  }
  return { ...comunes, deposito_origen_id: v.deposito_id ?? 0, deposito_destino_id: v.deposito_destino_id ?? 0 };
}

function valoresDe(d: DocumentoDetalle): Valores {
  return {
    fecha: d.fecha,
    deposito_id: d.deposito_id,
    deposito_destino_id: d.deposito_destino_id ?? undefined,
    proveedor_id: d.proveedor_id,
    comprobante: d.comprobante,
    destino: d.destino ?? undefined,
    destino_sector_id: d.destino_sector_id,
    paciente: d.paciente,
    observaciones: d.observaciones,
    items: d.items.map((l) => ({
      producto_id: l.producto_id,
      nombre_producto: l.nombre_producto,
      cantidad: l.cantidad,
      lote: l.lote,
      serie: l.serie,
      fecha_vencimiento: l.fecha_vencimiento,
    })),
  };
}

/** Supplier picker: active suppliers searched by name or CUIT. */
function SelectorProveedor({
  id,
  value,
  onChange,
  inicial,
}: {
  id?: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
  inicial?: string | null;
}) {
  const [q, setQ] = useState('');
  const opciones = useProveedoresOpciones(q);
  const lista = (opciones.data ?? []).map((o) => ({ value: o.value, label: o.label }));
  if (value && !lista.some((o) => o.value === value)) lista.unshift({ value, label: inicial ?? `Proveedor ${value}` });
  return (
    <Select<number>
      id={id}
      allowClear={BORRAR}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      showSearch={{ filterOption: false, onSearch: setQ }}
      options={lista}
      loading={opciones.isFetching}
      placeholder="Buscar por razón social o CUIT"
      notFoundContent={opciones.isFetching ? 'Buscando…' : 'No se encontraron proveedores'}
    />
  );
}

/** The draft form of an entry, exit or movement (a new one at `…/nuevo`), or a confirmed one read-only. */
export function DocumentoPage({ tipo }: { tipo: TipoDocumento }) {
  const { id: crudo } = useParams();
  const navigate = useNavigate();
  const esNuevo = crudo === 'nuevo';
  const id = esNuevo ? null : Number(crudo) || null;
  const t = TEXTOS_TIPO[tipo];
  const ruta = `/admin-${tipo}`;
  const documento = useDocumento(tipo, id);
  const filtros = useFiltrosDeposito();
  const destinos = useDestinosEgreso();
  const todos = useTodosLosDepositos(tipo === 'movimiento');
  const [form] = Form.useForm<Valores>();
  const [modal, contexto] = Modal.useModal();
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const [enviando, setEnviando] = useState<'guardar' | 'confirmar' | 'descartar' | null>(null);
  const [conocidos, setConocidos] = useState<Map<number, ProductoDeLinea>>(new Map());
  const destino = Form.useWatch('destino', form);

  // The flags of the products of a loaded draft (its lines carry name and unit only).
  const idsDelBorrador = useMemo(() => [...new Set((documento.data?.items ?? []).map((l) => l.producto_id))], [documento.data]);
  const detalles = useQueries({
    queries: idsDelBorrador.map((pid) => ({
      queryKey: [...CLAVES.productos, 'uno', pid],
      queryFn: async () => (await api.get<ProductoDetalle>(`${RUTAS.producto}/${pid}`)).data as ProductoDetalle,
      staleTime: 60_000,
      enabled: documento.data?.estado === 'borrador',
    })),
  });
  const productos = useMemo(() => {
    const m = new Map(conocidos);
    for (const d of detalles) if (d.data && !m.has(d.data.id)) m.set(d.data.id, d.data);
    return m;
  }, [conocidos, detalles]);

  useEffect(() => {
    if (documento.data?.estado === 'borrador') form.setFieldsValue(valoresDe(documento.data));
  }, [documento.data, form]);

  if (!esNuevo && id === null)
    return <Result status="404" title="No existe ese documento" extra={<Volver alternativa={ruta} texto={`Volver a ${t.titulo}`} />} />;
  if (documento.isError)
    return <Result status="404" title={`No se encontró el ${t.uno.toLowerCase()}`} extra={<Volver alternativa={ruta} texto={`Volver a ${t.titulo}`} />} />;
  if (id !== null && documento.isPending) return <Skeleton active />;
  if (documento.data && documento.data.estado === 'confirmado') return <LecturaDocumento documento={documento.data} />;

  const depositos = (filtros.data?.depositos ?? []).filter((d) => d.activo).map((d) => ({ value: d.value, label: d.label }));
  const destinosMovimiento = (todos.data ?? []).map((d) => ({ value: d.id, label: d.nombre }));

  const terminar = (destinoRuta: string) => {
    liberar();
    setSucio(false);
    void refrescarInventario();
    void navigate(destinoRuta, { replace: true });
  };

  const guardar = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setEnviando('guardar');
    try {
      const r = await llamadas.guardarDocumento({ tipo, id, datos: cuerpoDe(tipo, v, productos) });
      avisar({ tipo: 'success', texto: r.message || 'Borrador guardado.' });
      terminar(`${ruta}/${r.data?.id ?? id ?? ''}`);
    } catch (e) {
      // The client already showed the server's message; a 400 also marks its fields and lines.
      mostrarErroresDeCampo(form, e, conListas('items'));
    } finally {
      setEnviando(null);
    }
  };

  const confirmar = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    modal.confirm({
      title: `¿Confirmar ${t.articulo} ${t.uno.toLowerCase()}?`,
      content:
        tipo === 'ingreso'
          ? 'El stock del depósito aumenta. Ya no podrá editarse: sólo se deshace con un documento que lo revierta.'
          : 'El stock se descuenta ahora (las líneas sin lote toman los lotes que vencen primero). Ya no podrá editarse: sólo se deshace con un documento que lo revierta.',
      okText: 'Confirmar',
      cancelText: 'Cancelar',
      onOk: async () => {
        setEnviando('confirmar');
        let numero: number;
        try {
          // The draft is saved first: what is confirmed is what the screen shows.
          const r = await llamadas.guardarDocumento({ tipo, id, datos: cuerpoDe(tipo, v, productos) });
          numero = r.data?.id ?? id ?? 0;
        } catch (e) {
          // The client showed the server's message; nothing was confirmed.
          mostrarErroresDeCampo(form, e, conListas('items'));
          setEnviando(null);
          return;
        }
        try {
          await llamadas.confirmarDocumento({ tipo, id: numero });
          avisar({ tipo: 'success', texto: TEXTOS.confirmado });
          terminar(`${ruta}/${numero}`);
        } catch (e) {
          // Saved but not confirmed (not enough stock…): the draft stays, at its own address.
          avisarFallo(e, TEXTOS.noConfirmado);
          if (numero !== id) terminar(`${ruta}/${numero}`);
          else {
            liberar();
            setSucio(false);
            void refrescarInventario();
          }
        } finally {
          setEnviando(null);
        }
      },
    });
  };

  const descartar = () => {
    if (id === null) return;
    modal.confirm({
      title: `¿Descartar el borrador N.º ${id}?`,
      content: 'Se elimina el borrador con sus líneas. El stock no cambia.',
      okText: 'Descartar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: async () => {
        setEnviando('descartar');
        try {
          await llamadas.descartarDocumento({ tipo, id });
          avisar({ tipo: 'success', texto: 'Borrador descartado.' });
          terminar(ruta);
        } catch {
          // Shown by the client.
        } finally {
          setEnviando(null);
        }
      },
    });
  };

  const titulo = id === null ? t.nuevo : `${t.uno} N.º ${id} (borrador)`;
  return (
    <section>
      <Volver alternativa={ruta} texto={`Volver a ${t.titulo}`} />
      <EncabezadoFormulario titulo={titulo} />
      <Form<Valores>
        form={form}
        layout="vertical"
        initialValues={{ fecha: hoy(), items: [{}] }}
        onValuesChange={() => setSucio(true)}
        scrollToFirstError={{ focus: true }}
        disabled={enviando !== null}
      >
        <Card style={{ maxWidth: 960, marginBottom: 16 }}>
          <Flex wrap gap={16}>
            <Form.Item name="fecha" label="Fecha" rules={[{ required: true, message: 'Ingrese la fecha' }]} style={{ flex: '1 1 160px', minWidth: 0 }}>
              <CampoDia />
            </Form.Item>
            <Form.Item
              name="deposito_id"
              label={tipo === 'movimiento' ? 'Depósito de origen' : tipo === 'ingreso' ? 'Depósito que recibe' : 'Depósito'}
              rules={[{ required: true, message: 'Elija el depósito' }]}
              style={{ flex: '2 1 220px', minWidth: 0 }}
            >
              <Select<number> options={depositos} loading={filtros.isPending} placeholder="Elija el depósito" showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
            {tipo === 'movimiento' && (
              <Form.Item
                name="deposito_destino_id"
                label="Depósito de destino"
                dependencies={['deposito_id']}
                rules={[
                  { required: true, message: 'Elija el depósito de destino' },
                  ({ getFieldValue }) => ({
                    validator: async (_, v: number | undefined) => {
                      if (v !== undefined && v === getFieldValue('deposito_id')) throw new Error('El destino debe ser distinto del origen');
                    },
                  }),
                ]}
                style={{ flex: '2 1 220px', minWidth: 0 }}
              >
                <Select<number>
                  options={destinosMovimiento}
                  loading={todos.isPending}
                  placeholder="Elija el depósito"
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            )}
            {tipo === 'ingreso' && (
              <>
                <Form.Item name="proveedor_id" label="Proveedor" style={{ flex: '2 1 240px', minWidth: 0 }}>
                  <SelectorProveedor inicial={documento.data?.proveedor_nombre} />
                </Form.Item>
                <Form.Item name="comprobante" label="Comprobante (remito o factura)" style={{ flex: '1 1 180px', minWidth: 0 }}>
                  <Input maxLength={60} autoComplete="off" />
                </Form.Item>
              </>
            )}
            {tipo === 'egreso' && (
              <>
                <Form.Item name="destino" label="Destino" rules={[{ required: true, message: 'Elija el destino' }]} style={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Select<string> options={destinos.data ?? []} loading={destinos.isPending} placeholder="Elija el destino" />
                </Form.Item>
                {destino === 'sector' && (
                  <Form.Item
                    name="destino_sector_id"
                    label="Sector de destino"
                    rules={[{ required: true, message: 'Elija el sector' }]}
                    style={{ flex: '2 1 220px', minWidth: 0 }}
                  >
                    <Select<number> options={filtros.data?.sectores ?? []} showSearch={{ optionFilterProp: 'label' }} placeholder="Elija el sector" />
                  </Form.Item>
                )}
                {destino === 'paciente' && (
                  <Form.Item
                    name="paciente"
                    label="Paciente"
                    rules={[{ required: true, whitespace: true, message: 'Indique el paciente' }]}
                    style={{ flex: '2 1 220px', minWidth: 0 }}
                  >
                    <Input maxLength={120} autoComplete="off" />
                  </Form.Item>
                )}
              </>
            )}
          </Flex>
          <Form.Item name="observaciones" label="Observaciones" style={{ marginBottom: 0 }}>
            <Input.TextArea maxLength={1000} autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Card>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          Productos
        </Typography.Title>
        <div style={{ maxWidth: 960 }}>
          <LineasDocumento
            tipo={tipo}
            form={form}
            productos={productos}
            onProducto={(p: ProductoFila) => setConocidos((m) => new Map(m).set(p.id, p))}
            deshabilitado={enviando !== null}
          />
        </div>
      </Form>
      <Space wrap style={{ marginTop: 24 }}>
        <Button type="primary" loading={enviando === 'confirmar'} disabled={enviando !== null} onClick={() => void confirmar()}>
          Confirmar
        </Button>
        <Button loading={enviando === 'guardar'} disabled={enviando !== null} onClick={() => void guardar()}>
          Guardar borrador
        </Button>
        {id !== null && (
          <Button danger loading={enviando === 'descartar'} disabled={enviando !== null} onClick={descartar}>
            Descartar
          </Button>
        )}
        <Button disabled={enviando !== null} onClick={() => void navigate(ruta)}>
          Cancelar
        </Button>
      </Space>
      {contexto}
    </section>
  );
}
