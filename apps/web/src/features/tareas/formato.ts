import type { EstadoTarea, Prioridad } from '@worknet/domain/tareas/esquemas';
import { dayjs } from '../../lib/fechas';

// How the task screens name and color states and priorities, and when a task is overdue.

export const ETIQUETA_PRIORIDAD: Record<Prioridad, string> = { baja: 'Baja', media: 'Media', alta: 'Alta', urgente: 'Urgente' };
// Tag colours dark enough for white text (WCAG AA), as the other modules' states.
export const COLOR_PRIORIDAD: Record<Prioridad, string> = { baja: '#595959', media: '#0958d9', alta: '#ad4e00', urgente: '#a8071a' };
export const COLOR_ESTADO: Record<EstadoTarea, string> = { pendiente: '#874d00', en_curso: '#0958d9', hecha: '#237804', cancelada: '#595959' };
export const COLOR_VENCIDA = '#a8071a';

/** Overdue: still open and its due moment has passed. */
export function estaVencida(t: { estado: EstadoTarea; vence_at: string | null }, ahora = dayjs()): boolean {
  return (t.estado === 'pendiente' || t.estado === 'en_curso') && t.vence_at !== null && dayjs(t.vence_at).isBefore(ahora);
}

export const FORMATO_VENCE = 'DD/MM/YYYY HH:mm';
