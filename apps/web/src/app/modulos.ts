import type { RutaModulo } from '../lib/rutas';
import { rutasCatalogos } from '../catalogos/routes';
import { rutasAdmin } from '../features/admin/routes';
import { rutasHome } from '../features/home/routes';
import { rutasNomina } from '../features/nomina/routes';
import { rutasNotificaciones } from '../features/notificaciones/routes';
import { rutasNovedades } from '../features/novedades/routes';
import { rutasRrhh } from '../features/rrhh/routes';

/**
 * Every screen mounted under the layout. A new module adds its routes.tsx here;
 * only what is listed can appear in the menu (issue 3 item 11).
 */
export const RUTAS_MODULOS: RutaModulo[] = [
  ...rutasHome,
  ...rutasAdmin,
  ...rutasRrhh,
  ...rutasNomina,
  ...rutasNovedades,
  ...rutasNotificaciones,
  ...rutasCatalogos,
];
