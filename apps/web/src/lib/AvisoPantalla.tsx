import type { ReactNode } from 'react';
import { theme } from 'antd';
import { WarningOutlined } from '@ant-design/icons';

/**
 * A small full-screen notice (title, text, action). Plain elements rather than
 * antd's Result/Typography, which would pull illustrations and tooltips into
 * the first bundle.
 */
export function AvisoPantalla({ titulo, texto, accion }: { titulo: string; texto: string; accion?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '48px 16px', color: token.colorText }}>
      <WarningOutlined aria-hidden style={{ fontSize: 56, color: token.colorWarning }} />
      <h2 style={{ fontSize: 22, margin: '16px 0 8px', fontWeight: 600 }}>{titulo}</h2>
      <p style={{ color: token.colorTextDescription, margin: '0 0 16px' }}>{texto}</p>
      {accion}
    </div>
  );
}
