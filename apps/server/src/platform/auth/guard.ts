import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SECTOR_HEADER } from '@worknet/domain/auth';
import { esNombrePermiso, type Acceso, type NombrePermiso } from '@worknet/domain/permisos';
import { sesion } from '../identidad/identidad.table';
import { cargarPrincipal, type Principal } from '../identidad/principal';
import type { Db } from '../db/client';
import { AppError, noAutenticado, prohibido } from '../http/errors';
import type { AuthCache } from './auth-cache';
import { nombraRegistro, nombreDeRegistro, type RegistroRuta } from './registro';
import type { Firmador } from './tokens';
import * as reloj from '@worknet/domain/reloj';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route requires. Every /api route must declare it. */
    permiso?: PermisoRuta;
    /** Reachable while the user still has to replace a temporary password. */
    conPasswordTemporal?: boolean;
    /** Which records the caller may reach (platform/auth/registro.ts). Required when the path names one. */
    registro?: RegistroRuta;
  }
  interface FastifyRequest {
    usuario: Principal | null;
    sesionId: string | null;
    token: string | null;
    sectorId: number | null;
  }
  interface FastifyInstance {
    rutasDeclaradas: RutaDeclarada[];
  }
}

/**
 * What a route declares: public, any logged-in user, one permission, or a
 * non-empty list meaning "any of these" (a call several screens share, such as
 * the user picker, is open to each screen's permission and to nobody else).
 */
export type PermisoRuta = Acceso | readonly [NombrePermiso, ...NombrePermiso[]];
/** A route as the route table lists it: its permission, its record rule and whether it declares its reply. */
export type RutaDeclarada = { method: string; url: string; permiso: PermisoRuta; registro: string | null; respuesta: boolean };

const tieneAlguno = (p: Principal, permiso: NombrePermiso | readonly NombrePermiso[]) =>
  typeof permiso === 'string' ? p.permisos.has(permiso) : permiso.some((x) => p.permisos.has(x));

/** Why a declared permission is unusable, or null when fine. */
function errorDePermiso(permiso: PermisoRuta | undefined): string | null {
  if (!permiso) return 'no declara su permiso (config.permiso).';
  if (typeof permiso === 'string') {
    return permiso === 'publico' || permiso === 'autenticado' || esNombrePermiso(permiso) ? null : `declara un permiso inexistente: ${permiso}.`;
  }
  // An empty list would lock everybody out silently; 'publico' or 'autenticado' inside a list would make it meaningless.
  if (!Array.isArray(permiso) || permiso.length === 0) return 'declara una lista de permisos vacía.';
  const malo = permiso.find((x) => typeof x !== 'string' || !esNombrePermiso(x));
  return malo === undefined ? null : `declara un permiso inexistente: ${String(malo)}.`;
}

export type Autenticado = { principal: Principal; sid: string };

/** Token -> session -> principal, from memory when possible. Null when not valid. */
export function crearResolvedorDeSesion(db: Db, firmador: Firmador, cache: AuthCache) {
  return async (token: string): Promise<Autenticado | null> => {
    const claims = await firmador.verificar(token);
    if (!claims) return null;
    const gen = cache.generacion();
    let s = cache.sesion(claims.sid);
    if (!s) {
      const [fila] = await db
        .select({ usuarioId: sesion.usuario_id, expira: sesion.expira_at })
        .from(sesion)
        .where(and(eq(sesion.id, claims.sid), isNull(sesion.revocada_at), gt(sesion.expira_at, reloj.ahora())));
      if (!fila) return null;
      s = { usuarioId: fila.usuarioId, expira: fila.expira.getTime() };
      cache.guardarSesion(claims.sid, s, gen);
    }
    if (String(s.usuarioId) !== claims.sub) return null;
    let p = cache.principal(s.usuarioId);
    if (!p) {
      const cargado = await cargarPrincipal(db, s.usuarioId);
      if (!cargado) return null;
      p = cargado;
      cache.guardarPrincipal(p, gen);
    }
    if (!p.activo) return null;
    return { principal: p, sid: claims.sid };
  };
}
export type ResolvedorDeSesion = ReturnType<typeof crearResolvedorDeSesion>;

