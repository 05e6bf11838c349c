import { useMatches } from 'react-router';

/** Marks the catch-all route: without a session the layout shows it bare instead of sending to the login page. */
export const HANDLE_DESCONOCIDA = { desconocida: true } as const;

export function useRutaDesconocida(): boolean {
  return useMatches().some((m) => m.handle === HANDLE_DESCONOCIDA);
}
