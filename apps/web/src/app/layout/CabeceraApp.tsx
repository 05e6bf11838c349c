import { Link } from 'react-router';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { APP_NOMBRE } from '@worknet/domain/constantes';
import type { ReactNode } from 'react';
import { IconoSimple } from '../../lib/IconoSimple';
import { Logo } from '../../lib/Logo';

type Props = {
  movil: boolean;
  sectorNombre: string | null;
  puedeCambiarSector: boolean;
  /** Absent while the user loads: no menu to open yet. */
  alAbrirMenu?: () => void;
  alCambiarSector?: () => void;
  /** The notifications bell (absent until the user may use the app: temporary password, sector). */
  campana: ReactNode;
  /** The chat entry with its unread total (absent like the bell). */
  chat?: ReactNode;
  menuUsuario: ReactNode;
};

/**
 * Header: the logo (to the news home), current sector (click to change), the chat, the bell and the user
 * menu. Plain elements (layout.css): it paints before antd has loaded.
 */
export function CabeceraApp({ movil, sectorNombre, puedeCambiarSector, alAbrirMenu, alCambiarSector, campana, chat, menuUsuario }: Props) {
  return (
    <header className={movil ? 'worknet-cabecera worknet-cabecera--movil' : 'worknet-cabecera'}>
      {movil && alAbrirMenu && (
        <button type="button" className="worknet-cabecera__boton" aria-label="Abrir menú" onClick={alAbrirMenu}>
          <IconoSimple icono={MenuOutlined} />
        </button>
      )}
      {/* The mark alone on a phone: the sector, bell and user menu need the width. */}
      <Link to="/" aria-label={APP_NOMBRE} title="Ir al inicio" style={{ display: 'inline-flex', flexShrink: 0 }}>
        <Logo alto={movil ? 28 : 32} conNombre={!movil} />
      </Link>
      <div className="worknet-cabecera__espacio" />
      {sectorNombre && (
        <button
          type="button"
          className={
            puedeCambiarSector
              ? 'worknet-cabecera__boton worknet-cabecera__boton--sector'
              : 'worknet-cabecera__boton worknet-cabecera__boton--sector worknet-cabecera__boton--fijo'
          }
          onClick={puedeCambiarSector ? alCambiarSector : undefined}
          aria-label={puedeCambiarSector ? `Sector: ${sectorNombre}. Cambiar sector` : `Sector: ${sectorNombre}`}
          title={puedeCambiarSector ? 'Cambiar sector' : undefined}
        >
          <IconoSimple icono={EnvironmentOutlined} />
          <span data-testid="sector-actual" className="worknet-cabecera__texto">
            {sectorNombre}
          </span>
        </button>
      )}
      {chat}
      {campana}
      {menuUsuario}
    </header>
  );
}
