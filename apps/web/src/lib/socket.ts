import type { Socket } from 'socket.io-client';
import { registrarProgreso } from './progreso-trabajos';

// Real-time link (spec §1, issue 3 item 10). Same origin, path /socket.io; the
// server refuses a connection without a valid token.
export type ManejadoresSocket = {
  /** 'data-reload': every query refetches. */
  alRecargar: () => void;
  /** 'sesion-revocada': the user was logged out (deactivated, logout elsewhere). */
  alRevocar: (mensaje?: string) => void;
  /** Other events by name (e.g. 'notificacion'), each with its payload. */
  eventos?: Record<string, (carga: unknown) => void>;
};

/** Spanish text for the server's `motivo` (keep in sync with the server's avisarRevocacion callers). */
const MENSAJE_POR_MOTIVO: Record<string, string> = {
  logout: 'La sesión se cerró desde otra pestaña o dispositivo.',
  desactivado: 'Su usuario fue desactivado. Consulte con el administrador del sistema.',
  password: 'Su contraseña cambió. Por favor inicie sesión nuevamente.',
};

function mensajeDe(carga: unknown): string | undefined {
  if (typeof carga === 'string') return carga;
  if (typeof carga !== 'object' || carga === null) return undefined;
  const { message, motivo } = carga as { message?: unknown; motivo?: unknown };
  if (typeof message === 'string' && message) return message;
  return typeof motivo === 'string' ? MENSAJE_POR_MOTIVO[motivo] : undefined;
}

/**
 * Connects once socket.io's client has loaded: it is its own chunk, fetched after the layout
 * shows (~13 kB the first screen does not wait for). The returned function closes the link,
 * or cancels it when it is not up yet.
 */
export function conectarSocket(token: string, manejadores: ManejadoresSocket): () => void {
  let socket: Socket | null = null;
  let cerrado = false;
  const listo = import('socket.io-client').then(({ io }) => {
    if (cerrado) return;
    socket = io({
      path: '/socket.io',
      auth: { token },
      // socket.io reconnects by itself with backoff; only a refused handshake stops it.
      reconnection: true,
      reconnectionDelayMax: 10_000,
    });
    socket.on('data-reload', () => manejadores.alRecargar());
    socket.on('sesion-revocada', (carga?: unknown) => manejadores.alRevocar(mensajeDe(carga)));
    // A background job's progress, for whichever screen shows that job (lib/progreso-trabajos.ts).
    socket.on('trabajo-progreso', registrarProgreso);
    for (const [evento, fn] of Object.entries(manejadores.eventos ?? {})) socket.on(evento, (carga?: unknown) => fn(carga));
  });
  // Without the client there is no live link; the screens still work by asking.
  listo.catch(() => undefined);
  return () => {
    cerrado = true;
    socket?.removeAllListeners();
    socket?.disconnect();
  };
}
