import { Tag } from 'antd';
import type { PrioridadTicket as Prioridad } from '@worknet/domain/tickets/esquemas';
import type { EstadoTicket as Estado, MotivoPausa } from '@worknet/domain/tickets/flujo';
import { COLOR_ESTADO_TICKET, COLOR_PRIORIDAD_TICKET, etiquetaEstado, etiquetaPrioridad } from '../formato';

export function EstadoTicket({ estado, motivo = null }: { estado: Estado; motivo?: MotivoPausa | null }) {
  return <Tag color={COLOR_ESTADO_TICKET[estado]}>{etiquetaEstado(estado, motivo)}</Tag>;
}

export function PrioridadTicket({ prioridad }: { prioridad: Prioridad }) {
  return <Tag color={COLOR_PRIORIDAD_TICKET[prioridad]}>{etiquetaPrioridad(prioridad)}</Tag>;
}
