import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

// Maintenance requests (issue 22 item 6) under the spec's paths (§2): crear_pedido,
// mis_pedidos_manthos(/{id}) for whoever may ask (tareas.manthos.pedir), crear_tarea_manthos for
// maintenance heads. Keep the permissions in sync with apps/server/src/modules/menu/menu.definition.ts.

const PEDIR = 'tareas.manthos.pedir';
const ASIGNAR = ['tareas.tarea.asignar', 'tareas.tarea.administrar'];

export const rutasManthos: RutaModulo[] = [
  {
    path: 'crear_pedido',
    titulo: 'Reportar un problema',
    permiso: PEDIR,
    Screen: lazyScreen(() => import('./pages/CrearPedidoPage').then((m) => m.CrearPedidoPage)),
  },
  {
    path: 'mis_pedidos_manthos',
    titulo: 'Mis pedidos de mantenimiento',
    permiso: PEDIR,
    Screen: lazyScreen(() => import('./pages/MisPedidosPage').then((m) => m.MisPedidosPage)),
  },
  {
    path: 'mis_pedidos_manthos/:id',
    titulo: 'Pedido de mantenimiento',
    permiso: PEDIR,
    Screen: lazyScreen(() => import('./pages/PedidoManthosPage').then((m) => m.PedidoManthosPage)),
  },
  {
    path: 'crear_tarea_manthos',
    titulo: 'Registrar pedido de mantenimiento',
    permisos: ASIGNAR,
    Screen: lazyScreen(() => import('./pages/CrearPedidoPage').then((m) => m.CrearTareaManthosPage)),
  },
];
