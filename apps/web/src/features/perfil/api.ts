import type { MiPerfil, Preferencias, SesionActiva } from '@worknet/domain/perfil/esquemas';
import type { DispositivoPush, PreferenciasPush } from '@worknet/domain/push/esquemas';
import { RUTAS_PUSH } from '@worknet/domain/push/rutas';
import { api } from '../../lib/api';
import { useApiMutation, useApiQuery } from '../../lib/query';

// Calls of «Mi perfil» (issue 20 item 6). Every one acts on the caller only; types only from
// the domain contracts (packages/domain/src/perfil/esquemas.ts), which the server validates.

export const RUTAS_PERFIL = {
  perfil: '/api/v1/mi_perfil',
  sesiones: '/api/v1/mis_sesiones',
  cerrarOtras: '/api/v1/cerrar_otras_sesiones',
};

export const CLAVES_PERFIL = {
  perfil: ['perfil'] as const,
  sesiones: ['perfil', 'sesiones'] as const,
};

export const useMiPerfil = () => useApiQuery<MiPerfil>(CLAVES_PERFIL.perfil, RUTAS_PERFIL.perfil);

export const useMisSesiones = () => useApiQuery<SesionActiva[]>(CLAVES_PERFIL.sesiones, RUTAS_PERFIL.sesiones);

/** PUT mi_perfil/preferencias; the profile refetches so a reload shows what was stored. */
export const useGuardarPreferencias = () =>
  useApiMutation((p: Preferencias) => api.put<Preferencias>(RUTAS_PERFIL.perfil, 'preferencias', p), { invalidar: [CLAVES_PERFIL.perfil] });

/** DELETE mis_sesiones/:id: one of the caller's other sessions. */
export const useCerrarSesion = () => useApiMutation((id: string) => api.del(RUTAS_PERFIL.sesiones, id), { invalidar: [CLAVES_PERFIL.sesiones] });

/** POST cerrar_otras_sesiones: every session but this one; answers how many closed. */
export const useCerrarOtrasSesiones = () =>
  useApiMutation(() => api.post<{ cerradas: number }>(RUTAS_PERFIL.cerrarOtras), { invalidar: [CLAVES_PERFIL.sesiones] });

/** PUT mi_perfil/foto: a media draft becomes the caller's own photo. */
export const guardarFoto = (mediaId: number) => api.put(RUTAS_PERFIL.perfil, 'foto', { media_id: mediaId });

// Push on this device (issue 40 item 5): the caller's preferences and subscriptions.
export const CLAVES_PUSH = {
  preferencias: ['perfil', 'push', 'preferencias'] as const,
  dispositivos: ['perfil', 'push', 'dispositivos'] as const,
};

export const usePreferenciasPush = () => useApiQuery<PreferenciasPush>(CLAVES_PUSH.preferencias, RUTAS_PUSH.preferencias);

export const useDispositivosPush = () => useApiQuery<DispositivoPush[]>(CLAVES_PUSH.dispositivos, RUTAS_PUSH.dispositivos);

/** PUT push/preferencias (the client's put takes the last segment apart). */
export const useGuardarPreferenciasPush = () =>
  useApiMutation((p: PreferenciasPush) => api.put<PreferenciasPush>('/api/v1/push', 'preferencias', p), { invalidar: [CLAVES_PUSH.preferencias] });

/** DELETE push/dispositivos/:id («Quitar»): that device gets no more pushes. */
export const useQuitarDispositivoPush = () => useApiMutation((id: number) => api.del(RUTAS_PUSH.dispositivos, id), { invalidar: [CLAVES_PUSH.dispositivos] });
