import type { Socket } from 'socket.io-client';
import type { CargaDe, CargaDeCliente, NombreEvento, NombreEventoCliente } from '@worknet/domain/tiempo-real';
import { registrarProgreso } from './progreso-trabajos';

// Real-time link (spec §1, issue 3 item 10). Same origin, path /socket.io; the
// server refuses a connection without a valid token.
/** Screens that listen to a named event while mounted (e.g. 'fichaje-tablero'): event → listeners. */
const oyentesDeEvento = new Map<string, Set<(carga: unknown) => void>>();

/**
 * Handlers by event name, each receiving the payload the domain declares for its event
 * (packages/domain/src/tiempo-real.ts). It arrives from the network: a handler that reads
 * fields still checks them.
 */
export type ManejadoresDeEventos = { [E in NombreEvento]?: (carga: CargaDe<E>) => void };

/**
 * Listens to a server event by name until the returned function is called. Unlike
 * `eventos` (fixed when the layout connects), a screen subscribes and unsubscribes as it mounts.
 */
export function escucharEvento<E extends NombreEvento>(evento: E, fn: (carga: CargaDe<E>) => void): () => void {
  const oyentes = oyentesDeEvento.get(evento) ?? new Set();
  oyentes.add(fn as (carga: unknown) => void);
  oyentesDeEvento.set(evento, oyentes);
  return () => {
    oyentes.delete(fn as (carga: unknown) => void);
  };
}

/** Delivers an event to the screens listening to it (the socket's onAny, and tests). */
export function difundirEvento(evento: string, carga?: unknown): void {
  for (const fn of oyentesDeEvento.get(evento) ?? []) fn(carga);
}

/** The socket that is up now (null while connecting, after a drop, or logged out). */
let conectado: Socket | null = null;
/** What a screen asks to send on every connection while it needs it (presencia:seguir): event → how many ask. */
const pedidosAlConectar = new Map<NombreEventoCliente, number>();
/** Screens told of each (re)connection (spec §4: when the link comes online the participants load). */
const alConectar = new Set<() => void>();

/**
 * Sends a client event (declared with its payload in EVENTOS_DEL_CLIENTE) if the socket is up;
 * dropped otherwise: a live hint the server checks, never data that must arrive.
 */
export function emitirEvento<E extends NombreEventoCliente>(evento: E, carga?: CargaDeCliente<E>): void {
  if (!conectado?.connected) return;
  // No payload is no argument: socket.io would send an undefined one as null.
  if (carga === undefined) conectado.emit(evento);
  else conectado.emit(evento, carga);
}

/**
 * Sends `evento` now (if up) and again on every reconnection, until the returned function runs,
 * which sends `alDejar` once nobody asks any more (a reconnected socket starts without).
 */
export function pedirMientrasConectado(evento: NombreEventoCliente, alDejar?: NombreEventoCliente): () => void {
  const antes = pedidosAlConectar.get(evento) ?? 0;
  pedidosAlConectar.set(evento, antes + 1);
  if (antes === 0) emitirEvento(evento);
  let hecho = false;
  return () => {
    if (hecho) return;
    hecho = true;
    const quedan = (pedidosAlConectar.get(evento) ?? 1) - 1;
    if (quedan > 0) return void pedidosAlConectar.set(evento, quedan);
    pedidosAlConectar.delete(evento);
    if (alDejar) emitirEvento(alDejar);
  };
}

/** Runs `fn` on every (re)connection of the socket until the returned function is called. */
export function escucharConexion(fn: () => void): () => void {
  alConectar.add(fn);
  return () => {
    alConectar.delete(fn);
  };
}

export type ManejadoresSocket = {
  /** 'data-reload': every query refetches. */
  alRecargar: () => void;
  /** 'sesion-revocada': the user was logged out (deactivated, logout elsewhere). */
  alRevocar: (mensaje?: string) => void;
  /** Other events by name (e.g. 'notificacion'), each with its payload. */
  eventos?: ManejadoresDeEventos;
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
      // WebSocket only: behind a round-robin balancer without sticky sessions (compose.yaml,
      // deploy/Caddyfile) HTTP long-polling would send each poll of one session to any instance,
      // and the one that did not open it refuses it. A WebSocket is one connection to one instance.
      transports: ['websocket'],
      // socket.io reconnects by itself with backoff; only a refused handshake stops it.
      reconnection: true,
      reconnectionDelayMax: 10_000,
    });
    const propio = socket;
    socket.on('connect', () => {
      conectado = propio;
      for (const evento of pedidosAlConectar.keys()) propio.emit(evento);
      for (const fn of alConectar) fn();
    });
    socket.on('disconnect', () => {
      if (conectado === propio) conectado = null;
    });
    socket.on('data-reload', () => manejadores.alRecargar());
    socket.on('sesion-revocada', (carga?: unknown) => manejadores.alRevocar(mensajeDe(carga)));
    // A background job's progress, for whichever screen shows that job (lib/progreso-trabajos.ts).
    socket.on('trabajo-progreso', registrarProgreso);
    for (const [evento, fn] of Object.entries(manejadores.eventos ?? {})) socket.on(evento, (carga?: unknown) => (fn as (c: unknown) => void)(carga));
    // Any event, for the screens subscribed with escucharEvento (older fakes in tests lack onAny).
    if (typeof socket.onAny === 'function') socket.onAny((evento: string, carga?: unknown) => difundirEvento(evento, carga));
  });
  // Without the client there is no live link; the screens still work by asking.
  listo.catch(() => undefined);
  return () => {
    cerrado = true;
    if (conectado === socket) conectado = null;
    socket?.removeAllListeners();
    socket?.disconnect();
  };
}
