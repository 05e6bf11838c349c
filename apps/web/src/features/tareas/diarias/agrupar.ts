import type { TareaFila } from '@worknet/domain/tareas/esquemas';

// «Tareas de hoy» groups the day's tasks by the place where they are done: the cleaner walks
// from room to room, so each room is one card with its counts.

export type GrupoUbicacion = {
  /** null: the tasks without a location. */
  ubicacionId: number | null;
  nombre: string;
  /** Pending or in progress, due first. */
  abiertas: TareaFila[];
  hechas: TareaFila[];
};

export const SIN_UBICACION = 'Sin ubicación';

const vence = (t: TareaFila) => (t.vence_at ? Date.parse(t.vence_at) : Number.POSITIVE_INFINITY);
const porVencimiento = (a: TareaFila, b: TareaFila) => vence(a) - vence(b) || a.id - b.id;

/**
 * The tasks (open and done, any order, repeats ignored) by location: places with something
 * to do first (the most urgent due date first), then the finished ones by name, and the
 * tasks without a location last.
 */
export function agruparPorUbicacion(tareas: readonly TareaFila[]): GrupoUbicacion[] {
  const grupos = new Map<number | null, GrupoUbicacion>();
  const vistas = new Set<number>();
  for (const t of tareas) {
    if (vistas.has(t.id) || t.estado === 'cancelada') continue;
    vistas.add(t.id);
    let g = grupos.get(t.ubicacion_id);
    if (!g) {
      g = { ubicacionId: t.ubicacion_id, nombre: t.ubicacion ?? SIN_UBICACION, abiertas: [], hechas: [] };
      grupos.set(t.ubicacion_id, g);
    }
    (t.estado === 'hecha' ? g.hechas : g.abiertas).push(t);
  }
  const lista = [...grupos.values()];
  for (const g of lista) {
    g.abiertas.sort(porVencimiento);
    g.hechas.sort(porVencimiento);
  }
  const primera = (g: GrupoUbicacion) => (g.abiertas[0] ? vence(g.abiertas[0]) : Number.POSITIVE_INFINITY);
  return lista.sort(
    (a, b) =>
      Number(a.ubicacionId === null) - Number(b.ubicacionId === null) ||
      Number(a.abiertas.length === 0) - Number(b.abiertas.length === 0) ||
      primera(a) - primera(b) ||
      a.nombre.localeCompare(b.nombre, 'es'),
  );
}

/** Whether an open task is past its due time. */
export const estaVencida = (t: Pick<TareaFila, 'estado' | 'vence_at'>, ahoraMs: number) =>
  t.estado !== 'hecha' && t.estado !== 'cancelada' && t.vence_at !== null && Date.parse(t.vence_at) < ahoraMs;
