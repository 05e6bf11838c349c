import type { Cable } from '@worknet/domain/http';
import type { previa, tareaProgramada, TareaProgramadaBody } from '@worknet/domain/tareas/esquemas';
import type { Recurrencia } from '@worknet/domain/tareas/recurrencia';
import { api } from '../../../lib/api';
import { useApiQuery } from '../../../lib/query';

// Calls of admin/tareas-programadas (issue 22 item 3). Server: apps/server/src/modules/tareas/tareas-programadas.ts.

export type TareaProgramada = Cable<typeof tareaProgramada>;
export type Previa = Cable<typeof previa>;
/** What the form sends: the body before the server's defaults. */
export type CuerpoProgramada = Omit<TareaProgramadaBody, 'recurrencia'> & { recurrencia: Recurrencia };

export const RUTA_PROGRAMADAS = '/api/v1/admin/tareas-programadas';
export const CLAVE_PROGRAMADAS = ['tareas', 'programadas'] as const;

export function useProgramada(id: number | null) {
  return useApiQuery<TareaProgramada>([...CLAVE_PROGRAMADAS, 'una', id], `${RUTA_PROGRAMADAS}/${id ?? 0}`, undefined, { enabled: id !== null, staleTime: 0 });
}

/** The next occurrences of a saved one (the list's column). */
export function useOcurrencias(id: number, cantidad = 3) {
  return useApiQuery<Previa>([...CLAVE_PROGRAMADAS, 'ocurrencias', id], `${RUTA_PROGRAMADAS}/${id}/ocurrencias`, { cantidad }, { staleTime: 60_000 });
}

export const llamadasProgramadas = {
  guardar: ({ id, cuerpo }: { id: number | null; cuerpo: CuerpoProgramada }) =>
    id === null
      ? api.post<TareaProgramada>(RUTA_PROGRAMADAS, cuerpo, { silent: true })
      : api.put<TareaProgramada>(RUTA_PROGRAMADAS, id, cuerpo, { silent: true }),
  activar: ({ fila, activa }: { fila: TareaProgramada; activa: boolean }) =>
    api.put<TareaProgramada>(RUTA_PROGRAMADAS, fila.id, { ...cuerpoDeFila(fila), activa }),
  eliminar: (id: number) => api.del(RUTA_PROGRAMADAS, id),
  /** The preview: the server expands the recurrence (the same code the generator runs). Silent: the form shows its problems. */
  previa: (recurrencia: Recurrencia, signal?: AbortSignal) =>
    api.post<Previa>(`${RUTA_PROGRAMADAS}/previa`, { recurrencia, cantidad: 5 }, { silent: true, signal }),
};

/** A saved one as the PUT takes it (the active switch sends it whole). */
export function cuerpoDeFila(f: TareaProgramada): CuerpoProgramada {
  return {
    titulo: f.titulo,
    descripcion: f.descripcion,
    tipo_id: f.tipo_id,
    ubicacion_id: f.ubicacion_id,
    prioridad: f.prioridad,
    usuario_ids: f.usuario_ids,
    sector_ids: f.sector_ids,
    checklist: f.checklist,
    duracion_minutos: f.duracion_minutos,
    recurrencia: f.recurrencia as Recurrencia,
    activa: f.activa,
  };
}
