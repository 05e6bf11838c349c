import { sql } from 'drizzle-orm';
import { reglaRegistro, idDeRuta } from '../../platform/auth/registro';
import { filasDe } from '../../platform/db/sql';
import { noEncontrado } from '../../platform/http/errors';

export const NO_EXISTE_RECIBO = 'No existe el recibo.';

/**
 * mis_recibos/{id}: only a published slip of the caller's own persona. Another employee's
 * slip, an unpublished own one and a missing id all answer the same 404: a slip id tells
 * nothing. HR reads slips through its own routes (rrhh/recibo/{id}/…), never these.
 */
export const reciboPropio = reglaRegistro('recibo propio publicado', async (req, p) => {
  const filas = filasDe<{ ok: number }>(
    await req.server.ctx.db.execute(sql`
      select 1 as ok from recibo r join usuario u on u.persona_id = r.persona_id
       where r.id = ${idDeRuta(req)} and u.id = ${p.id} and r.publicado_at is not null`),
  );
  if (filas.length === 0) throw noEncontrado(NO_EXISTE_RECIBO);
  return true;
});
