import type { EstadoTarea, Prioridad } from '@worknet/domain/tareas/esquemas';
import { dayjs } from '../../lib/fechas';

// How the task screens name and color states and priorities, and when a task is overdue.

export const ETIQUETA_PRIORIDAD: Record<Prioridad, string> = { baja: 'Baja', media: 'Media', alta: 'Alta', urgente: 'Urgente' };
export const COLOR_PRIORIDAD: Record<Prioridad, string> = { baja: 'default', media: 'blue', alta: 'orange', urgente: 'red' };
export const COLOR_ESTADO: Record<EstadoTarea, string> = { pendiente: 'gold', en_curso: 'processing', hecha: 'success', cancelada: 'default' };

/** Overdue: still open and its due moment has passed. */
export function estaVencida(t: { estado: EstadoTarea; vence_at: string | null }, ahora = dayjs()): boolean {
  return (t.estado === 'pendiente' || t.estado === 'en_curso') && t.vence_at !== null && dayjs(t.vence_at).isBefore(ahora);
}

export const FORMATO_VENCE = 'DD/MM/YYYY HH:mm';
