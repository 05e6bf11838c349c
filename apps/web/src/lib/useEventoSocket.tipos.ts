import { useEventoSocket } from './useEventoSocket';

// Checked by `npm run typecheck` only (never run, never bundled): a screen's handler receives
// the payload the domain declares, and an undeclared event does not compile. If the types stop
// catching one, the expect-error directive above it is unused and the typecheck fails.

export function ComprobarTipos() {
  useEventoSocket('trabajo-progreso', (p) => p.progreso.toFixed(0));
  useEventoSocket('fichaje-tablero', () => undefined);

  // @ts-expect-error a job's progress has no `porcentaje`
  useEventoSocket('trabajo-progreso', (p) => p.porcentaje);
  // @ts-expect-error the notification's id is a number, not text
  useEventoSocket('notificacion', (n: { id: string }) => n.id);
  // @ts-expect-error an event the domain does not declare
  useEventoSocket('evento-inventado', () => undefined);
}
