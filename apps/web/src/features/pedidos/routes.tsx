import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

// Purchase cart and orders (issue 18), under the spec's paths (§2). Every employee has a cart
// and their orders; purchasing (compras.pedido.administrar) the queues and the crear screen.
// Keep the permissions in sync with apps/server/src/modules/menu/menu.definition.ts.

const ADMINISTRAR = 'compras.pedido.administrar';
const Pedidos = lazyScreen(() => import('./pages/PedidosPage').then((m) => m.PedidosPage));

export const rutasPedidos: RutaModulo[] = [
  { path: 'mi_pedido', titulo: 'Mi pedido', Screen: lazyScreen(() => import('./pages/MiPedidoPage').then((m) => m.MiPedidoPage)) },
  { path: 'openUser', titulo: 'Mis pedidos', Screen: () => <Pedidos vista="mios" /> },
  { path: 'nuevos', titulo: 'Pedidos nuevos', permiso: ADMINISTRAR, Screen: () => <Pedidos vista="nuevos" /> },
  { path: 'cerrados', titulo: 'Pedidos cerrados', permiso: ADMINISTRAR, Screen: () => <Pedidos vista="cerrados" /> },
  { path: 'crear', titulo: 'Crear pedido', permiso: ADMINISTRAR, Screen: lazyScreen(() => import('./pages/CrearPedidoPage').then((m) => m.CrearPedidoPage)) },
  { path: 'detalle/:id', titulo: 'Pedido', Screen: lazyScreen(() => import('./pages/PedidoPage').then((m) => m.PedidoPage)) },
  {
    path: 'detalle/seguimiento/:id',
    titulo: 'Seguimiento del pedido',
    Screen: lazyScreen(() => import('./pages/SeguimientoPage').then((m) => m.SeguimientoPage)),
  },
];
