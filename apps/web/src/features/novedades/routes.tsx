import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';
import { PERMISO_EDITAR_NOVEDADES } from './permisos';

const formulario = lazyScreen(() => import('./pages/NovedadFormPage').then((m) => m.NovedadFormPage));

/** The home screen, fetched ahead during login (app/router.tsx `precargarInicio`). */
export const PantallaInicio = lazyScreen(() => import('./pages/InicioNovedadesPage').then((m) => m.InicioNovedadesPage));

/** The spec's news home '/': mounted as the layout's index route (app/router.tsx). */
export const rutaInicioNovedades: RutaModulo = { path: '', titulo: 'Novedades', Screen: PantallaInicio, sinAntd: true };

export const rutasNovedades: RutaModulo[] = [
  { path: 'novedad/create', titulo: 'Nueva novedad', permiso: PERMISO_EDITAR_NOVEDADES, Screen: formulario },
  { path: 'novedad/update/:id', titulo: 'Editar novedad', permiso: PERMISO_EDITAR_NOVEDADES, Screen: formulario },
  {
    path: 'novedad/:id',
    titulo: 'Novedad',
    Screen: lazyScreen(() => import('./pages/NovedadPage').then((m) => m.NovedadPage)),
  },
  {
    path: 'administrador_novedades',
    titulo: 'Administrador de novedades',
    permiso: PERMISO_EDITAR_NOVEDADES,
    Screen: lazyScreen(() => import('./pages/AdministradorNovedadesPage').then((m) => m.AdministradorNovedadesPage)),
  },
  {
    path: 'informacion',
    titulo: 'Información institucional',
    Screen: lazyScreen(() => import('./pages/InformacionPage').then((m) => m.InformacionPage)),
  },
];
