import type { QueryClient } from '@tanstack/react-query';
import type { NovedadTarjeta } from '@worknet/domain/novedades/tipos';
import { api } from '../../lib/api';
import { session } from '../../lib/session';

// The first screen after login (issue 16, item 6). Without this, its ~50 script files were
// discovered one level at a time (layout, then the screen frame, then the home) and its
// data asked only once each level had rendered: 2–4 s from «Ingresar» to the home.

/**
 * Downloads and evaluates the logged-in layout and the home's chunks through the router's own
 * lazy screens (app/router.tsx `precargarInicio`, registered in lib/precargaInicio.ts), so they
 * render without a loading step. Called at the first touch or key on the login form, not at
 * load: someone typing takes seconds, and a visit that never logs in (or a page audit) does not
 * pay for it.
 */
export { precargarPantallasDeInicio } from '../../lib/precargaInicio';

/** The query cache and the session's queries, loaded on demand: the login page's bundle stays small. */
export const modulosDeSesion = () => Promise.all([import('../../lib/query'), import('./api')]);

/** Menu and permissions depend on the user alone: asked together with get_user, right after the token. */
export async function precargarSesion(cliente: QueryClient): Promise<void> {
  const { consultaMenu, consultaPermisos } = await import('./api');
  void cliente.prefetchQuery(consultaMenu());
  void cliente.prefetchQuery(consultaPermisos());
}

/**
 * The home's first page of news, once the sector is known (the feed depends on it), under
 * the key and page shape of useFeed (features/novedades/api.ts).
 */
export async function precargarNovedades(cliente: QueryClient): Promise<void> {
  const { CLAVES_NOVEDADES, TAMANO_FEED } = await import('../novedades');
  void cliente.prefetchInfiniteQuery({
    queryKey: CLAVES_NOVEDADES.feed,
    initialPageParam: 0,
    queryFn: async ({ signal }) => {
      const r = await api.getWithOptions<NovedadTarjeta[]>('/api/v1/novedades', { skip: 0, limit: TAMANO_FEED }, { signal });
      return { filas: r.data ?? [], total: r.total ?? 0 };
    },
  });
}

/**
 * A page opened with a stored session (main.tsx): the user is asked at once, beside the layout's
 * chunks, instead of once the layout has rendered; then, if the token still works and no temporary
 * password blocks the rest, menu and permissions, and on the home its news (with a sector of the
 * user's). A stored token that no longer works asks nothing else: the layout warns and goes to the
 * login page (spec §8), and a menu call would answer 401 with the red toast instead.
 */
export async function precargarSesionGuardada(enInicio: boolean): Promise<void> {
  const [{ queryClient }, { consultaUsuario }] = await modulosDeSesion();
  // A failure stays in the cache for the layout, which handles it (auto-login failure, no connection).
  const usuario = await queryClient.fetchQuery(consultaUsuario()).catch(() => null);
  if (!usuario || usuario.debe_cambiar_password) return;
  void precargarSesion(queryClient);
  const sectorId = session.get().sectorId;
  if (enInicio && usuario.sector.some((s) => s.id === sectorId)) await precargarNovedades(queryClient);
}
