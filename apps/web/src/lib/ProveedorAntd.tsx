import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import esES from 'antd/locale/es_ES';
import { silenciarIconosDecorativos } from './iconosDecorativos';
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

/**
 * antd's locale, theme and accessible defaults, around the parts of the app that use antd: the
 * logged-in layout, the public screens other than the login page, the toasts. Not at the root:
 * the login page is plain elements, and with antd at the root its first download carried antd's
 * core and its CSS-in-JS runtime (issue 16, item 6).
 */
export function ProveedorAntd({ children }: { children: ReactNode }) {
  const { tema } = useTema();
  // Icons beside a text or inside a named control stop announcing their English name («bell»).
  useEffect(() => silenciarIconosDecorativos(), []);
  return (
    <ConfigProvider locale={esES} theme={configuracionTema(tema)} {...configuracionAccesible}>
      {children}
    </ConfigProvider>
  );
}
