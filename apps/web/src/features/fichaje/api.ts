import type { Cable } from '@worknet/domain/http';
import type {
  codigoKiosco,
  detallePersona,
  dispositivoFila,
  fichajeRealizado,
  horarioFila,
  importacionFichajes,
  kioscoCreado,
  kioscoFila,
  misFichajes,
  tableroFila,
} from '@worknet/domain/fichaje/esquemas';
import type { RealizarFichajeBody } from '@worknet/domain/fichaje/esquemas';
import { api } from '../../lib/api';
import { useApiMutation, useApiQuery } from '../../lib/query';

// Calls of clock-in (issue 21) under /api/v1/. Types only from the domain's contracts.

export const PERMISOS_FICHAJE = { fichar: 'rrhh.fichaje.fichar', administrar: 'rrhh.fichaje.administrar' } as const;

export type FichajeRealizado = Cable<typeof fichajeRealizado>;
export type MisFichajes = Cable<typeof misFichajes>;
export type CodigoKiosco = Cable<typeof codigoKiosco>;
export type KioscoFila = Cable<typeof kioscoFila>;
export type KioscoCreado = Cable<typeof kioscoCreado>;
export type DispositivoFila = Cable<typeof dispositivoFila>;
export type TableroFila = Cable<typeof tableroFila>;
export type DetallePersona = Cable<typeof detallePersona>;
export type Importacion = Cable<typeof importacionFichajes>;
export type HorarioFila = Cable<typeof horarioFila>;
export type Turnos = HorarioFila['turnos'];
export type EstadoDispositivo = DispositivoFila['estado'];
export type HorarioNuevo = { persona_id?: number; sector_id?: number; turnos: Turnos; tolerancia_min: number; exige_ubicacion: boolean; tipo_manual: boolean };
export type KioscoNuevo = {
  nombre: string;
  ubicacion?: string | null;
  lat?: number | null;
  lng?: number | null;
  radio_m?: number | null;
  direcciones?: string[];
};

const RRHH = '/api/v1/rrhh/fichaje';

export const RUTAS_FICHAJE = {
  fichar: '/api/v1/realizar_fichaje',
  mios: '/api/v1/mis_fichajes',
  codigo: '/api/v1/fichaje/kiosco/codigo',
  pin: '/api/v1/fichaje/kiosco/pin',
  kioscos: `${RRHH}/kioscos`,
  dispositivos: `${RRHH}/dispositivos`,
  decidir: (id: number, accion: 'aprobar' | 'rechazar') => `${RRHH}/dispositivos/${id}/${accion}`,
  tablero: `${RRHH}/tablero`,
  correccion: `${RRHH}/correccion`,
  importar: `${RRHH}/importar`,
  detalle: '/api/v1/detalle_fichaje',
  csv: '/api/v1/detalle_fichaje/csv',
  horarios: `${RRHH}/horarios`,
  horario: `${RRHH}/horario`,
  pinPersona: `${RRHH}/pin`,
  detallar: '/api/v1/detallar_fichaje',
  reporte: (trabajo: string) => `/api/v1/detallar_fichaje/reporte/${encodeURIComponent(trabajo)}`,
};

export const CLAVES_FICHAJE = {
  todo: ['fichaje'] as const,
  mios: ['fichaje', 'mios'] as const,
  kioscos: ['fichaje', 'kioscos'] as const,
  dispositivos: ['fichaje', 'dispositivos'] as const,
  tablero: ['fichaje', 'tablero'] as const,
  detalle: ['fichaje', 'detalle'] as const,
  horarios: ['fichaje', 'horarios'] as const,
};

const kiosco = (token: string) => ({ silent: true, headers: { 'X-Kiosco-Token': token } });

