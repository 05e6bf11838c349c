import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

type Props = {
  /** What is missing: «No hay grupos». */
  texto: string;
  /** One sentence on what the list is for, so an empty screen teaches instead of just stating. */
  explicacion?: ReactNode;
  /** The next step (a «Crear grupo» button), only for who may take it. */
  accion?: ReactNode;
};

/**
 * An empty list that explains itself and offers the next action (issue 16). The text has full
 * contrast (antd's default grey fails WCAG AA).
 */
export function Vacio({ texto, explicacion, accion }: Props) {
  if (!explicacion && !accion) return <Typography.Text>{texto}</Typography.Text>;
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '16px 8px', maxWidth: 480, margin: '0 auto', whiteSpace: 'normal' }}>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {texto}
      </Typography.Text>
      {explicacion && <Typography.Paragraph style={{ margin: 0, textAlign: 'center' }}>{explicacion}</Typography.Paragraph>}
      {accion}
    </Flex>
  );
}
