import type { GrupoCatalogo } from '@worknet/domain/catalogos/motor';

/** The configuration screens that gather a group's catalogs (tareas has none: its catalogs are in the admin menu). */
export const INDICES_CATALOGOS: Partial<Record<GrupoCatalogo, { path: string; titulo: string }>> = {
  rrhh: { path: 'rrhh/configuracion', titulo: 'Configuración de RRHH' },
  compras: { path: 'compras/configuracion', titulo: 'Configuración de compras' },
};
