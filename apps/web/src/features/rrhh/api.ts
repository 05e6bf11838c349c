import { api } from '../../lib/api';
import { useApiMutation, useApiQuery } from '../../lib/query';
import type { EntradaHistorial, Legajo } from '@worknet/domain/rrhh/legajo';

// Query keys, calls and hooks of the personnel file (spec §7 "HR").
// Server side: apps/server/src/modules/rrhh/persona.routes.ts.

export const CLAVES_RRHH = {
  legajo: (id: number) => ['rrhh', 'legajo', id] as const,
  historial: (id: number) => ['rrhh', 'historial', id] as const,
  // The persona search of lib/lista's SelectorRemoto: a new or edited file shows up in it at once.
  busqueda: ['selector', 'personas'] as const,
};

export const PERMISOS_RRHH = {
  ver: 'rrhh.persona.ver',
  editar: 'rrhh.persona.editar',
  familia: 'rrhh.persona.familia',
  banco: 'rrhh.persona.banco',
} as const;

/**
 * The whole file. Silent: a 403/404 is shown by the screen itself, not as a toast
 * ("No tiene permiso para ver este legajo.").
 */
export function useLegajo(id: number | null) {
  return useApiQuery<Legajo>(CLAVES_RRHH.legajo(id ?? 0), `/api/v1/persona_rrhh/${id ?? 0}`, undefined, {
    enabled: id !== null,
    staleTime: 0,
    llamada: { silent: true },
  });
}

export function useHistorial(id: number, habilitado: boolean) {
  return useApiQuery<EntradaHistorial[]>(CLAVES_RRHH.historial(id), `/api/v1/rrhh/persona/${id}/historial`, undefined, {
    enabled: habilitado,
    staleTime: 0,
  });
}

/** After any write the file refetches: hijos, alerts and history follow the change. */
const trasCambio = (id: number) => ({ avisarExito: true, invalidar: [CLAVES_RRHH.legajo(id), CLAVES_RRHH.historial(id), CLAVES_RRHH.busqueda] });

export function useCrearPersona() {
  return useApiMutation((datos: Record<string, unknown>) => api.post<{ id: number }>('/api/v1/persona_rrhh', datos), {
    avisarExito: true,
    invalidar: [CLAVES_RRHH.busqueda],
  });
}

/** PUT / DELETE persona/{id}/cuenta_bancaria (permission rrhh.persona.banco). */
export function useCuentaBancaria(id: number) {
  const guardar = useApiMutation((datos: Record<string, unknown>) => api.put(`/api/v1/persona/${id}`, 'cuenta_bancaria', datos), trasCambio(id));
  const quitar = useApiMutation(() => api.del(`/api/v1/persona/${id}`, 'cuenta_bancaria'), trasCambio(id));
  return { guardar, quitar };
}

/** PUT persona/{id}: the personal data. */
export function useActualizarPersona(id: number) {
  return useApiMutation((datos: Record<string, unknown>) => api.put<{ id: number }>('/api/v1/persona', id, datos), trasCambio(id));
}

/** Create / update / delete of one kind of child record (`ruta`: persona_familiar, persona_matricula…). */
export function useGuardarRegistro(ruta: string, personaId: number) {
  return useApiMutation(
    ({ id, datos }: { id: number | null; datos: Record<string, unknown> }) =>
      id === null ? api.post(`/api/v1/rrhh/${ruta}`, { ...datos, persona_id: personaId }) : api.put(`/api/v1/rrhh/${ruta}`, id, datos),
    trasCambio(personaId),
  );
}

export function useEliminarRegistro(ruta: string, personaId: number) {
  return useApiMutation((id: number) => api.del(`/api/v1/rrhh/${ruta}`, id), trasCambio(personaId));
}
