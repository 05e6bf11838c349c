import { z } from 'zod';
import { respuesta, type Cable } from '../http';

// GET /api/v1/tareas/opciones: what the task screens offer in their selects (filters and the
// create-tarea form) to anybody who works with tasks, without the catalogs' own permissions
// (an employee filters by type and location; a sector head assigns within their sectors).

const opcionTipo = z.object({
  value: z.number(),
  label: z.string(),
  color: z.string().nullable(),
  sector_id: z.number().nullable(),
  escanear_al_iniciar: z.boolean(),
  escanear_al_finalizar: z.boolean(),
});
const opcionUbicacion = z.object({ value: z.number(), label: z.string(), sector_id: z.number().nullable() });
const opcionSimple = z.object({ value: z.number(), label: z.string() });

export const opcionesTareas = z.object({
  tipos: z.array(opcionTipo),
  ubicaciones: z.array(opcionUbicacion),
  /** Sectors the caller may assign to (all for admins, the ones they run for a head; none otherwise). */
  sectores: z.array(opcionSimple),
  /** People of the sectors the caller runs (a head); admins search every user instead (sis_usuarios). */
  personas: z.array(opcionSimple),
});

export const respuestaOpcionesTareas = respuesta(opcionesTareas);
export type OpcionesTareas = Cable<typeof opcionesTareas>;
export type OpcionTipoTarea = OpcionesTareas['tipos'][number];
