import { Link, useNavigate } from 'react-router';
import { Button, Flex, Grid, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ORDEN_TAREAS } from '@worknet/domain/tareas/esquemas';
import { useTienePermiso } from '../../auth';
import { plural } from '../../../lib/format';
import { EncabezadoLista, TablaLista, Vacio, useVistaLista } from '../../../lib/lista';
import { useApiList } from '../../../lib/query';
import { CLAVES_TAREAS, PERMISOS_TAREAS, RUTAS_TAREAS, type TareaFila } from '../api';
import { EstadoTarea, PrioridadTarea, TipoTarea, VenceTarea } from './EtiquetasTarea';
import { FILTROS_TAREAS, FiltrosTareas } from './FiltrosTareas';

type Ambito = 'mias' | 'todas';

const enlace = (t: TareaFila) => (
  <Link to={`/tareas/${t.id}`} style={{ overflowWrap: 'anywhere' }}>
    {t.titulo}
  </Link>
);

/** The desk's columns: one piece of data each, sortable where the server sorts. */
function columnasAnchas(todas: boolean): TableColumnsType<TareaFila> {
  return [
    { title: 'Tarea', dataIndex: 'titulo', key: 'titulo', sorter: true, render: (_: unknown, t) => enlace(t) },
    { title: 'Tipo', dataIndex: 'tipo', render: (_: unknown, t) => <TipoTarea nombre={t.tipo} color={t.color} /> },
    ...(todas ? [{ title: 'Sector', dataIndex: 'sector', render: (v: string | null) => v ?? '—' }] : []),
    { title: 'Ubicación', dataIndex: 'ubicacion', render: (v: string | null) => v ?? '—' },
    { title: 'Prioridad', dataIndex: 'prioridad', key: 'prioridad', sorter: true, render: (_: unknown, t) => <PrioridadTarea prioridad={t.prioridad} /> },
    { title: 'Estado', dataIndex: 'estado', key: 'estado', sorter: true, render: (_: unknown, t) => <EstadoTarea estado={t.estado} /> },
    { title: 'Vence', dataIndex: 'vence_at', key: 'vence_at', sorter: true, render: (_: unknown, t) => <VenceTarea tarea={t} /> },
  ];
}

/** A phone's single column: each task as a small card (title, type and place, then state, priority and due). */
const columnaCompacta: TableColumnsType<TareaFila> = [
  {
    title: 'Tarea (orden por vencimiento)',
    key: 'vence_at',
    sorter: true,
    render: (_: unknown, t) => (
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Typography.Text strong>{enlace(t)}</Typography.Text>
        <Flex wrap gap={4} align="center">
          <TipoTarea nombre={t.tipo} color={t.color} />
          {t.ubicacion && <span style={{ overflowWrap: 'anywhere' }}>{t.ubicacion}</span>}
        </Flex>
        <Flex wrap gap={4} align="center">
          <EstadoTarea estado={t.estado} />
          <PrioridadTarea prioridad={t.prioridad} />
          <VenceTarea tarea={t} />
        </Flex>
      </Flex>
    ),
  },
];

/**
 * 'tareas' (mine: assigned to me or my sectors, created by me, or of the sectors I run) and
 * 'admin/tareas' (all, with the sector filter): filters, sort and pages in the URL.
 */
export function ListaTareas({ ambito }: { ambito: Ambito }) {
  const navigate = useNavigate();
  const todas = ambito === 'todas';
  const vista = useVistaLista({ filtros: FILTROS_TAREAS, ordenables: ORDEN_TAREAS, ordenInicial: { campo: 'vence_at', descendente: false } });
  const params = todas ? vista.params : { ...vista.params, sector_id: undefined };
  const lista = useApiList<TareaFila>([...CLAVES_TAREAS.listas, ambito], todas ? RUTAS_TAREAS.todas : RUTAS_TAREAS.mias, params);
  const angosta = !Grid.useBreakpoint().md;
  const asigna = useTienePermiso(PERMISOS_TAREAS.asignar);
  const administra = useTienePermiso(PERMISOS_TAREAS.administrar);
  const titulo = todas ? 'Todas las tareas' : 'Mis tareas';
  const nueva = todas ? '/admin/tareas/form' : '/create-tarea';
  const filtrado = Object.entries(vista.filtros).some(([k, v]) => v !== undefined && (todas || k !== 'sector_id'));

  return (
    <section>
      <EncabezadoLista
        titulo={titulo}
        acciones={
          (asigna || administra) && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate(nueva)}>
              Nueva tarea
            </Button>
          )
        }
      />
      <FiltrosTareas vista={vista} conSector={todas} />
      <TablaLista<TareaFila>
        aria-label={titulo}
        vista={vista}
        lista={lista}
        columns={angosta ? columnaCompacta : columnasAnchas(todas)}
        vacio={
          filtrado ? (
            <Vacio texto="Ninguna tarea coincide" explicacion="Pruebe con otro estado, tipo, ubicación o período." />
          ) : (
            <Vacio
              texto={todas ? 'No hay tareas' : 'No tiene tareas'}
              explicacion={
                todas
                  ? 'Las tareas creadas y las que generan las tareas programadas aparecen aquí.'
                  : 'Las tareas asignadas a usted o a sus sectores aparecen aquí.'
              }
            />
          )
        }
        textoTotal={(n) => `${n} ${plural(n, 'tarea', 'tareas')}`}
      />
    </section>
  );
}
