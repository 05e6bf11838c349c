import type { Cronograma, NoLaborable, NovedadDetalle, NovedadFila, PaginaLicencia, SaldoPeriodo, TipoNovedad } from '@worknet/domain/licencias/esquemas';
import { api, type Parametros } from '../../lib/api';
import { queryClient, useApiQuery } from '../../lib/query';

// Calls of the leaves module (issue 19) under /api/v1/rrhh/. Types only from the domain: the
// contracts (packages/domain/src/licencias/esquemas.ts) are what the server validates.

const BASE = '/api/v1/rrhh';

export const PERMISOS_LICENCIAS = {
  administrar: 'rrhh.licencia.administrar',
  referente: 'rrhh.licencia.referente',
  solicitar: 'rrhh.licencia.solicitar',
} as const;

export const RUTAS_LICENCIAS = {
  novedades: `${BASE}/novedad-personal`,
  novedad: (id: number) => `${BASE}/novedad-personal/${id}`,
  accion: (id: number, accion: 'aprobar' | 'rechazar' | 'anular') => `${BASE}/novedad-personal/${id}/${accion}`,
  tipos: `${BASE}/novedad-personal/tipos`,
  cronograma: `${BASE}/cronograma`,
  reporteNovedades: `${BASE}/report_novedades_personal`,
  reporteLicencias: `${BASE}/generate_licencias_report`,
  saldos: (personaId: number) => `${BASE}/get_days_vacaciones_disponibles_availables_all_periodos/${personaId}`,
  pagina: (personaId: number) => `${BASE}/view_page_licencia_persona/${personaId}`,
  feriados: `${BASE}/feriados`,
  sectores: '/api/v1/rrhh/novedad-personal/sectores',
};

export const CLAVES_LICENCIAS = {
  todo: ['licencias'] as const,
  novedades: ['licencias', 'novedades'] as const,
  novedad: (id: number) => ['licencias', 'novedad', id] as const,
  tipos: ['licencias', 'tipos'] as const,
  cronograma: ['licencias', 'cronograma'] as const,
  saldos: (personaId: number) => ['licencias', 'saldos', personaId] as const,
  pagina: (personaId: number) => ['licencias', 'pagina', personaId] as const,
  feriados: (anio: number) => ['licencias', 'feriados', anio] as const,
};

/** After any change every leave query refetches: lists, balances, the cronograma and the legajo's tab. */
export const refrescarLicencias = () => queryClient.invalidateQueries({ queryKey: CLAVES_LICENCIAS.todo });

export const useTiposNovedad = () => useApiQuery<TipoNovedad[]>(CLAVES_LICENCIAS.tipos, RUTAS_LICENCIAS.tipos, undefined, { staleTime: 5 * 60_000 });

export const useNovedad = (id: number | null) =>
  useApiQuery<NovedadDetalle>(CLAVES_LICENCIAS.novedad(id ?? 0), RUTAS_LICENCIAS.novedad(id ?? 0), undefined, { enabled: id !== null });

export const useSaldos = (personaId: number | null) =>
  useApiQuery<SaldoPeriodo[]>(CLAVES_LICENCIAS.saldos(personaId ?? 0), RUTAS_LICENCIAS.saldos(personaId ?? 0), undefined, { enabled: personaId !== null });

/** The legajo's tab: silent, the tab itself says when the user does not reach this person (a referente outside their sectors). */
export const usePaginaLicencia = (personaId: number) =>
  useApiQuery<PaginaLicencia>(CLAVES_LICENCIAS.pagina(personaId), RUTAS_LICENCIAS.pagina(personaId), undefined, { llamada: { silent: true } });

/** National holidays and the group's own non-working days of a year (for the days shown while typing). */
export const useFeriados = (anio: number | null) =>
  useApiQuery<NoLaborable[]>(
    CLAVES_LICENCIAS.feriados(anio ?? 0),
    RUTAS_LICENCIAS.feriados,
    { anio: anio ?? 0 },
    { enabled: anio !== null, staleTime: 60 * 60_000 },
  );

export const useCronograma = (params: Parametros) =>
  useApiQuery<Cronograma>(CLAVES_LICENCIAS.cronograma, RUTAS_LICENCIAS.cronograma, params, { placeholderData: (a) => a });

/** The sectors of a scope (HR every one, a referente those they lead); the widest when not given. */
export const useSectores = (ambito?: 'rrhh' | 'referente') =>
  useApiQuery<{ value: number; label: string }[]>(['licencias', 'sectores', ambito ?? ''], RUTAS_LICENCIAS.sectores, ambito ? { ambito } : undefined, {
    staleTime: 5 * 60_000,
  });

/** The request body of POST and PUT (contracts novedadBody / novedadEditarBody). */
export type DatosNovedad = {
  tipo_id: number;
  desde: string;
  hasta: string;
  observaciones?: string | null;
  media_id?: number | null;
  periodo?: number | null;
  fuera_de_temporada?: boolean;
  motivo_fuera_de_temporada?: string | null;
};

export const llamadas = {
  crear: (d: DatosNovedad & { persona_id: number }) => api.post<NovedadDetalle>(RUTAS_LICENCIAS.novedades, d),
  editar: (id: number, d: DatosNovedad) => api.put<NovedadDetalle>(RUTAS_LICENCIAS.novedades, id, d),
  aprobar: (id: number, detalle?: string | null) => api.post<NovedadDetalle>(RUTAS_LICENCIAS.accion(id, 'aprobar'), { detalle: detalle || null }),
  rechazar: (id: number, motivo: string) => api.post<NovedadDetalle>(RUTAS_LICENCIAS.accion(id, 'rechazar'), { motivo }),
  anular: (id: number, motivo?: string | null) => api.post<NovedadDetalle>(RUTAS_LICENCIAS.accion(id, 'anular'), { motivo: motivo || null }),
};

export type { NovedadFila };
