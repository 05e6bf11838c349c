import type {
  FiltrosPedido,
  PedidoInternoDetalle,
  PlantillaPedido,
  ProductoPedido,
  PropuestaPreparacion,
  TotalesPedido,
  pedidoInternoBody,
  plantillaEdicionBody,
  prepararBody,
} from '@worknet/domain/inventario/pedidos-internos';
import type { Cable } from '@worknet/domain/http';
import { api } from '../../lib/api';
import { queryClient, useApiQuery } from '../../lib/query';
import { BASE, CLAVE_INVENTARIO } from './api';

// Calls of the internal-order screens (issue 18), under /api/v1/compras/producto/.

export const RUTAS_PEDIDO = {
  pedido: `${BASE}/pedido_interno`,
  filtros: `${BASE}/pedido_interno/filterData`,
  totales: `${BASE}/pedido_interno/getTotalItems`,
  plantillas: `${BASE}/pedido_interno/get_templates`,
  plantilla: `${BASE}/pedido_interno/plantilla`,
  productos: `${BASE}/producto_pedido_interno/filterData`,
  preparar: `${BASE}/pedido_interno/generarMovimientoPedido`,
  rechazar: `${BASE}/pedido_interno/rechazar`,
  enviar: `${BASE}/pedido_interno/enviar`,
  recibir: `${BASE}/confirmar_movimiento_pedido`,
} as const;

/** Under the inventory's key: receiving an order refreshes stock screens too. */
export const CLAVES_PEDIDO = {
  pedidos: [...CLAVE_INVENTARIO, 'pedidos'],
  plantillas: [...CLAVE_INVENTARIO, 'pedidos', 'plantillas'],
} as const;

export const refrescarPedidos = () => queryClient.invalidateQueries({ queryKey: CLAVE_INVENTARIO });

export type CuerpoPedido = Cable<typeof pedidoInternoBody>;
export type CuerpoPreparar = Cable<typeof prepararBody>;

export function useFiltrosPedido() {
  return useApiQuery<FiltrosPedido>([...CLAVES_PEDIDO.pedidos, 'filtros'], RUTAS_PEDIDO.filtros, undefined, { staleTime: 60_000 });
}

export function useTotalesPedido(params: { sector: number; deposito: number }) {
  return useApiQuery<TotalesPedido>([...CLAVES_PEDIDO.pedidos, 'totales'], RUTAS_PEDIDO.totales, params);
}

export function usePedido(id: number | null) {
  return useApiQuery<PedidoInternoDetalle>([...CLAVES_PEDIDO.pedidos, 'uno', id], `${RUTAS_PEDIDO.pedido}/${id ?? 0}`, undefined, {
    enabled: id !== null,
    staleTime: 0,
  });
}

export function usePropuesta(id: number, habilitado: boolean) {
  return useApiQuery<PropuestaPreparacion>([...CLAVES_PEDIDO.pedidos, 'propuesta', id], `${RUTAS_PEDIDO.preparar}/${id}`, undefined, {
    enabled: habilitado,
    staleTime: 0,
  });
}

export function usePlantillas(sector: number, deposito = 0, habilitado = true) {
  return useApiQuery<PlantillaPedido[]>(CLAVES_PEDIDO.plantillas, RUTAS_PEDIDO.plantillas, { sector, deposito }, { enabled: habilitado });
}

export function useProductosDeposito(deposito: number | undefined, filtro: string) {
  return useApiQuery<ProductoPedido[]>(
    [...CLAVES_PEDIDO.pedidos, 'productos'],
    RUTAS_PEDIDO.productos,
    { deposito: deposito ?? 0, filter: filtro || undefined, limit: 30 },
    { enabled: Boolean(deposito), staleTime: 30_000 },
  );
}

export const llamadasPedido = {
  guardar: ({ id, datos }: { id: number | null; datos: CuerpoPedido }) =>
    id === null
      ? api.post<PedidoInternoDetalle>(RUTAS_PEDIDO.pedido, datos, { silent: true })
      : api.put<PedidoInternoDetalle>(RUTAS_PEDIDO.pedido, id, datos, { silent: true }),
  descartar: (id: number) => api.del(RUTAS_PEDIDO.pedido, id),
  preparar: ({ id, datos }: { id: number; datos: CuerpoPreparar }) => api.post<PedidoInternoDetalle>(`${RUTAS_PEDIDO.preparar}/${id}`, datos, { silent: true }),
  recibir: (id: number) => api.post<PedidoInternoDetalle>(`${RUTAS_PEDIDO.recibir}/${id}`, {}, { silent: true }),
  rechazar: ({ id, motivo }: { id: number; motivo: string }) => api.post<PedidoInternoDetalle>(`${RUTAS_PEDIDO.rechazar}/${id}`, { motivo }, { silent: true }),
  editarPlantilla: ({ id, datos }: { id: number; datos: Cable<typeof plantillaEdicionBody> }) =>
    api.put<PlantillaPedido>(RUTAS_PEDIDO.plantilla, id, datos, { silent: true }),
  eliminarPlantilla: (id: number) => api.del(RUTAS_PEDIDO.plantilla, id),
};
