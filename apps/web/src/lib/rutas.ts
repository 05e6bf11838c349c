import type { ComponentType } from 'react';

/** One screen a feature registers under the layout (its routes.tsx). */
export type RutaModulo = {
  /** Hash route without '#/', as get_menu's `ruta` (react-router pattern). */
  path: string;
  /** Window title and breadcrumbs. */
  titulo: string;
  Screen: ComponentType;
  /** Permission name from get_permisos; absent = any logged-in user. */
  permiso?: string;
  /** Any one of these opens the screen (an index of several tables); read when `permiso` is absent. */
  permisos?: string[];
  /** Plain elements, no antd: PantallaModulo gives it no antd provider (the home, issue 16 item 6). */
  sinAntd?: boolean;
};
