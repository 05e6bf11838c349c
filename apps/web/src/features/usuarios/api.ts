import type { AuthItemFila, UsuarioFila } from '@worknet/domain/usuarios';
import type { Opcion } from '@worknet/domain/http';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';

export const CLAVES_USUARIOS = {
  usuarios: ['usuarios'],
  items: ['usuarios', 'items'],
} as const;

export function useSectores() {
  return useApiQuery<Opcion[]>(['usuarios', 'sectores'], '/api/v1/sectores', undefined, { staleTime: 300_000 });
}

/** All roles and permissions; callers filter by `tipo`. */
export function useItems(habilitado = true) {
  return useApiQuery<AuthItemFila[]>(CLAVES_USUARIOS.items, '/api/v1/sis_auth_item', undefined, { enabled: habilitado });
}

export const llamadasUsuarios = {
  obtener: (id: number) => api.get<UsuarioFila>(`/api/v1/usuario_meta/${id}`),
  activo: (v: { id: number; activo: boolean }) => api.post('/api/v1/update_user_meta', { id: v.id, accion: 'activo', activo: v.activo }),
  passwordTemporal: (v: { id: number; password: string }) =>
    api.post('/api/v1/update_user_meta', { id: v.id, accion: 'password_temporal', password: v.password }),
  recuperacion: (id: number) => api.post('/api/v1/update_user_meta', { id, accion: 'enviar_recuperacion' }),
};
