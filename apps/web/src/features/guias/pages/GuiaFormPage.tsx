import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Card, Collapse, Form, Input, Result, Select, Skeleton, Space, Typography } from 'antd';
import { TITULO_GUIA_MAX } from '@worknet/domain/guias/reglas';
import { formatFecha, formatFechaHora, plural } from '../../../lib/format';
import { TablaLista, filtroOpcion, useVistaLista } from '../../../lib/lista';
import { Pestanas } from '../../../lib/Pestanas';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';
import { useApiMutation } from '../../../lib/query';
import { useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { Volver } from '../../../lib/Volver';
import { CLAVES_GUIAS, llamadasGuias, useGuiaAdmin, useLecturas, useOpcionesGuias, useVersiones, type GuiaAdmin, type LecturaFila } from '../api';
import { CamposVersion, datosVersion, type ValoresVersion } from '../components/CamposVersion';
import { ContenidoVersion } from '../components/ContenidoVersion';
import { EtiquetaLectura } from '../components/EtiquetasGuia';
import { aplanarGrupos, mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

type ValoresGuia = { titulo: string; tipo_id?: number; sector_ids: number[] };

/** Title, type and sectors (none: everybody). */
function CamposGuia() {
  const opciones = useOpcionesGuias();
  return (
    <>
      <Form.Item name="titulo" label="Título" rules={[{ required: true, whitespace: true, message: 'Indique el título.' }]}>
        <Input maxLength={TITULO_GUIA_MAX} />
      </Form.Item>
      <Form.Item name="tipo_id" label="Tipo" rules={[{ required: true, message: 'Elija el tipo de guía.' }]}>
        <Select options={opciones.data?.tipos ?? []} placeholder="Elija el tipo" showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="sector_ids" label="Sectores" extra="Sin sectores, la guía es para todo el personal.">
        <Select mode="multiple" options={opciones.data?.sectores ?? []} placeholder="Todos los sectores" optionFilterProp="label" allowClear />
      </Form.Item>
    </>
  );
}

const datosGuia = (v: ValoresGuia) => ({ titulo: v.titulo, tipo_id: v.tipo_id!, sector_ids: v.sector_ids ?? [] });

/** admin/guias/form: a new guide and its first version, published together. */
function NuevaGuia() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ValoresGuia & ValoresVersion>();
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const crear = useApiMutation((v: ValoresGuia & ValoresVersion) => llamadasGuias.crear({ ...datosGuia(v), version: datosVersion(v) }), {
    avisarExito: true,
    invalidar: [CLAVES_GUIAS.todo],
  });
  return (
    <section>
      <Volver alternativa="/admin/guias" texto="Volver a Guías" />
      <EncabezadoFormulario titulo="Nueva guía" />
      <Form<ValoresGuia & ValoresVersion>
        form={form}
        layout="vertical"
        style={{ maxWidth: 860 }}
        initialValues={{ titulo: '', sector_ids: [], formato: 'texto' }}
        onValuesChange={() => setSucio(true)}
        onFinish={(v) =>
          crear.mutate(v, {
            onError: (e) => mostrarErroresDeCampo(form, e, aplanarGrupos('version')),
            onSuccess: (r) => {
              liberar();
              void navigate(`/admin/guias/form/${r.data!.id}`, { replace: true });
            },
          })
        }
      >
        <CamposGuia />
        <CamposVersion conCambios={false} />
        <Button type="primary" htmlType="submit" loading={crear.isPending}>
          Publicar la guía
        </Button>
      </Form>
    </section>
  );
}

function Datos({ g }: { g: GuiaAdmin }) {
  const [form] = Form.useForm<ValoresGuia>();
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const guardar = useApiMutation((v: ValoresGuia) => llamadasGuias.editar(g.id, datosGuia(v)), { avisarExito: true, invalidar: [CLAVES_GUIAS.todo] });
  return (
    <Form<ValoresGuia>
      form={form}
      layout="vertical"
      style={{ maxWidth: 860 }}
      initialValues={{ titulo: g.titulo, tipo_id: g.tipo_id, sector_ids: g.sector_ids }}
      onValuesChange={() => setSucio(true)}
      onFinish={(v) => guardar.mutate(v, { onError: (e) => mostrarErroresDeCampo(form, e), onSuccess: () => (setSucio(false), liberar()) })}
    >
      <CamposGuia />
      <Button type="primary" htmlType="submit" loading={guardar.isPending}>
        Guardar
      </Button>
    </Form>
  );
}

function NuevaVersion({ g, alPublicar }: { g: GuiaAdmin; alPublicar: () => void }) {
  const [form] = Form.useForm<ValoresVersion>();
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const publicar = useApiMutation((v: ValoresVersion) => llamadasGuias.publicar(g.id, datosVersion(v)), { avisarExito: true, invalidar: [CLAVES_GUIAS.todo] });
  return (
    <Form<ValoresVersion>
      form={form}
      layout="vertical"
      style={{ maxWidth: 860 }}
      initialValues={{ formato: g.version?.formato ?? 'texto', contenido: g.version?.formato === 'texto' ? (g.version.contenido ?? '') : '' }}
      onValuesChange={() => setSucio(true)}
      onFinish={(v) =>
        publicar.mutate(v, {
          onError: (e) => mostrarErroresDeCampo(form, e),
          onSuccess: () => {
            setSucio(false);
            liberar();
            form.resetFields();
            alPublicar();
          },
        })
      }
    >
      {g.version && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Al publicar, la versión ${g.version.numero + 1} pasa a ser la vigente y todo el personal de la guía debe volver a confirmar su lectura.`}
        />
      )}
      <CamposVersion conCambios={g.version !== null} />
      <Button type="primary" htmlType="submit" loading={publicar.isPending}>
        Publicar nueva versión
      </Button>
    </Form>
  );
}

function Historial({ id }: { id: number }) {
  const versiones = useVersiones(id);
  if (!versiones.data) return <Skeleton active />;
  if (!versiones.data.length) return <Typography.Text>Todavía no hay versiones publicadas.</Typography.Text>;
  return (
    <Collapse
      items={versiones.data.map((v) => ({
        key: v.id,
        label: `Versión ${v.numero} · ${formatFecha(v.created_at)}${v.actual ? ' · vigente' : ''} · ${v.leyeron} ${plural(v.leyeron, 'lectura', 'lecturas')}`,
        children: (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              Publicada el {formatFechaHora(v.created_at)}
              {v.creado_por ? ` por ${v.creado_por}` : ''}.
            </Typography.Text>
            {v.cambios && <Typography.Paragraph>Qué cambió: {v.cambios}</Typography.Paragraph>}
            <ContenidoVersion version={v} />
          </Space>
        ),
      }))}
    />
  );
}

const ESTADOS = ['true', 'false'] as const;

function Lecturas({ g }: { g: GuiaAdmin }) {
  const vista = useVistaLista({ filtros: { pendientes: filtroOpcion(ESTADOS) } });
  const lista = useLecturas(g.id, vista.params);
  if (!g.version) return <Typography.Text>La guía todavía no tiene una versión publicada.</Typography.Text>;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text>
        {g.porcentaje === null
          ? 'La guía no tiene a nadie que deba leerla.'
          : `Leyeron la versión ${g.version.numero}: ${g.leyeron} de ${g.lectores} (${g.porcentaje} %).`}
      </Typography.Text>
      <Select<(typeof ESTADOS)[number] | 'todos'>
        aria-label="Mostrar"
        style={{ width: 240, maxWidth: '100%' }}
        value={vista.filtros.pendientes ?? 'todos'}
        options={[
          { value: 'todos', label: 'Todas las personas' },
          { value: 'true', label: 'Quién no leyó' },
          { value: 'false', label: 'Quién leyó' },
        ]}
        onChange={(v) => vista.filtrar({ pendientes: v === 'todos' ? undefined : v })}
      />
      <TablaLista<LecturaFila>
        aria-label="Lecturas de la versión vigente"
        rowKey="usuario_id"
        vista={vista}
        lista={lista}
        vacio="No hay personas para mostrar"
        textoTotal={(t) => `${t} ${plural(t, 'persona', 'personas')}`}
        columns={[
          { title: 'Persona', dataIndex: 'nombre' },
          { title: 'Sectores', dataIndex: 'sectores', render: (s: string) => s || '—' },
          {
            title: 'Lectura',
            dataIndex: 'leida_at',
            render: (v: string | null) => (v ? `Leída el ${formatFechaHora(v)}` : <EtiquetaLectura leida={false} />),
          },
        ]}
      />
    </Space>
  );
}

const SECCIONES = ['datos', 'version', 'versiones', 'lecturas'] as const;

/** admin/guias/form/{id}: the guide's data, «Publicar nueva versión», its history and «Quién no leyó». */
function GuiaExistente({ id }: { id: number }) {
  const guia = useGuiaAdmin(id);
  const [params, setParams] = useSearchParams();
  const pedida = params.get('seccion');
  const seccion = (SECCIONES as readonly string[]).includes(pedida ?? '') ? pedida! : 'datos';
  const ir = (s: string) => setParams((p) => (p.set('seccion', s), p), { replace: true });
  const volver = <Volver alternativa="/admin/guias" texto="Volver a Guías" />;
  useEffect(() => {
    if (guia.data && !guia.data.version && !pedida) ir('version');
    // Only on the first load of a guide without versions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guia.data?.id]);

  if (guia.isError) return <Result status="404" title="Guía no disponible" subTitle="La guía no existe o fue eliminada." extra={volver} />;
  if (!guia.data) return <Skeleton active />;
  const g = guia.data;
  return (
    <section>
      {volver}
      <EncabezadoFormulario titulo={g.titulo} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Typography.Text>
          {g.version ? `Versión vigente: ${g.version.numero}, del ${formatFecha(g.version.created_at)}. ` : 'Sin versión publicada. '}
          {g.porcentaje !== null && `Leída por ${g.leyeron} de ${g.lectores} (${g.porcentaje} %).`}
        </Typography.Text>
      </Card>
      <Pestanas
        etiqueta="Sección de la guía"
        activeKey={seccion}
        onChange={ir}
        items={[
          { key: 'datos', label: 'Datos', children: <Datos key={g.updated_at} g={g} /> },
          { key: 'version', label: 'Publicar nueva versión', children: <NuevaVersion g={g} alPublicar={() => ir('lecturas')} /> },
          { key: 'versiones', label: 'Versiones', children: <Historial id={g.id} /> },
          { key: 'lecturas', label: 'Quién no leyó', children: <Lecturas g={g} /> },
        ]}
      />
    </section>
  );
}

export function GuiaFormPage() {
  const { id } = useParams();
  if (id === undefined) return <NuevaGuia />;
  const n = Number(id);
  if (!(n > 0)) return <Result status="404" title="Guía no disponible" extra={<Volver alternativa="/admin/guias" texto="Volver a Guías" />} />;
  return <GuiaExistente id={n} />;
}
