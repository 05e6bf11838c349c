import type { Usuario } from '@worknet/domain/auth';
import { ApiError } from '../../lib/api';
import { avisar, cerrarAviso } from '../../lib/notify';
import { session } from '../../lib/session';
import { obtenerUsuario, registrarAcceso } from './llamadas';
import { modulosDeSesion, precargarNovedades, precargarSesion } from './precarga';

export const RUTA_INICIO = '/';
const CLAVE_AVISO_LOGIN = 'login';

export type Destino = { desde?: string } | null | undefined;

/** Where to go after a login: back where the guard stopped the user, else home. */
export function destinoDe(estado: Destino): string {
  const desde = estado?.desde;
  return desde && desde.startsWith('/') && !desde.startsWith('/login') && !desde.startsWith('/select_sector') ? desde : RUTA_INICIO;
}

/** Sector state after loading the user: one sector is chosen for them (spec §2). */
export function resolverSector(usuario: Usuario): 'listo' | 'elegir' {
  const { sectorId } = session.get();
  if (usuario.sector.length === 0) return 'listo';
  if (sectorId !== null && usuario.sector.some((s) => s.id === sectorId)) return 'listo';
  if (usuario.sector.length === 1) {
    session.setSector(usuario.sector[0]!.id);
    return 'listo';
  }
  if (sectorId !== null) session.setSector(null);
  return 'elegir';
}

/**
 * What password login, SSO and auto-login share once a token exists: load the
 * user, log the access, and say whether the sector modal must come next. The
 * query cache is loaded on demand so the login page's bundle stays small.
 * Menu and permissions are asked at once, beside get_user, and the home's news
 * as soon as the sector is known, so the next screen finds its data in the cache.
 */
export async function completarIngreso(token: string, motivo: 'password' | 'sso' | 'automatico', destino = RUTA_INICIO): Promise<'listo' | 'elegir'> {
  if (motivo !== 'automatico') session.setToken(token);
  session.setEstado('loading');
  const modulos = modulosDeSesion();
  void modulos.then(([{ queryClient }]) => precargarSesion(queryClient));
  const [usuario, [{ queryClient }, { CLAVES_SESION }]] = await Promise.all([obtenerUsuario(), modulos]);
  queryClient.setQueryData(CLAVES_SESION.usuario, usuario);
  session.setEstado('success');
  cerrarAviso(CLAVE_AVISO_LOGIN);
  if (motivo !== 'automatico') {
    void registrarAcceso(usuario.username || usuario.usuario, motivo === 'sso' ? 'Inicio de sesión (SSO)' : 'Inicio de sesión');
  }
  const resultado = resolverSector(usuario);
  // A temporary password keeps the user in its modal: the server refuses the news until then.
  if (resultado === 'listo' && destino === RUTA_INICIO && !usuario.debe_cambiar_password) void precargarNovedades(queryClient);
  return resultado;
}

/** Spec §8: the login failure toast, with the server message when there is one. */
export function avisarFalloLogin(error: unknown, origen: 'password' | 'sso'): void {
  session.clear('error');
  const delServidor = error instanceof ApiError ? error.mensajeServidor : undefined;
  // SSO always shows its "(2)" so support can tell it apart from a password login.
  const texto = origen === 'sso' ? `Error de autenticación (2)${delServidor ? `: ${delServidor}` : ''}` : (delServidor ?? 'Error de autenticación (1)');
  avisar({ tipo: 'error', texto, clave: CLAVE_AVISO_LOGIN });
}

/** The server could not be reached (network, timeout, 5xx): not a reason to forget the session. */
export function esFalloDeConexion(error: unknown): boolean {
  return error instanceof ApiError && error.motivo === 'conexion';
}

/**
 * Spec §8: auto-login failure removes the stored credentials and warns with the
 * server's message. When the server simply could not be reached the session is
 * kept (a reload later works) and the connection error shows instead.
 * Returns whether the session was removed.
 */
export function avisarFalloAutomatico(error: unknown): boolean {
  if (esFalloDeConexion(error)) {
    const texto = (error as ApiError).message;
    avisar({ tipo: 'error', texto, clave: texto });
    return false;
  }
  session.clear('error');
  const delServidor = error instanceof ApiError ? error.mensajeServidor : undefined;
  avisar({
    tipo: 'warning',
    texto: delServidor ?? 'No se pudo recuperar la sesión. Por favor inicie sesión nuevamente.',
    clave: 'auto-login',
  });
  return true;
}
