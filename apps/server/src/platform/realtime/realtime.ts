import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import {
  EVENTOS_DEL_CLIENTE,
  type ArgsDeEvento,
  type CargaDe,
  type CargaDeCliente,
  type NombreEvento,
  type NombreEventoCliente,
} from '@worknet/domain/tiempo-real';
import type { AuthCache, MensajeInvalidacion } from '../auth/auth-cache';
import type { ResolvedorDeSesion } from '../auth/guard';
import { LATIDO_MS, presenciaLocal, presenciaRedis, type Presencia } from './presencia';

/**
 * Who receives an event: one user, some users, one session (all its tabs), a sector, the holders
 * of a permission (as they were when the socket connected: send hints to refetch, never data,
 * since the refetch goes through the route's own check), or everybody.
 */
export type Destino = { usuario: number } | { usuarios: number[] } | { sesion: string } | { sector: number } | { permiso: string } | 'todos';

/** Administrators hold every permission: their sockets join this room instead of one per permission. */
const SALA_ADMIN = 'p:*';
/** Sockets that asked for presence events (presencia:seguir). */
const SALA_PRESENCIA = 'presencia';

const salas = (d: Exclude<Destino, 'todos'>): string | string[] =>
  'usuario' in d
    ? `u:${d.usuario}`
    : 'usuarios' in d
      ? d.usuarios.map((u) => `u:${u}`)
      : 'sesion' in d
        ? `sid:${d.sesion}`
        : 'permiso' in d
          ? [`p:${d.permiso}`, SALA_ADMIN]
          : `s:${d.sector}`;

/** Who sent a client event: the socket's user and session (checked at its handshake). */
export type EmisorDeSocket = { usuarioId: number; sid: string; socketId: string };
export type ManejadorDeCliente<E extends NombreEventoCliente> = (quien: EmisorDeSocket, carga: CargaDeCliente<E>) => void | Promise<void>;

export type Realtime = {
  /** Sends event `evento` (declared with its payload in packages/domain/src/tiempo-real.ts) to `destino`. */
  publish: <E extends NombreEvento>(destino: Destino, evento: E, ...carga: ArgsDeEvento<E>) => void;
  io: Server;
  /** Who is online (at least one socket on any instance); transitions go out as the `presencia` event. */
  presencia: Pick<Presencia, 'enLinea'>;
  /**
   * Handles an event a client sends (declared in EVENTOS_DEL_CLIENTE): the payload is checked
   * against its schema first (a bad one is dropped), and a handler that throws is only logged.
   * Register before the server listens.
   */
  alRecibir: <E extends NombreEventoCliente>(evento: E, manejador: ManejadorDeCliente<E>) => void;
  close: () => Promise<void>;
  /** With REDIS_URL: whether Redis answers a PING on the adapter's connection (GET /api/ready). */
  redisResponde?: () => Promise<boolean>;
};

/**
 * socket.io on the same HTTP server. A socket must present a valid token; it
 * joins its user, session and (if the user belongs to it) sector rooms. With
 * REDIS_URL the Redis adapter carries events and auth-cache invalidations
 * between instances.
 */
