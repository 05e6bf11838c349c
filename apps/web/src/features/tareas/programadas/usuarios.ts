import { useQueries } from '@tanstack/react-query';
import type { UsuarioFila } from '@worknet/domain/usuarios';
import { api } from '../../../lib/api';
import type { OpcionRemota } from '../../../lib/lista';

/**
 * The names of a saved scheduled task's people (it keeps only their ids), so the people
 * select shows names. Silent: without permission to read users, the ids stay.
 */
export function useNombresUsuarios(ids: readonly number[]): OpcionRemota[] {
  const r = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['usuarios', 'nombre', id],
      queryFn: async () => (await api.get<UsuarioFila>(`/api/v1/usuario_meta/${id}`, { silent: true })).data,
      staleTime: 300_000,
    })),
  });
  return r.flatMap((q) => (q.data ? [{ value: q.data.id, label: `${q.data.nombre_completo} (${q.data.username})` }] : []));
}
