import { Link } from 'react-router';
import { Button, Layout } from 'antd';
import { EnvironmentOutlined, MenuOutlined } from '@ant-design/icons';
import { APP_NOMBRE } from '@worknet/domain/constantes';
import type { ReactNode } from 'react';
import { Logo } from '../../lib/Logo';

type Props = {
  movil: boolean;
  sectorNombre: string | null;
  puedeCambiarSector: boolean;
  alAbrirMenu: () => void;
  alCambiarSector: () => void;
  /** The notifications bell (absent until the user may use the app: temporary password, sector). */
  campana: ReactNode;
  menuUsuario: ReactNode;
};

const blanco = { color: '#ffffff' };

/** Header: the logo (to the news home), current sector (click to change), the bell and the user menu. */
export function CabeceraApp({ movil, sectorNombre, puedeCambiarSector, alAbrirMenu, alCambiarSector, campana, menuUsuario }: Props) {
  return (
    <Layout.Header
      style={{ display: 'flex', alignItems: 'center', gap: movil ? 4 : 12, padding: movil ? '0 8px' : '0 24px', position: 'sticky', top: 0, zIndex: 10 }}
    >
      {movil && <Button type="text" icon={<MenuOutlined />} aria-label="Abrir menú" onClick={alAbrirMenu} style={blanco} />}
      {/* The mark alone on a phone: the sector, bell and user menu need the width. */}
      <Link to="/" aria-label={APP_NOMBRE} title="Ir al inicio" style={{ display: 'inline-flex', flexShrink: 0 }}>
        <Logo alto={movil ? 28 : 32} conNombre={!movil} />
      </Link>
      <div style={{ flex: 1, minWidth: 0 }} />
      {sectorNombre && (
        <Button
          type="text"
          icon={<EnvironmentOutlined />}
          onClick={puedeCambiarSector ? alCambiarSector : undefined}
          aria-label={puedeCambiarSector ? `Sector: ${sectorNombre}. Cambiar sector` : `Sector: ${sectorNombre}`}
          title={puedeCambiarSector ? 'Cambiar sector' : undefined}
          style={{ ...blanco, minWidth: 0, maxWidth: movil ? 140 : 280, flexShrink: 1, cursor: puedeCambiarSector ? 'pointer' : 'default' }}
        >
          <span data-testid="sector-actual" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {sectorNombre}
          </span>
        </Button>
      )}
      {campana}
      {menuUsuario}
    </Layout.Header>
  );
}