export const llamadasFichaje = {
  /** Silent: the page shows the refusal itself (big, for a phone) or queues the punch. */
  fichar: (b: RealizarFichajeBody) => api.post<FichajeRealizado>(RUTAS_FICHAJE.fichar, b, { silent: true }),
  // PUT /api/v1/mi_pin_fichaje (the client's put takes the last segment apart).
  miPin: (pin: string) => api.put<null>('/api/v1', 'mi_pin_fichaje', { pin }),
  codigo: (token: string) => api.get<CodigoKiosco>(RUTAS_FICHAJE.codigo, kiosco(token)),
  pin: (token: string, b: { dni: string; pin: string }) => api.post<FichajeRealizado>(RUTAS_FICHAJE.pin, b, kiosco(token)),
  crearKiosco: (b: KioscoNuevo) => api.post<KioscoCreado>(RUTAS_FICHAJE.kioscos, b),
  editarKiosco: ({ id, ...b }: KioscoNuevo & { id: number }) => api.put<KioscoFila>(RUTAS_FICHAJE.kioscos, id, b),
  // PUT /api/v1/rrhh/fichaje/horario and /pin (the client's put takes the last segment apart).
  guardarHorario: (b: HorarioNuevo) => api.put<HorarioFila>(RRHH, 'horario', b),
  borrarHorario: (id: number) => api.del<null>(RUTAS_FICHAJE.horarios, id),
  guardarPin: (b: { persona_id: number; pin: string }) => api.put<null>(RRHH, 'pin', b),
  /** The whole company's report for a range runs as a job: answers its id. */
  reporteEmpresa: (q: { desde: string; hasta: string }) => api.post<{ trabajo_id: string }>(RUTAS_FICHAJE.detallar, {}, { params: q }),
  descargarReporte: (trabajo: string, nombre: string) => api.download(RUTAS_FICHAJE.reporte(trabajo), { nombre }),
  revocarKiosco: (id: number) => api.del<null>(RUTAS_FICHAJE.kioscos, id),
  decidir: ({ id, accion }: { id: number; accion: 'aprobar' | 'rechazar' }) => api.post<DispositivoFila>(RUTAS_FICHAJE.decidir(id, accion)),
  corregir: (b: { persona_id: number; fichaje_id?: number; tipo?: 'entrada' | 'salida'; fecha?: string; motivo: string }) =>
    api.post<unknown>(RUTAS_FICHAJE.correccion, b),
  importar: (archivo: File) => {
    const f = new FormData();
    f.append('file', archivo, archivo.name);
    return api.upload<Importacion>(RUTAS_FICHAJE.importar, f);
  },
};

export const useMisFichajes = () => useApiQuery<MisFichajes>(CLAVES_FICHAJE.mios, RUTAS_FICHAJE.mios);
export const useKioscos = () => useApiQuery<KioscoFila[]>(CLAVES_FICHAJE.kioscos, RUTAS_FICHAJE.kioscos);
export const useDispositivos = (estado: EstadoDispositivo = 'pendiente') =>
  useApiQuery<DispositivoFila[]>([...CLAVES_FICHAJE.dispositivos, estado], RUTAS_FICHAJE.dispositivos, { estado });
export const useHorarios = () => useApiQuery<HorarioFila[]>(CLAVES_FICHAJE.horarios, RUTAS_FICHAJE.horarios);
export const useTablero = () => useApiQuery<TableroFila[]>(CLAVES_FICHAJE.tablero, RUTAS_FICHAJE.tablero, undefined, { staleTime: 0 });
export const useDetalle = (q: { desde: string; hasta: string; persona?: number }, habilitado: boolean) =>
  useApiQuery<DetallePersona[]>(CLAVES_FICHAJE.detalle, RUTAS_FICHAJE.detalle, q, { enabled: habilitado });

const tras = { invalidar: [CLAVES_FICHAJE.todo], avisarExito: true };
export const useCrearKiosco = () => useApiMutation(llamadasFichaje.crearKiosco, { invalidar: [CLAVES_FICHAJE.todo] });
export const useRevocarKiosco = () => useApiMutation(llamadasFichaje.revocarKiosco, tras);
export const useDecidirDispositivo = () => useApiMutation(llamadasFichaje.decidir, tras);
export const useMiPin = () => useApiMutation(llamadasFichaje.miPin, { avisarExito: true });
export const useCorregir = () => useApiMutation(llamadasFichaje.corregir, tras);
export const useImportar = () => useApiMutation(llamadasFichaje.importar, tras);
export const useEditarKiosco = () => useApiMutation(llamadasFichaje.editarKiosco, tras);
export const useGuardarHorario = () => useApiMutation(llamadasFichaje.guardarHorario, tras);
export const useBorrarHorario = () => useApiMutation(llamadasFichaje.borrarHorario, tras);
export const useGuardarPin = () => useApiMutation(llamadasFichaje.guardarPin, { avisarExito: true });
export const useReporteEmpresa = () => useApiMutation(llamadasFichaje.reporteEmpresa);
