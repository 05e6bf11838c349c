import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

// Leaves, vacations and the cronograma (issue 19), under the spec's paths (§2). RRHH
// (rrhh.licencia.administrar) everyone; a referente (rrhh.licencia.referente) the sectors they
// lead; every employee (rrhh.licencia.solicitar) their own, from the user menu. The server checks
// each record again. Keep in sync with apps/server/src/modules/menu/menu.definition.ts.

const ADMINISTRAR = 'rrhh.licencia.administrar';
const REFERENTE = 'rrhh.licencia.referente';
const SOLICITAR = 'rrhh.licencia.solicitar';

const Novedades = lazyScreen(() => import('./pages/NovedadesPage').then((m) => m.NovedadesPage));

export const rutasLicencias: RutaModulo[] = [
  { path: 'rrhh/novedades', titulo: 'Novedades de personal', permiso: ADMINISTRAR, Screen: () => <Novedades ambito="rrhh" /> },
  {
    path: 'rrhh/novedad/:id',
    titulo: 'Novedad de personal',
    permisos: [ADMINISTRAR, REFERENTE, SOLICITAR],
    Screen: lazyScreen(() => import('./pages/NovedadPage').then((m) => m.NovedadPage)),
  },
  { path: 'referente_area/novedades', titulo: 'Novedades de mis sectores', permiso: REFERENTE, Screen: () => <Novedades ambito="referente" /> },
  {
    path: 'referente_area/reportes',
    titulo: 'Reportes de mis sectores',
    permiso: REFERENTE,
    Screen: lazyScreen(() => import('./pages/ReportesPage').then((m) => m.ReportesPage)),
  },
  {
    path: 'cronograma',
    titulo: 'Cronograma de ausencias',
    permisos: [ADMINISTRAR, REFERENTE],
    Screen: lazyScreen(() => import('./pages/CronogramaPage').then((m) => m.CronogramaPage)),
  },
  {
    path: 'mis_licencias',
    titulo: 'Mis licencias',
    permiso: SOLICITAR,
    Screen: lazyScreen(() => import('./pages/MisLicenciasPage').then((m) => m.MisLicenciasPage)),
  },
];
