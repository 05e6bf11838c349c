import { Tag } from 'antd';
import { PushpinOutlined, TeamOutlined } from '@ant-design/icons';
import { ETIQUETA_ESTADO, etiquetaAudiencia, type EstadoNovedad } from '@worknet/domain/novedades/audiencia';
import type { AudienciaNovedad } from '@worknet/domain/novedades/tipos';

/** "Para todos", or the sector or group names. */
export function EtiquetaAudiencia({ audiencia }: { audiencia: AudienciaNovedad }) {
  return (
    <Tag icon={<TeamOutlined aria-hidden />} style={{ whiteSpace: 'normal' }}>
      {etiquetaAudiencia({ audiencia: audiencia.tipo, sectores: audiencia.sectores, grupos: audiencia.grupos })}
    </Tag>
  );
}

export function EtiquetaFijada() {
  return (
    <Tag color="blue" icon={<PushpinOutlined aria-hidden />}>
      Fijada
    </Tag>
  );
}

// Dark-enough text on each tag's background (axe colour contrast).
const COLOR_ESTADO: Record<EstadoNovedad, string | undefined> = { borrador: undefined, programada: 'purple', publicada: 'blue' };

export function EtiquetaEstado({ estado }: { estado: EstadoNovedad }) {
  return <Tag color={COLOR_ESTADO[estado]}>{ETIQUETA_ESTADO[estado]}</Tag>;
}
