import { useEffect, type ReactElement } from 'react';
import { Dropdown, Switch, type MenuProps } from 'antd';
import { BulbOutlined, CalendarOutlined, FileTextOutlined, KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { ProveedorAntd } from '../../lib/ProveedorAntd';
import { useTema } from '../../lib/theme/TemaContext';

/** What the user menu offers (MenuUsuario passes it on from the layout). */
export type AccionesUsuario = {
  puedeCambiarSector: boolean;
  /** «Mis licencias» (issue 19): the user holds rrhh.licencia.solicitar. */
  conLicencias?: boolean;
  /** «Mis recibos» (issue 20): the user holds rrhh.recibo.propio. */
  conRecibos?: boolean;
  alPerfil: () => void;
  alLicencias?: () => void;
  alRecibos?: () => void;
  alCambiarPassword: () => void;
  alCambiarSector: () => void;
  alSalir: () => void;
};

type Props = AccionesUsuario & {
  abierto: boolean;
  alCambiarAbierto: (abierto: boolean) => void;
  /** Called once mounted: the plain trigger it replaced may have held the focus. */
  alMontar: () => void;
  boton: ReactElement;
};

/** The user menu's antd dropdown, loaded with its first opening (MenuUsuario). */
export function DesplegableUsuario({ abierto, alCambiarAbierto, alMontar, boton, ...acciones }: Props) {
  const { esOscuro, alternar } = useTema();
  useEffect(alMontar, [alMontar]);
  const items: MenuProps['items'] = [
    { key: 'perfil', icon: <UserOutlined />, label: 'Mi perfil' },
    ...(acciones.conLicencias ? [{ key: 'licencias', icon: <CalendarOutlined />, label: 'Mis licencias' }] : []),
    ...(acciones.conRecibos ? [{ key: 'recibos', icon: <FileTextOutlined />, label: 'Mis recibos' }] : []),
    { key: 'password', icon: <KeyOutlined />, label: 'Cambiar contraseña' },
    ...(acciones.puedeCambiarSector ? [{ key: 'sector', icon: <SwapOutlined />, label: 'Cambiar sector' }] : []),
    {
      key: 'tema',
      icon: <BulbOutlined />,
      // The whole item toggles; the switch only shows the state.
      label: (
        <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center', justifyContent: 'space-between', width: '100%' }}>
          Tema oscuro
          <Switch size="small" checked={esOscuro} tabIndex={-1} aria-label="Tema oscuro" />
        </span>
      ),
    },
    { type: 'divider' },
    { key: 'salir', icon: <LogoutOutlined />, label: 'Cerrar sesión', danger: true },
  ];
  const alClic: MenuProps['onClick'] = ({ key }) => {
    if (key === 'perfil') acciones.alPerfil();
    if (key === 'licencias') acciones.alLicencias?.();
    if (key === 'recibos') acciones.alRecibos?.();
    if (key === 'password') acciones.alCambiarPassword();
    if (key === 'sector') acciones.alCambiarSector();
    if (key === 'tema') alternar();
    if (key === 'salir') acciones.alSalir();
  };
  return (
    <ProveedorAntd>
      <Dropdown menu={{ items, onClick: alClic }} trigger={['click']} placement="bottomRight" open={abierto} onOpenChange={alCambiarAbierto}>
        {boton}
      </Dropdown>
    </ProveedorAntd>
  );
}
