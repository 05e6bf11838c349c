import type { RutaModulo } from '../lib/rutas';
import { rutasCatalogos } from '../catalogos/routes';
import { rutasChat } from '../features/chat/routes';
import { rutasControl } from '../features/control/routes';
import { rutasDashboards } from '../features/dashboards/routes';
import { rutasGrupos } from '../features/grupos/routes';
import { rutasHome } from '../features/home/routes';
import { rutasInventario } from '../features/inventario/routes';
import { rutasLicencias } from '../features/licencias/routes';
import { rutasManthos } from '../features/manthos/routes';
import { rutasNomina } from '../features/nomina/routes';
import { rutasNotificaciones } from '../features/notificaciones/routes';
import { rutasNovedades } from '../features/novedades/routes';
import { rutasPedidos } from '../features/pedidos/routes';
import { rutasPerfil } from '../features/perfil/routes';
import { rutasRecibos } from '../features/recibos/routes';
import { rutasArchivos } from '../features/archivos/routes';
import { rutasFichaje } from '../features/fichaje/routes';
import { rutasRrhh } from '../features/rrhh/routes';
import { rutasTareas } from '../features/tareas/routes';
import { rutasGuias } from '../features/guias/routes';
import { rutasTareasReportes } from '../features/tareas-reportes/routes';
import { rutasTickets } from '../features/tickets/routes';
import { rutasUsuarios } from '../features/usuarios/routes';

/**
 * Every screen mounted under the layout. A new module adds its routes.tsx here;
 * only what is listed can appear in the menu (issue 3 item 11).
 */
export const RUTAS_MODULOS: RutaModulo[] = [
  ...rutasHome,
  ...rutasUsuarios,
  ...rutasGrupos,
  ...rutasControl,
  ...rutasRrhh,
  ...rutasLicencias,
  ...rutasPerfil,
  ...rutasRecibos,
  ...rutasArchivos,
  ...rutasFichaje,
  ...rutasNomina,
  ...rutasDashboards,
  ...rutasNovedades,
  ...rutasNotificaciones,
  ...rutasChat,
  ...rutasInventario,
  ...rutasPedidos,
  ...rutasTareas,
  ...rutasGuias,
  ...rutasTareasReportes,
  ...rutasManthos,
  ...rutasTickets,
  ...rutasCatalogos,
];
