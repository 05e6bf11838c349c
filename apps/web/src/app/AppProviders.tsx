import type { ReactNode } from 'react';
import { AvisosPuente } from './AvisosPuente';

/**
 * What the whole app shares at its root: the toasts' bridge. antd's ConfigProvider is not here
 * but around each part that uses antd (ProveedorAntd), so the login page loads no antd.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <AvisosPuente />
      {children}
    </>
  );
}
