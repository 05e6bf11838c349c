import { Button, Dropdown, Switch, type MenuProps } from 'antd';
import { BulbOutlined, CalendarOutlined, FileTextOutlined, KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useTema } from '../theme/TemaContext';

type Props = {
  nombre: string;
  puedeCambiarSector: boolean;
  /** «Mis licencias» (issue 19): the user holds rrhh.licencia.solicitar. */
  conLicencias?: boolean;
  /** «Mis recibos» (issue 20): the user holds rrhh.recibo.propio. */
  conRecibos?: boolean;
  compacto: boolean;
  alPerfil: () => void;
  alLicencias?: () => void;
  alRecibos?: () => void;
  alCambiarPassword: () => void;
  alCambiarSector: () => void;
  alSalir: () => void;
};

/** Header user menu: profile, my leaves, my pay slips, change password, change sector, dark theme switch, logout. */
export function MenuUsuario({
  nombre,
  puedeCambiarSector,
  conLicencias,
  conRecibos,
  compacto,
  alPerfil,
  alLicencias,
  alRecibos,
  alCambiarPassword,
  alCambiarSector,
  alSalir,
}: Props) {
  const { esOscuro, alternar } = useTema();
  const items: MenuProps['items'] = [
    { key: 'perfil', icon: <UserOutlined />, label: 'Mi perfil' },
    ...(conLicencias ? [{ key: 'licencias', icon: <CalendarOutlined />, label: 'Mis licencias' }] : []),
    ...(conRecibos ? [{ key: 'recibos', icon: <FileTextOutlined />, label: 'Mis recibos' }] : []),
    { key: 'password', icon: <KeyOutlined />, label: 'Cambiar contraseña' },
    ...(puedeCambiarSector ? [{ key: 'sector', icon: <SwapOutlined />, label: 'Cambiar sector' }] : []),
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
    if (key === 'perfil') alPerfil();
    if (key === 'licencias') alLicencias?.();
    if (key === 'recibos') alRecibos?.();
    if (key === 'password') alCambiarPassword();
    if (key === 'sector') alCambiarSector();
    if (key === 'tema') alternar();
    if (key === 'salir') alSalir();
  };
  return (
    <Dropdown menu={{ items, onClick: alClic }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label="Menú de usuario" icon={<UserOutlined />} style={{ color: '#ffffff' }}>
        {compacto ? null : <span style={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' }}>{nombre}</span>}
      </Button>
    </Dropdown>
  );
}
