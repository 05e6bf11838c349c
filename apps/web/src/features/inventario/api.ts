import type { QueryKey } from '@tanstack/react-query';
import type { FilaCatalogo } from '@worknet/domain/catalogos/respuestas';
import type {
  CatalogoDepositoBody,
  DepositoEntrada,
  DepositoFila,
  FiltrosDeposito,
  OpcionProveedor,
  ProductoDetalle,
  ProductoEntrada,
  ProveedorEntrada,
} from '@worknet/domain/inventario/maestros';
import type { DocumentoDetalle, TipoDocumento } from '@worknet/domain/inventario/documentos';
import type { ResumenBuckets } from '@worknet/domain/inventario/stock';
import type { Cable, Opcion } from '@worknet/domain/http';
import type { destinoEgreso, ingresoBody, egresoBody, movimientoBody } from '@worknet/domain/inventario/documentos';
import type { filtrosInventario } from '@worknet/domain/inventario/stock';
import { api } from '../../lib/api';
import { queryClient, useApiQuery } from '../../lib/query';
import { TEXTOS } from './avisos';

// Calls of the inventory screens (issue 17), under /api/v1/compras/producto/. Row and body
// types come from the zod contracts of @worknet/domain/inventario.

export const BASE = '/api/v1/compras/producto';

export const RUTAS = {
  producto: `${BASE}/producto`,
  deposito: `${BASE}/deposito`,
  filtrosDeposito: '/api/v1/productos/deposito/filterData',
  catalogoDeposito: `${BASE}/update_catalogo_deposito`,
  proveedor: `${BASE}/proveedor`,
  buscarProveedores: `${BASE}/search_proveedores`,
  inventario: `${BASE}/producto_inventario`,
  destinosEgreso: `${BASE}/get_destinos_egresos`,
  atributos: `${BASE}/atributo`,
  drogas: `${BASE}/valores_drogas`,
  documento: (tipo: TipoDocumento) => `${BASE}/producto_${tipo}`,
  confirmar: (tipo: TipoDocumento) => `${BASE}/confirmar_${tipo}`,
  revertir: `${BASE}/revertir`,
} as const;

/** Every inventory query lives under this key: a confirmed document refreshes stock, kardex and lists at once. */
export const CLAVE_INVENTARIO = ['inventario'] as const;
export const CLAVES = {
  productos: [...CLAVE_INVENTARIO, 'productos'],
  depositos: [...CLAVE_INVENTARIO, 'depositos'],
  proveedores: [...CLAVE_INVENTARIO, 'proveedores'],
  documentos: [...CLAVE_INVENTARIO, 'documentos'],
  stock: [...CLAVE_INVENTARIO, 'stock'],
} as const satisfies Record<string, QueryKey>;

/** After any write: every inventory screen shows fresh data. */
export const refrescarInventario = () => queryClient.invalidateQueries({ queryKey: CLAVE_INVENTARIO });

export type FiltrosInventario = Cable<typeof filtrosInventario>;
export type DestinoEgresoOpcion = Cable<typeof destinoEgreso>;
export type CuerpoDocumento = Cable<typeof ingresoBody> | Cable<typeof egresoBody> | Cable<typeof movimientoBody>;

export function useFiltrosInventario() {
  return useApiQuery<FiltrosInventario>([...CLAVES.stock, 'filtros'], `${RUTAS.inventario}/filterData`, undefined, { staleTime: 60_000 });
}

export function useResumenVencimientos(deposito: number) {
  return useApiQuery<ResumenBuckets>([...CLAVES.stock, 'resumen'], `${RUTAS.inventario}/resumenVencimientos`, { deposito });
}

/** Warehouses the user may work with (all for the administrator, theirs for a responsable) and the filters' options. */
export function useFiltrosDeposito() {
  return useApiQuery<FiltrosDeposito>([...CLAVES.depositos, 'filtros'], RUTAS.filtrosDeposito, undefined, { staleTime: 60_000 });
}

/** Every active warehouse (a movement may go to one the user is not responsible for). */
export function useTodosLosDepositos(habilitado: boolean) {
  return useApiQuery<DepositoFila[]>(
    [...CLAVES.depositos, 'todos'],
    RUTAS.deposito,
    { activo: 'true', limit: 500 },
    { enabled: habilitado, staleTime: 60_000 },
  );
}