export function tokenDe(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1]?.trim() || null;
}

/**
 * The one place permissions are enforced. Refuses at start any /api route that
 * does not declare `config.permiso`, then checks token, permission and sector
 * on every request before the body is even validated.
 */
export function registrarGuardia(app: FastifyInstance, resolver: ResolvedorDeSesion) {
  app.decorate('rutasDeclaradas', [] as RutaDeclarada[]);
  app.decorateRequest('usuario', null);
  app.decorateRequest('sesionId', null);
  app.decorateRequest('token', null);
  app.decorateRequest('sectorId', null);

  app.addHook('onRoute', (route) => {
    // The OpenAPI UI's own routes are public documentation.
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const permiso = route.config?.permiso;
    const error = errorDePermiso(permiso);
    if (error || !permiso) throw new Error(`La ruta ${String(route.method)} ${route.url} ${error}`);
    const registro = route.config?.registro;
    if (registro === undefined && nombraRegistro(route.url)) {
      throw new Error(`La ruta ${String(route.method)} ${route.url} nombra un registro y no declara quién lo alcanza (config.registro).`);
    }
    if (registro !== undefined && registro !== 'cualquiera') {
      // Only on the routes that have a rule, so every other request (get_user) skips it. A
      // route's preHandler runs after validation (the rule reads typed ids) and before the
      // handler touches the record.
      const verificar = async (req: FastifyRequest) => {
        if (!(await registro.puede(req, usuarioDe(req)))) throw prohibido();
      };
      route.preHandler = [verificar, ...[route.preHandler ?? []].flat()];
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        app.rutasDeclaradas.push({ method, url: route.url, permiso, registro: nombreDeRegistro(registro), respuesta: Boolean(route.schema?.response) });
    }
  });

  app.addHook('onRequest', async (req) => {
    const permiso = req.routeOptions.config.permiso;
    if (!permiso || permiso === 'publico') return;
    const { auth, token } = await autenticar(resolver, req, req.routeOptions.config.conPasswordTemporal === true);
    req.usuario = auth.principal;
    req.sesionId = auth.sid;
    req.token = token;
    if (permiso !== 'autenticado' && !tieneAlguno(auth.principal, permiso)) throw prohibido();
    const sector = req.headers[SECTOR_HEADER];
    if (typeof sector === 'string' && sector !== '') {
      const id = Number(sector);
      if (!Number.isInteger(id) || !auth.principal.sector.some((s) => s.id === id)) {
        throw prohibido('No pertenece al sector seleccionado.');
      }
      req.sectorId = id;
    }
  });
}

/**
 * The session of a request's bearer token: 401 without one or with one that is
 * no longer valid; 403 while a temporary password must be changed (unless allowed).
 * The guard uses it, and so do public routes that also accept a token.
 */
export async function autenticar(
  resolver: ResolvedorDeSesion,
  req: FastifyRequest,
  conPasswordTemporal = false,
): Promise<{ auth: Autenticado; token: string }> {
  const token = tokenDe(req);
  if (!token) throw noAutenticado();
  const auth = await resolver(token);
  if (!auth) throw noAutenticado('La sesión venció o fue cerrada. Por favor inicie sesión nuevamente.');
  if (auth.principal.debe_cambiar_password && !conPasswordTemporal) {
    throw new AppError(403, 'Debe cambiar su contraseña temporal antes de continuar.', 'DEBE_CAMBIAR_PASSWORD');
  }
  return { auth, token };
}

/** The caller of a route that is not public (the guard has already checked it). */
export function usuarioDe(req: FastifyRequest): Principal {
  if (!req.usuario) throw noAutenticado();
  return req.usuario;
}
