import { useSyncExternalStore } from 'react';
import type { CargaDe } from '@worknet/domain/tiempo-real';

// Progress of background jobs (platform/trabajos on the server): the socket's 'trabajo-progreso'
// reaches whoever enqueued the job, and any screen showing that job reads it here by its id.
// A job the socket has not spoken of yet reads as undefined (the screen shows what its data says).

/** The payload of 'trabajo-progreso', as packages/domain/src/tiempo-real.ts declares it. */
export type ProgresoDeTrabajo = CargaDe<'trabajo-progreso'>;

const progresos = new Map<string, ProgresoDeTrabajo>();
const oyentes = new Set<() => void>();

function esProgreso(v: unknown): v is ProgresoDeTrabajo {
  const p = v as Partial<ProgresoDeTrabajo> | null;
  return typeof p?.id === 'string' && typeof p.progreso === 'number';
}

/** The socket's 'trabajo-progreso' handler. */
export function registrarProgreso(carga: unknown): void {
  if (!esProgreso(carga)) return;
  progresos.set(carga.id, carga);
  for (const o of oyentes) o();
}

function suscribir(oyente: () => void) {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

/** The live progress of a job, re-rendering as the socket reports it. */
export function useProgresoTrabajo(id: string | null | undefined): ProgresoDeTrabajo | undefined {
  return useSyncExternalStore(suscribir, () => (id ? progresos.get(id) : undefined));
}
