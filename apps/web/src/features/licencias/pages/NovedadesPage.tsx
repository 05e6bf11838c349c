import { useState } from 'react';
import { Button, Card, Flex, Select, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ESTADOS_NOVEDAD, ETIQUETA_ESTADO_NOVEDAD, type EstadoNovedad } from '@worknet/domain/licencias/estados';
import { ORDEN_NOVEDADES, type NovedadFila } from '@worknet/domain/licencias/esquemas';
import { plural } from '../../../lib/format';
import {
  CampoBusqueda,
  Desplazable,
  EncabezadoLista,
  QuitarFiltros,
  SelectorRemoto,
  TablaLista,
  Vacio,
  filtroDia,
  filtroId,
  filtroOpcion,
  filtroTexto,
  useVistaLista,
} from '../../../lib/lista';
import { lazyScreen } from '../../../lib/lazyScreen';
import { useApiList } from '../../../lib/query';
import { CampoDia } from '../../../lib/CampoDia';
import { CLAVES_LICENCIAS, RUTAS_LICENCIAS, useSectores, useTiposNovedad } from '../api';
import { BotonReporteNovedades, ReporteSaldos } from '../components/Reportes';
import { useColumnasNovedades } from '../components/TablaNovedades';

// The load form (its modal and pickers) downloads when RRHH opens it.
const AltaNovedad = lazyScreen(() => import('../components/AltaNovedad').then((m) => m.AltaNovedad));

const FILTROS = {
  filter: filtroTexto,
  persona_id: filtroId,
  tipo_id: filtroId,
  estado: filtroOpcion(ESTADOS_NOVEDAD),
  sector_id: filtroId,
  desde: filtroDia,
  hasta: filtroDia,
};

type Ambito = 'rrhh' | 'referente';

/** The referente's queue: what waits for their approval, above the list (at most 100, oldest first). */
function Pendientes() {
  const pendientes = useApiList<NovedadFila>(CLAVES_LICENCIAS.novedades, RUTAS_LICENCIAS.novedades, {
    ambito: 'referente',
    estado: 'pendiente',
    sortBy: 'desde',
    descending: false,
    skip: 0,
    limit: 100,
  });
  const columnas = useColumnasNovedades({ ordenable: false });
  const filas = (pendientes.data?.filas ?? []).filter((n) => n.siguiente_paso === 'referente');
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>Pendientes de su aprobación{pendientes.data ? ` (${filas.length})` : ''}</h2>}
      style={{ marginBottom: 16 }}
      styles={{ body: { padding: filas.length ? 0 : undefined } }}
    >
      {filas.length || pendientes.isPending ? (
        <Desplazable etiqueta="Pendientes de su aprobación">
          <Table<NovedadFila>
            aria-label="Pendientes de su aprobación"
            rowKey="id"
            size="small"
            scroll={{ x: true }}
            loading={pendientes.isFetching}
            dataSource={filas}
            columns={columnas}
            pagination={false}
            locale={{ emptyText: 'Cargando…' }}
          />
        </Desplazable>
      ) : (
        <Typography.Text>No hay pedidos esperando su aprobación.</Typography.Text>
      )}
    </Card>
  );
}

/**
 * 'rrhh/novedades' (RRHH, everyone) and 'referente_area/novedades' (the sectors the user
 * leads): the personnel events with their filters in the URL, the CSV of what is shown and,
 * for RRHH, the load of an event for anyone.
 */
