import type { ReporteTareas } from './api';

// Pure helpers of the task report screen (tested in reportes.test.ts).

/** Minutes as people read them: «45 min», «3 h 10 min», «2 d 4 h»; «—» when there is none. */
export function duracion(min: number | null): string {
  if (min === null) return '—';
  if (min < 60) return `${min} min`;
  if (min < 1440) return `${Math.floor(min / 60)} h${min % 60 ? ` ${min % 60} min` : ''}`;
  const h = Math.floor((min % 1440) / 60);
  return `${Math.floor(min / 1440)} d${h ? ` ${h} h` : ''}`;
}

/** A whole percentage of `parte` over `total` («—» over nothing). */
export const porcentaje = (parte: number, total: number) => (total > 0 ? `${Math.round((parte * 100) / total)} %` : '—');

export type HechaHoy = ReporteTareas['hechas_hoy'][number];

/** Today's finished tasks by location, in the server's order (by location, then time); those without one last. */
export function porUbicacion(hechas: readonly HechaHoy[]): { clave: string; ubicacion: string; tareas: HechaHoy[] }[] {
  const grupos = new Map<string, { clave: string; ubicacion: string; tareas: HechaHoy[] }>();
  for (const h of hechas) {
    const clave = h.ubicacion_id === null ? 'sin' : String(h.ubicacion_id);
    const g = grupos.get(clave) ?? { clave, ubicacion: h.ubicacion ?? 'Sin ubicación', tareas: [] };
    g.tareas.push(h);
    grupos.set(clave, g);
  }
  const sin = grupos.get('sin');
  grupos.delete('sin');
  return sin ? [...grupos.values(), sin] : [...grupos.values()];
}

const HORA = new Intl.DateTimeFormat('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** 'HH:mm' in Argentina, whatever the browser's zone. */
export const formatearHora = (instante: string) => HORA.format(new Date(instante));
