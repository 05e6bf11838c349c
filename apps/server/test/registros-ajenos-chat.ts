import { sql } from 'drizzle-orm';
import { filasDe } from '../src/platform/db/sql';
import { crearUsuario } from './factories';
import type { FabricaAjena } from './registros-ajenos';

// The other people's records of the chat (see registros-ajenos.ts): a message of a direct
// conversation between `dueno` and someone else, which the caller is not part of.

export const AJENOS_CHAT: Record<string, FabricaAjena> = {
  'mensaje de una conversación propia': async (t, dueno) => {
    const db = t.database.db;
    const otro = await crearUsuario(db);
    const [a, b] = dueno.id < otro.id ? [dueno.id, otro.id] : [otro.id, dueno.id];
    const [c] = filasDe<{ id: number }>(
      await db.execute(sql`insert into chat_conversacion (tipo, usuario_a, usuario_b) values ('directa', ${a}, ${b}) returning id`),
    );
    const [m] = filasDe<{ id: number }>(
      await db.execute(sql`insert into chat_mensaje (conversacion_id, remitente_id, cuerpo) values (${c!.id}, ${dueno.id}, 'Privado') returning id`),
    );
    // The body a PUT needs to pass validation: the rule answers before the handler reads it.
    return { id: m!.id, body: { from: `${dueno.username}@worknet` } };
  },
};
