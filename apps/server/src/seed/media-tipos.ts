import { and, eq } from 'drizzle-orm';
import { TIPOS_MEDIA_REFERENCIA } from '@worknet/domain/media/tipos-referencia';
import type { Db } from '../platform/db/client';
import { recursoMediaTipo } from '../modules/media/media.table';

/**
 * Adds the reference media tipos that are missing. A tipo an administrator
 * deleted (soft) counts as present, so a restart does not bring it back.
 */
export async function sembrarTiposMedia(db: Db): Promise<void> {
  for (const t of TIPOS_MEDIA_REFERENCIA) {
    const [hay] = await db
      .select({ id: recursoMediaTipo.id })
      .from(recursoMediaTipo)
      .where(and(eq(recursoMediaTipo.modulo, t.modulo), eq(recursoMediaTipo.modelo, t.modelo), eq(recursoMediaTipo.label, t.label)));
    if (!hay) await db.insert(recursoMediaTipo).values(t);
  }
}
