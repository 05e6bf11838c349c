import { z } from 'zod';
import { instante, type Cable } from './http';

// The job queue as the control panel shows it (GET /api/v1/trabajos): the reply schemas and
// the labels. Only the control panel's chunk imports it in the web, never the login page.

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

export const estadoTrabajo = z.enum(Object.keys(ESTADOS_TRABAJO) as [EstadoTrabajo, ...EstadoTrabajo[]]);

export const filaTrabajo = z.object({
  id: z.string(),
  nombre: z.string(),
  estado: estadoTrabajo,
  creado: instante,
  iniciado: instante.nullable(),
  terminado: instante.nullable(),
  /** Retries used so far, and the most it may use. */
  reintentos: z.number(),
  reintentos_max: z.number(),
  /** The failure's message (failed jobs only). */
  error: z.string().nullable(),
});
export type FilaTrabajo = Cable<typeof filaTrabajo>;

/** A cron schedule: one per job name, shared by every instance. */
export const programacionTrabajo = z.object({ nombre: z.string(), cron: z.string(), zona: z.string().nullable(), actualizado: instante });
export type ProgramacionTrabajo = Cable<typeof programacionTrabajo>;

/** How the panel names each job (the technical name is shown for one not listed here). */
export const DESCRIPCION_TRABAJO: Record<string, string> = {
  aviso_vivo: 'Entregar en vivo un aviso (campana, mensaje o novedad) a quienes están conectados',
  aviso_correo: 'Enviar por correo un aviso',
  aviso_push: 'Enviar un aviso push a los teléfonos y navegadores de quienes no están conectados',
  aviso_push_reintento: 'Reintentar un aviso push que el servicio de push no aceptó',
  correo_recuperacion: 'Enviar el enlace para restablecer una contraseña',
  media_borradores_vencidos: 'Borrar los archivos subidos que ningún registro adjuntó',
  media_importar_anteriores: 'Pasar al almacenamiento de archivos las fotos e imágenes guardadas en la base',
  novedades_publicacion_programada: 'Avisar en vivo las novedades programadas cuando llega su hora',
};
