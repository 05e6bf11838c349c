import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import type { Opcion } from '@worknet/domain/http';
import { useApiQuery } from '../../../lib/query';

// The períodos and empresas of the list's filters, from their catalogs (format=1: value/label),
// under the same query keys the catalog selects use, so both share the cache.
function useOpcionesDe(clave: 'periodo' | 'empresa') {
  const c = catalogoPorClave(clave)!;
  return useApiQuery<Opcion[]>(['catalogos', c.clave, 'opciones', 'recibos'], `/api/v1/${c.ruta}`, { format: 1, limit: 500 }, { staleTime: 5 * 60_000 });
}

export const usePeriodos = () => useOpcionesDe('periodo');
export const useEmpresas = () => useOpcionesDe('empresa');
