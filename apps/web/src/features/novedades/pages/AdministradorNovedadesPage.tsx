import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, DatePicker, Modal, Select, Space, Typography } from 'antd';
import { ESTADOS_NOVEDAD, ETIQUETA_ESTADO, type EstadoNovedad } from '@worknet/domain/novedades/audiencia';
import type { NovedadFila } from '@worknet/domain/novedades/tipos';
import { fechaHoraParaMostrar } from '@worknet/domain/tiempo-relativo';
import { dayjs } from '../../../lib/fechas';
import { CampoBusqueda, EncabezadoLista, TablaLista, filtroOpcion, filtroTexto, useVistaLista } from '../../../lib/lista';
import { useApiMutation } from '../../../lib/query';
import { CLAVES_NOVEDADES, llamadasNovedades, useAdminNovedades } from '../api';
import { EtiquetaAudiencia, EtiquetaEstado, EtiquetaFijada } from '../components/EtiquetasNovedad';
import { BORRAR } from '../../../lib/iconos';
import { plural } from '../../../lib/format';

const FILTROS = { filter: filtroTexto, estado: filtroOpcion(ESTADOS_NOVEDAD) };
// Keep in sync with ORDENES_ADMIN_NOVEDADES (packages/domain/src/novedades/esquemas.ts); not imported
// from there because that module builds zod schemas, which this screen does not otherwise load.
const ORDENABLES = ['titulo', 'fecha_publicacion', 'created_at', 'updated_at'];

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
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDENABLES });
  const [programando, setProgramando] = useState<NovedadFila | null>(null);
  const lista = useAdminNovedades(vista.params);
  const opciones = { avisarExito: true, invalidar: [CLAVES_NOVEDADES.todo] };
  const publicar = useApiMutation((v: { id: number; publicada: boolean }) => llamadasNovedades.publicar(v.id, v.publicada), opciones);
  const fijar = useApiMutation((v: { id: number; fijada: boolean }) => llamadasNovedades.fijar(v.id, v.fijada), opciones);
  const eliminar = useApiMutation((id: number) => llamadasNovedades.eliminar(id), opciones);

  return (
    <section>
      <EncabezadoLista
        titulo="Administrador de novedades"
        acciones={
          <Button type="primary" onClick={() => void navigate('/novedad/create')}>
            Nueva novedad
          </Button>
        }
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <CampoBusqueda
          aria-label="Buscar novedades"
          placeholder="Buscar por título o resumen"
          ancho={300}
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
        <Select<EstadoNovedad>
          aria-label="Estado"
          placeholder="Todos los estados"
          allowClear={BORRAR}
          style={{ width: 200 }}
          value={vista.filtros.estado}
          options={ESTADOS_NOVEDAD.map((e) => ({ value: e, label: ETIQUETA_ESTADO[e] }))}
          onChange={(estado) => vista.filtrar({ estado })}
        />
      </Space>
      <TablaLista<NovedadFila>
        aria-label="Novedades"
        vista={vista}
        lista={lista}
        vacio="No hay novedades"
        textoTotal={(t) => `${t} ${plural(t, 'novedad', 'novedades')}`}
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
