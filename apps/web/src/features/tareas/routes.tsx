import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';
import { rutasTareasTelefono } from './routesTelefono';

// Tasks (issue 22 item 1) under the spec's paths (§2): tareas, tareas/{id}, create-tarea(/{id});
// admin: admin (the same list as admin/tareas), admin/tareas, admin/tareas/form and
// admin/tarea-comentarios. The phone screens (diarias, scan-ubicacion, scheduled tasks) come
// from routesTelefono.tsx. Keep the permissions in sync with apps/server/src/modules/menu/menu.definition.ts.

const VER = ['tareas.tarea.ver', 'tareas.tarea.asignar', 'tareas.tarea.administrar'];
const ASIGNAR = ['tareas.tarea.asignar', 'tareas.tarea.administrar'];
const ADMINISTRAR = 'tareas.tarea.administrar';

const Tareas = lazyScreen(() => import('./pages/TareasPage').then((m) => m.TareasPage));
const AdminTareas = lazyScreen(() => import('./pages/TareasPage').then((m) => m.AdminTareasPage));
const Formulario = lazyScreen(() => import('./pages/TareaFormPage').then((m) => m.TareaFormPage));

export const rutasTareas: RutaModulo[] = [
  { path: 'tareas', titulo: 'Mis tareas', permisos: VER, Screen: Tareas },
  { path: 'tareas/:id', titulo: 'Tarea', permisos: VER, Screen: lazyScreen(() => import('./pages/TareaPage').then((m) => m.TareaPage)) },
  { path: 'create-tarea', titulo: 'Nueva tarea', permisos: ASIGNAR, Screen: () => <Formulario /> },
  { path: 'create-tarea/:id', titulo: 'Editar tarea', permisos: ASIGNAR, Screen: () => <Formulario /> },
  { path: 'admin', titulo: 'Administración de tareas', permiso: ADMINISTRAR, Screen: AdminTareas },
  { path: 'admin/tareas', titulo: 'Todas las tareas', permiso: ADMINISTRAR, Screen: AdminTareas },
  { path: 'admin/tareas/form', titulo: 'Nueva tarea', permiso: ADMINISTRAR, Screen: () => <Formulario admin /> },
  { path: 'admin/tareas/form/:id', titulo: 'Editar tarea', permiso: ADMINISTRAR, Screen: () => <Formulario admin /> },
  {
    path: 'admin/tarea-comentarios',
    titulo: 'Comentarios de tareas',
    permiso: ADMINISTRAR,
    Screen: lazyScreen(() => import('./pages/ComentariosAdminPage').then((m) => m.ComentariosAdminPage)),
  },
  ...rutasTareasTelefono,
];
