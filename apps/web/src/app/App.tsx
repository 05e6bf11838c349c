import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setNavegador } from '../lib/navigation';
import { session, sincronizarEntrePestanas } from '../lib/session';
import { AppProviders } from './AppProviders';
import { BarrasDeLaApp } from '../lib/pwa/BarrasDeLaApp';
import { crearRouter } from './router';
import { TemaProvider } from '../lib/theme/TemaContext';
import type { Tema } from '../lib/theme/preference';

export function App({ temaInicial }: { temaInicial?: Tema }) {
  const [router] = useState(crearRouter);

  useEffect(() => {
    setNavegador((ruta) => void router.navigate(ruta, { replace: true }));
    sincronizarEntrePestanas();
    // Logged out from anywhere (401, socket, another tab): back to the login page.
    return session.subscribe((actual, anterior) => {
      if (anterior.token && !actual.token && !router.state.location.pathname.startsWith('/login')) {
        void router.navigate('/login', { replace: true });
      }
    });
  }, [router]);

  return (
    <TemaProvider inicial={temaInicial}>
      <AppProviders>
        <RouterProvider router={router} />
        <BarrasDeLaApp />
      </AppProviders>
    </TemaProvider>
  );
}
