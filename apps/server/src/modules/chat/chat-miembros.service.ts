import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { enteros } from '../../platform/db/sql';

/**
 * A user who joins sectors finds their rooms' history to read, not as unread: their read and
 * delivered pointers start at each room's last message (a member who left and comes back skips
 * what was said meanwhile too). Called in the transaction that changes the user's sectors.
 */
export async function alEntrarASectores(tx: Db, usuarioId: number, sectorIds: number[]): Promise<void> {
  if (!sectorIds.length) return;
  await tx.execute(sql`insert into chat_miembro (conversacion_id, usuario_id, leido_hasta, entregado_hasta)
    select c.id, ${usuarioId}, coalesce(c.ultimo_mensaje_id, 0), coalesce(c.ultimo_mensaje_id, 0)
      from chat_conversacion c where c.tipo = 'sala' and c.sector_id = any(${enteros(sectorIds)})
    on conflict (conversacion_id, usuario_id) do update
      set leido_hasta = greatest(chat_miembro.leido_hasta, excluded.leido_hasta),
          entregado_hasta = greatest(chat_miembro.entregado_hasta, excluded.entregado_hasta)`);
}
