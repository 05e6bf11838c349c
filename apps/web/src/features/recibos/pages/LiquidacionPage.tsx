import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Drawer,
  Flex,
  List,
  Modal,
  Progress,
  Result,
  Spin,
  Table,
  Tag,
  Tooltip,
  Typography,
  Upload,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, EyeOutlined, FileSyncOutlined, InboxOutlined, SafetyCertificateOutlined, SwapOutlined } from '@ant-design/icons';
import { ETIQUETA_DISTRIBUCION, MENSAJES_RECIBOS, type CargaRecibos, type ReciboFila, type SinAsignar } from '@worknet/domain/recibos/esquemas';
import { plural } from '../../../lib/format';
import { AccionesFila, Desplazable, SelectorRemoto, columnaAcciones } from '../../../lib/lista';
import { Volver } from '../../../lib/Volver';
import { RUTAS_RECIBOS, useAsignar, useCorregir, useDescartar, useLiquidacion, useReemplazar, useSubirCarga } from '../api';
import { EstadoRecibo } from '../components/EstadoRecibo';
import { PublicarLiquidacion } from '../components/PublicarLiquidacion';
import { VisorPdf } from '../components/VisorPdf';
import { fecha, fechaHora } from '../formato';
import { COLOR_DISTRIBUCION, nombreLiquidacion } from './LiquidacionesPage';
import { useProgresoTrabajo } from '../../../lib/progreso-trabajos';

const RUTA_LISTA = '/rrhh/gestor-archivos/gestor_liquidaciones';
const h2 = { fontSize: 16, margin: 0 } as const;

const firmado = (r: ReciboFila) => r.firmado_at !== null || r.estado === 'conforme' || r.estado === 'no_conforme';
const nombrePagina = (p: SinAsignar) => (p.pagina !== null ? `Página ${p.pagina}` : (p.nombre ?? `Archivo ${p.id}`));

/** What a PDF is in the viewer drawer: a slip of the table or an unassigned page. */
type EnVisor = { ruta: string; titulo: string; archivo: string; descarga: boolean };

/** One upload with its bar: live over the socket while the job splits it, then its result. */
function BarraCarga({ c }: { c: CargaRecibos }) {
  const vivo = useProgresoTrabajo(c.estado === 'procesando' ? c.trabajo_id : null);
  const estado = c.estado === 'fallida' ? 'exception' : c.estado === 'terminada' ? 'success' : 'active';
  const porcentaje = c.estado === 'terminada' ? 100 : Math.round(Math.max(c.progreso, vivo?.progreso ?? 0));
  const detalle =
    c.estado === 'procesando'
      ? 'Separando los recibos por CUIL…'
      : c.estado === 'fallida'
        ? (c.error ?? 'No se pudo procesar el archivo.')
        : `${c.paginas ?? 0} ${plural(c.paginas ?? 0, 'página', 'páginas')}, ${c.recibos} ${plural(c.recibos, 'recibo', 'recibos')}`;
  return (
    <List.Item>
      <Flex vertical style={{ width: '100%' }} gap={4}>
        <Typography.Text strong style={{ wordBreak: 'break-all' }}>
          {c.nombre}
        </Typography.Text>
        <Progress percent={porcentaje} status={estado} aria-label={`Progreso de ${c.nombre}`} />
        <Typography.Text type={c.estado === 'fallida' ? 'danger' : 'secondary'}>
          {detalle} · {c.subida_por}, {fechaHora(c.created_at)}
        </Typography.Text>
      </Flex>
    </List.Item>
  );
}

