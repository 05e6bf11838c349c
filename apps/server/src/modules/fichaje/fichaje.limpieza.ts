import { lt } from 'drizzle-orm';
import { COLA_OFFLINE_MAXIMA_MS } from '@worknet/domain/fichaje/esquemas';
import type { Ctx } from '../../platform/context';
import { fichajeCodigoUsado } from './fichaje.table';
import * as reloj from '@worknet/domain/reloj';

// A kiosk code is valid for 40 s, or a few minutes for a punch queued offline: after that its
// «used» row can no longer stop anything, and a busy kiosk writes one row per clock-in.

export const TRABAJO_CODIGOS_VENCIDOS = 'fichaje_codigos_vencidos';
/** An hour beyond the offline queue's limit, so a late punch of the last minute is still checked. */
const VIDA_CODIGO_USADO_MS = COLA_OFFLINE_MAXIMA_MS + 60 * 60_000;

export async function borrarCodigosVencidos(ctx: Ctx): Promise<number> {
  const borrados = await ctx.db
    .delete(fichajeCodigoUsado)
    .where(lt(fichajeCodigoUsado.created_at, new Date(reloj.ahoraMs() - VIDA_CODIGO_USADO_MS)))
    .returning({ codigo: fichajeCodigoUsado.codigo });
  return borrados.length;
}

/** Hourly at minute 30, once across instances (the queue's schedule). */
export function programarLimpiezaDeCodigos(ctx: Ctx): void {
  ctx.trabajos.definir(TRABAJO_CODIGOS_VENCIDOS, async () => ({ borrados: await borrarCodigosVencidos(ctx) }), {
    reintentos: 1,
    esperaSegundos: 60,
    vencimientoSegundos: 10 * 60,
  });
  ctx.trabajos.programar(TRABAJO_CODIGOS_VENCIDOS, '30 * * * *');
}
