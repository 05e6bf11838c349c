import { Button, Select, Space, Table, Tag, Typography } from 'antd';
import { DESCRIPCION_TRABAJO, ETIQUETAS_ESTADO_TRABAJO, type EstadoTrabajo, type FilaTrabajo, type ProgramacionTrabajo } from '@worknet/domain/trabajos';
import { formatFechaHora } from '../../../lib/format';
import { Desplazable, TablaLista, Vacio, filtroOpcion, useVistaLista } from '../../../lib/lista';
import { useApiList, useApiQuery } from '../../../lib/query';
import { BORRAR } from '../../../lib/iconos';

const FILTROS = { estado: filtroOpcion(Object.keys(ETIQUETAS_ESTADO_TRABAJO) as EstadoTrabajo[]) };

// Solid tags in dark shades: antd's light «green» or «orange» tags fall below the 4.5:1 contrast WCAG asks for.
const COLOR_ESTADO: Record<EstadoTrabajo, string> = {
  creado: 'default',
  reintento: '#ad4e00',
  activo: '#0958d9',
  completado: '#237804',
  cancelado: 'default',
  fallido: '#a8071a',
};

const nombreDe = (nombre: string) => DESCRIPCION_TRABAJO[nombre] ?? nombre;
const fecha = (v: string | null) => (v ? formatFechaHora(v) : '—');

/** Control panel tab (admin.trabajo.ver): the background jobs' runs, their failures, and the cron schedules. */
export function Trabajos() {
  // Prefixed: the panel's other tabs keep their own lists in the same URL.
  const vista = useVistaLista({ filtros: FILTROS, prefijo: 'trabajos.' });
  const lista = useApiList<FilaTrabajo>(['control', 'trabajos'], '/api/v1/trabajos', vista.params, { staleTime: 0 });
  const programas = useApiQuery<ProgramacionTrabajo[]>(['control', 'trabajos', 'programados'], '/api/v1/trabajos/programados', undefined, { staleTime: 0 });
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Programados
      </Typography.Title>
      <Desplazable etiqueta="Trabajos programados">
        <Table<ProgramacionTrabajo>
          rowKey="nombre"
          size="small"
          scroll={{ x: 'max-content' }}
          pagination={false}
          loading={programas.isFetching}
          dataSource={programas.data ?? []}
          locale={{ emptyText: <Vacio texto="No hay trabajos programados" /> }}
          style={{ marginBottom: 24 }}
          columns={[
            { title: 'Trabajo', dataIndex: 'nombre', render: nombreDe },
            { title: 'Cuándo (cron, hora UTC)', dataIndex: 'cron' },
            { title: 'Programado el', dataIndex: 'actualizado', render: fecha },
          ]}
        />
      </Desplazable>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Ejecuciones
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<EstadoTrabajo>
          aria-label="Estado de los trabajos"
          placeholder="Todos los estados"
          allowClear={BORRAR}
          style={{ minWidth: 200 }}
          value={vista.filtros.estado}
          onChange={(estado) => vista.filtrar({ estado })}
          options={Object.entries(ETIQUETAS_ESTADO_TRABAJO).map(([value, label]) => ({ value: value as EstadoTrabajo, label }))}
        />
        <Button onClick={() => (void lista.refetch(), void programas.refetch())} loading={lista.isFetching}>
          Actualizar
        </Button>
      </Space>
      <TablaLista<FilaTrabajo>
        aria-label="Ejecuciones"
        size="small"
        vista={vista}
        lista={lista}
        vacio="No hay trabajos"
        columns={[
          { title: 'Trabajo', dataIndex: 'nombre', render: nombreDe },
          { title: 'Estado', dataIndex: 'estado', render: (v: EstadoTrabajo) => <Tag color={COLOR_ESTADO[v]}>{ETIQUETAS_ESTADO_TRABAJO[v]}</Tag> },
          { title: 'Creado', dataIndex: 'creado', render: fecha },
          { title: 'Iniciado', dataIndex: 'iniciado', render: fecha },
          { title: 'Terminado', dataIndex: 'terminado', render: fecha },
          { title: 'Reintentos', key: 'reintentos', render: (_: unknown, t: FilaTrabajo) => `${t.reintentos} de ${t.reintentos_max}` },
          { title: 'Error', dataIndex: 'error', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </>
  );
}
