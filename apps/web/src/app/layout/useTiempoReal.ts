import { useEffect } from 'react';
import { conectarSocket } from '../../lib/socket';
import { recargarDatos } from '../../lib/query';
import { session } from '../../lib/session';
import { avisar } from '../../lib/notify';
import { irA } from '../../lib/navigation';

/** Socket for the logged-in layout: reload on 'data-reload', log out on 'sesion-revocada'. */
export function useTiempoReal(token: string | null): void {
  useEffect(() => {
    if (!token) return;
    return conectarSocket(token, {
      alRecargar: () => void recargarDatos(),
      alRevocar: (mensaje) => {
        session.clear('error');
        avisar({
          tipo: 'warning',
          texto: mensaje ?? 'Su sesión fue cerrada. Por favor inicie sesión nuevamente.',
          clave: 'sesion-revocada',
        });
        irA('/login');
      },
    });
  }, [token]);
}
