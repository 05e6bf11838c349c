import type { EstadoPedidoManthos } from '@worknet/domain/tareas/manthos';
import type { Prioridad } from '@worknet/domain/tareas/esquemas';

// How the reporter reads a request's state: the badge colour of each one, dark enough for
// white text (WCAG AA), as the orders' tags.

export const COLOR_ESTADO_MANTHOS: Record<EstadoPedidoManthos, string> = {
  recibido: '#0958d9',
  en_curso: '#874d00',
  resuelto: '#237804',
  cancelado: '#595959',
};

export const ETIQUETA_PRIORIDAD_MANTHOS: Record<Prioridad, string> = {
  baja: 'Baja',
  media: 'Normal',
  alta: 'Alta',
  urgente: 'Urgente',
};
