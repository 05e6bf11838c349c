import { Typography } from 'antd';
import { ETIQUETA_ESTADO_TAREA } from '@worknet/domain/tareas/esquemas';
import { HistorialFlujo } from '../../../lib/HistorialFlujo';
import type { TareaDetalle } from '../api';

const COLOR = { pendiente: 'blue', en_curso: 'orange', hecha: 'green', cancelada: 'gray' } as const;

/** The task's states in order, with who, when and the detail (the cancel reason, a note, the QR scan). */
export function HistorialTarea({ tarea }: { tarea: TareaDetalle }) {
  return (
    <HistorialFlujo
      titulo="Historial de la tarea"
      pasos={tarea.historial}
      etiqueta={(e) => ETIQUETA_ESTADO_TAREA[e.estado]}
      color={(e) => COLOR[e]}
      sinAutor=" · Sistema"
      extra={(e) => e.escaneo_id !== null && <Typography.Text type="secondary">Con escaneo del código QR del lugar</Typography.Text>}
    />
  );
}
