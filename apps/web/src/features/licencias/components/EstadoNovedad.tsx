import { Tag } from 'antd';
import type { EstadoNovedad as Estado } from '@worknet/domain/licencias/estados';
import { COLOR_ESTADO, etiquetaEstado } from '../formato';

/** A personnel event's state as a coloured tag, in words. */
export function EstadoNovedad({ estado }: { estado: Estado }) {
  return (
    <Tag color={COLOR_ESTADO[estado]} style={{ marginInlineEnd: 0 }}>
      {etiquetaEstado(estado)}
    </Tag>
  );
}
