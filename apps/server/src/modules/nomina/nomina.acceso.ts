import { and, eq } from 'drizzle-orm';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import { filtroAvanzado } from './nomina.table';

/**
 * A saved advanced filter is a personal preference of the user who saved it, not data of the
 * organization: only its owner reads, changes, deletes or applies it, HR included (another
 * user's filter answers 403 like a missing one).
 */
export const filtroPropio = reglaRegistro('filtro guardado propio', async (req, p) => {
  const [f] = await req.server.ctx.db
    .select({ id: filtroAvanzado.id })
    .from(filtroAvanzado)
    .where(and(eq(filtroAvanzado.id, idDeRuta(req)), eq(filtroAvanzado.usuario_id, p.id)));
  return f !== undefined;
});
