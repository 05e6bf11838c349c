import { Link, useNavigate } from 'react-router';
import { Button, Modal, Progress, Space, Typography } from 'antd';
import { formatFecha, plural } from '../../../lib/format';
import { EncabezadoLista, TablaLista, filtroId, filtroTexto, useVistaLista } from '../../../lib/lista';
import { useApiMutation } from '../../../lib/query';
import { CLAVES_GUIAS, llamadasGuias, useGuiasAdmin, useOpcionesGuias, type GuiaAdminFila } from '../api';
import { EtiquetaTipo } from '../components/EtiquetasGuia';
import { FiltrosGuia } from '../components/FiltrosGuia';

const FILTROS = { filter: filtroTexto, tipo_id: filtroId };
// Keep in sync with ORDEN_GUIAS (packages/domain/src/guias/reglas.ts).
const ORDENABLES = ['titulo', 'publicada_at', 'tipo'];

/** admin/guias: every guide with its current version and how much of its audience confirmed it. */
export function AdminGuiasPage() {
  const navigate = useNavigate();
  const [modal, contexto] = Modal.useModal();
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDENABLES });
  const opciones = useOpcionesGuias();
  const lista = useGuiasAdmin(vista.params);
  const eliminar = useApiMutation((id: number) => llamadasGuias.eliminar(id), { avisarExito: true, invalidar: [CLAVES_GUIAS.todo] });

  return (
    <section>
      {contexto}
      <EncabezadoLista
        titulo="Guías"
        acciones={
          <Button type="primary" onClick={() => void navigate('/admin/guias/form')}>
            Nueva guía
          </Button>
        }
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <FiltrosGuia filtros={vista.filtros} filtrar={vista.filtrar} tipos={opciones.data?.tipos ?? []} />
      </Space>
      <TablaLista<GuiaAdminFila>
        aria-label="Guías"
        vista={vista}
        lista={lista}
        vacio="No hay guías"
        textoTotal={(t) => `${t} ${plural(t, 'guía', 'guías')}`}
        columns={[
          {
            title: 'Título',
            dataIndex: 'titulo',
            sorter: true,
            render: (t: string, f) => <Link to={`/admin/guias/form/${f.id}`}>{t}</Link>,
          },
          { title: 'Tipo', dataIndex: 'tipo', key: 'tipo', sorter: true, render: (t: string, f) => <EtiquetaTipo tipo={t} color={f.color} /> },
          { title: 'Sectores', key: 'sectores', render: (_, f) => (f.sectores.length ? f.sectores.map((s) => s.nombre).join(', ') : 'Todos') },
          {
            title: 'Versión vigente',
            key: 'publicada_at',
            sorter: true,
            render: (_, f) =>
              f.version ? `${f.version.numero} (${formatFecha(f.version.created_at)})` : <Typography.Text type="secondary">Sin publicar</Typography.Text>,
          },
          {
            title: 'Leída por',
            key: 'porcentaje',
            render: (_, f) =>
              f.porcentaje === null ? (
                '—'
              ) : (
                <Space direction="vertical" size={0} style={{ minWidth: 120 }}>
                  <Progress percent={f.porcentaje} size="small" aria-label={`Leída por el ${f.porcentaje} %`} />
                  <Typography.Text type="secondary">{`${f.leyeron} de ${f.lectores}`}</Typography.Text>
                </Space>
              ),
          },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_, f) => (
              <Space size={0} wrap>
                <Button type="link" aria-label={`Abrir ${f.titulo}`} onClick={() => void navigate(`/admin/guias/form/${f.id}`)}>
                  Abrir
                </Button>
                <Button
                  type="link"
                  danger
                  aria-label={`Eliminar ${f.titulo}`}
                  onClick={() =>
                    void modal.confirm({
                      title: `¿Eliminar la guía «${f.titulo}»?`,
                      content: 'Deja de mostrarse al personal. Sus versiones y lecturas quedan registradas.',
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
    </section>
  );
}
