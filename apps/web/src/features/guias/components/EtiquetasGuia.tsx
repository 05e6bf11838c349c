import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';

// Solid dark colours with white text: readable (axe contrast) in light and dark themes.
const COLOR_PENDIENTE = '#874d00';
const COLOR_LEIDA = '#237804';

/** «Pendiente de lectura» / «Leída»: whether the reader confirmed the current version. */
export function EtiquetaLectura({ leida }: { leida: boolean }) {
  return leida ? (
    <Tag color={COLOR_LEIDA} icon={<CheckCircleOutlined aria-hidden />}>
      Leída
    </Tag>
  ) : (
    <Tag color={COLOR_PENDIENTE} icon={<ClockCircleOutlined aria-hidden />}>
      Pendiente de lectura
    </Tag>
  );
}

/** The guide's type with the catalog's colour as a left border (the text stays dark whatever the colour). */
export function EtiquetaTipo({ tipo, color }: { tipo: string; color: string | null }) {
  return (
    <Tag bordered style={{ borderLeft: `4px solid ${color ?? '#8c8c8c'}`, background: 'transparent', color: 'inherit', whiteSpace: 'normal' }}>
      {tipo}
    </Tag>
  );
}
