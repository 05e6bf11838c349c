import { sql, type SQL } from 'drizzle-orm';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';

// Who reaches a conversation: its two users (direct) or the current users of its sector (a
// room: membership is read from usuario_sector each time, so it follows the sector as it
// changes). Nobody else, administrators included: no route reads a conversation the caller is
// not part of.

/** SQL condition: `usuarioId` is a member of the conversation aliased `c`. */
export const esMiembroSql = (usuarioId: number): SQL =>
  sql`((c.tipo = 'directa' and ${usuarioId} in (c.usuario_a, c.usuario_b)) or (c.tipo = 'sala' and exists (select 1 from usuario_sector us where us.sector_id = c.sector_id and us.usuario_id = ${usuarioId})))`;

export async function esMiembro(db: Db, conversacionId: number, usuarioId: number): Promise<boolean> {
  const r = filasDe<{ ok: boolean }>(
    await db.execute(sql`select exists (select 1 from chat_conversacion c where c.id = ${conversacionId} and ${esMiembroSql(usuarioId)}) as ok`),
  );
  return r[0]?.ok === true;
}

/** The conversation of a message (null when there is no such message). */
export async function conversacionDeMensaje(db: Db, mensajeId: number): Promise<number | null> {
  const r = filasDe<{ conversacion_id: number }>(await db.execute(sql`select conversacion_id from chat_mensaje where id = ${mensajeId}`));
  return r[0]?.conversacion_id ?? null;
}

/** A message (in the path) of a conversation the caller is part of. */
export const mensajeDeConversacionPropia = reglaRegistro('mensaje de una conversación propia', async (req, p) => {
  const db = req.server.ctx.db;
  const r = filasDe<{ ok: boolean }>(
    await db.execute(
      sql`select exists (select 1 from chat_mensaje m join chat_conversacion c on c.id = m.conversacion_id where m.id = ${idDeRuta(req)} and ${esMiembroSql(p.id)}) as ok`,
    ),
  );
  return r[0]?.ok === true;
});
