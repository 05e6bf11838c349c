import type { NombreEvento } from '@worknet/domain/tiempo-real';

/** The server's 'fichaje-tablero' (no payload): a punch or a schedule changed; the board asks again. */
export const EVENTO_TABLERO = 'fichaje-tablero' satisfies NombreEvento;

/**
 * At a shift change hundreds of punches arrive within a minute, each with its event: the board
 * asks again at most once per this window (the first event opens it, the rest join it).
 */
export const ESPERA_TABLERO_MS = 1_000;