export async function crearRealtime(opts: {
  server: HttpServer;
  resolver: ResolvedorDeSesion;
  cache: AuthCache;
  redisUrl?: string;
  log: FastifyBaseLogger;
}): Promise<Realtime> {
  const io = new Server(opts.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const clientesRedis: { quit: () => Promise<unknown> }[] = [];
  let redisResponde: Realtime['redisResponde'];
  if (opts.redisUrl) {
    const pub = createClient({ url: opts.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err) => opts.log.error({ err }, 'redis (pub)'));
    sub.on('error', (err) => opts.log.error({ err }, 'redis (sub)'));
    // While the subscriber was disconnected, invalidations may have been missed: start clean.
    let conectado = false;
    sub.on('ready', () => {
      if (conectado) opts.cache.aplicarRemoto({ tipo: 'completa' });
      conectado = true;
    });
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    clientesRedis.push(pub, sub);
    // While reconnecting, a command would wait in the client's queue: not ready is not answering.
    redisResponde = async () => pub.isReady && (await pub.ping()) === 'PONG';
    opts.cache.alInvalidar(async (m) => {
      try {
        // The Redis adapter answers within its requestsTimeout (5 s) even if an instance is gone.
        await io.serverSideEmitWithAck('auth:invalidar', m);
      } catch (err) {
        opts.log.warn({ err, m }, 'alguna instancia no confirmó la invalidación de sesión');
      }
    });
    io.on('auth:invalidar', (m: MensajeInvalidacion, ack?: (ok: boolean) => void) => {
      opts.cache.aplicarRemoto(m);
      ack?.(true);
    });
  }

  let presencia: Presencia = presenciaLocal();
  if (opts.redisUrl) {
    const conRedis = await presenciaRedis(opts.redisUrl, opts.log);
    clientesRedis.push(conRedis);
    presencia = conRedis;
  }

  // A revoked session's sockets are told why and closed, on every instance: each one
  // applies the revocation (locally or through the acknowledged Redis message) before
  // the revoking call returns, so no later event reaches them.
  opts.cache.alRevocar((m) => {
    const sala = m.tipo === 'sesion' ? `sid:${m.id}` : `u:${m.id}`;
    const carga: CargaDe<'sesion-revocada'> = { motivo: m.revocar };
    io.local.in(sala).emit('sesion-revocada' satisfies NombreEvento, carga);
    io.local.in(sala).disconnectSockets(true);
  });

  const noLogueado = () => new Error('No se encuentra logueado. Por favor inicie sesión.');
  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    const resolver = () => (token ? opts.resolver(token).catch(() => null) : Promise.resolve(null));
    const gen = opts.cache.generacion();
    const auth = await resolver();
    if (!auth) return next(noLogueado());
    socket.data.usuarioId = auth.principal.id;
    socket.data.sid = auth.sid;
    await socket.join([`u:${auth.principal.id}`, `sid:${auth.sid}`]);
    // A revocation while this handshake was resolving found no socket in the rooms yet: check again.
    if (opts.cache.generacion() !== gen && !(await resolver())) return next(noLogueado());
    const sector = Number(socket.handshake.auth?.sector);
    if (auth.principal.sector.some((s) => s.id === sector)) await socket.join(`s:${sector}`);
    await socket.join(auth.principal.esAdmin ? [SALA_ADMIN] : [...auth.principal.permisos].map((p) => `p:${p}`));
    next();
  });

  const publish: Realtime['publish'] = (destino, evento, ...[payload]) => {
    if (destino === 'todos') io.emit(evento, payload);
    // socket.io reads no rooms as everybody: nobody to tell is nothing to send.
    else if ('usuarios' in destino && destino.usuarios.length === 0) return;
    // Several rooms in one emit: each socket gets the event once, and with Redis it is one message.
    else io.to(salas(destino)).emit(evento, payload);
  };

  // Presence changes and client events. Each presence call is awaited before the server closes.
  const pendientes = new Set<Promise<unknown>>();
  const seguir = (p: Promise<unknown>) => {
    const q = p.catch((err) => opts.log.warn({ err }, 'presencia')).finally(() => pendientes.delete(q));
    pendientes.add(q);
  };
  // Only to the sockets that follow presence (presencia:seguir): a connection is not news to a thousand others.
  const avisarPresencia = (usuarioId: number, en_linea: boolean) => {
    const carga: CargaDe<'presencia'> = { usuario_id: usuarioId, en_linea };
    io.to(SALA_PRESENCIA).emit('presencia' satisfies NombreEvento, carga);
  };
  const manejadores = new Map<string, ManejadorDeCliente<NombreEventoCliente>>();
  io.on('connection', (socket) => {
    const usuarioId = socket.data.usuarioId as number;
    const quien: EmisorDeSocket = { usuarioId, sid: socket.data.sid as string, socketId: socket.id };
    seguir(presencia.entrar(usuarioId, socket.id).then((primero) => primero && avisarPresencia(usuarioId, true)));
    socket.on('disconnect', () => seguir(presencia.salir(usuarioId, socket.id).then((ultimo) => ultimo && avisarPresencia(usuarioId, false))));
    // Acknowledged when the client asks with a callback (emitWithAck): from then on it hears presence.
    const sala =
      (unirse: boolean) =>
      (...args: unknown[]) => {
        void (unirse ? socket.join(SALA_PRESENCIA) : socket.leave(SALA_PRESENCIA));
        const ack = args.find((a): a is (ok: boolean) => void => typeof a === 'function');
        ack?.(true);
      };
    socket.on('presencia:seguir' satisfies NombreEventoCliente, sala(true));
    socket.on('presencia:dejar' satisfies NombreEventoCliente, sala(false));
    for (const [evento, manejador] of manejadores) {
      const esquema = EVENTOS_DEL_CLIENTE[evento as NombreEventoCliente];
      socket.on(evento, (carga: unknown) => {
        const r = esquema.safeParse(carga);
        if (!r.success) return;
        Promise.resolve()
          .then(() => manejador(quien, r.data))
          .catch((err) => opts.log.warn({ err, evento }, 'evento del cliente'));
      });
    }
  });
  const latido = setInterval(() => {
    const locales = [...io.of('/').sockets.values()].map((s) => [s.data.usuarioId as number, s.id] as const);
    if (locales.length) seguir(presencia.latir(locales));
  }, LATIDO_MS);
  latido.unref();

  return {
    io,
    redisResponde,
    presencia,
    alRecibir: (evento, manejador) => {
      manejadores.set(evento, manejador);
    },
    publish,
    close: async () => {
      clearInterval(latido);
      await new Promise<void>((r) => io.close(() => r()));
      await Promise.all([...pendientes]);
      await Promise.all(clientesRedis.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
