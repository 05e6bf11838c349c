import { useParams } from 'react-router';
import { Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { MODELO_MEDIA_TAREA, MODULO_MEDIA_TAREAS } from '@worknet/domain/tareas/esquemas';
import { TIPO_MEDIA_ADJUNTO } from '@worknet/domain/media/tipos-referencia';
import { formatFechaHora } from '../../../lib/format';
import { Volver } from '../../../lib/Volver';
import { useTiposMedia } from '../../media';
import { ListaAdjuntos } from '../../media/componentes';
import { refrescarTareas, useTarea, type TareaDetalle } from '../api';
import { AccionesTarea } from '../components/AccionesTarea';
import { AvisoEscaneo } from '../components/AvisoEscaneo';
import { ChecklistTarea } from '../components/ChecklistTarea';
import { ComentariosTarea } from '../components/ComentariosTarea';
import { EstadoTarea, PrioridadTarea, TipoTarea, VenceTarea } from '../components/EtiquetasTarea';
import { HistorialTarea } from '../components/HistorialTarea';

const titulo2 = (t: string) => <h2 style={{ fontSize: 16, margin: 0 }}>{t}</h2>;

const asignados = (t: TareaDetalle) => {
  const nombres = [...t.usuarios.map((u) => u.nombre), ...t.sectores.map((s) => `Sector ${s.nombre}`)];
  return nombres.length ? nombres.join(', ') : '—';
};

function Adjuntos({ tarea }: { tarea: TareaDetalle }) {
  const tipos = useTiposMedia(MODULO_MEDIA_TAREAS, MODELO_MEDIA_TAREA);
  const tipo = tipos.data?.find((t) => t.label === TIPO_MEDIA_ADJUNTO)?.id;
  return (
    <ListaAdjuntos
      id="adjuntos-tarea"
      modulo={MODULO_MEDIA_TAREAS}
      modelo={MODELO_MEDIA_TAREA}
      tipoId={tipo}
      modeloId={tarea.id}
      value={tarea.adjuntos}
      onChange={() => void refrescarTareas()}
    />
  );
}

function Detalle({ t }: { t: TareaDetalle }) {
  return (
    <>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <EstadoTarea estado={t.estado} />
        <PrioridadTarea prioridad={t.prioridad} />
        <TipoTarea nombre={t.tipo} color={t.color} />
      </Flex>
      <AvisoEscaneo tarea={t} />
      <AccionesTarea tarea={t} />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'sector', label: 'Sector responsable', children: t.sector ?? '—' },
          { key: 'ubicacion', label: 'Ubicación', children: t.ubicacion ?? '—' },
          { key: 'vence', label: 'Vence', children: <VenceTarea tarea={t} /> },
          { key: 'asignados', label: 'Asignada a', children: asignados(t) },
          { key: 'creada', label: 'Creada', children: `${formatFechaHora(t.created_at)}${t.creado_por ? ` por ${t.creado_por}` : ''}` },
          ...(t.programada_id ? [{ key: 'programada', label: 'Origen', children: 'Generada por una tarea programada' }] : []),
          ...(t.motivo_cancelacion ? [{ key: 'motivo', label: 'Motivo de la cancelación', children: t.motivo_cancelacion }] : []),
          {
            key: 'descripcion',
            label: 'Descripción',
            span: 'filled' as const,
            children: <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{t.descripcion || 'Sin descripción.'}</div>,
          },
        ]}
      />
      <Card title={titulo2('Lista de control')} style={{ marginBottom: 16 }}>
        <ChecklistTarea tarea={t} />
      </Card>
      <Card title={titulo2('Adjuntos')} style={{ marginBottom: 16 }}>
        <Adjuntos tarea={t} />
      </Card>
      <Card title={titulo2('Historial')} style={{ marginBottom: 16 }}>
        <HistorialTarea tarea={t} />
      </Card>
      <Card title={titulo2('Comentarios')} style={{ marginBottom: 16 }}>
        <ComentariosTarea tareaId={t.id} />
      </Card>
    </>
  );
}

/** tareas/{id}: the task, what the user may do with it now, its checklist, files, history and comments. */
export function TareaPage() {
  const id = Number(useParams().id);
  const valido = Number.isInteger(id) && id > 0;
  const tarea = useTarea(valido ? id : 0);
  return (
    <section>
      <Volver alternativa="/tareas" />
      <Typography.Title level={1} style={{ fontSize: 24, overflowWrap: 'anywhere' }}>
        {tarea.data ? tarea.data.titulo : `Tarea N.º ${valido ? id : ''}`}
      </Typography.Title>
      {valido && tarea.isPending && <Skeleton active />}
      {(!valido || tarea.isError) && <Result status="404" title="Tarea no disponible" subTitle="La tarea no existe o no está a su alcance." />}
      {tarea.data && <Detalle t={tarea.data} />}
    </section>
  );
}