/** An unassigned page or ZIP file: look at it, then give it to a persona or discard it. */
function PaginaSinAsignar({ p, alVer }: { p: SinAsignar; alVer: () => void }) {
  const [persona, setPersona] = useState<number | undefined>();
  const asignar = useAsignar();
  const descartar = useDescartar();
  const nombre = nombrePagina(p);
  return (
    <List.Item>
      <Flex vertical gap={8} style={{ width: '100%' }}>
        <Flex wrap gap={8} align="center">
          <Typography.Text strong>{nombre}</Typography.Text>
          <Typography.Text type="secondary">{p.cuils.length ? `CUIL leído: ${p.cuils.join(', ')}` : 'No se leyó ningún CUIL'}</Typography.Text>
        </Flex>
        <Flex wrap gap={8}>
          <Button icon={<EyeOutlined aria-hidden />} onClick={alVer} aria-label={`Ver ${nombre.toLowerCase()}`}>
            Ver
          </Button>
          <SelectorRemoto
            fuente="personas"
            aria-label={`Persona para ${nombre.toLowerCase()}`}
            placeholder="Buscar persona por nombre, DNI o legajo"
            sinResultados="No se encontraron legajos"
            value={persona ?? null}
            onChange={(v) => setPersona(v)}
            style={{ width: 280, maxWidth: '100%' }}
          />
          <Button
            type="primary"
            disabled={persona === undefined}
            loading={asignar.isPending}
            onClick={() => persona !== undefined && asignar.mutate({ id: p.id, persona_id: persona })}
            aria-label={`Asignar ${nombre.toLowerCase()}`}
          >
            Asignar
          </Button>
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            loading={descartar.isPending}
            aria-label={`Descartar ${nombre.toLowerCase()}`}
            onClick={() =>
              Modal.confirm({
                title: `¿Descartar ${nombre.toLowerCase()}?`,
                content: 'No formará parte de ningún recibo de esta liquidación.',
                okText: 'Descartar',
                okButtonProps: { danger: true },
                cancelText: 'Cancelar',
                onOk: () => descartar.mutateAsync(p.id).catch(() => undefined),
              })
            }
          >
            Descartar
          </Button>
        </Flex>
      </Flex>
    </List.Item>
  );
}

/**
 * 'rrhh/gestor-archivos/gestor_liquidaciones/:id' (route named liquidacion, issue 20 items
 * 2–3): the run's uploads and their progress, its slips and their state, the pages whose
 * employee was not found, the employees still without a slip, and «Firmar y publicar».
 */
