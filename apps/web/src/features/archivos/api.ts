import type { Carpeta, CategoriaDocumento, Documento, NivelCarpeta, PermisosCarpeta, Version } from '@worknet/domain/archivos/esquemas';
import { MODELO_MEDIA_DOCUMENTO, MODULO_MEDIA_DOCUMENTO } from '@worknet/domain/archivos/esquemas';
import { TIPO_MEDIA_DOCUMENTO } from '@worknet/domain/media/tipos-referencia';
import { api } from '../../lib/api';
import { useApiMutation, useApiQuery } from '../../lib/query';
import { subirMedia, useTiposMedia } from '../media';

// Calls of HR's file manager (issue 20 item 5). Types only from the domain contracts
// (packages/domain/src/archivos/esquemas.ts), which the server validates.

const BASE = '/api/v1/rrhh/gestor-archivos';
export const RUTAS_ARCHIVOS = {
  carpetas: `${BASE}/carpetas`,
  documentos: `${BASE}/documentos`,
  permisos: (id: number) => `${BASE}/carpetas/${id}/permisos`,
  versiones: (id: number) => `${BASE}/documentos/${id}/versiones`,
  descarga: (id: number) => `${BASE}/documentos/${id}/descarga`,
};

export const CLAVES_ARCHIVOS = {
  todo: ['archivos'] as const,
  carpetas: (eliminadas: boolean) => ['archivos', 'carpetas', eliminadas] as const,
  documentos: ['archivos', 'documentos'] as const,
  permisos: (id: number) => ['archivos', 'permisos', id] as const,
  versiones: (id: number) => ['archivos', 'versiones', id] as const,
};

export const useCarpetas = (eliminadas = false) =>
  useApiQuery<Carpeta[]>(CLAVES_ARCHIVOS.carpetas(eliminadas), RUTAS_ARCHIVOS.carpetas, eliminadas ? { eliminadas: true } : undefined);

export const usePermisosCarpeta = (id: number | null) =>
  useApiQuery<PermisosCarpeta>(CLAVES_ARCHIVOS.permisos(id ?? 0), RUTAS_ARCHIVOS.permisos(id ?? 0), undefined, { enabled: id !== null, staleTime: 0 });

export const useVersiones = (id: number | null) =>
  useApiQuery<Version[]>(CLAVES_ARCHIVOS.versiones(id ?? 0), RUTAS_ARCHIVOS.versiones(id ?? 0), undefined, { enabled: id !== null, staleTime: 0 });

const invalidar = { avisarExito: true, invalidar: [CLAVES_ARCHIVOS.todo] };

export const useGuardarCarpeta = () =>
  useApiMutation(
    (v: { id?: number; nombre: string; padre_id?: number | null }) =>
      v.id
        ? api.put<Carpeta>(RUTAS_ARCHIVOS.carpetas, v.id, { nombre: v.nombre })
        : api.post<Carpeta>(RUTAS_ARCHIVOS.carpetas, { nombre: v.nombre, padre_id: v.padre_id ?? null }),
    invalidar,
  );
export const useEliminarCarpeta = () => useApiMutation((id: number) => api.del(RUTAS_ARCHIVOS.carpetas, id), invalidar);
export const useRestaurarCarpeta = () => useApiMutation((id: number) => api.post(`${RUTAS_ARCHIVOS.carpetas}/${id}/restaurar`), invalidar);
export const useGuardarPermisos = () =>
  useApiMutation(
    (v: { id: number; permisos: { rol_id: number; nivel: NivelCarpeta }[] }) =>
      api.put(`${RUTAS_ARCHIVOS.carpetas}/${v.id}`, 'permisos', { permisos: v.permisos }),
    invalidar,
  );

export const useEliminarDocumento = () => useApiMutation((id: number) => api.del(RUTAS_ARCHIVOS.documentos, id), invalidar);
export const useRestaurarDocumento = () => useApiMutation((id: number) => api.post(`${RUTAS_ARCHIVOS.documentos}/${id}/restaurar`), invalidar);
export const useEditarDocumento = () =>
  useApiMutation(
    (v: { id: number; nombre: string; categoria: CategoriaDocumento; descripcion?: string }) =>
      api.put<Documento>(RUTAS_ARCHIVOS.documentos, v.id, { nombre: v.nombre, categoria: v.categoria, descripcion: v.descripcion ?? '' }),
    invalidar,
  );

/** The media tipo every version is uploaded with. */
export function useTipoDocumento(): number | undefined {
  const tipos = useTiposMedia(MODULO_MEDIA_DOCUMENTO, MODELO_MEDIA_DOCUMENTO);
  return tipos.data?.find((t) => t.label === TIPO_MEDIA_DOCUMENTO)?.id;
}

const subir = (archivo: File, tipoId: number) => subirMedia(archivo, { modulo: MODULO_MEDIA_DOCUMENTO, modelo: MODELO_MEDIA_DOCUMENTO, tipo_id: tipoId });

/** Uploads the file as a media draft, then creates the document around it. */
export async function crearDocumento(
  archivo: File,
  tipoId: number,
  d: { nombre?: string; categoria: CategoriaDocumento; descripcion?: string; carpeta_id?: number; persona_id?: number },
) {
  const item = await subir(archivo, tipoId);
  return api.post<Documento>(RUTAS_ARCHIVOS.documentos, { ...d, media_id: item.id });
}

export async function subirVersion(id: number, archivo: File, tipoId: number) {
  const item = await subir(archivo, tipoId);
  return api.post<Documento>(RUTAS_ARCHIVOS.versiones(id), { media_id: item.id });
}

/** Asks for a signed link (the server audits the download) and opens it. */
export async function descargar(id: number, mediaId?: number) {
  const r = await api.get<{ url: string; nombre: string }>(RUTAS_ARCHIVOS.descarga(id), { params: mediaId ? { media_id: mediaId } : undefined });
  if (r.data) window.open(r.data.url, '_blank', 'noopener');
}

/** «Restaurar esta versión»: its bytes become the newest version. */
export const useRestaurarVersion = () =>
  useApiMutation(
    (v: { id: number; media_id: number }) => api.post<Documento>(`${RUTAS_ARCHIVOS.documentos}/${v.id}/restaurar_version`, { media_id: v.media_id }),
    invalidar,
  );
