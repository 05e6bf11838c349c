import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { permisoDe, type Catalogo, type GrupoCatalogo } from '@worknet/domain/catalogos/motor';
import type { CuentaCatalogo } from '@worknet/domain/catalogos/respuestas';
import { CATALOGOS, type ClaveCatalogo } from '@worknet/domain/catalogos/registro';
import { textoPlano } from '@worknet/domain/texto';
import { plural } from '../lib/format';
import { CampoBusqueda } from '../lib/lista';
import { useApiQuery } from '../lib/query';
import { usePermisos } from '../features/auth';
import { DESCRIPCIONES, SECCIONES } from './descripciones';
import { INDICES_CATALOGOS } from './indices';

/** The catalogs of a group the user may see, by plural name. */
export function catalogosVisibles(grupo: GrupoCatalogo, permisos: readonly string[]) {
  return CATALOGOS.filter((c) => c.grupo === grupo && permisos.includes(permisoDe(c, 'ver'))).sort((a, b) => a.plural.localeCompare(b.plural, 'es'));
}

const descripcionDe = (c: Catalogo) => DESCRIPCIONES[c.clave as ClaveCatalogo];

/** Whether a catalog matches the search: its name or its description, without accents or case. */
const coincide = (c: Catalogo, buscado: string) => !buscado || textoPlano(`${c.plural} ${descripcionDe(c).descripcion}`).includes(buscado);

function Fila({ catalogo: c, total, primera }: { catalogo: Catalogo; total: number | undefined; primera: boolean }) {
  return (
    <li style={{ padding: '8px 0', borderTop: primera ? undefined : '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex wrap gap={8} align="baseline" justify="space-between">
        <Link to={`/${c.pantalla}`} style={{ fontWeight: 600, fontSize: 15 }}>
          {c.plural}
        </Link>
        {total !== undefined && <Tag>{`${total} ${plural(total, 'registro', 'registros')}`}</Tag>}
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }}>{descripcionDe(c).descripcion}</Typography.Paragraph>
    </li>
  );
}

/** 'rrhh/configuracion', 'compras/configuracion': the group's catalogs by section, searchable, each with what it is for and how many rows it has. */
export function IndiceCatalogos({ grupo }: { grupo: GrupoCatalogo }) {
  const permisos = usePermisos();
  const [busqueda, setBusqueda] = useState('');
  const titulo = INDICES_CATALOGOS[grupo]?.titulo ?? 'Configuración';
  const visibles = catalogosVisibles(
    grupo,
    (permisos.data ?? []).map((p) => p.nombre),
  );
  const cuentas = useApiQuery<CuentaCatalogo[]>(['catalogos', 'cuentas', grupo], '/api/v1/catalogos/cuentas', { grupo }, { enabled: visibles.length > 0 });
  const totales = new Map((cuentas.data ?? []).map((c) => [c.clave, c.total]));
  const buscado = textoPlano(busqueda);
  const secciones = SECCIONES.map((s) => ({ nombre: s, catalogos: visibles.filter((c) => descripcionDe(c).seccion === s && coincide(c, buscado)) })).filter(
    (s) => s.catalogos.length > 0,
  );

  let cuerpo;
  if (permisos.isPending) cuerpo = <Skeleton active />;
  else if (visibles.length === 0) cuerpo = <Empty description="No tiene permiso para ver ninguna de estas tablas." />;
  else
    cuerpo = (
      <>
        <div style={{ marginBottom: 16 }}>
          <CampoBusqueda
            aria-label={`Buscar en ${titulo.toLowerCase()}`}
            placeholder="Buscar por nombre o para qué sirve"
            ancho={480}
            demoraMs={150}
            valor={busqueda || undefined}
            onBuscar={(t) => setBusqueda(t ?? '')}
          />
        </div>
        {secciones.length === 0 && <Typography.Paragraph>Ninguna tabla coincide con «{busqueda}».</Typography.Paragraph>}
        <Flex vertical gap={16}>
          {secciones.map((s) => (
            <Card
              key={s.nombre}
              size="small"
              title={
                <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                  {s.nombre}
                </Typography.Title>
              }
            >
              <ul aria-label={s.nombre} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {s.catalogos.map((c, i) => (
                  <Fila key={c.clave} catalogo={c} total={totales.get(c.clave)} primera={i === 0} />
                ))}
              </ul>
            </Card>
          ))}
        </Flex>
      </>
    );

  return (
    <section>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {titulo}
      </Typography.Title>
      {cuerpo}
    </section>
  );
}
