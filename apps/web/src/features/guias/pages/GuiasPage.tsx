import { Link } from 'react-router';
import { Card, Flex, List, Select, Space, Typography } from 'antd';
import { formatFecha, plural } from '../../../lib/format';
import { BORRAR } from '../../../lib/iconos';
import { EncabezadoLista, Vacio, filtroId, filtroOpcion, filtroTexto, useVistaLista } from '../../../lib/lista';
import { useGuias, useOpcionesGuias, type GuiaFila } from '../api';
import { FiltrosGuia } from '../components/FiltrosGuia';
import { EtiquetaLectura, EtiquetaTipo } from '../components/EtiquetasGuia';

const ESTADOS = ['true', 'false'] as const;
const FILTROS = { filter: filtroTexto, tipo_id: filtroId, pendientes: filtroOpcion(ESTADOS) };

function Guia({ g }: { g: GuiaFila }) {
  return (
    <List.Item>
      <Card size="small" style={{ width: '100%' }}>
        <Flex vertical gap={6}>
          <Link to={`/guias/${g.id}`} style={{ fontSize: 16, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {g.titulo}
          </Link>
          <Space size={[4, 4]} wrap>
            <EtiquetaTipo tipo={g.tipo} color={g.color} />
            <EtiquetaLectura leida={g.leida_at !== null} />
          </Space>
          {g.version && (
            <Typography.Text type="secondary">
              Versión {g.version.numero} del {formatFecha(g.version.created_at)}
              {g.sectores.length ? ` · ${g.sectores.map((s) => s.nombre).join(', ')}` : ' · Para todos'}
            </Typography.Text>
          )}
        </Flex>
      </Card>
    </List.Item>
  );
}

/** guias: the guides and protocols of the reader's sectors by type, each with whether the current version was confirmed. */
export function GuiasPage() {
  const vista = useVistaLista({ filtros: FILTROS });
  const opciones = useOpcionesGuias();
  // By type, then title: the list reads grouped by type.
  const lista = useGuias({ ...vista.params, sortBy: 'tipo' });
  const total = lista.data?.total ?? 0;

  return (
    <section>
      <EncabezadoLista titulo="Guías y protocolos" />
      <Space wrap style={{ marginBottom: 16 }}>
        <FiltrosGuia filtros={vista.filtros} filtrar={vista.filtrar} tipos={opciones.data?.tipos ?? []} />
        <Select<(typeof ESTADOS)[number]>
          aria-label="Lectura"
          placeholder="Leídas y pendientes"
          allowClear={BORRAR}
          style={{ width: 220, maxWidth: '100%' }}
          value={vista.filtros.pendientes}
          options={[
            { value: 'true', label: 'Pendientes de lectura' },
            { value: 'false', label: 'Leídas' },
          ]}
          onChange={(pendientes) => vista.filtrar({ pendientes })}
        />
      </Space>
      <List<GuiaFila>
        aria-label="Guías"
        loading={lista.isFetching}
        dataSource={lista.data?.filas ?? []}
        locale={{ emptyText: lista.isPending ? 'Cargando…' : <Vacio texto="No hay guías para mostrar" /> }}
        renderItem={(g) => <Guia g={g} />}
        pagination={
          total > vista.tamano
            ? { current: vista.pagina, pageSize: vista.tamano, total, onChange: (p) => vista.irAPagina(p), showSizeChanger: false, align: 'center' }
            : false
        }
      />
      {total > 0 && <Typography.Text type="secondary">{`${total} ${plural(total, 'guía', 'guías')}`}</Typography.Text>}
    </section>
  );
}
