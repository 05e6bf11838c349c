import { compararDinero, type Dinero, type Importe } from '../dinero';

// Who approves a budget request (issue 42 item 4), pure. Up to the threshold the head of the
// requesting sector approves alone; above it a second approval by the role the admins
// configure (Gerencia) is required, and the person who gave the first cannot give the second.
// Thresholds are in ARS, per sector or global; the sector's one wins.

/** A configured threshold: `sector_id` null is the global one. */
export type UmbralAprobacion = { sector_id: number | null; importe: Dinero };

/**
 * The threshold that applies to a sector: its own, else the global one, else null (none
 * configured: every amount needs both approvals; an unconfigured limit never waves one through).
 */
export function umbralDe(umbrales: readonly UmbralAprobacion[], sectorId: number): Dinero | null {
  return umbrales.find((u) => u.sector_id === sectorId)?.importe ?? umbrales.find((u) => u.sector_id === null)?.importe ?? null;
}

/** Whether `importe` (ARS) needs a second approval: above the threshold; equal to it is within it. */
export const requiereSegunda = (importe: Importe, umbral: Importe | null): boolean => umbral === null || compararDinero(importe, umbral) > 0;

/** Where a request in approval stands: the chosen quote's amount in ARS, its threshold and the first approval, if given. */
export type EstadoAprobacion = { importe: Dinero; umbral: Dinero | null; primera: { usuario_id: number } | null };

/** Which approval the next one is. */
export const pasoDeAprobacion = (a: EstadoAprobacion): 'primera' | 'segunda' => (a.primera ? 'segunda' : 'primera');

/** Whether the request is approved once the next approval is given. */
export const quedaAprobada = (a: EstadoAprobacion): boolean => a.primera !== null || !requiereSegunda(a.importe, a.umbral);

/** Why `usuarioId` may not give the next approval (they gave the first), or null. */
export function mismaPersona(a: EstadoAprobacion, usuarioId: number): string | null {
  return a.primera?.usuario_id === usuarioId ? 'Usted ya dio la primera aprobación: la segunda la da otra persona.' : null;
}
