import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { AvisosPuente } from './AvisosPuente';
import { configuracionTema } from './theme/tokens';
import { useTema } from './theme/TemaContext';

export function AppProviders({ children }: { children: ReactNode }) {
  const { tema } = useTema();
  return (
    <ConfigProvider locale={esES} theme={configuracionTema(tema)}>
      <AvisosPuente />
      {children}
    </ConfigProvider>
  );
}
