import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import type { ArgsDeEvento, CargaDe, NombreEvento } from '@worknet/domain/tiempo-real';
import type { AuthCache, MensajeInvalidacion } from '../auth/auth-cache';
import type { ResolvedorDeSesion } from '../auth/guard';

/**
 * Who receives an event: one user, some users, one session (all its tabs), a sector, the holders
 * of a permission (as they were when the socket connected: send hints to refetch, never data,
 * since the refetch goes through the route's own check), or everybody.
 */
export type Destino = { usuario: number } | { usuarios: number[] } | { sesion: string } | { sector: number } | { permiso: string } | 'todos';

/** Administrators hold every permission: their sockets join this room instead of one per permission. */
const SALA_ADMIN = 'p:*';

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

export type Realtime = {
  /** Sends event `evento` (declared with its payload in packages/domain/src/tiempo-real.ts) to `destino`. */
  publish: <E extends NombreEvento>(destino: Destino, evento: E, ...carga: ArgsDeEvento<E>) => void;
  io: Server;
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

  return {
    io,
    redisResponde,
    publish: (destino, evento, ...[payload]) => {
      if (destino === 'todos') io.emit(evento, payload);
      // socket.io reads no rooms as everybody: nobody to tell is nothing to send.
      else if ('usuarios' in destino && destino.usuarios.length === 0) return;
      // Several rooms in one emit: each socket gets the event once, and with Redis it is one message.
      else io.to(salas(destino)).emit(evento, payload);
    },
    close: async () => {
      await new Promise<void>((r) => io.close(() => r()));
      await Promise.all(clientesRedis.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
