import { sql } from 'drizzle-orm';
import { COLA_OFFLINE_MAXIMA_MS } from '@worknet/domain/fichaje/esquemas';
import type { Ctx } from '../../platform/context';
import { fichajeCodigoUsado } from './fichaje.table';

// A kiosk code is valid for 40 s, or up to 12 h for a punch queued offline: after that its
// «used» row can no longer stop anything, and a busy kiosk writes one row per clock-in.

export const TRABAJO_CODIGOS_VENCIDOS = 'fichaje_codigos_vencidos';
/** An hour beyond the offline queue's limit, so a late punch of the last minute is still checked. */
const VIDA_CODIGO_USADO_MS = COLA_OFFLINE_MAXIMA_MS + 60 * 60_000;

export async function borrarCodigosVencidos(ctx: Ctx): Promise<number> {
  const borrados = await ctx.db
    .delete(fichajeCodigoUsado)
    .where(sql`${fichajeCodigoUsado.created_at} < now() - make_interval(secs => ${VIDA_CODIGO_USADO_MS / 1000})`)
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
