import type { Prioridad } from '@worknet/domain/tareas/esquemas';
import { dayjs } from '../../../lib/fechas';
import type { DatosTarea, TareaDetalle } from '../api';

// The create-tarea form's values and their conversion to the body the server takes (pure: tested apart).

export type ValoresTarea = {
  titulo: string;
  descripcion?: string;
  tipo_id?: number;
  ubicacion_id?: number | null;
  prioridad: Prioridad;
  vence?: dayjs.Dayjs | null;
  usuario_ids: number[];
  sector_ids: number[];
  checklist: string[];
};

export function valoresDe(t?: TareaDetalle): ValoresTarea {
  if (!t) return { titulo: '', descripcion: '', prioridad: 'media', vence: null, usuario_ids: [], sector_ids: [], checklist: [] };
  return {
    titulo: t.titulo,
    descripcion: t.descripcion ?? '',
    tipo_id: t.tipo_id,
    ubicacion_id: t.ubicacion_id,
    prioridad: t.prioridad,
    vence: t.vence_at ? dayjs(t.vence_at) : null,
    usuario_ids: t.usuarios.map((u) => u.id),
    sector_ids: t.sectores.map((s) => s.id),
    checklist: t.checklist.map((i) => i.texto),
  };
}

/** The body: trimmed texts, empty lines dropped, the due moment with its UTC offset (the server wants the zone). */
export function datosDe(v: ValoresTarea): DatosTarea {
  return {
    titulo: v.titulo.trim(),
    descripcion: v.descripcion?.trim() || null,
    tipo_id: v.tipo_id!,
    ubicacion_id: v.ubicacion_id ?? null,
    prioridad: v.prioridad,
    vence_at: v.vence ? v.vence.second(0).millisecond(0).format('YYYY-MM-DDTHH:mm:ssZ') : null,
    usuario_ids: v.usuario_ids,
    sector_ids: v.sector_ids,
    checklist: v.checklist.map((x) => x.trim()).filter(Boolean),
  };
}