export function LiquidacionPage() {
  const id = Number(useParams().id);
  const consulta = useLiquidacion(id);
  const subir = useSubirCarga();
  const reemplazar = useReemplazar();
  const corregir = useCorregir();
  const [visor, setVisor] = useState<EnVisor | null>(null);
  const [publicando, setPublicando] = useState(false);
  // One hidden file input serves «Reemplazar» and «Corrección» of every row.
  const selector = useRef<HTMLInputElement>(null);
  const [destino, setDestino] = useState<{ recibo: ReciboFila; tipo: 'reemplazar' | 'corregir' } | null>(null);

  const d = consulta.data;
  if (consulta.isPending) return <Spin aria-label="Cargando la liquidación" />;
  if (!d) return <Result status="warning" title="No se encontró la liquidación" extra={<Volver alternativa={RUTA_LISTA} />} />;

  const l = d.liquidacion;
  const nombre = nombreLiquidacion(l);
  const procesando = d.cargas.some((c) => c.estado === 'procesando');
  const borradores = d.recibos.filter((r) => r.estado === 'borrador').length;
  const motivoNoPublicar =
    d.sin_asignar.length > 0
      ? MENSAJES_RECIBOS.sinAsignarPendientes
      : procesando
        ? 'Espere a que termine de procesarse la carga.'
        : borradores === 0
          ? d.recibos.length === 0
            ? 'Cargue primero el PDF con los recibos.'
            : 'No hay recibos sin publicar.'
          : null;

  const elegirArchivo = (recibo: ReciboFila, tipo: 'reemplazar' | 'corregir') => {
    setDestino({ recibo, tipo });
    selector.current?.click();
  };
  const alElegirArchivo = (archivo: File | undefined) => {
    if (!archivo || !destino) return;
    const datos = { reciboId: destino.recibo.id, archivo };
    if (destino.tipo === 'reemplazar') reemplazar.mutate(datos);
    else corregir.mutate(datos);
  };

  const columnas: TableColumnsType<ReciboFila> = [
    {
      title: 'Persona',
      key: 'persona',
      render: (_, r) => (
        <>
          {r.persona.nombre}
          {r.persona.legajo && <Typography.Text type="secondary"> · Legajo {r.persona.legajo}</Typography.Text>}
        </>
      ),
    },
    { title: 'CUIL', key: 'cuil', render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{r.persona.cuil}</span> },
    { title: 'Páginas', dataIndex: 'paginas', align: 'right' },
    {
      title: 'Estado',
      key: 'estado',
      render: (_, r) => (
        <Flex vertical gap={2} align="start">
          <EstadoRecibo estado={r.estado} />
          {r.reemplaza_id && <Typography.Text type="secondary">Corrección</Typography.Text>}
        </Flex>
      ),
    },
    { title: 'Visto', key: 'visto', render: (_, r) => fecha(r.visto_at) },
    { title: 'Firmado', key: 'firmado', render: (_, r) => fecha(r.firmado_at) },
    {
      title: 'Motivo',
      key: 'motivo',
      render: (_, r) =>
        r.motivo ? (
          <Typography.Paragraph style={{ margin: 0, maxWidth: 280 }} ellipsis={{ rows: 2, tooltip: r.motivo }}>
            {r.motivo}
          </Typography.Paragraph>
        ) : (
          '—'
        ),
    },
    columnaAcciones((r) => (
      <AccionesFila
        de={`el recibo de ${r.persona.nombre}`}
        acciones={[
          {
            clave: 'ver',
            texto: 'Ver PDF',
            nombre: `Ver el recibo de ${r.persona.nombre}`,
            icono: <EyeOutlined aria-hidden />,
            principal: true,
            alElegir: () =>
              setVisor({
                ruta: RUTAS_RECIBOS.archivoRrhh(r.id),
                titulo: `Recibo de sueldo de ${r.persona.nombre}`,
                archivo: `Recibo-${r.persona.cuil}.pdf`,
                descarga: true,
              }),
          },
          !firmado(r) &&
            r.estado !== 'reemplazado' && {
              clave: 'reemplazar',
              texto: 'Reemplazar',
              nombre: `Reemplazar el PDF del recibo de ${r.persona.nombre}`,
              icono: <SwapOutlined aria-hidden />,
              alElegir: () => elegirArchivo(r, 'reemplazar'),
            },
          firmado(r) &&
            r.estado !== 'reemplazado' && {
              clave: 'correccion',
              texto: 'Cargar corrección',
              nombre: `Cargar una corrección del recibo de ${r.persona.nombre}`,
              icono: <FileSyncOutlined aria-hidden />,
              alElegir: () => elegirArchivo(r, 'corregir'),
            },
        ]}
      />
    )),
  ];

  return (
    <section>
      <Flex wrap align="center" gap={8} style={{ marginBottom: 16 }}>
        <Volver alternativa={RUTA_LISTA} />
        <h1 style={{ margin: 0, fontSize: 22 }}>Liquidación {nombre}</h1>
        <Tag color={COLOR_DISTRIBUCION[l.distribucion]}>{ETIQUETA_DISTRIBUCION[l.distribucion]}</Tag>
      </Flex>
      <Card style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'pago', label: 'Fecha de pago', children: fecha(l.fecha_pago) },
            { key: 'recibos', label: 'Recibos', children: l.cuentas.recibos },
            { key: 'enviados', label: 'Enviados', children: l.cuentas.enviados },
            { key: 'vistos', label: 'Vistos', children: l.cuentas.vistos },
            { key: 'conforme', label: 'Conforme', children: l.cuentas.conforme },
            { key: 'no_conforme', label: 'No conforme', children: l.cuentas.no_conforme },
            { key: 'pendientes', label: 'Pendientes', children: l.cuentas.pendientes },
            {
              key: 'publicada',
              label: 'Publicada',
              children: l.publicada_at ? `${fechaHora(l.publicada_at)}${l.publicada_por ? `, por ${l.publicada_por}` : ''}` : 'Sin publicar',
            },
          ]}
        />
        <Flex wrap gap={8} align="center" style={{ marginTop: 12 }}>
          <Tooltip title={motivoNoPublicar ?? undefined}>
            <Button
              type="primary"
              icon={<SafetyCertificateOutlined aria-hidden />}
              disabled={motivoNoPublicar !== null}
              aria-describedby={motivoNoPublicar ? 'motivo-no-publicar' : undefined}
              onClick={() => setPublicando(true)}
            >
              Firmar y publicar
            </Button>
          </Tooltip>
          {motivoNoPublicar && (
            <Typography.Text id="motivo-no-publicar" type="secondary">
              {motivoNoPublicar}
            </Typography.Text>
          )}
        </Flex>
      </Card>

      <Card title={<h2 style={h2}>Cargar recibos</h2>} style={{ marginBottom: 16 }}>
        <Upload.Dragger
          accept="application/pdf,.pdf,application/zip,.zip"
          multiple={false}
          showUploadList={false}
          disabled={subir.isPending}
          beforeUpload={(archivo) => {
            subir.mutate({ liquidacionId: id, archivo });
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">
            {subir.isPending ? 'Enviando el archivo…' : 'Arrastre aquí el PDF o el ZIP de los recibos, o haga clic para elegirlo'}
          </p>
          <p className="ant-upload-hint">
            Un PDF con todos los recibos se separa por el CUIL impreso en cada página; un ZIP puede traer un PDF por empleado, con su CUIL o legajo en el
            nombre.
          </p>
        </Upload.Dragger>
        {d.cargas.length > 0 && <List aria-label="Cargas" dataSource={d.cargas} renderItem={(c) => <BarraCarga key={c.id} c={c} />} />}
      </Card>

      {d.sin_asignar.length > 0 && (
        <Card title={<h2 style={h2}>Páginas sin asignar ({d.sin_asignar.length})</h2>} style={{ marginBottom: 16 }}>
          <Alert type="warning" showIcon title={MENSAJES_RECIBOS.sinAsignarPendientes} style={{ marginBottom: 8 }} />
          <List
            aria-label="Páginas sin asignar"
            dataSource={d.sin_asignar}
            renderItem={(p) => (
              <PaginaSinAsignar
                key={p.id}
                p={p}
                alVer={() =>
                  setVisor({
                    ruta: RUTAS_RECIBOS.paginaSinAsignar(p.id),
                    titulo: `${nombrePagina(p)} sin asignar`,
                    archivo: `${nombrePagina(p)}.pdf`,
                    descarga: false,
                  })
                }
              />
            )}
          />
        </Card>
      )}

      <Card
        title={<h2 style={h2}>Recibos ({d.recibos.length})</h2>}
        style={{ marginBottom: 16 }}
        styles={{ body: { padding: d.recibos.length ? 0 : undefined } }}
      >
        {d.recibos.length ? (
          <Desplazable etiqueta="Recibos de la liquidación">
            <Table<ReciboFila>
              aria-label="Recibos de la liquidación"
              rowKey="id"
              size="small"
              scroll={{ x: true }}
              dataSource={d.recibos}
              columns={columnas}
              pagination={d.recibos.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            />
          </Desplazable>
        ) : (
          <Typography.Text>Todavía no hay recibos: cargue el PDF de la liquidación.</Typography.Text>
        )}
      </Card>

      <Card title={<h2 style={h2}>Empleados sin recibo ({d.sin_recibo.length})</h2>}>
        {d.sin_recibo.length ? (
          <List
            aria-label="Empleados sin recibo"
            size="small"
            dataSource={d.sin_recibo}
            renderItem={(p) => (
              <List.Item key={p.id}>
                {p.nombre} · CUIL {p.cuil}
                {p.legajo ? ` · Legajo ${p.legajo}` : ''}
              </List.Item>
            )}
          />
        ) : (
          <Typography.Text>Todos los empleados de la empresa tienen su recibo.</Typography.Text>
        )}
      </Card>

      <input
        ref={selector}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        style={{ display: 'none' }}
        aria-label={
          destino ? `PDF para ${destino.tipo === 'reemplazar' ? 'reemplazar' : 'corregir'} el recibo de ${destino.recibo.persona.nombre}` : 'PDF del recibo'
        }
        onChange={(e) => {
          const archivo = e.target.files?.[0];
          e.target.value = '';
          alElegirArchivo(archivo);
        }}
      />
      <Drawer open={visor !== null} onClose={() => setVisor(null)} title={visor?.titulo} size="large" destroyOnHidden>
        {visor && <VisorPdf ruta={visor.ruta} titulo={visor.titulo} nombreArchivo={visor.archivo} conDescarga={visor.descarga} alto="75vh" />}
      </Drawer>
      <PublicarLiquidacion liquidacionId={id} nombre={nombre} abierto={publicando} alCerrar={() => setPublicando(false)} />
    </section>
  );
}
