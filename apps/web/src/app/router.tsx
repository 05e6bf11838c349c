import { createHashRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { rutasPublicas } from '../features/auth/routes';
import { PantallaInicio, rutaInicioNovedades } from '../features/novedades/routes';
import { lazyScreen } from '../lib/lazyScreen';
import { ANCHO_ESCRITORIO, anchoAlMenos } from '../lib/useAnchoMinimo';
import { registrarPrecargaInicio } from '../lib/precargaInicio';
import { registrarRutasConstruidas } from '../lib/rutasConstruidas';
import { RUTAS_MODULOS } from './modulos';
import { CompletarDesplazamiento } from './CompletarDesplazamiento';
import { claveParaCadaEntrada } from './claveDeEntrada';
import { RouteError } from './RouteError';
import { HANDLE_DESCONOCIDA } from './rutaDesconocida';

// The layout (menu, header, drawer, socket) is its own chunk: the login page never loads it.
const AppLayout = lazyScreen(() => import('./layout/AppLayout').then((m) => m.AppLayout));
const NotFoundPage = lazyScreen(() => import('./NotFoundPage').then((m) => m.NotFoundPage));
const PantallaModulo = lazyScreen(() => import('./PantallaModulo').then((m) => m.PantallaModulo));
// Public, outside the login (issue 20 item 4): anyone holding a signed pay slip checks its hash.
const VerificarRecibo = lazyScreen(() => import('../features/recibos/pages/VerificarReciboPage').then((m) => m.VerificarReciboPage));
// Public (issue 21 item 3): the clock-in kiosk authenticates with its own token, not a session.
const Kiosco = lazyScreen(() => import('../features/fichaje/pages/KioscoPage').then((m) => m.KioscoPage));

/**
 * The layout, the screen frame and the home, fetched while the user logs in: the very objects
 * the routes render, so the home appears at once after «Ingresar» (features/auth/precarga.ts).
 * None of them carries antd (issue 16, item 6), save the desk's side menu.
 */
export function precargarInicio(): Promise<unknown> {
  return Promise.all([AppLayout.precargar(), PantallaModulo.precargar(), PantallaInicio.precargar(), menuDeEscritorio()]);
}

// At a desk the side menu (antd) shows with the layout: it is fetched with it. A phone's menu
// waits for «Abrir menú», its files prefetched once the home is idle (lib/despues.ts).
const menuDeEscritorio = () => (anchoAlMenos(ANCHO_ESCRITORIO) ? import('./layout/AppLayout').then((m) => m.precargarMenu()) : null);

registrarRutasConstruidas([rutaInicioNovedades.path, ...RUTAS_MODULOS.map((r) => r.path)]);
// The login page asks for these through lib/: a feature never imports the router.
registrarPrecargaInicio(precargarInicio);

export const rutas: RouteObject[] = [
  {
    // A new screen opens at its top; back and forward return to where the user was (the window scrolls).
    element: (
      <>
        <ScrollRestoration />
        <CompletarDesplazamiento />
        <Outlet />
      </>
    ),
    errorElement: <RouteError />,
    children: [
      ...rutasPublicas,
      { path: 'verificar-recibo', element: <VerificarRecibo /> },
      { path: 'kiosco', element: <Kiosco /> },
      {
        element: <AppLayout />,
        children: [
          // The spec's news home '/'.
          { index: true, element: <PantallaModulo ruta={rutaInicioNovedades} /> },
          ...RUTAS_MODULOS.map((ruta) => ({ path: ruta.path, element: <PantallaModulo ruta={ruta} /> })),
          // Inside the layout: a logged-in user keeps the menu and header on a 404.
          { path: '*', element: <NotFoundPage />, handle: HANDLE_DESCONOCIDA },
        ],
      },
    ],
  },
];

export function crearRouter() {
  // Before the router reads the first entry: each entry its own key, so its own saved height.
  claveParaCadaEntrada();
  return createHashRouter(rutas);
}
