import { sql } from 'drizzle-orm';
import { direccionDe, direccionDeConversacion } from '@worknet/domain/chat/direcciones';
import type { Ctx } from '../../platform/context';
import { paginarSql } from '../../platform/db/pagina';
import { filasDe } from '../../platform/db/sql';
import { patron, plano } from '../../platform/db/texto';
import type { Principal } from '../../platform/identidad/principal';
import { esMiembroSql } from './chat.acceso';
import { comoFecha, resolverDestino } from './chat.service';

// Finding people and words in the chat: the roster of the group General and the full-text
// search over the caller's own conversations (never anybody else's: esMiembroSql).

// --- Roster ---

/** get_contact (group General): every active user, online first, then by name. */
export async function contactos(ctx: Ctx, yo: Principal, filtro: string | undefined) {
  const filas = filasDe<{ id: number; username: string; nombre_completo: string; persona_id: number | null }>(
    await ctx.db.execute(sql`select id, username, nombre_completo, persona_id from usuario where activo and deleted_at is null
      ${filtro ? sql`and ${plano(sql`nombre_completo || ' ' || username`)} like ${patron(filtro)}` : sql``}`),
  );
  const enLinea = await ctx.realtime.presencia.enLinea();
  return filas
    .map((u) => ({
      usuario_id: u.id,
      jid: direccionDe(u.username),
      username: u.username,
      nombre: u.nombre_completo,
      persona_id: u.persona_id,
      en_linea: enLinea.has(u.id),
      propio: u.id === yo.id,
    }))
    .sort((a, b) => Number(b.en_linea) - Number(a.en_linea) || a.nombre.localeCompare(b.nombre, 'es') || a.usuario_id - b.usuario_id);
}

// --- Search ---

/** Full-text search (Spanish, accents ignored) over the caller's conversations only, newest first. */
export async function buscar(ctx: Ctx, yo: Principal, q: { q: string; to?: string; skip: number; limit: number }) {
  let soloEn: number | null = null;
  if (q.to) {
    const destino = await resolverDestino(ctx.db, yo, q.to);
    if (destino.conversacionId === null) return { filas: [], total: 0 };
    soloEn = destino.conversacionId;
  }
  const base = sql`select m.id, m.conversacion_id, c.tipo, ur.username as remitente, ur.nombre_completo as nombre, m.cuerpo, m.created_at,
      (select ud.username from usuario ud where ud.id = case when c.usuario_a = ${yo.id} then c.usuario_b else c.usuario_a end) as otro,
      (select ud.nombre_completo from usuario ud where ud.id = case when c.usuario_a = ${yo.id} then c.usuario_b else c.usuario_a end) as otro_nombre,
      (select s.nombre from sector s where s.id = c.sector_id) as sector
    from chat_mensaje m join chat_conversacion c on c.id = m.conversacion_id join usuario ur on ur.id = m.remitente_id
    where m.busqueda @@ websearch_to_tsquery('spanish', chat_sin_acentos(${q.q})) and m.deleted_at is null and ${esMiembroSql(yo.id)}
      ${soloEn === null ? sql`` : sql`and m.conversacion_id = ${soloEn}`}`;
  const { filas, total } = await paginarSql<{
    id: number;
    conversacion_id: number;
    tipo: 'directa' | 'sala';
    remitente: string;
    nombre: string;
    cuerpo: string;
    created_at: Date | string;
    otro: string | null;
    otro_nombre: string | null;
    sector: string | null;
  }>(ctx.db, base, sql`m.id desc`, q);
  return {
    total,
    filas: filas.map((f) => ({
      id: f.id,
      conversacion_id: f.conversacion_id,
      conversacionJID: direccionDeConversacion(f.tipo, f.conversacion_id, f.otro),
      conversacion: f.tipo === 'sala' ? (f.sector ?? '') : (f.otro_nombre ?? ''),
      fromJID: direccionDe(f.remitente),
      nombre: f.nombre,
      body: f.cuerpo,
      sentDate: comoFecha(f.created_at).getTime(),
    })),
  };
}
