import { Flex, Select } from 'antd';
import { ESTADOS_TAREA, ETIQUETA_ESTADO_TAREA, type EstadoTarea } from '@worknet/domain/tareas/esquemas';
import { CampoBusqueda, QuitarFiltros, filtroDia, filtroId, filtroOpcion, filtroTexto, type VistaLista } from '../../../lib/lista';
import { CampoDia } from '../../../lib/CampoDia';
import { useOpcionesTareas } from '../api';

export const FILTROS_TAREAS = {
  filter: filtroTexto,
  estado: filtroOpcion(ESTADOS_TAREA),
  tipo_id: filtroId,
  ubicacion_id: filtroId,
  sector_id: filtroId,
  desde: filtroDia,
  hasta: filtroDia,
};

const ANCHO = { width: 200, maxWidth: '100%' } as const;

/** The filters of a task list (in the URL): text, state, type, location, period and, for admins, the sector. */
export function FiltrosTareas({ vista, conSector }: { vista: VistaLista<typeof FILTROS_TAREAS>; conSector: boolean }) {
  const opciones = useOpcionesTareas();
  const f = vista.filtros;
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <CampoBusqueda aria-label="Buscar tareas por título" valor={f.filter} onBuscar={(filter) => vista.filtrar({ filter })} placeholder="Título" ancho={220} />
      <Select<EstadoTarea | ''>
        aria-label="Estado"
        value={f.estado ?? ''}
        onChange={(v) => vista.filtrar({ estado: v || undefined })}
        options={[{ value: '', label: 'Todos los estados' }, ...ESTADOS_TAREA.map((e) => ({ value: e, label: ETIQUETA_ESTADO_TAREA[e] }))]}
        style={ANCHO}
      />
      <Select<number>
        aria-label="Tipo de tarea"
        value={f.tipo_id ?? 0}
        onChange={(v) => vista.filtrar({ tipo_id: v || undefined })}
        loading={opciones.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        options={[{ value: 0, label: 'Todos los tipos' }, ...(opciones.data?.tipos ?? []).map((t) => ({ value: t.value, label: t.label }))]}
        style={ANCHO}
      />
      <Select<number>
        aria-label="Ubicación"
        value={f.ubicacion_id ?? 0}
        onChange={(v) => vista.filtrar({ ubicacion_id: v || undefined })}
        loading={opciones.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        options={[{ value: 0, label: 'Todas las ubicaciones' }, ...(opciones.data?.ubicaciones ?? []).map((u) => ({ value: u.value, label: u.label }))]}
        style={ANCHO}
      />
      {conSector && (
        <Select<number>
          aria-label="Sector responsable"
          value={f.sector_id ?? 0}
          onChange={(v) => vista.filtrar({ sector_id: v || undefined })}
          loading={opciones.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: 0, label: 'Todos los sectores' }, ...(opciones.data?.sectores ?? [])]}
          style={ANCHO}
        />
      )}
      <CampoDia aria-label="Vence desde" value={f.desde ?? null} onChange={(v) => vista.filtrar({ desde: v ?? undefined })} style={{ width: 160 }} />
      <CampoDia aria-label="Vence hasta" value={f.hasta ?? null} onChange={(v) => vista.filtrar({ hasta: v ?? undefined })} style={{ width: 160 }} />
      <QuitarFiltros vista={vista} />
    </Flex>
  );
}
