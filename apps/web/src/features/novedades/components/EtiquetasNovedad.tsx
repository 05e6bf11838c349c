import PushpinOutlined from '@ant-design/icons-svg/es/asn/PushpinOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { ETIQUETA_ESTADO, etiquetaAudiencia, type EstadoNovedad } from '@worknet/domain/novedades/audiencia';
import type { AudienciaNovedad } from '@worknet/domain/novedades/tipos';
import { IconoSimple } from '../../../lib/IconoSimple';
import '../../../lib/controlesSimples.css';

// Plain tags (lib/controlesSimples.css): the home's cards paint before antd has loaded (issue 16, item 6).

/** "Para todos", or the sector or group names. */
export function EtiquetaAudiencia({ audiencia }: { audiencia: AudienciaNovedad }) {
  return (
    <span className="worknet-etiqueta">
      <IconoSimple icono={TeamOutlined} tamano={12} />
      {etiquetaAudiencia({ audiencia: audiencia.tipo, sectores: audiencia.sectores, grupos: audiencia.grupos })}
    </span>
  );
}

export function EtiquetaFijada() {
  return (
    <span className="worknet-etiqueta worknet-etiqueta--azul">
      <IconoSimple icono={PushpinOutlined} tamano={12} />
      Fijada
    </span>
  );
}

const CLASE_ESTADO: Record<EstadoNovedad, string> = {
  borrador: 'worknet-etiqueta',
  programada: 'worknet-etiqueta worknet-etiqueta--violeta',
  publicada: 'worknet-etiqueta worknet-etiqueta--azul',
};

export function EtiquetaEstado({ estado }: { estado: EstadoNovedad }) {
  return <span className={CLASE_ESTADO[estado]}>{ETIQUETA_ESTADO[estado]}</span>;
}
