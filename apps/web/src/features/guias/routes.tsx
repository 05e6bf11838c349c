import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

// Guides and protocols (issue 22 item 5) under the spec's paths: guias (and guias/{id}, the
// reading screen), admin/guias and admin/guias/form(/{id}). Keep the permissions in sync with
// apps/server/src/modules/menu/menu.definition.ts.

const VER = ['tareas.guia.ver', 'tareas.guia.administrar'];
const ADMINISTRAR = 'tareas.guia.administrar';
const Formulario = lazyScreen(() => import('./pages/GuiaFormPage').then((m) => m.GuiaFormPage));

export const rutasGuias: RutaModulo[] = [
  { path: 'guias', titulo: 'Guías y protocolos', permisos: VER, Screen: lazyScreen(() => import('./pages/GuiasPage').then((m) => m.GuiasPage)) },
  { path: 'guias/:id', titulo: 'Guía', permisos: VER, Screen: lazyScreen(() => import('./pages/GuiaPage').then((m) => m.GuiaPage)) },
  { path: 'admin/guias', titulo: 'Guías', permiso: ADMINISTRAR, Screen: lazyScreen(() => import('./pages/AdminGuiasPage').then((m) => m.AdminGuiasPage)) },
  { path: 'admin/guias/form', titulo: 'Nueva guía', permiso: ADMINISTRAR, Screen: Formulario },
  { path: 'admin/guias/form/:id', titulo: 'Guía', permiso: ADMINISTRAR, Screen: Formulario },
];
