import { Flex, Tag } from 'antd';
import type { FilaDocumento } from '@worknet/domain/inventario/documentos';
import { ETIQUETA_ESTADO } from '../textos';
import { COLOR } from '../formato';

/** The state of a document in a tag, with its reversal when it has one. */
export function EstadoDocumento({ d }: { d: Pick<FilaDocumento, 'estado' | 'revierte_id' | 'revertido_por_id'> }) {
  return (
    <Flex wrap gap={4}>
      <Tag color={d.estado === 'confirmado' ? COLOR.bien : COLOR.aviso}>{ETIQUETA_ESTADO[d.estado]}</Tag>
      {d.revertido_por_id !== null && <Tag color={COLOR.peligro}>Revertido</Tag>}
      {d.revierte_id !== null && <Tag>{`Revierte el N.º ${d.revierte_id}`}</Tag>}
    </Flex>
  );
}
