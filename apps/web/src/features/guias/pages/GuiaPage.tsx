import { useParams } from 'react-router';
import { Alert, Button, Card, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { formatFecha, formatFechaHora } from '../../../lib/format';
import { useApiMutation } from '../../../lib/query';
import { Volver } from '../../../lib/Volver';
import { CLAVES_GUIAS, llamadasGuias, useGuia } from '../api';
import { ContenidoVersion } from '../components/ContenidoVersion';
import { EtiquetaLectura, EtiquetaTipo } from '../components/EtiquetasGuia';

/** guias/{id}: the current version of a guide and «Confirmo que leí esta versión». */
export function GuiaPage() {
  const id = Number(useParams().id);
  const guia = useGuia(id);
  const confirmar = useApiMutation(() => llamadasGuias.confirmar(id), { avisarExito: true, invalidar: [CLAVES_GUIAS.todo] });
  const volver = <Volver alternativa="/guias" texto="Volver a Guías y protocolos" />;

  if (guia.isError || !(id > 0)) {
    return <Result status="404" title="Guía no disponible" subTitle="La guía no existe o no está dirigida a sus sectores." extra={volver} />;
  }
  if (!guia.data) return <Skeleton active />;
  const g = guia.data;
  const v = g.version;
  const leida = g.leida_at !== null;

  return (
    <article>
      {volver}
      <Typography.Title level={1} style={{ fontSize: 24, overflowWrap: 'anywhere' }}>
        {g.titulo}
      </Typography.Title>
      <Space size={[4, 4]} wrap style={{ marginBottom: 12 }}>
        <EtiquetaTipo tipo={g.tipo} color={g.color} />
        {v && <EtiquetaLectura leida={leida} />}
      </Space>
      {!v ? (
        <Alert type="info" showIcon message="Esta guía todavía no tiene una versión publicada." />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            Versión {v.numero}, publicada el {formatFecha(v.created_at)}
            {v.creado_por ? ` por ${v.creado_por}` : ''}. {g.sectores.length ? `Para ${g.sectores.map((s) => s.nombre).join(', ')}.` : 'Para todos.'}
          </Typography.Text>
          {v.cambios && v.numero > 1 && <Alert type="info" showIcon message="Qué cambió en esta versión" description={v.cambios} />}
          <Card size="small">
            <ContenidoVersion version={v} />
          </Card>
          {leida ? (
            <Alert type="success" showIcon message={`Confirmó la lectura de esta versión el ${formatFechaHora(g.leida_at)}.`} />
          ) : (
            <div>
              <Button
                type="primary"
                size="large"
                icon={<CheckOutlined aria-hidden />}
                loading={confirmar.isPending}
                onClick={() => confirmar.mutate(undefined)}
              >
                Confirmo que leí esta versión
              </Button>
            </div>
          )}
        </Flex>
      )}
    </article>
  );
}
