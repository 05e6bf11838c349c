import type { QueryKey } from '@tanstack/react-query';
import type { FilaCatalogo, OpcionCatalogo } from '@worknet/domain/catalogos/respuestas';
import { permisoDe, type Campo, type Catalogo } from '@worknet/domain/catalogos/motor';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { ENTIDADES, esEntidad } from '@worknet/domain/catalogos/entidades';
import { api, type Parametros } from '../lib/api';
import { useApiList, useApiMutation, useApiQuery } from '../lib/query';
import { usePermisos } from '../features/auth';

// Query keys, calls and hooks of the generic catalog API (base /api/v1/<ruta>).
// The server side is apps/server/src/modules/catalogos.

/** A row as the API returns it (its schema: filaDe in @worknet/domain/catalogos/respuestas). */
export type Fila = FilaCatalogo;

export type OpcionRef = OpcionCatalogo;
export type Valores = Record<string, unknown>;

export const rutaApi = (c: Catalogo) => `/api/v1/${c.ruta}`;

/** Every catalog query lives under this key: a change anywhere refreshes labels shown elsewhere. */
export const CLAVE_CATALOGOS = ['catalogos'] as const;
export const claveCatalogo = (c: Catalogo) => [...CLAVE_CATALOGOS, c.clave] as const;

export type PermisosCatalogo = { ver: boolean; crear: boolean; editar: boolean; eliminar: boolean };

/** What the logged-in user may do with a catalog (the server enforces it too). */
export function usePermisosCatalogo(c: Catalogo): PermisosCatalogo {
  const permisos = usePermisos();
  const tiene = (accion: keyof PermisosCatalogo) => permisos.data?.some((p) => p.nombre === permisoDe(c, accion)) ?? false;
  return { ver: tiene('ver'), crear: tiene('crear'), editar: tiene('editar'), eliminar: tiene('eliminar') };
}

export function useFilas(c: Catalogo, params: Parametros) {
  return useApiList<Fila>([...claveCatalogo(c), 'lista'], rutaApi(c), params);
}

export function useFila(c: Catalogo, id: number | null) {
  return useApiQuery<Fila>([...claveCatalogo(c), 'fila', id], `${rutaApi(c)}/${id ?? 0}`, undefined, { enabled: id !== null, staleTime: 0 });
}

/** Create, update, delete and restore; a failure without the server's message shows the catalog's fixed text (spec §8), if it has one. */
export const llamadasCatalogo = (c: Catalogo) => {
  const opciones = { sinMensaje: c.noActualizado };
  return {
    guardar: ({ id, valores }: { id: number | null; valores: Valores }) =>
      id === null ? api.post<Fila>(rutaApi(c), valores, opciones) : api.put<Fila>(rutaApi(c), id, valores, opciones),
    eliminar: (id: number) => api.del<Fila>(rutaApi(c), id, opciones),
    restaurar: (id: number) => api.post<Fila>(`${rutaApi(c)}/${id}/restaurar`, {}, opciones),
  };
};

const tras = { avisarExito: true, invalidar: [CLAVE_CATALOGOS] as QueryKey[] };

export const useGuardarFila = (c: Catalogo) => useApiMutation(llamadasCatalogo(c).guardar, tras);
export const useEliminarFila = (c: Catalogo) => useApiMutation(llamadasCatalogo(c).eliminar, tras);
export const useRestaurarFila = (c: Catalogo) => useApiMutation(llamadasCatalogo(c).restaurar, tras);

type CampoReferencia = Extract<Campo, { tipo: 'referencia' | 'referencias' }>;

/** Where a reference field finds its options and how it searches them. */
export type FuenteOpciones = {
  clave: QueryKey;
  ruta: string;
  /** Query parameter of the server search; null: the list comes whole and filters in the browser. */
  busqueda: string | null;
  /** Letters needed before asking (the user search wants 2). */
  minimo: number;
  fijos: Parametros;
};

export function fuenteOpciones(campo: CampoReferencia): FuenteOpciones | null {
  if (esEntidad(campo.a)) {
    const e = ENTIDADES[campo.a];
    return { clave: ['entidades', campo.a], ruta: e.opciones, busqueda: e.parametroBusqueda, minimo: e.parametroBusqueda ? 2 : 0, fijos: {} };
  }
  const otro = catalogoPorClave(campo.a);
  if (!otro) return null;
  return { clave: [...claveCatalogo(otro), 'opciones'], ruta: rutaApi(otro), busqueda: 'filter', minimo: 0, fijos: { format: 1 } };
}

/** Page size of `format=1`: with no text, enough to hold a whole small catalog. */
const LIMITE_SIN_TEXTO = 500;
const LIMITE_CON_TEXTO = 50;

export function paramsOpciones(f: FuenteOpciones, texto: string): Parametros {
  if (f.busqueda === null) return f.fijos;
  const esCatalogo = f.fijos.format !== undefined;
  return {
    ...f.fijos,
    ...(texto ? { [f.busqueda]: texto } : {}),
    ...(esCatalogo ? { limit: texto ? LIMITE_CON_TEXTO : LIMITE_SIN_TEXTO } : {}),
  };
}

/** Options of a reference select for the text typed so far. */
export function useOpcionesReferencia(campo: CampoReferencia, texto: string) {
  const f = fuenteOpciones(campo);
  const habilitado = f !== null && (f.busqueda === null || texto.length >= f.minimo);
  return useApiQuery<OpcionRef[]>(f?.clave ?? ['sin-fuente'], f?.ruta ?? '', f ? paramsOpciones(f, texto) : undefined, {
    enabled: habilitado,
    staleTime: 60_000,
  });
}
