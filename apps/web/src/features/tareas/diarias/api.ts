import type { TareaDetalle, TareaFila } from '@worknet/domain/tareas/esquemas';
import { diaLocal } from '@worknet/domain/fichaje/reloj';
import { api } from '../../../lib/api';
import { queryClient, useApiList } from '../../../lib/query';

// Calls of «Tareas de hoy» and of the scanned location (Iniciar / Finalizar). The list is
// GET /api/v1/tareas (the user's: assigned to them or their sectors, or of a sector they run)
// asked three times: pending and in progress due up to today (overdue included), and done
// among those due today.

export const CLAVE_DIARIAS = ['tareas', 'diarias'] as const;
const TAREAS = '/api/v1/tareas';
/** More than a shift holds: the day's list comes whole, without pages. */
const TODAS = 500;

/** Today in Argentina 'YYYY-MM-DD'. */
export const hoyArgentina = (ahoraMs = Date.now()) => diaLocal(ahoraMs);

function useTareasDe(estado: 'pendiente' | 'en_curso' | 'hecha', hoy: string) {
  const desde = estado === 'hecha' ? hoy : undefined;
  return useApiList<TareaFila>(CLAVE_DIARIAS, TAREAS, { estado, desde, hasta: hoy, limit: TODAS, sortBy: 'vence_at' }, { staleTime: 0 });
}

/** The day's tasks: open ones (up to today) and today's finished ones. */
export function useTareasDeHoy(hoy: string) {
  const consultas = [useTareasDe('pendiente', hoy), useTareasDe('en_curso', hoy), useTareasDe('hecha', hoy)];
  return {
    tareas: consultas.flatMap((c) => c.data?.filas ?? []),
    cargando: consultas.some((c) => c.isPending),
    actualizando: consultas.some((c) => c.isFetching),
    fallo: consultas.some((c) => c.isError),
    refrescar: () => queryClient.invalidateQueries({ queryKey: CLAVE_DIARIAS }),
  };
}

export type PasoTarea = 'iniciar' | 'finalizar';

/** POST tareas/{id}/iniciar|finalizar; the screen shows the server's refusal itself (silent). */
export const moverTarea = (id: number, paso: PasoTarea) => api.post<TareaDetalle>(`${TAREAS}/${id}/${paso}`, {}, { silent: true });
