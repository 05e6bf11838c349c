import type { RutaModulo } from '../../lib/rutas';

// Pay slips (issue 20): gestor_liquidaciones, liquidacion/{id} and mis_recibos.
export const rutasRecibos: RutaModulo[] = [];
