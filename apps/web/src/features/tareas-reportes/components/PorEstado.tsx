import { ETIQUETA_ESTADO_TAREA } from '@worknet/domain/tareas/esquemas';
import type { ReporteTareas } from '../api';
import { Barra } from './Barra';

const COLOR: Record<string, string> = { pendiente: '#d48806', en_curso: '#1677ff', hecha: '#389e0d', cancelada: '#8c8c8c' };

/** The four states with their bars. */
export function PorEstado({ filas }: { filas: ReporteTareas['por_estado'] }) {
  const maximo = Math.max(0, ...filas.map((f) => f.total));
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(80px, max-content) minmax(0, 1fr)', gap: '8px 12px', maxWidth: 560 }}>
      {filas.map((f) => (
        <div key={f.estado} style={{ display: 'contents' }}>
          <dt>{ETIQUETA_ESTADO_TAREA[f.estado]}</dt>
          <dd style={{ margin: 0 }}>
            <Barra valor={f.total} maximo={maximo} color={COLOR[f.estado]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
