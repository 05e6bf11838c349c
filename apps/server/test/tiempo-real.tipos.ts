import type { Realtime } from '../src/platform/realtime/realtime';

// Checked by `npm run typecheck` only (never run): the declared socket events must keep
// refusing a wrong payload and an unknown name. If the types stop catching one, the
// expect-error directive above it is unused and the typecheck fails.

export function comprobarTipos(realtime: Realtime) {
  realtime.publish({ usuario: 1 }, 'notificacion', { id: 1, titulo: 'T', texto: 'x', enlace: null, created_at: '2026-12-02T10:00:00Z' });
  realtime.publish('todos', 'novedades-cambio');

  // @ts-expect-error a notification's id is a number
  realtime.publish({ usuario: 1 }, 'notificacion', { id: '1', titulo: 'T', texto: 'x', enlace: null, created_at: '2026-12-02T10:00:00Z' });
  // @ts-expect-error a notification carries its payload
  realtime.publish({ usuario: 1 }, 'notificacion');
  // @ts-expect-error a hint carries nothing
  realtime.publish('todos', 'data-reload', { todo: true });
  // @ts-expect-error an event the domain does not declare
  realtime.publish('todos', 'evento-inventado');
}
