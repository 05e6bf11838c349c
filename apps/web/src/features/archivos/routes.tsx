import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

// HR's file manager (issue 20 item 5, spec §2 rrhh/gestor-archivos). Open to every signed-in
// user: HR manages everything, anyone else sees the folders their roles reach (or none).
export const rutasArchivos: RutaModulo[] = [
  { path: 'rrhh/gestor-archivos', titulo: 'Gestor de archivos', Screen: lazyScreen(() => import('./GestorArchivosPage').then((m) => m.GestorArchivosPage)) },
];
