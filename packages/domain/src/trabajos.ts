// The job queue as the control panel shows it (GET /api/v1/trabajos). Pure types and
// labels, no zod: the web imports them without the validation library.

/** The panel's states (Spanish) and pg-boss's own names for them. */
export const ESTADOS_TRABAJO = {
  creado: 'created',
  reintento: 'retry',
  activo: 'active',
  completado: 'completed',
  cancelado: 'cancelled',
  fallido: 'failed',
} as const;
export type EstadoTrabajo = keyof typeof ESTADOS_TRABAJO;

export const ETIQUETAS_ESTADO_TRABAJO: Record<EstadoTrabajo, string> = {
  creado: 'En espera',
  reintento: 'Por reintentar',
  activo: 'En curso',
  completado: 'Completado',
  cancelado: 'Cancelado',
  fallido: 'Fallido',
};

export type FilaTrabajo = {
  id: string;
  nombre: string;
  estado: EstadoTrabajo;
  creado: string;
  iniciado: string | null;
  terminado: string | null;
  /** Retries used so far, and the most it may use. */
  reintentos: number;
  reintentos_max: number;
  /** The failure's message (failed jobs only). */
  error: string | null;
};

/** A cron schedule: one per job name, shared by every instance. */
export type ProgramacionTrabajo = { nombre: string; cron: string; zona: string | null; actualizado: string };

/** How the panel names each job (the technical name is shown for one not listed here). */
export const DESCRIPCION_TRABAJO: Record<string, string> = {
  media_borradores_vencidos: 'Borrar los archivos subidos que ningún registro adjuntó',
  media_importar_anteriores: 'Pasar al almacenamiento de archivos las fotos e imágenes guardadas en la base',
};
