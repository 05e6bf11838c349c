import type { ReactNode } from 'react';
import { theme } from 'antd';
import { APP_NOMBRE } from '@worknet/domain/constantes';

/**
 * Frame of the public screens: app name and one centred panel. Plain styled
 * elements rather than antd's Card and Typography, whose tabs, dropdown and
 * tooltip code would weigh on the login page's bundle.
 */
export function PantallaPublica({ titulo, children }: { titulo: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        boxSizing: 'border-box',
        background: token.colorBgLayout,
        color: token.colorText,
        fontFamily: token.fontFamily,
      }}
    >
      <div
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 24,
          boxSizing: 'border-box',
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <h1 style={{ textAlign: 'center', margin: '0 0 4px', fontSize: 32, fontWeight: 700, letterSpacing: 2, color: token.colorPrimaryText }}>{APP_NOMBRE}</h1>
        <h2 style={{ textAlign: 'center', margin: '0 0 24px', fontSize: 18, fontWeight: 500 }}>{titulo}</h2>
        {children}
      </div>
    </main>
  );
}
