import { useState } from 'react';
import { Button, Card, Pagination, Segmented, Space, Tag, Typography } from 'antd';
import type { NotificacionRecibida } from '@worknet/domain/notificaciones/respuestas';
import { useApiList, useApiMutation } from '../../../lib/query';
import { CLAVES_NOTIFICACIONES, llamadasBandeja, useNotificacionesNoLeidas } from '../api';
import { Cuando } from '../components/Cuando';
import { EnlaceMensaje } from '../components/EnlaceMensaje';

type Filtro = 'todas' | 'no-leidas';
const TAMANO = 10;

/** 'mis_mensajes' (also 'notifications'): the notifications the user received, newest first; read one or all. */
export function MisMensajesPage() {
  const [filtro, setFiltro] = useState<Filtro>('todas');
  const [pagina, setPagina] = useState(1);
  const lista = useApiList<NotificacionRecibida>(CLAVES_NOTIFICACIONES.recibidas, '/api/v1/get_notificaciones', {
    leido: filtro === 'no-leidas' ? 0 : undefined,
    skip: (pagina - 1) * TAMANO,
    limit: TAMANO,
  });
  const noLeidas = useNotificacionesNoLeidas();
  const invalidar = { invalidar: [CLAVES_NOTIFICACIONES.bandeja] };
  const leerUna = useApiMutation((id: number) => llamadasBandeja.leerNotificaciones([id]), invalidar);
  const leerTodas = useApiMutation(() => llamadasBandeja.leerTodasLasNotificaciones(), { ...invalidar, avisarExito: true });
  const filas = lista.data?.filas ?? [];
  const sinLeer = noLeidas.data?.total ?? 0;

  return (
    <section>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          Mis notificaciones
        </Typography.Title>
        <Button onClick={() => leerTodas.mutate()} disabled={sinLeer === 0} loading={leerTodas.isPending}>
          Marcar todas como leídas
        </Button>
      </Space>
      <Segmented<Filtro>
        aria-label="Mostrar"
        style={{ marginBottom: 16 }}
        value={filtro}
        onChange={(v) => {
          setFiltro(v);
          setPagina(1);
        }}
        options={[
          { value: 'todas', label: 'Todas' },
          { value: 'no-leidas', label: `Sin leer (${sinLeer})` },
        ]}
      />
      {filas.length === 0 && !lista.isPending ? (
        <Typography.Paragraph>{filtro === 'no-leidas' ? 'No tiene notificaciones sin leer.' : 'Todavía no recibió notificaciones.'}</Typography.Paragraph>
      ) : (
        <ul aria-label="Notificaciones recibidas" aria-busy={lista.isFetching} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {filas.map((n) => (
            <li key={n.id}>
              <Card size="small" style={n.leido ? undefined : { borderLeft: '4px solid #0958d9' }}>
                <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
                  <Typography.Title level={2} style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>
                    {n.titulo}
                  </Typography.Title>
                  {!n.leido && <Tag color="blue">Sin leer</Tag>}
                </div>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0', overflowWrap: 'anywhere' }}>{n.texto}</Typography.Paragraph>
                <Space wrap size={[12, 4]}>
                  <Typography.Text>
                    {n.autor} · <Cuando fecha={n.created_at} />
                  </Typography.Text>
                  <EnlaceMensaje enlace={n.enlace} titulo={n.titulo} />
                  {!n.leido && (
                    <Button
                      size="small"
                      onClick={() => leerUna.mutate(n.id)}
                      loading={leerUna.isPending && leerUna.variables === n.id}
                      aria-label={`Marcar como leída: ${n.titulo}`}
                    >
                      Marcar como leída
                    </Button>
                  )}
                </Space>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        style={{ marginTop: 16 }}
        current={pagina}
        pageSize={TAMANO}
        total={lista.data?.total ?? 0}
        onChange={setPagina}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </section>
  );
}
