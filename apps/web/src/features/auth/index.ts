// Public surface of the auth feature for the app shell and other features.
import { lazyScreen } from '../../lib/lazyScreen';

export { CLAVES_SESION, useIndice, useMenu, usePermisos, useTienePermiso, useUsuario } from './api';
export { logout } from './llamadas';
// The public screens' frame (the pay slip check wears it too); already in the entry with the login.
export { PantallaPublica } from './components/PantallaPublica';
export { avisarFalloAutomatico, esFalloDeConexion, resolverSector, RUTA_INICIO } from './ingreso';
export const SectorModal = lazyScreen(() => import('./components/SectorModal').then((m) => m.SectorModal));
export const CambiarPasswordModal = lazyScreen(() => import('./components/CambiarPasswordModal').then((m) => m.CambiarPasswordModal));
