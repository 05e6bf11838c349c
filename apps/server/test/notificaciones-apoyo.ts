import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { io as conectarCliente, type Socket } from 'socket.io-client';
import { grupo, grupoRol, grupoSector, grupoUsuario } from '../src/modules/grupos/grupos.table';
import { usuario } from '../src/platform/identidad/identidad.table';
import type { Db } from '../src/platform/db/client';
import type { Destino, Realtime } from '../src/platform/realtime/realtime';
import type { Prueba } from './app-de-prueba';
import { peticiones } from './peticion';

// Helpers shared by the notification and system-message API tests.

export const unico = () => randomBytes(3).toString('hex');

// The logged-in user fixture is shared by every API test now (factories.ts).
export { conSesion, type ConSesion } from './factories';

/** The kit's calls (peticion.ts); a POST without a body sends `{}`. */
export function clienteHttp(t: Prueba) {
  const api = peticiones(() => t);
  return {
    get: (url: string, tk: string) => api.get(url, tk),
    post: (url: string, tk: string, payload: unknown = {}) => api.post(url, tk, payload),
  };
}

export async function desactivar(db: Db, id: number) {
  await db.update(usuario).set({ activo: false }).where(eq(usuario.id, id));
}

export async function borrarUsuario(db: Db, id: number) {
  await db.update(usuario).set({ deleted_at: new Date() }).where(eq(usuario.id, id));
}

/** A group straight in the tables (its API is tested in grupos.test.ts). */
export async function crearGrupo(db: Db, o: { usuarios?: number[]; sectores?: number[]; roles?: number[]; borrado?: boolean } = {}) {
  const [g] = await db
    .insert(grupo)
    .values({ nombre: `Grupo ${unico()}`, deleted_at: o.borrado ? new Date() : null })
    .returning();
  if (o.usuarios?.length) await db.insert(grupoUsuario).values(o.usuarios.map((usuario_id) => ({ grupo_id: g!.id, usuario_id })));
  if (o.sectores?.length) await db.insert(grupoSector).values(o.sectores.map((sector_id) => ({ grupo_id: g!.id, sector_id })));
  if (o.roles?.length) await db.insert(grupoRol).values(o.roles.map((item_id) => ({ grupo_id: g!.id, item_id })));
  return g!;
}

const ESPERA_MS = 3_000;

/** socket.io clients against a listening app; `cerrarTodos()` after each test. */
export function socketsDePrueba(url: () => string) {
  const abiertos: Socket[] = [];
  return {
    conectar(token: string): Promise<Socket> {
      const s = conectarCliente(url(), { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: ESPERA_MS });
      abiertos.push(s);
      return new Promise((resolve, reject) => {
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
    },
    cerrarTodos() {
      for (const s of abiertos.splice(0)) s.disconnect();
    },
  };
}

export function esperarEvento<T = unknown>(socket: Socket, evento: string, ms = ESPERA_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No llegó el evento "${evento}" en ${ms} ms.`)), ms);
    socket.once(evento, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Everything a socket receives, in order. */
export function grabar(socket: Socket) {
  const recibidos: { evento: string; payload: unknown }[] = [];
  socket.onAny((evento: string, payload: unknown) => recibidos.push({ evento, payload }));
  return recibidos;
}

/**
 * Events reach a socket in publishing order: once a marker sent to everybody
 * after the event under test has arrived, "it did not receive it" is a fact.
 */
export async function barrera(t: Prueba, sockets: Socket[]) {
  const marca = `marca-${Math.random()}`;
  const llegadas = sockets.map((s) => esperarEvento(s, marca));
  publicarDePrueba(t.app.ctx.realtime, 'todos', marca);
  await Promise.all(llegadas);
}

/**
 * Publishes an event the domain does not declare (a routing test's made-up name, a barrier's
 * marker): the platform sends any name, only its callers are held to the declared ones.
 */
export function publicarDePrueba(realtime: Realtime, destino: Destino, evento: string, carga?: unknown): void {
  (realtime.publish as (d: Destino, e: string, c?: unknown) => void)(destino, evento, carga);
}
