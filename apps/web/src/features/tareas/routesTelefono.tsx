import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

// Tasks on the phone and their schedule (issue 22 items 2–4): «Tareas de hoy», what a
// location's printed QR opens (catalogos/qr.ts builds «…#/scan-ubicacion/<código>»; not in the
// menu) and the scheduled tasks. routes.tsx spreads these. Keep the permissions in sync with
// apps/server/src/modules/menu/menu.definition.ts and with the server's routes.

const VER = ['tareas.tarea.ver', 'tareas.tarea.asignar', 'tareas.tarea.administrar'];
const formulario = lazyScreen(() => import('./programadas/ProgramadaFormPage').then((m) => m.ProgramadaFormPage));

export const rutasTareasTelefono: RutaModulo[] = [
  { path: 'diarias', titulo: 'Tareas de hoy', permisos: VER, Screen: lazyScreen(() => import('./diarias/DiariasPage').then((m) => m.DiariasPage)) },
  {
    path: 'scan-ubicacion/:qr',
    titulo: 'Escaneo del lugar',
    permisos: VER,
    Screen: lazyScreen(() => import('./escaneo/EscaneoPage').then((m) => m.EscaneoPage)),
  },
  {
    // The screen at a place that shows its code of today (not in the menu: «Ubicaciones» › «Código QR» opens it).
    path: 'admin/ubicaciones/:id/pantalla',
    titulo: 'Código del lugar',
    permiso: 'tareas.ubicacion.ver',
    Screen: lazyScreen(() => import('./pantalla-lugar/PantallaLugarPage').then((m) => m.PantallaLugarPage)),
  },
  {
    path: 'admin/tareas-programadas',
    titulo: 'Tareas programadas',
    permiso: 'tareas.tarea.administrar',
    Screen: lazyScreen(() => import('./programadas/ProgramadasPage').then((m) => m.ProgramadasPage)),
  },
  { path: 'admin/tareas-programadas/form', titulo: 'Nueva tarea programada', permiso: 'tareas.tarea.administrar', Screen: formulario },
  { path: 'admin/tareas-programadas/form/:id', titulo: 'Editar tarea programada', permiso: 'tareas.tarea.administrar', Screen: formulario },
];
