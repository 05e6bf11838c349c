import type { OpcionNomina } from '@worknet/domain/rrhh/nomina-esquemas';
import { useApiQuery } from '../../lib/query';
import { atributoDe, type OpcionValor } from './filtros';

// Options of the 'lista' attributes: fixed ones come with the attribute, the
// others from the roster's own options call, which the server scopes like the
// rows (a referente, who cannot read the catalogs, gets the sectors they lead).

/** The labels of an attribute's options (fetched once per attribute and shared). */
export function useOpcionesAtributo(atributo: string | undefined): OpcionValor[] {
  const a = atributoDe(atributo);
  const consulta = useApiQuery<OpcionNomina[]>(['nomina', 'opciones', atributo ?? ''], `/api/v1/rrhh/nomina_opciones/${atributo ?? ''}`, undefined, {
    enabled: a?.catalogo !== undefined,
    staleTime: 60_000,
  });
  if (a?.opciones) return [...a.opciones];
  return consulta.data ?? [];
}
