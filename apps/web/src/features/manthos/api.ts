import type { CategoriaManthos, PedidoManthosDetalle, PedidoManthosFila, Solicitante, UbicacionManthos } from '@worknet/domain/tareas/manthos';
import type { Prioridad } from '@worknet/domain/tareas/esquemas';
import { MODELO_MEDIA_TAREA, MODULO_MEDIA_TAREAS } from '@worknet/domain/tareas/esquemas';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';
import { subirMedia } from '../media';

// Calls of the maintenance requests (issue 22 item 6). Server: apps/server/src/modules/tareas/manthos.routes.ts.

export const RUTAS_MANTHOS = {
  categorias: '/api/v1/categorias_manthos',
  ubicaciones: '/api/v1/ubicaciones_manthos',
  solicitantes: '/api/v1/solicitantes_manthos',
  crear: '/api/v1/crear_pedido',
  crearEnNombre: '/api/v1/crear_tarea_manthos',
  mios: '/api/v1/mis_pedidos_manthos',
  uno: (id: number) => `/api/v1/mis_pedidos_manthos/${id}`,
  reabrir: (id: number) => `/api/v1/mis_pedidos_manthos/${id}/reabrir`,
} as const;

export const PERMISOS_MANTHOS = {
  pedir: 'tareas.manthos.pedir',
  asignar: ['tareas.tarea.asignar', 'tareas.tarea.administrar'],
};

export const CLAVES_MANTHOS = {
  todo: ['manthos'] as const,
  lista: ['manthos', 'lista'] as const,
  uno: (id: number) => ['manthos', 'uno', id] as const,
};

export type { CategoriaManthos, PedidoManthosDetalle, PedidoManthosFila, Solicitante, UbicacionManthos };

export function useCategoriasManthos() {
  return useApiQuery<CategoriaManthos[]>(['manthos', 'categorias'], RUTAS_MANTHOS.categorias, undefined, { staleTime: 300_000 });
}

export function usePedidoManthos(id: number) {
  return useApiQuery<PedidoManthosDetalle>(CLAVES_MANTHOS.uno(id), RUTAS_MANTHOS.uno(id), undefined, { staleTime: 0, enabled: id > 0 });
}

export type DatosPedido = { ubicacion_id: number; tipo_id: number; descripcion: string; prioridad: Prioridad; titulo?: string | null };

/** Uploads the photo of the problem to the new request's task (media, modelo 'tarea'). */
async function subirFoto(id: number, foto: File | null, tipoId: number | undefined) {
  if (!foto || tipoId === undefined) return;
  await subirMedia(foto, { modulo: MODULO_MEDIA_TAREAS, modelo: MODELO_MEDIA_TAREA, tipo_id: tipoId, modelo_id: id, descripcion: 'Foto del problema' });
}

export const llamadasManthos = {
  /** crear_pedido, then the photo: the request exists even if the photo fails (the client toasts it). */
  async crear(d: DatosPedido, foto: File | null, tipoFoto: number | undefined) {
    const r = await api.post<PedidoManthosDetalle>(RUTAS_MANTHOS.crear, d);
    const id = r.data!.id;
    await subirFoto(id, foto, tipoFoto).catch(() => undefined);
    return r;
  },
  async crearEnNombre(d: DatosPedido & { solicitante_id: number }, foto: File | null, tipoFoto: number | undefined) {
    const r = await api.post<{ id: number }>(RUTAS_MANTHOS.crearEnNombre, d);
    await subirFoto(r.data!.id, foto, tipoFoto).catch(() => undefined);
    return r;
  },
  reabrir: ({ id, motivo }: { id: number; motivo: string }) => api.post<PedidoManthosDetalle>(RUTAS_MANTHOS.reabrir(id), { motivo }),
};
