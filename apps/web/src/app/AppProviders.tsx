import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import esES from 'antd/locale/es_ES';
import { silenciarIconosDecorativos } from '../lib/iconosDecorativos';
import { AvisosPuente } from './AvisosPuente';
import { configuracionTema } from './theme/tokens';
import { useTema } from './theme/TemaContext';

/**
 * What antd says to a screen reader, in Spanish, for every form of every module:
 * the password toggle is «Mostrar contraseña» / «Ocultar contraseña», not
 * «eye-invisible»; the search button is «Buscar», not «search». (The required asterisk is silenced in lib/accesibilidad.css.)
 */
export const configuracionAccesible = {
  // Input.Search's button is its icon alone.
  inputSearch: { searchIcon: <SearchOutlined aria-label="Buscar" /> },
  inputPassword: {
    iconRender: (visible: boolean) =>
      visible ? <EyeOutlined role="button" aria-label="Ocultar contraseña" /> : <EyeInvisibleOutlined role="button" aria-label="Mostrar contraseña" />,
  },
} satisfies ConfigProviderProps;

export function AppProviders({ children }: { children: ReactNode }) {
  const { tema } = useTema();
  // Icons beside a text or inside a named control stop announcing their English name («bell»).
  useEffect(() => silenciarIconosDecorativos(), []);
  return (
    <ConfigProvider locale={esES} theme={configuracionTema(tema)} {...configuracionAccesible}>
      <AvisosPuente />
      {children}
    </ConfigProvider>
  );
}
