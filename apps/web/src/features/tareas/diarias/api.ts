import type { TareaDetalle, TareaFila } from '@worknet/domain/tareas/esquemas';
import { diaLocal } from '@worknet/domain/fichaje/reloj';
import { api } from '../../../lib/api';
import { queryClient, useApiList } from '../../../lib/query';
import * as reloj from '@worknet/domain/reloj';

// Calls of «Tareas de hoy» and of the scanned location (Iniciar / Finalizar). The day's list
// is GET /api/v1/tareas?dia= (the user's: assigned to them or their sectors, or of a sector they
// run): the open ones due up to today, overdue included, and those finished today.

export const CLAVE_DIARIAS = ['tareas', 'diarias'] as const;
const TAREAS = '/api/v1/tareas';
/** More than a shift holds: the day's list comes whole, without pages. */
const TODAS = 500;

/** Today in Argentina 'YYYY-MM-DD'. */
export const hoyArgentina = (ahoraMs = reloj.ahoraMs()) => diaLocal(ahoraMs);

/** The day's tasks: open ones (up to today) and today's finished ones, in one call. */
export function useTareasDeHoy(hoy: string) {
  const c = useApiList<TareaFila>(CLAVE_DIARIAS, TAREAS, { dia: hoy, limit: TODAS, sortBy: 'vence_at' }, { staleTime: 0 });
  return {
    tareas: c.data?.filas ?? [],
    cargando: c.isPending,
    actualizando: c.isFetching,
    fallo: c.isError,
    refrescar: () => queryClient.invalidateQueries({ queryKey: CLAVE_DIARIAS }),
  };
}

export type PasoTarea = 'iniciar' | 'finalizar';

/** POST tareas/{id}/iniciar|finalizar; the screen shows the server's refusal itself (silent). */
export const moverTarea = (id: number, paso: PasoTarea) => api.post<TareaDetalle>(`${TAREAS}/${id}/${paso}`, {}, { silent: true });
