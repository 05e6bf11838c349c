import type { ApiError } from '../../lib/api';
import { avisar } from '../../lib/notify';

// Toasts of spec §8 for the inventory: the server's own message when it sent one (a
// business rule: «No hay stock suficiente de …»), otherwise the fixed text.

export const TEXTOS = {
  confirmado: 'Registro confirmado exitosamente',
  noConfirmado: 'No se ha podido confirmar el registro',
  depositoActualizado: 'Depósito actualizado correctamente.',
  depositoNoActualizado: 'No se ha podido actualizar el depósito',
  errorCatalogo: 'Error al actualizar catálogo',
  stockMinimoNoActualizado: 'No se ha podido actualizar el stock mínimo',
  noActualizado: {
    ingreso: 'No se ha podido actualizar el ingreso',
    egreso: 'No se ha podido actualizar el egreso',
    movimiento: 'No se ha podido actualizar el movimiento',
  },
} as const;

/** A failure of a call made with `silent`: the server's Spanish message, or `texto`. */
export function avisarFallo(error: unknown, texto: string) {
  const e = error as Partial<ApiError> | undefined;
  const delServidor = e?.motivo === 'servidor' ? e.mensajeServidor : undefined;
  avisar({ tipo: 'error', texto: delServidor ?? texto, clave: texto });
  return delServidor ?? texto;
}
