import { useQuery } from '@tanstack/react-query';
import type { MenuEntrada, MenuGrupo, Permiso, Usuario } from '@worknet/domain/auth';
import { api, type ApiError } from '../../lib/api';
import { TIPO_LLAMADA } from '../../lib/callTypes';
import { obtenerUsuario } from './llamadas';

// Query keys and hooks of the session data; every screen shares one cache entry.
export const CLAVES_SESION = {
  usuario: ['sesion', 'usuario'],
  menu: ['sesion', 'menu'],
  index: ['sesion', 'index'],
  permisos: ['sesion', 'permisos'],
} as const;

const CINCO_MINUTOS = 5 * 60_000;

export const consultaUsuario = () => ({
  queryKey: CLAVES_SESION.usuario,
  queryFn: ({ signal }: { signal?: AbortSignal }) => obtenerUsuario(signal),
  staleTime: CINCO_MINUTOS,
});

export function useUsuario(habilitado = true) {
  return useQuery<Usuario, ApiError>({ ...consultaUsuario(), enabled: habilitado });
}

// Options shared by the hooks and the prefetch right after login (precarga.ts): one key, one fetch.
export const consultaMenu = () => ({
  queryKey: CLAVES_SESION.menu,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api.get<MenuGrupo[]>('/api/v1/get_menu', { signal, tipo: TIPO_LLAMADA.sesion }).then((r) => r.data ?? []),
  staleTime: CINCO_MINUTOS,
});

export const consultaPermisos = () => ({
  queryKey: CLAVES_SESION.permisos,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<Permiso[]>('/api/v1/get_permisos', { signal, tipo: TIPO_LLAMADA.sesion }).then((r) => r.data ?? []),
  staleTime: CINCO_MINUTOS,
});

export function useMenu() {
  return useQuery<MenuGrupo[], ApiError>(consultaMenu());
}

export function useIndice() {
  return useQuery<MenuEntrada[], ApiError>({
    queryKey: CLAVES_SESION.index,
    queryFn: ({ signal }) => api.get<MenuEntrada[]>('/api/v1/get_index', { signal, tipo: TIPO_LLAMADA.sesion }).then((r) => r.data ?? []),
    staleTime: CINCO_MINUTOS,
  });
}

export function usePermisos(habilitado = true) {
  return useQuery<Permiso[], ApiError>({ ...consultaPermisos(), enabled: habilitado });
}

/** Whether the logged-in user holds a permission (get_permisos); the server enforces it too. */
export function useTienePermiso(nombre: string): boolean {
  return usePermisos().data?.some((p) => p.nombre === nombre) ?? false;
}
