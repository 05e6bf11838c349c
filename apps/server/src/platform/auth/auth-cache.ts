import type { Principal } from '../identidad/principal';
import * as reloj from '@worknet/domain/reloj';

type SesionValida = { usuarioId: number; expira: number };

/**
 * Validated sessions and principals kept in memory so an authenticated request
 * costs no query (toolchain: one PGlite query per request caps throughput).
 * Every revocation or identity/RBAC change invalidates here at once, and
 * `alInvalidar` forwards it to the other instances (realtime, through Redis).
 */
export function crearAuthCache() {
  const sesiones = new Map<string, SesionValida>();
  const principales = new Map<number, Principal>();
  let difundir: (m: MensajeInvalidacion) => Promise<void> = async () => undefined;
  let revocar: (m: Revocacion) => void = () => undefined;
  // Bumped on every invalidation: a load that started before it must not be cached.
  let generacion = 0;

  const aplicar = (m: MensajeInvalidacion) => {
    generacion++;
    if (m.tipo === 'sesion') sesiones.delete(m.id);
    else if (m.tipo === 'usuario') {
      principales.delete(m.id);
      for (const [sid, s] of sesiones) if (s.usuarioId === m.id) sesiones.delete(sid);
    } else if (m.tipo === 'permisos') {
      principales.clear();
    } else {
      principales.clear();
      sesiones.clear();
    }
    // A revoked session or user also loses its open sockets, on this instance (each instance applies it).
    if ((m.tipo === 'sesion' || m.tipo === 'usuario') && m.revocar) revocar(m as Revocacion);
  };

  return {
    sesion: (sid: string) => {
      const s = sesiones.get(sid);
      if (s && s.expira <= reloj.ahoraMs()) {
        sesiones.delete(sid);
        return undefined;
      }
      return s;
    },
    generacion: () => generacion,
    guardarSesion: (sid: string, s: SesionValida, gen: number) => {
      if (gen === generacion) sesiones.set(sid, s);
    },
    principal: (id: number) => principales.get(id),
    guardarPrincipal: (p: Principal, gen: number) => {
      if (gen === generacion) principales.set(p.id, p);
    },
    /**
     * Local change: apply here, tell the other instances and resolve once they
     * acknowledged, so a revoked token is refused everywhere when the call returns.
     */
    invalidar: async (m: MensajeInvalidacion) => {
      aplicar(m);
      await difundir(m);
    },
    /** A change announced by another instance. */
    aplicarRemoto: aplicar,
    alInvalidar: (fn: (m: MensajeInvalidacion) => Promise<void>) => {
      difundir = fn;
    },
    /** Realtime closes the sockets of a revoked session or user here. */
    alRevocar: (fn: (m: Revocacion) => void) => {
      revocar = fn;
    },
  };
}

/**
 * 'permisos' clears every principal (a role change can touch many users); 'completa' also every session.
 * `revocar` (the reason, e.g. 'logout') means the session or every session of the user ended: its sockets close.
 */
export type MensajeInvalidacion =
  { tipo: 'sesion'; id: string; revocar?: string } | { tipo: 'usuario'; id: number; revocar?: string } | { tipo: 'permisos' } | { tipo: 'completa' };
export type Revocacion = Extract<MensajeInvalidacion, { tipo: 'sesion' | 'usuario' }> & { revocar: string };
export type AuthCache = ReturnType<typeof crearAuthCache>;
