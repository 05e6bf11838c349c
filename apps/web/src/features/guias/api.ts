import type { GuiaAdmin, GuiaAdminFila, GuiaDetalle, GuiaFila, LecturaFila, OpcionesGuias, VersionHistorial } from '@worknet/domain/guias/esquemas';
import type { FormatoGuia } from '@worknet/domain/guias/reglas';
import { api, type Parametros } from '../../lib/api';
import { queryClient, useApiList, useApiQuery } from '../../lib/query';

// Calls of guides and protocols (issue 22 item 5; server: apps/server/src/modules/guias).
// Types only from the domain contracts: the screens do not load zod.

export const PERMISOS_GUIAS = { ver: 'tareas.guia.ver', administrar: 'tareas.guia.administrar' } as const;

export const RUTAS_GUIAS = {
  lista: '/api/v1/guias',
  opciones: '/api/v1/guias/opciones',
  una: (id: number) => `/api/v1/guias/${id}`,
  leida: (id: number) => `/api/v1/guias/${id}/leida`,
  admin: '/api/v1/admin/guias',
  adminUna: (id: number) => `/api/v1/admin/guias/${id}`,
  versiones: (id: number) => `/api/v1/admin/guias/${id}/versiones`,
  lecturas: (id: number) => `/api/v1/admin/guias/${id}/lecturas`,
} as const;

export const CLAVES_GUIAS = {
  todo: ['guias'] as const,
  lista: ['guias', 'lista'] as const,
  opciones: ['guias', 'opciones'] as const,
  una: (id: number) => ['guias', 'una', id] as const,
  admin: ['guias', 'admin'] as const,
  adminUna: (id: number) => ['guias', 'admin', 'una', id] as const,
  versiones: (id: number) => ['guias', 'admin', 'versiones', id] as const,
  lecturas: (id: number) => ['guias', 'admin', 'lecturas', id] as const,
};

export type { GuiaAdmin, GuiaAdminFila, GuiaDetalle, GuiaFila, LecturaFila, OpcionesGuias, VersionHistorial, FormatoGuia };

/** What a new version sends: the editor's HTML or the uploaded PDF, and what changed. */
export type DatosVersion = { formato: FormatoGuia; contenido: string | null; archivo_id: number | null; cambios: string | null };
export type DatosGuia = { titulo: string; tipo_id: number; sector_ids: number[] };

export const refrescarGuias = () => queryClient.invalidateQueries({ queryKey: CLAVES_GUIAS.todo });

const valido = (id: number) => Number.isInteger(id) && id > 0;

export const useOpcionesGuias = () => useApiQuery<OpcionesGuias>(CLAVES_GUIAS.opciones, RUTAS_GUIAS.opciones, undefined, { staleTime: 5 * 60_000 });
export const useGuias = (p: Parametros) => useApiList<GuiaFila>(CLAVES_GUIAS.lista, RUTAS_GUIAS.lista, p);
export const useGuia = (id: number) =>
  useApiQuery<GuiaDetalle>(CLAVES_GUIAS.una(id), RUTAS_GUIAS.una(id), undefined, { enabled: valido(id), staleTime: 0, retry: false });
export const useGuiasAdmin = (p: Parametros) => useApiList<GuiaAdminFila>(CLAVES_GUIAS.admin, RUTAS_GUIAS.admin, p);
export const useGuiaAdmin = (id: number) =>
  useApiQuery<GuiaAdmin>(CLAVES_GUIAS.adminUna(id), RUTAS_GUIAS.adminUna(id), undefined, { enabled: valido(id), staleTime: 0, retry: false });
export const useVersiones = (id: number) =>
  useApiQuery<VersionHistorial[]>(CLAVES_GUIAS.versiones(id), RUTAS_GUIAS.versiones(id), undefined, { enabled: valido(id) });
export const useLecturas = (id: number, p: Parametros) =>
  useApiList<LecturaFila>(CLAVES_GUIAS.lecturas(id), RUTAS_GUIAS.lecturas(id), p, { enabled: valido(id) });

export const llamadasGuias = {
  confirmar: (id: number) => api.post<GuiaDetalle>(RUTAS_GUIAS.leida(id), {}),
  crear: (d: DatosGuia & { version?: DatosVersion }) => api.post<GuiaAdmin>(RUTAS_GUIAS.admin, d),
  editar: (id: number, d: DatosGuia) => api.put<GuiaAdmin>(RUTAS_GUIAS.admin, id, d),
  eliminar: (id: number) => api.del(RUTAS_GUIAS.admin, id),
  publicar: (id: number, v: DatosVersion) => api.post<GuiaAdmin>(RUTAS_GUIAS.versiones(id), v),
};
