import { Suspense, lazy, useEffect, useState } from 'react';
import { setNotificador, type Aviso } from '../lib/notify';

// antd's message code (with its motion and z-index helpers) is not part of the first download of
// the login page or the home (issue 16, item 6): it loads with the first toast.
const AvisosAntd = lazy(() => import('./AvisosAntd').then((m) => ({ default: m.AvisosAntd })));

/** Registers the notifier the API client and socket use; the toasts themselves load on first use. */
export function AvisosPuente() {
  const [pendientes] = useState<Aviso[]>(() => []);
  const [activo, setActivo] = useState(false);
  useEffect(() => {
    setNotificador(
      (aviso) => {
        pendientes.push(aviso);
        setActivo(true);
      },
      (clave) => {
        const i = pendientes.findIndex((a) => a.clave === clave);
        if (i >= 0) pendientes.splice(i, 1);
      },
    );
  }, [pendientes]);
  if (!activo) return null;
  return (
    <Suspense fallback={null}>
      <AvisosAntd pendientes={pendientes} />
    </Suspense>
  );
}
