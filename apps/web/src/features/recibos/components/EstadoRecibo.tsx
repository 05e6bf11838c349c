import { Tag } from 'antd';
import type { EstadoRecibo as Estado } from '@worknet/domain/recibos/esquemas';
import { COLOR_ESTADO, etiquetaEstado } from '../formato';

/** A slip's state as a tag (its text is the name: never the color alone). */
export function EstadoRecibo({ estado }: { estado: Estado }) {
  return <Tag color={COLOR_ESTADO[estado]}>{etiquetaEstado(estado)}</Tag>;
}
