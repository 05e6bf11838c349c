import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, DatePicker, Input, Modal, Select, Space, Table, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { ESTADOS_NOVEDAD, ETIQUETA_ESTADO, type EstadoNovedad } from '@worknet/domain/novedades/audiencia';
import type { NovedadFila } from '@worknet/domain/novedades/tipos';
import { fechaHoraParaMostrar } from '@worknet/domain/tiempo-relativo';
import { dayjs } from '../../../lib/fechas';
import { useApiMutation } from '../../../lib/query';
import { CLAVES_NOVEDADES, llamadasNovedades, useAdminNovedades, type FiltrosAdmin } from '../api';
import { EtiquetaAudiencia, EtiquetaEstado, EtiquetaFijada } from '../components/EtiquetasNovedad';

const TAMANO = 20;

function ProgramarModal({ fila, onCerrar }: { fila: NovedadFila | null; onCerrar: () => void }) {
  const [fecha, setFecha] = useState<dayjs.Dayjs | null>(null);
  const [error, setError] = useState<string | null>(null);
  const programar = useApiMutation((v: { id: number; fecha: string }) => llamadasNovedades.publicar(v.id, true, v.fecha), {
    avisarExito: true,
    invalidar: [CLAVES_NOVEDADES.todo],
  });
  const aceptar = () => {
    if (!fila) return;
    if (!fecha || !fecha.isAfter(dayjs())) return setError('Elija un momento futuro.');
    programar.mutate({ id: fila.id, fecha: fecha.second(0).millisecond(0).toISOString() }, { onSuccess: onCerrar });
  };
  return (
    <Modal
      open={fila !== null}
      title={`Programar «${fila?.titulo ?? ''}»`}
      okText="Programar"
      cancelText="Cancelar"
      confirmLoading={programar.isPending}
      onOk={aceptar}
      onCancel={onCerrar}
      destroyOnHidden
      afterOpenChange={(abierto) => {
        if (abierto) {
          setFecha(fila?.estado === 'programada' && fila.fecha_publicacion ? dayjs(fila.fecha_publicacion) : null);
          setError(null);
        }
      }}
    >
      <label htmlFor="programar-fecha" style={{ display: 'block', marginBottom: 8 }}>
        Fecha y hora de publicación
      </label>
      <DatePicker
        id="programar-fecha"
        showTime={{ format: 'HH:mm' }}
        format="DD/MM/YYYY HH:mm"
        value={fecha}
        status={error ? 'error' : undefined}
        disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
        onChange={(v) => {
          setFecha(v);
          setError(null);
        }}
        style={{ width: 240 }}
      />
      {error && (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8 }}>
          {error}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}

/** 'administrador_novedades': every item for editors, searched, filtered by state and paged on the server. */
export function AdministradorNovedadesPage() {
  const navigate = useNavigate();
  const [modal, contextoModal] = Modal.useModal();
  const [filtro, setFiltro] = useState('');
  const [estado, setEstado] = useState<EstadoNovedad | undefined>();
  const [pagina, setPagina] = useState(1);
  const [orden, setOrden] = useState<{ sortBy?: string; descending?: boolean }>({});
  const [programando, setProgramando] = useState<NovedadFila | null>(null);
  const params: FiltrosAdmin = { filter: filtro || undefined, estado, skip: (pagina - 1) * TAMANO, limit: TAMANO, ...orden };
  const lista = useAdminNovedades(params);
  const opciones = { avisarExito: true, invalidar: [CLAVES_NOVEDADES.todo] };
  const publicar = useApiMutation((v: { id: number; publicada: boolean }) => llamadasNovedades.publicar(v.id, v.publicada), opciones);
  const fijar = useApiMutation((v: { id: number; fijada: boolean }) => llamadasNovedades.fijar(v.id, v.fijada), opciones);
  const eliminar = useApiMutation((id: number) => llamadasNovedades.eliminar(id), opciones);

  return (
    <section>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          Administrador de novedades
        </Typography.Title>
        <Button type="primary" onClick={() => navigate('/novedad/create')}>
          Nueva novedad
        </Button>
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Buscar novedades"
          placeholder="Buscar por título o resumen"
          allowClear
          style={{ width: 300, maxWidth: '100%' }}
          onSearch={(v) => {
            setFiltro(v.trim());
            setPagina(1);
          }}
        />
        <Select<EstadoNovedad>
          aria-label="Estado"
          placeholder="Todos los estados"
          allowClear
          style={{ width: 200 }}
          value={estado}
          options={ESTADOS_NOVEDAD.map((e) => ({ value: e, label: ETIQUETA_ESTADO[e] }))}
          onChange={(v) => {
            setEstado(v);
            setPagina(1);
          }}
        />
      </Space>
      <Table<NovedadFila>
        rowKey="id"
        size="middle"
        scroll={{ x: true }}
        loading={lista.isFetching}
        dataSource={lista.data?.filas ?? []}
        locale={{ emptyText: <Typography.Text>No hay novedades</Typography.Text> }}
        pagination={{ current: pagina, pageSize: TAMANO, total: lista.data?.total ?? 0, onChange: setPagina, showSizeChanger: false }}
        onChange={(_, __, s) => {
          const o = s as SorterResult<NovedadFila>;
          setOrden(o.order ? { sortBy: String(o.field), descending: o.order === 'descend' } : {});
          setPagina(1);
        }}
        columns={[
          {
            title: 'Título',
            dataIndex: 'titulo',
            sorter: true,
            render: (t: string, f) => (
              <Space size={4} wrap>
                <Link to={`/novedad/${f.id}`}>{t}</Link>
                {f.fijada && <EtiquetaFijada />}
              </Space>
            ),
          },
          { title: 'Estado', dataIndex: 'estado', render: (e: EstadoNovedad) => <EtiquetaEstado estado={e} /> },
          { title: 'Destinatarios', key: 'audiencia', render: (_, f) => <EtiquetaAudiencia audiencia={f.audiencia} /> },
          {
            title: 'Publicación',
            dataIndex: 'fecha_publicacion',
            sorter: true,
            render: (v: string | null) => (v ? fechaHoraParaMostrar(v) : '—'),
          },
          { title: 'Autor', key: 'autor', render: (_, f) => f.autor.nombre },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_, f) => (
              <Space size={0} wrap>
                <Button type="link" aria-label={`Editar ${f.titulo}`} onClick={() => navigate(`/novedad/update/${f.id}`)}>
                  Editar
                </Button>
                {f.estado === 'borrador' ? (
                  <Button type="link" aria-label={`Publicar ${f.titulo}`} onClick={() => publicar.mutate({ id: f.id, publicada: true })}>
                    Publicar
                  </Button>
                ) : (
                  <Button type="link" aria-label={`Despublicar ${f.titulo}`} onClick={() => publicar.mutate({ id: f.id, publicada: false })}>
                    Despublicar
                  </Button>
                )}
                <Button type="link" aria-label={`Programar ${f.titulo}`} onClick={() => setProgramando(f)}>
                  Programar
                </Button>
                <Button type="link" aria-label={`${f.fijada ? 'Desfijar' : 'Fijar'} ${f.titulo}`} onClick={() => fijar.mutate({ id: f.id, fijada: !f.fijada })}>
                  {f.fijada ? 'Desfijar' : 'Fijar'}
                </Button>
                <Button
                  type="link"
                  danger
                  aria-label={`Eliminar ${f.titulo}`}
                  onClick={() =>
                    modal.confirm({
                      title: `¿Eliminar la novedad «${f.titulo}»?`,
                      content: 'Dejará de verse en el inicio de todos.',
                      okText: 'Eliminar',
                      okButtonProps: { danger: true },
                      cancelText: 'Cancelar',
                      onOk: () => eliminar.mutateAsync(f.id),
                    })
                  }
                >
                  Eliminar
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <ProgramarModal fila={programando} onCerrar={() => setProgramando(null)} />
      {contextoModal}
    </section>
  );
}
