import { useCallback, useEffect, useRef } from 'react';
import { conectarSocket, type ManejadoresDeEventos } from '../../lib/socket';
import { recargarDatos } from '../../lib/query';
import { session } from '../../lib/session';
import { avisar } from '../../lib/notify';
import { irA } from '../../lib/navigation';

type Eventos = ManejadoresDeEventos;

/**
 * Socket for the logged-in layout: reload on 'data-reload', log out on
 * 'sesion-revocada', and the modules' own `eventos` (the bell's). The handlers
 * are read through a ref so a re-render does not reconnect; the event names
 * are those present when the socket connects. Returns what closes the socket
 * now: one's own logout closes it before telling the server, so the server's
 * 'sesion-revocada' for that session never reads as news from another tab.
 */
export function useTiempoReal(token: string | null, eventos: Eventos = {}): () => void {
  const actuales = useRef(eventos);
  const cerrar = useRef<() => void>(() => undefined);
  useEffect(() => {
    actuales.current = eventos;
  }, [eventos]);
  useEffect(() => {
    if (!token) return;
    const nombres = Object.keys(actuales.current) as (keyof Eventos)[];
    const desconectar = conectarSocket(token, {
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
      eventos: Object.fromEntries(nombres.map((n) => [n, (carga: unknown) => (actuales.current[n] as ((c: unknown) => void) | undefined)?.(carga)])),
    });
    cerrar.current = desconectar;
    return () => {
      cerrar.current = () => undefined;
      desconectar();
    };
  }, [token]);
  return useCallback(() => cerrar.current(), []);
}
