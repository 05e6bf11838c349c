import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Input, Progress, Space, Table, Tag, Typography } from 'antd';
import { ETIQUETA_AUDIENCIA, type NotificacionEnviada } from '@worknet/domain/notificaciones/tipos';
import { fechaHoraParaMostrar } from '@worknet/domain/tiempo-relativo';
import { useApiList } from '../../../lib/query';
import { CLAVES_NOTIFICACIONES } from '../api';
import { EnlaceMensaje } from '../components/EnlaceMensaje';

const TAMANO = 20;

const porcentaje = (parte: number, todo: number) => (todo === 0 ? 0 : Math.round((parte * 100) / todo));

/** 'notificaciones/listar': what was sent, with how many received, got and read it. */
export function NotificacionesEnviadasPage() {
  const navigate = useNavigate();
  const [filtro, setFiltro] = useState('');
  const [pagina, setPagina] = useState(1);
  const lista = useApiList<NotificacionEnviada>(CLAVES_NOTIFICACIONES.enviadas, '/api/v1/notificaciones/enviadas', {
    filter: filtro || undefined,
    skip: (pagina - 1) * TAMANO,
    limit: TAMANO,
  });

  return (
    <section>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          Notificaciones enviadas
        </Typography.Title>
        <Button type="primary" onClick={() => void navigate('/notificaciones/create')}>
          Nueva notificación
        </Button>
      </Space>
      <Input.Search
        aria-label="Buscar notificaciones"
        placeholder="Buscar por título o texto"
        allowClear
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(v) => {
          setFiltro(v.trim());
          setPagina(1);
        }}
      />
      <Table<NotificacionEnviada>
        rowKey="id"
        size="middle"
        scroll={{ x: true }}
        loading={lista.isFetching}
        dataSource={lista.data?.filas ?? []}
        locale={{ emptyText: <Typography.Text>No se enviaron notificaciones</Typography.Text> }}
        pagination={{
          current: pagina,
          pageSize: TAMANO,
          total: lista.data?.total ?? 0,
          onChange: setPagina,
          showSizeChanger: false,
          showTotal: (t) => `${t} ${t === 1 ? 'notificación' : 'notificaciones'}`,
        }}
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
