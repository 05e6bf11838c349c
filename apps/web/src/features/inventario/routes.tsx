import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

// Inventory (issue 17): products, warehouses, suppliers, entries, exits, movements and the
// stock screen, under the spec's paths (§2). Each screen is its own chunk.

/** Who operates documents: a warehouse's responsable (their warehouses) or the administrator (all). */
const OPERAR = ['compras.documento.operar', 'compras.documento.administrar'];
/** Who orders for a sector, and who reads orders (the serving warehouse too). Keep in sync with pedidos-internos.routes.ts. */
const PEDIR = ['compras.pedido_interno.pedir', 'compras.documento.administrar'];
const VER_PEDIDOS = ['compras.pedido_interno.pedir', 'compras.documento.operar', 'compras.documento.administrar'];

const Documentos = lazyScreen(() => import('./pages/DocumentosPage').then((m) => m.DocumentosPage));
const Documento = lazyScreen(() => import('./pages/DocumentoPage').then((m) => m.DocumentoPage));

export const rutasInventario: RutaModulo[] = [
  {
    path: 'admin-crud-productos',
    titulo: 'Productos',
    permiso: 'compras.producto.ver',
    Screen: lazyScreen(() => import('./pages/ProductosPage').then((m) => m.ProductosPage)),
  },
  {
    // New product, or ?id=N to edit one.
    path: 'admin-crud-productos/new',
    titulo: 'Producto',
    permiso: 'compras.producto.editar',
    Screen: lazyScreen(() => import('./pages/ProductoFormPage').then((m) => m.ProductoFormPage)),
  },
  {
    path: 'admin-crud-productos/view/:id',
    titulo: 'Producto',
    permiso: 'compras.producto.ver',
    Screen: lazyScreen(() => import('./pages/ProductoVistaPage').then((m) => m.ProductoVistaPage)),
  },
  {
    path: 'admin-deposito',
    titulo: 'Depósitos',
    permiso: 'compras.deposito.editar',
    Screen: lazyScreen(() => import('./pages/DepositosPage').then((m) => m.DepositosPage)),
  },
  {
    path: 'admin_proveedores',
    titulo: 'Proveedores',
    permiso: 'compras.proveedor.editar',
    Screen: lazyScreen(() => import('./pages/ProveedoresPage').then((m) => m.ProveedoresPage)),
  },
  ...(['ingreso', 'egreso', 'movimiento'] as const).flatMap((tipo): RutaModulo[] => {
    const titulo = { ingreso: 'Ingresos', egreso: 'Egresos', movimiento: 'Movimientos' }[tipo];
    const uno = { ingreso: 'Ingreso', egreso: 'Egreso', movimiento: 'Movimiento' }[tipo];
    return [
      { path: `admin-${tipo}`, titulo, permisos: OPERAR, Screen: () => <Documentos tipo={tipo} /> },
      // A new draft ('nuevo') or a document by its number.
      { path: `admin-${tipo}/:id`, titulo: uno, permisos: OPERAR, Screen: () => <Documento tipo={tipo} /> },
    ];
  }),
  // Internal orders (issue 18): who asks (a sector), who serves (a warehouse) or who administers.
  {
    path: 'admin-pedido',
    titulo: 'Pedidos internos',
    permisos: VER_PEDIDOS,
    Screen: lazyScreen(() => import('./pages/PedidosInternosPage').then((m) => m.PedidosInternosPage)),
  },
  {
    path: 'admin-pedido/plantillas',
    titulo: 'Plantillas de pedido',
    permisos: PEDIR,
    Screen: lazyScreen(() => import('./pages/PlantillasPedidoPage').then((m) => m.PlantillasPedidoPage)),
  },
  {
    // A new order ('nuevo', maybe ?plantilla=N) or an order by its number.
    path: 'admin-pedido/:id',
    titulo: 'Pedido interno',
    permisos: VER_PEDIDOS,
    Screen: lazyScreen(() => import('./pages/PedidoInternoPage').then((m) => m.PedidoInternoPage)),
  },
  {
    path: 'admin-inventario',
    titulo: 'Inventario',
    permiso: 'compras.producto.ver',
    Screen: lazyScreen(() => import('./pages/InventarioPage').then((m) => m.InventarioPage)),
  },
];