export function useProducto(id: number | null) {
  return useApiQuery<ProductoDetalle>([...CLAVES.productos, 'uno', id], `${RUTAS.producto}/${id ?? 0}`, undefined, { enabled: id !== null, staleTime: 0 });
}

/** The attributes catalog (whole: a few dozen), with the declared type of each. */
export function useAtributos() {
  return useApiQuery<FilaCatalogo[]>([...CLAVE_INVENTARIO, 'atributos'], RUTAS.atributos, { limit: 500 }, { staleTime: 300_000 });
}

export function useDrogas() {
  return useApiQuery<Opcion[]>([...CLAVE_INVENTARIO, 'drogas'], RUTAS.drogas, { format: 1, limit: 500 }, { staleTime: 300_000 });
}

export function useProveedoresOpciones(q: string) {
  return useApiQuery<OpcionProveedor[]>([...CLAVES.proveedores, 'busqueda'], RUTAS.buscarProveedores, { q }, { staleTime: 30_000 });
}

export function useDestinosEgreso() {
  return useApiQuery<DestinoEgresoOpcion[]>([...CLAVE_INVENTARIO, 'destinos'], RUTAS.destinosEgreso, undefined, { staleTime: 300_000 });
}

export function useDocumento(tipo: TipoDocumento, id: number | null) {
  return useApiQuery<DocumentoDetalle>([...CLAVES.documentos, tipo, 'uno', id], `${RUTAS.documento(tipo)}/${id ?? 0}`, undefined, {
    enabled: id !== null,
    staleTime: 0,
  });
}

export const llamadas = {
  guardarProducto: ({ id, datos }: { id: number | null; datos: ProductoEntrada }) =>
    id === null ? api.post<ProductoDetalle>(RUTAS.producto, datos) : api.put<ProductoDetalle>(RUTAS.producto, id, datos),
  eliminarProducto: (id: number) => api.del(RUTAS.producto, id),
  guardarDeposito: ({ id, datos }: { id: number | null; datos: DepositoEntrada }) =>
    id === null ? api.post(RUTAS.deposito, datos) : api.put(RUTAS.deposito, id, datos),
  eliminarDeposito: (id: number) => api.del(RUTAS.deposito, id),
  actualizarCatalogo: ({ id, cambios }: { id: number; cambios: CatalogoDepositoBody }) =>
    api.post(`${RUTAS.catalogoDeposito}/${id}`, cambios, { silent: true }),
  stockMinimo: ({ deposito, producto_id, stock_minimo }: { deposito: number; producto_id: number; stock_minimo: number | null }) =>
    api.put(`${RUTAS.deposito}/${deposito}`, 'stock_minimo', { producto_id, stock_minimo }, { sinMensaje: TEXTOS.stockMinimoNoActualizado }),
  guardarProveedor: ({ id, datos }: { id: number | null; datos: ProveedorEntrada }) =>
    id === null ? api.post(RUTAS.proveedor, datos) : api.put(RUTAS.proveedor, id, datos),
  eliminarProveedor: (id: number) => api.del(RUTAS.proveedor, id),
  // A draft saved or discarded without the server's message: 'No se ha podido actualizar el ingreso' (spec §8).
  guardarDocumento: ({ tipo, id, datos }: { tipo: TipoDocumento; id: number | null; datos: CuerpoDocumento }) =>
    id === null
      ? api.post<DocumentoDetalle>(RUTAS.documento(tipo), datos, { sinMensaje: TEXTOS.noActualizado[tipo] })
      : api.put<DocumentoDetalle>(RUTAS.documento(tipo), id, datos, { sinMensaje: TEXTOS.noActualizado[tipo] }),
  descartarDocumento: ({ tipo, id }: { tipo: TipoDocumento; id: number }) => api.del(RUTAS.documento(tipo), id, { sinMensaje: TEXTOS.noActualizado[tipo] }),
  confirmarDocumento: ({ tipo, id }: { tipo: TipoDocumento; id: number }) => api.post<DocumentoDetalle>(`${RUTAS.confirmar(tipo)}/${id}`, {}, { silent: true }),
  revertirDocumento: (id: number) => api.post<DocumentoDetalle>(`${RUTAS.revertir}/${id}`, {}),
};
