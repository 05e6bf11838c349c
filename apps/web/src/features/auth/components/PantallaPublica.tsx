import type { ReactNode } from 'react';
import { theme } from 'antd';
import { Logo } from '../../../lib/Logo';
import { IlustracionSalud } from './IlustracionSalud';

/**
 * Frame of the public screens: the group's picture beside one panel with the logo
 * (issue 16, item 11). The picture is a band above the panel on phones and a column at
 * its side from 768 px (app/global.css, .worknet-publica). Plain styled elements rather
 * than antd's Card and Typography, whose code would weigh on the login page's bundle.
 */
export function PantallaPublica({ titulo, children }: { titulo: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <main className="worknet-publica" style={{ background: token.colorBgLayout, color: token.colorText }}>
      <div className="worknet-publica__imagen">
        <IlustracionSalud />
        <p className="worknet-publica__lema">La intranet del grupo: novedades, personas y trámites en un solo lugar.</p>
      </div>
      <div className="worknet-publica__contenido">
        <div
          className="worknet-publica__panel"
          style={{
            borderRadius: token.borderRadiusLG,
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorderSecondary}`,
            boxShadow: token.boxShadowTertiary,
          }}
        >
          <h1 style={{ textAlign: 'center', margin: '0 0 8px', fontSize: 'inherit', lineHeight: 1 }}>
            <Logo alto={40} color={token.colorPrimaryText} />
          </h1>
          <h2 style={{ textAlign: 'center', margin: '0 0 24px', fontSize: 18, fontWeight: 500 }}>{titulo}</h2>
          {children}
        </div>
      </div>
    </main>
  );
}
