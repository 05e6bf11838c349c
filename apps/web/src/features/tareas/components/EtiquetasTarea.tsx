import { Tag } from 'antd';
import { ETIQUETA_ESTADO_TAREA, type EstadoTarea, type Prioridad } from '@worknet/domain/tareas/esquemas';
import { dayjs } from '../../../lib/fechas';
import { COLOR_ESTADO, COLOR_PRIORIDAD, COLOR_VENCIDA, ETIQUETA_PRIORIDAD, FORMATO_VENCE, estaVencida } from '../formato';

export function EstadoTarea({ estado }: { estado: EstadoTarea }) {
  return <Tag color={COLOR_ESTADO[estado]}>{ETIQUETA_ESTADO_TAREA[estado]}</Tag>;
}

export function PrioridadTarea({ prioridad }: { prioridad: Prioridad }) {
  return <Tag color={COLOR_PRIORIDAD[prioridad]}>{ETIQUETA_PRIORIDAD[prioridad]}</Tag>;
}

/** The type with the catalog's color as a left border (text stays dark: readable whatever the color). */
export function TipoTarea({ nombre, color }: { nombre: string; color: string | null }) {
  return (
    <Tag bordered style={{ borderLeft: `4px solid ${color ?? '#8c8c8c'}`, background: 'transparent', color: 'inherit', whiteSpace: 'normal' }}>
      {nombre}
    </Tag>
  );
}

/** Due date and time, marked «Vencida» when an open task is past it. */
export function VenceTarea({ tarea }: { tarea: { estado: EstadoTarea; vence_at: string | null } }) {
  if (!tarea.vence_at) return <span>Sin vencimiento</span>;
  const texto = dayjs(tarea.vence_at).format(FORMATO_VENCE);
  return estaVencida(tarea) ? (
    <span>
      <span style={{ color: COLOR_VENCIDA, fontWeight: 600 }}>{texto}</span> <Tag color={COLOR_VENCIDA}>Vencida</Tag>
    </span>
  ) : (
    <span>{texto}</span>
  );
}