export function NovedadesPage({ ambito }: { ambito: Ambito }) {
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDEN_NOVEDADES, ordenInicial: { campo: 'desde', descendente: true } });
  const lista = useApiList<NovedadFila>(CLAVES_LICENCIAS.novedades, RUTAS_LICENCIAS.novedades, { ...vista.params, ambito });
  const tipos = useTiposNovedad();
  const sectores = useSectores(ambito);
  const columnas = useColumnasNovedades();
  const [alta, setAlta] = useState(false);
  const esRrhh = ambito === 'rrhh';
  const f = vista.filtros;

  return (
    <section>
      <EncabezadoLista
        titulo={esRrhh ? 'Novedades de personal' : 'Novedades de mis sectores'}
        acciones={
          <>
            {esRrhh && (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAlta(true)}>
                Nueva novedad
              </Button>
            )}
            <BotonReporteNovedades filtros={{ ...f, ambito }} />
          </>
        }
      />
      {!esRrhh && <Pendientes />}
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <CampoBusqueda
          aria-label="Buscar novedades"
          valor={f.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
          placeholder="Persona o legajo"
          ancho={220}
        />
        {esRrhh && (
          <SelectorRemoto
            fuente="personas"
            aria-label="Persona"
            placeholder="Persona"
            sinResultados="No se encontraron legajos"
            value={f.persona_id ?? null}
            onChange={(v) => vista.filtrar({ persona_id: v })}
            style={{ width: 240 }}
          />
        )}
        <Select<number>
          aria-label="Tipo"
          value={f.tipo_id ?? 0}
          onChange={(v) => vista.filtrar({ tipo_id: v || undefined })}
          loading={tipos.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: 0, label: 'Todos los tipos' }, ...(tipos.data ?? []).map((t) => ({ value: t.id, label: t.nombre }))]}
          style={{ width: 220, maxWidth: '100%' }}
        />
        <Select<EstadoNovedad | ''>
          aria-label="Estado"
          value={f.estado ?? ''}
          onChange={(v) => vista.filtrar({ estado: v || undefined })}
          options={[{ value: '', label: 'Todos los estados' }, ...ESTADOS_NOVEDAD.map((e) => ({ value: e, label: ETIQUETA_ESTADO_NOVEDAD[e] }))]}
          style={{ width: 220, maxWidth: '100%' }}
        />
        <Select<number>
          aria-label="Sector"
          value={f.sector_id ?? 0}
          onChange={(v) => vista.filtrar({ sector_id: v || undefined })}
          loading={sectores.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: 0, label: 'Todos los sectores' }, ...(sectores.data ?? [])]}
          style={{ width: 220, maxWidth: '100%' }}
        />
        <CampoDia aria-label="Desde" value={f.desde ?? null} onChange={(v) => vista.filtrar({ desde: v ?? undefined })} style={{ width: 160 }} />
        <CampoDia aria-label="Hasta" value={f.hasta ?? null} onChange={(v) => vista.filtrar({ hasta: v ?? undefined })} style={{ width: 160 }} />
        <QuitarFiltros vista={vista} />
      </Flex>
      <TablaLista<NovedadFila>
        aria-label={esRrhh ? 'Novedades de personal' : 'Novedades de mis sectores'}
        vista={vista}
        lista={lista}
        columns={columnas}
        vacio={
          vista.filtrado ? (
            <Vacio texto="Ninguna novedad coincide" explicacion="Pruebe con otra persona, otro tipo, otro estado o otras fechas." />
          ) : (
            <Vacio
              texto="No hay novedades de personal"
              explicacion="Licencias, vacaciones, ausencias y francos del personal, con su aprobación."
              accion={esRrhh ? <Button onClick={() => setAlta(true)}>Cargar una novedad</Button> : undefined}
            />
          )
        }
        textoTotal={(n) => `${n} ${plural(n, 'novedad', 'novedades')}`}
      />
      {esRrhh && (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Saldos de vacaciones</h2>} style={{ marginTop: 16 }}>
          <Typography.Paragraph>Los días que corresponden, los tomados y los disponibles de cada persona en un período.</Typography.Paragraph>
          <ReporteSaldos ambito="rrhh" sectorId={f.sector_id} />
        </Card>
      )}
      {esRrhh && alta && <AltaNovedad abierto alCerrar={() => setAlta(false)} />}
    </section>
  );
}
