import type {
  CargaRecibos,
  Conformidad,
  CuentasRecibos,
  LiquidacionDetalle,
  MiReciboDetalle,
  ReciboFila,
  Verificacion,
} from '@worknet/domain/recibos/esquemas';
import { api } from '../../lib/api';
import { queryClient, useApiMutation, useApiQuery } from '../../lib/query';

// Calls of pay slips (issue 20 items 1–4) under /api/v1/. Types only from the domain: the
// contracts (packages/domain/src/recibos/esquemas.ts) are what the server validates.

export const PERMISOS_RECIBOS = { administrar: 'rrhh.recibo.administrar', propio: 'rrhh.recibo.propio' } as const;

const RRHH = '/api/v1/rrhh';

export type Copia = 'original' | 'firmada';
export type Accion = 'ver' | 'descargar';

export const RUTAS_RECIBOS = {
  liquidaciones: `${RRHH}/liquidacion/descargas`,
  detalle: (id: number) => `${RRHH}/liquidacion/${id}/recibos`,
  cargas: (id: number) => `${RRHH}/liquidacion/${id}/cargas`,
  publicar: (id: number) => `${RRHH}/liquidacion/${id}/publicar`,
  paginaSinAsignar: (id: number) => `${RRHH}/recibo_sin_asignar/${id}/archivo`,
  asignar: (id: number) => `${RRHH}/recibo_sin_asignar/${id}/asignar`,
  sinAsignar: `${RRHH}/recibo_sin_asignar`,
  archivoRrhh: (id: number) => `${RRHH}/recibo/${id}/archivo`,
  correccion: (id: number) => `${RRHH}/recibo/${id}/correccion`,
  misRecibos: '/api/v1/mis_recibos',
  miRecibo: (id: number) => `/api/v1/mis_recibos/${id}`,
  miArchivo: (id: number) => `/api/v1/mis_recibos/${id}/archivo`,
  firmar: (id: number) => `/api/v1/mis_recibos/${id}/firmar`,
  verificar: '/api/v1/verificar_recibo',
  /** The catalog's own form creates a run (período, tipo, empresa, fecha de pago). */
  nuevaLiquidacion: '/rrhh/configuracion/liquidaciones/form',
};

export const CLAVES_RECIBOS = {
  todo: ['recibos'] as const,
  liquidaciones: ['recibos', 'liquidaciones'] as const,
  detalle: (id: number) => ['recibos', 'liquidacion', id] as const,
  mios: ['recibos', 'mios'] as const,
  mio: (id: number) => ['recibos', 'mio', id] as const,
};

export const refrescarRecibos = () => queryClient.invalidateQueries({ queryKey: CLAVES_RECIBOS.todo });

/**
 * While an upload is being split its bar moves with the socket's 'trabajo-progreso' (for whoever
 * uploaded it); the detail also asks again now and then, for other HR users or a lost socket.
 */
const ESPERA_PROGRESO_MS = 5_000;

export const useLiquidacion = (id: number) =>
  useApiQuery<LiquidacionDetalle>(CLAVES_RECIBOS.detalle(id), RUTAS_RECIBOS.detalle(id), undefined, {
    refetchInterval: (q) => (q.state.data?.cargas.some((c) => c.estado === 'procesando') ? ESPERA_PROGRESO_MS : false),
  });

export const useMiRecibo = (id: number) => useApiQuery<MiReciboDetalle>(CLAVES_RECIBOS.mio(id), RUTAS_RECIBOS.miRecibo(id));

const conArchivo = (archivo: File) => {
  const f = new FormData();
  f.append('file', archivo, archivo.name);
  return f;
};

export const llamadasRecibos = {
  subirCarga: ({ liquidacionId, archivo }: { liquidacionId: number; archivo: File }) =>
    api.upload<CargaRecibos>(RUTAS_RECIBOS.cargas(liquidacionId), conArchivo(archivo), { timeoutMs: 10 * 60_000 }),
  reemplazar: ({ reciboId, archivo }: { reciboId: number; archivo: File }) =>
    api.upload<ReciboFila>(RUTAS_RECIBOS.archivoRrhh(reciboId), conArchivo(archivo), { metodo: 'PUT' }),
  corregir: ({ reciboId, archivo }: { reciboId: number; archivo: File }) => api.upload<ReciboFila>(RUTAS_RECIBOS.correccion(reciboId), conArchivo(archivo)),
  asignar: ({ id, persona_id }: { id: number; persona_id: number }) => api.post<ReciboFila>(RUTAS_RECIBOS.asignar(id), { persona_id }),
  descartar: (id: number) => api.del<null>(RUTAS_RECIBOS.sinAsignar, id),
  publicar: ({ id, password, sello_media_id }: { id: number; password: string; sello_media_id: number }) =>
    api.post<CuentasRecibos>(RUTAS_RECIBOS.publicar(id), { password, sello_media_id }, { silent: true }),
  firmar: ({ id, conformidad, motivo, password }: { id: number; conformidad: Conformidad; motivo?: string | null; password: string }) =>
    api.post<MiReciboDetalle>(RUTAS_RECIBOS.firmar(id), { conformidad, motivo: conformidad === 'no_conforme' ? motivo : null, password }, { silent: true }),
  verificar: (sha256: string) => api.post<Verificacion>(RUTAS_RECIBOS.verificar, { sha256 }),
};

const tras = { invalidar: [CLAVES_RECIBOS.todo], avisarExito: true };
export const useSubirCarga = () => useApiMutation(llamadasRecibos.subirCarga, tras);
export const useReemplazar = () => useApiMutation(llamadasRecibos.reemplazar, tras);
export const useCorregir = () => useApiMutation(llamadasRecibos.corregir, tras);
export const useAsignar = () => useApiMutation(llamadasRecibos.asignar, tras);
export const useDescartar = () => useApiMutation(llamadasRecibos.descartar, tras);

/** A slip's PDF as bytes (only with the session's token: there are no signed links to slips). */
export const pdfDeRecibo = (ruta: string, copia: Copia, accion: Accion) => api.blob(ruta, { params: { copia, accion } });
