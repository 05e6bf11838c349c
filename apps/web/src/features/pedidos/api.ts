import type { Cable, Opcion } from '@worknet/domain/http';
import type { ItemMedia } from '@worknet/domain/media/item';
import type { cambioEstadoBody, LineaCarritoCable, PedidoDetalle, PedidoFila, pedidoRespuestaFila } from '@worknet/domain/pedidos/esquemas';
import type { TipoPedido } from '@worknet/domain/pedidos/tipos';
import { api } from '../../lib/api';
import { queryClient, useApiQuery } from '../../lib/query';

// Calls of the purchase cart and orders (issue 18). Server: apps/server/src/modules/pedidos.

export const RUTAS = {
  carrito: '/api/v1/carrito',
  productos: '/api/v1/carrito/productos',
  enviarCarrito: '/api/v1/enviar_carrito',
  altaPedido: '/api/v1/alta_pedido',
  altaItem: '/api/v1/alta_items_pedidos',
  enviarPedido: '/api/v1/enviar_pedido',
  pedido: '/api/v1/pedido',
  mios: '/api/v1/pedidos/mios',
  todos: '/api/v1/pedidos',
  respuesta: '/api/v1/crear_respuesta',
  estado: '/api/v1/cambiar_estado_pedido',
  sectores: '/api/v1/sectores',
  proveedores: '/api/v1/compras/producto/proveedor/getAll',
} as const;

export const CLAVE_PEDIDOS = ['pedidos'] as const;
export const CLAVES = {
  carrito: [...CLAVE_PEDIDOS, 'carrito'],
  listas: [...CLAVE_PEDIDOS, 'listas'],
  uno: (id: number) => [...CLAVE_PEDIDOS, 'uno', id],
};

export const refrescarPedidos = () => queryClient.invalidateQueries({ queryKey: CLAVE_PEDIDOS });

export type Linea = LineaCarritoCable;
export type { PedidoDetalle, PedidoFila };
export type Respuesta = Cable<typeof pedidoRespuestaFila>;

export function useCarrito() {
  return useApiQuery<Linea[]>(CLAVES.carrito, RUTAS.carrito);
}

export function useProductosCarrito(filtro: string) {
  return useApiQuery<Opcion[]>([...CLAVE_PEDIDOS, 'productos'], RUTAS.productos, { filter: filtro }, { staleTime: 30_000 });
}

export function usePedido(id: number) {
  return useApiQuery<PedidoDetalle>(CLAVES.uno(id), `${RUTAS.pedido}/${id}`, undefined, { staleTime: 0 });
}

export function useSectores(habilitado = true) {
  return useApiQuery<Opcion[]>(['sectores'], RUTAS.sectores, undefined, { enabled: habilitado, staleTime: 300_000 });
}

export function useProveedores(habilitado: boolean) {
  return useApiQuery<Opcion[]>([...CLAVE_PEDIDOS, 'proveedores'], RUTAS.proveedores, undefined, { enabled: habilitado, staleTime: 300_000 });
}

/** One line of an order being assembled (crear): the spec's form with its optional file. */
export type LineaNueva = { nombre: string; producto_id?: number; cantidad: number; mensaje?: string; archivo?: File | null };

function formularioLinea(idPedido: number, l: LineaNueva): FormData {
  const f = new FormData();
  f.append('idPedido', String(idPedido));
  if (l.producto_id) f.append('producto_id', String(l.producto_id));
  f.append('nombre', l.nombre);
  f.append('cantidad', String(l.cantidad));
  f.append('mensaje', l.mensaje ?? '');
  if (l.archivo) {
    f.append('fileName', l.archivo.name);
    // The file last: the server reads the fields on the way.
    f.append('file', l.archivo, l.archivo.name);
  }
  return f;
}

export const llamadas = {
  agregar: (b: { producto_id?: number; nombre?: string; cantidad: number; mensaje?: string | null; media_id?: number | null }) =>
    api.post<Linea>(RUTAS.carrito, b, { silent: true }),
  editar: ({ id, ...b }: { id: number; cantidad: number; mensaje: string | null }) => api.put<Linea>(RUTAS.carrito, id, b),
  quitar: (id: number) => api.del(RUTAS.carrito, id),
  /** The whole cart as one order: the caller shows the failure inside its dialog. */
  enviarCarrito: (b: { tipo: TipoPedido; sector: number }) => api.post<{ id: number }>(RUTAS.enviarCarrito, b, { silent: true }),
  /**
   * The spec's calls (§7): alta_pedido, one alta_items_pedidos per line, enviar_pedido. A
   * failure halfway discards the draft (and the server's queue job removes it anyway).
   */
  async crearPedido(cabecera: { tipo: TipoPedido; persona: number; sector: number }, lineas: LineaNueva[]): Promise<number> {
    const alta = await api.post<{ id: number }>(RUTAS.altaPedido, cabecera, { silent: true });
    const id = alta.data!.id;
    try {
      for (const l of lineas) await api.upload(RUTAS.altaItem, formularioLinea(id, l), { silent: true });
      await api.post(`${RUTAS.enviarPedido}/${id}`, {}, { silent: true });
    } catch (e) {
      await api.del(RUTAS.pedido, id, { silent: true }).catch(() => undefined);
      throw e;
    }
    return id;
  },
  responder: ({ id, ...b }: { id: number; texto: string; interno: boolean }) => api.post<Respuesta>(`${RUTAS.respuesta}/${id}`, b),
  cambiarEstado: ({ id, ...b }: CambioEstado & { id: number }) => api.post<PedidoDetalle>(`${RUTAS.estado}/${id}`, b),
};

export type CambioEstado = Cable<typeof cambioEstadoBody>;
export type Archivo = ItemMedia;
