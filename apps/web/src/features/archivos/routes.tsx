import type { RutaModulo } from '../../lib/rutas';

// HR's file manager (issue 20 item 5, spec §2 rrhh/gestor-archivos).
export const rutasArchivos: RutaModulo[] = [];
