import { definirFlujo } from '../flujo';
import { ETIQUETA_ESTADO_TAREA, type AccionTarea, type EstadoTarea } from './esquemas';

// The life of a task (issue 22; the workflow kit of issue 38): pendiente → en curso → hecha, or
// cancelada; hecha and cancelada reopen to pendiente (the history keeps every step).

/** Who acts on a task: whoever it reaches starts and finishes it; its sector's manager (or its creator) also cancels and reopens it. */
export type RolTarea = 'gestor';

/** «La tarea 7 …»: how a message says the state. */
export const MENSAJE_ESTADO_TAREA: Record<EstadoTarea, string> = {
  pendiente: 'está pendiente',
  en_curso: 'ya está en curso',
  hecha: 'ya está hecha',
  cancelada: 'está cancelada',
};

export const FLUJO_TAREA = definirFlujo<EstadoTarea, AccionTarea, RolTarea>({
  estados: ETIQUETA_ESTADO_TAREA,
  acciones: {
    iniciar: { desde: ['pendiente'], hacia: 'en_curso' },
    finalizar: { desde: ['pendiente', 'en_curso'], hacia: 'hecha' },
    cancelar: { desde: ['pendiente', 'en_curso'], hacia: 'cancelada', quien: ['gestor'] },
    reabrir: { desde: ['hecha', 'cancelada'], hacia: 'pendiente', quien: ['gestor'] },
  },
  mensajeEstado: (desde, accion, id) => `La tarea ${id} ${MENSAJE_ESTADO_TAREA[desde]}: no se puede ${accion}.`,
  mensajeQuien: (accion) => `Sólo quien dirige el sector de la tarea puede ${accion}la.`,
});
