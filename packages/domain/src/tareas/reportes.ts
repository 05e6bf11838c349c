import { z } from 'zod';
import { diaIso, idCoercido, instante, respuesta, type Cable } from '../http';
import { ESTADOS_TAREA, PRIORIDADES } from './esquemas';

// Task reports (issue 22 item 7): GET /api/v1/reportes_tareas (the figures the screen shows) and
// GET /api/v1/reportes_tareas/xlsx (the same, as a workbook), with the same filters. A task is in
// the period when it is due in it or, without a due date, was created in it (the rule of the task
// list). «Hechas hoy» is always today's, whatever the period.

/** Longest period one report covers (a year and a day, so a whole leap year fits). */
export const MAX_DIAS_REPORTE_TAREAS = 366;
/** Without dates, the report covers the last 30 days, today included. */
export const DIAS_REPORTE_TAREAS_DEFECTO = 30;
/** The screen lists up to this many overdue tasks (the workbook, all of them). */
export const MAX_VENCIDAS_REPORTE = 200;

const diaUtc = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));

export const reporteTareasQuery = z
  .object({
    desde: diaIso('Desde: use una fecha AAAA-MM-DD.').optional(),
    hasta: diaIso('Hasta: use una fecha AAAA-MM-DD.').optional(),
    sector_id: idCoercido('Elija el sector.').optional(),
    tipo_id: idCoercido('Elija el tipo de tarea.').optional(),
    estado: z.enum(ESTADOS_TAREA, { error: 'Elija un estado válido.' }).optional(),
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { message: 'La fecha «desde» no puede ser posterior a «hasta».', path: ['hasta'] })
  .refine((q) => !q.desde || !q.hasta || (diaUtc(q.hasta) - diaUtc(q.desde)) / 86_400_000 < MAX_DIAS_REPORTE_TAREAS, {
    message: `El período del reporte es de hasta ${MAX_DIAS_REPORTE_TAREAS} días.`,
    path: ['desde'],
  });
export type ReporteTareasQuery = z.output<typeof reporteTareasQuery>;

const cifras = {
  total: z.number(),
  pendientes: z.number(),
  en_curso: z.number(),
  hechas: z.number(),
  canceladas: z.number(),
  /** Open (pendiente or en curso) and past their due instant. */
  vencidas: z.number(),
  /** Done after their due instant. */
  hechas_tarde: z.number(),
  /** Done with a scan of the location that proved presence. */
  hechas_con_escaneo: z.number(),
  /** Median minutes from the start (the occurrence of a scheduled task, else its creation) to done; null: none done. */
  mediana_minutos: z.number().nullable(),
};

export const grupoReporte = z.object({ id: z.number().nullable(), nombre: z.string(), color: z.string().nullable(), ...cifras });

export const vencidaReporte = z.object({
  id: z.number(),
  titulo: z.string(),
  tipo: z.string(),
  sector: z.string().nullable(),
  ubicacion: z.string().nullable(),
  prioridad: z.enum(PRIORIDADES),
  estado: z.enum(ESTADOS_TAREA),
  vence_at: instante,
});

export const hechaHoy = z.object({
  id: z.number(),
  titulo: z.string(),
  tipo: z.string(),
  sector: z.string().nullable(),
  ubicacion_id: z.number().nullable(),
  ubicacion: z.string().nullable(),
  hecha_at: instante,
  hecha_por: z.string().nullable(),
  /** Whether a scan of the location proved the finisher was there. */
  con_escaneo: z.boolean(),
});

const ref = z.object({ id: z.number(), nombre: z.string() });

export const reporteTareas = z.object({
  /** The period applied ('YYYY-MM-DD', Argentina days) and today. */
  desde: z.string(),
  hasta: z.string(),
  hoy: z.string(),
  resumen: z.object(cifras),
  por_sector: z.array(grupoReporte),
  por_tipo: z.array(grupoReporte),
  por_estado: z.array(z.object({ estado: z.enum(ESTADOS_TAREA), total: z.number() })),
  /** The overdue open tasks, oldest due first (up to MAX_VENCIDAS_REPORTE; `resumen.vencidas` counts them all). */
  vencidas: z.array(vencidaReporte),
  /** Tasks finished today, by location then time. */
  hechas_hoy: z.array(hechaHoy),
  /** What the filters offer the caller: the sectors they may see and the task types. */
  opciones: z.object({ sectores: z.array(ref), tipos: z.array(ref) }),
});

export const respuestasReportes = { reporte: respuesta(reporteTareas) };

export type ReporteTareas = Cable<typeof reporteTareas>;
export type GrupoReporte = Cable<typeof grupoReporte>;
export type HechaHoy = Cable<typeof hechaHoy>;
