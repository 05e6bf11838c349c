import { Timeline, Typography } from 'antd';
import { ETIQUETA_ESTADO_TAREA } from '@worknet/domain/tareas/esquemas';
import { formatFechaHora } from '../../../lib/format';
import type { TareaDetalle } from '../api';

const COLOR = { pendiente: 'blue', en_curso: 'orange', hecha: 'green', cancelada: 'gray' } as const;

/** The task's states in order, with who, when and the detail (the cancel reason, a note, the QR scan). */
export function HistorialTarea({ tarea }: { tarea: TareaDetalle }) {
  return (
    <Timeline
      aria-label="Historial de la tarea"
      items={tarea.historial.map((e, i) => ({
        key: i,
        color: COLOR[e.estado],
        content: (
          <div style={{ overflowWrap: 'anywhere' }}>
            <Typography.Text strong>{ETIQUETA_ESTADO_TAREA[e.estado]}</Typography.Text>
            <div>{`${formatFechaHora(e.created_at)}${e.autor ? ` · ${e.autor}` : ' · Sistema'}`}</div>
            {e.detalle && <div>{e.detalle}</div>}
            {e.escaneo_id !== null && <Typography.Text type="secondary">Con escaneo del código QR del lugar</Typography.Text>}
          </div>
        ),
      }))}
    />
  );
}
