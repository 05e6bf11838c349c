import { useNavigate } from 'react-router';
import { Button, Progress, Space, Tag, Typography } from 'antd';
import type { NotificacionEnviada } from '@worknet/domain/notificaciones/respuestas';
import { ETIQUETA_AUDIENCIA } from '@worknet/domain/notificaciones/tipos';
import { fechaHoraParaMostrar } from '@worknet/domain/tiempo-relativo';
import { CampoBusqueda, EncabezadoLista, TablaLista, filtroTexto, useVistaLista } from '../../../lib/lista';
import { useApiList } from '../../../lib/query';
import { CLAVES_NOTIFICACIONES } from '../api';
import { EnlaceMensaje } from '../components/EnlaceMensaje';
import { plural } from '../../../lib/format';

const FILTROS = { filter: filtroTexto };

const porcentaje = (parte: number, todo: number) => (todo === 0 ? 0 : Math.round((parte * 100) / todo));

/** 'notificaciones/listar': what was sent, with how many received, got and read it. */
export function NotificacionesEnviadasPage() {
  const navigate = useNavigate();
  const vista = useVistaLista({ filtros: FILTROS });
  const lista = useApiList<NotificacionEnviada>(CLAVES_NOTIFICACIONES.enviadas, '/api/v1/notificaciones/enviadas', vista.params);

  return (
    <section>
      <EncabezadoLista
        titulo="Notificaciones enviadas"
        acciones={
          <Button type="primary" onClick={() => void navigate('/notificaciones/create')}>
            Nueva notificación
          </Button>
        }
      />
      <div style={{ marginBottom: 16 }}>
        <CampoBusqueda
          aria-label="Buscar notificaciones"
          placeholder="Buscar por título o texto"
          ancho={360}
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
      </div>
      <TablaLista<NotificacionEnviada>
        aria-label="Notificaciones enviadas"
        vista={vista}
        lista={lista}
        vacio="No se enviaron notificaciones"
        textoTotal={(t) => `${t} ${plural(t, 'notificación', 'notificaciones')}`}
        expandable={{
          expandedRowRender: (n) => (
            <div>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{n.texto}</Typography.Paragraph>
              <EnlaceMensaje enlace={n.enlace} titulo={n.titulo} />
            </div>
          ),
        }}
        columns={[
          { title: 'Fecha', dataIndex: 'created_at', render: (v: string) => fechaHoraParaMostrar(v), width: 150 },
          { title: 'Título', dataIndex: 'titulo' },
          {
            title: 'Audiencia',
            render: (_, n) => (
              <Space size={[4, 4]} wrap>
                <Tag>{ETIQUETA_AUDIENCIA[n.audiencia]}</Tag>
                {n.destinos.join(', ')}
              </Space>
            ),
          },
          { title: 'Autor', dataIndex: 'autor' },
          { title: 'Destinatarios', dataIndex: 'destinatarios', align: 'right' },
          {
            title: 'Leídas',
            render: (_, n) => (
              <div style={{ minWidth: 120 }}>
                <span>
                  {n.leidas} de {n.destinatarios}
                </span>
                <Progress percent={porcentaje(n.leidas, n.destinatarios)} size="small" aria-label={`Leídas: ${porcentaje(n.leidas, n.destinatarios)} %`} />
              </div>
            ),
          },
          { title: 'Recibidas en vivo', dataIndex: 'entregadas', align: 'right' },
        ]}
      />
    </section>
  );
}
