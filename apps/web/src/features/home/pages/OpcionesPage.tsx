import { Link } from 'react-router';
import { Card, Col, Empty, Row, Skeleton, Typography, theme } from 'antd';
import type { MenuEntrada } from '@worknet/domain/auth';
import { useIndice, useUsuario } from '../../auth';
import { IconoMenu } from '../../../lib/iconos';
import { esRutaConstruida, rutaDeEntrada } from '../../../lib/rutasConstruidas';

function Opcion({ entrada }: { entrada: MenuEntrada }) {
  const { token } = theme.useToken();
  return (
    <Link to={rutaDeEntrada(entrada.ruta)} aria-label={entrada.label} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%' }}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
          <span style={{ fontSize: 28, color: token.colorPrimaryText, lineHeight: 1 }}>
            <IconoMenu nombre={entrada.icono} />
          </span>
          <div>
            <Typography.Text strong style={{ display: 'block', fontSize: 16 }}>
              {entrada.label}
            </Typography.Text>
            {entrada.descripcion && <Typography.Text type="secondary">{entrada.descripcion}</Typography.Text>}
          </div>
        </div>
      </Card>
    </Link>
  );
}

/** 'opciones': the home, one tile per get_index entry the web has built. */
export function OpcionesPage() {
  const usuario = useUsuario();
  const indice = useIndice();
  const entradas = (indice.data ?? []).filter((e) => esRutaConstruida(e.ruta) && rutaDeEntrada(e.ruta) !== '/opciones');
  const nombre = usuario.data?.nombre_completo?.split(' ')[0];

  return (
    <section>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Opciones
      </Typography.Title>
      <Typography.Paragraph type="secondary">{nombre ? `Hola, ${nombre}. ` : ''}Elija una opción para comenzar.</Typography.Paragraph>
      {indice.isPending ? (
        <Skeleton active />
      ) : entradas.length === 0 ? (
        <Empty description="Todavía no hay opciones disponibles para su usuario." />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label="Opciones">
          {entradas.map((entrada) => (
            <Col key={entrada.clave} xs={24} sm={12} lg={8} xl={6} role="listitem">
              <Opcion entrada={entrada} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
