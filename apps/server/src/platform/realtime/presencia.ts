import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

// Who is online: a user with at least one open socket on any instance. Several tabs and several
// instances count right because each socket is counted, not each user: closing one of two tabs
// leaves the other. Without Redis, a counter in this process. With Redis, one sorted set per
// user of its sockets (`<instance>:<socket>`, scored by the last heartbeat) and one of the users
// online (scored by their latest heartbeat); reads are ZRANGEBYSCORE, never KEYS or SCAN. An
// instance that dies without closing its sockets stops beating: its entries age out after
// CADUCA_MS. Entering and leaving are Lua scripts, so two instances never both see «first» or
// «last» for the same user.

/** How often each instance refreshes the heartbeat of its open sockets. */
export const LATIDO_MS = 15_000;
/** A socket without a heartbeat for this long is gone (its instance died). */
export const CADUCA_MS = 3 * LATIDO_MS;

export type Presencia = {
  /** A socket of the user opened: true when it is the user's first (they came online). */
  entrar: (usuarioId: number, socketId: string) => Promise<boolean>;
  /** A socket closed: true when it was the user's last (they went offline). */
  salir: (usuarioId: number, socketId: string) => Promise<boolean>;
  /** The users online now (among `ids`, or all). */
  enLinea: (ids?: readonly number[]) => Promise<Set<number>>;
  /** Refreshes the heartbeat of this instance's open sockets. */
  latir: (sockets: readonly (readonly [usuarioId: number, socketId: string])[]) => Promise<void>;
};

export function presenciaLocal(): Presencia {
  const sockets = new Map<number, Set<string>>();
  return {
    entrar: async (u, s) => {
      const suyos = sockets.get(u) ?? new Set<string>();
      sockets.set(u, suyos);
      suyos.add(s);
      return suyos.size === 1;
    },
    salir: async (u, s) => {
      const suyos = sockets.get(u);
      if (!suyos?.delete(s)) return false;
      if (suyos.size) return false;
      sockets.delete(u);
      return true;
    },
    enLinea: async (ids) => new Set(ids ? ids.filter((u) => sockets.has(u)) : sockets.keys()),
    latir: async () => undefined,
  };
}

const PREFIJO = 'worknet:presencia';
const USUARIOS = `${PREFIJO}:usuarios`;
const deUsuario = (u: number) => `${PREFIJO}:u:${u}`;

// KEYS[1] the user's sockets, KEYS[2] the users online; ARGV: member, now, expiry, user id.
const ENTRAR = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[4])
return redis.call('ZCARD', KEYS[1])`;
const SALIR = `
local quitado = redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
local quedan = redis.call('ZCARD', KEYS[1])
if quedan == 0 then redis.call('ZREM', KEYS[2], ARGV[4]) end
if quitado == 1 and quedan == 0 then return 1 end
return 0`;

/** Presence over its own Redis connection (the adapter's are busy publishing and subscribing). */
export async function presenciaRedis(
  url: string,
  log: FastifyBaseLogger,
  ahora: () => number = Date.now,
): Promise<Presencia & { quit: () => Promise<unknown> }> {
  const cliente = createClient({ url });
  cliente.on('error', (err) => log.error({ err }, 'redis (presencia)'));
  await cliente.connect();
  const instancia = randomUUID();
  const miembro = (s: string) => `${instancia}:${s}`;
  const args = (u: number, s: string) => {
    const t = ahora();
    return [miembro(s), String(t), String(t - CADUCA_MS), String(u)];
  };
  return {
    quit: () => cliente.quit(),
    entrar: async (u, s) => Number(await cliente.eval(ENTRAR, { keys: [deUsuario(u), USUARIOS], arguments: args(u, s) })) === 1,
    salir: async (u, s) => Number(await cliente.eval(SALIR, { keys: [deUsuario(u), USUARIOS], arguments: args(u, s) })) === 1,
    enLinea: async (ids) => {
      const todos = new Set((await cliente.zRangeByScore(USUARIOS, ahora() - CADUCA_MS, '+inf')).map(Number));
      return ids ? new Set(ids.filter((u) => todos.has(u))) : todos;
    },
    latir: async (sockets) => {
      const t = ahora();
      const multi = cliente.multi();
      for (const [u, s] of sockets) {
        multi.zAdd(deUsuario(u), { score: t, value: miembro(s) });
        multi.zAdd(USUARIOS, { score: t, value: String(u) });
      }
      // Users whose every instance stopped beating leave the set.
      multi.zRemRangeByScore(USUARIOS, '-inf', t - CADUCA_MS);
      await multi.exec();
    },
  };
}
