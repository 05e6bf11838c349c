import { Link } from 'react-router';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { permisoDe, type GrupoCatalogo } from '@worknet/domain/catalogos/motor';
import { CATALOGOS } from '@worknet/domain/catalogos/registro';
import { usePermisos } from '../features/auth';
import { INDICES_CATALOGOS } from './indices';

/** The catalogs of a group the user may see, by plural name. */
export function catalogosVisibles(grupo: GrupoCatalogo, permisos: readonly string[]) {
  return CATALOGOS.filter((c) => c.grupo === grupo && permisos.includes(permisoDe(c, 'ver'))).sort((a, b) => a.plural.localeCompare(b.plural, 'es'));
}

/** 'rrhh/configuracion', 'compras/configuracion': one tile per catalog of the group. */
export function IndiceCatalogos({ grupo }: { grupo: GrupoCatalogo }) {
  const permisos = usePermisos();
  const titulo = INDICES_CATALOGOS[grupo]?.titulo ?? 'Configuración';
  const visibles = catalogosVisibles(
    grupo,
    (permisos.data ?? []).map((p) => p.nombre),
  );
  return (
    <section>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {titulo}
      </Typography.Title>
      {permisos.isPending ? (
        <Skeleton active />
      ) : visibles.length === 0 ? (
        <Empty description="No tiene permiso para ver ninguna de estas tablas." />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label={titulo}>
          {visibles.map((c) => (
            <Col key={c.clave} xs={24} sm={12} lg={8} xl={6} role="listitem">
              <Link to={`/${c.pantalla}`} style={{ display: 'block', height: '100%' }}>
                <Card hoverable size="small" style={{ height: '100%' }}>
                  <Typography.Text strong style={{ fontSize: 16 }}>
                    {c.plural}
                  </Typography.Text>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
