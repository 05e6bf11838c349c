import { sql } from 'drizzle-orm';
import { direccionDe, direccionDeConversacion, direccionDeSala, leerDireccion } from '@worknet/domain/chat/direcciones';
import { MEDIA_CHAT } from '@worknet/domain/chat/rutas';
import { sinNegativos } from '@worknet/domain/chat/reglas';
import * as reloj from '@worknet/domain/reloj';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { noEncontrado, prohibido, reglaDeNegocio } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { mediaDeModelos } from '../media/media.service';
import { esMiembroSql } from './chat.acceso';

// The chat's reads and writes. Read state is a pointer per member (chat_miembro.leido_hasta,
// entregado_hasta): unread counts and «visto» are derived, so they cannot drift or go below
// zero. Every call is scoped to the caller: `from` must be their own address (403 otherwise),
// and a conversation is reached only by its members (chat.acceso.ts). Message bodies never go
// to the logs or the audit trail.

type Miembros = { conversacionId: number; tipo: 'directa' | 'sala'; usuarios: number[] };

/** Where a call points: a direct conversation (maybe not started yet) or a room. */
type Destino =
  | { tipo: 'directa'; conversacionId: number | null; otro: { id: number; username: string; nombre: string; activo: boolean } }
  | { tipo: 'sala'; conversacionId: number; sectorId: number; nombre: string };

const MENSAJE_DE_OTRO = 'Sólo puede usar su propia dirección de chat en "from".';
const MENSAJE_TO_OTRO = 'Sólo puede consultar sus propios avisos: "to" debe ser su dirección de chat.';

const mismaPersona = (direccion: string, yo: Principal) => {
  const d = leerDireccion(direccion);
  return d?.tipo === 'usuario' && d.username.toLowerCase() === yo.username.toLowerCase();
};

/** `from` names the caller, or 403 (never another person's messages or counts). */
export function exigirPropia(yo: Principal, direccion: string, campo: 'from' | 'to' = 'from'): void {
  if (!mismaPersona(direccion, yo)) throw prohibido(campo === 'from' ? MENSAJE_DE_OTRO : MENSAJE_TO_OTRO);
}

/** Resolves `to`: a user (404 if unknown, 422 if the caller) or a room the caller belongs to (403 otherwise). */
export async function resolverDestino(db: Db, yo: Principal, to: string): Promise<Destino> {
  const d = leerDireccion(to)!;
  if (d.tipo === 'sala') {
    const r = filasDe<{ id: number; sector_id: number; nombre: string; miembro: boolean }>(
      await db.execute(sql`select c.id, c.sector_id, s.nombre, ${esMiembroSql(yo.id)} as miembro
        from chat_conversacion c join sector s on s.id = c.sector_id where c.id = ${d.conversacionId} and c.tipo = 'sala'`),
    );
    // Whether it exists or not, a room the caller is not in answers the same.
    if (!r[0]?.miembro) throw prohibido('No forma parte de esa sala de chat.');
    return { tipo: 'sala', conversacionId: r[0].id, sectorId: r[0].sector_id, nombre: r[0].nombre };
  }
  // The user and their conversation with the caller in one query (a send's first step).
  const u = filasDe<{ id: number; username: string; nombre_completo: string; activo: boolean; conversacion_id: number | null }>(
    await db.execute(sql`select u.id, u.username, u.nombre_completo, u.activo, c.id as conversacion_id
      from usuario u left join chat_conversacion c on c.tipo = 'directa' and c.usuario_a = least(u.id, ${yo.id}) and c.usuario_b = greatest(u.id, ${yo.id})
      where lower(u.username) = lower(${d.username}) and u.deleted_at is null`),
  )[0];
  if (!u) throw noEncontrado(`No existe la dirección de chat «${direccionDe(d.username)}».`);
  if (u.id === yo.id) throw reglaDeNegocio('No puede escribirse a sí mismo: elija otra persona.');
  const c = u.conversacion_id === null ? undefined : { id: u.conversacion_id };
  return { tipo: 'directa', conversacionId: c?.id ?? null, otro: { id: u.id, username: u.username, nombre: u.nombre_completo, activo: u.activo } };
}

/** The users of a conversation now (a room: its sector's active users). */
export async function miembrosDe(db: Db, conversacionId: number): Promise<Miembros> {
  const r = filasDe<{ tipo: 'directa' | 'sala'; usuarios: number[] }>(
    await db.execute(sql`select c.tipo, case when c.tipo = 'directa' then array[c.usuario_a, c.usuario_b]
        else array(select us.usuario_id from usuario_sector us join usuario u on u.id = us.usuario_id
                   where us.sector_id = c.sector_id and u.activo and u.deleted_at is null) end as usuarios
      from chat_conversacion c where c.id = ${conversacionId}`),
  )[0];
  return { conversacionId, tipo: r?.tipo ?? 'directa', usuarios: r?.usuarios ?? [] };
}

// --- Message rows ---

export type FilaMensaje = {
  id: number;
  conversacion_id: number;
  tipo: 'directa' | 'sala';
  remitente_id: number;
  remitente: string;
  nombre: string;
  destino: string | null;
  cuerpo: string;
  created_at: Date | string;
  deleted_at: Date | string | null;
};

export const columnasMensaje = sql`m.id, m.conversacion_id, c.tipo, m.remitente_id, ur.username as remitente, ur.nombre_completo as nombre,
  ud.username as destino, m.cuerpo, m.created_at, m.deleted_at`;
// The recipient of a direct message is the member who is not its sender (none for a room).
export const desdeMensajes = sql`chat_mensaje m join chat_conversacion c on c.id = m.conversacion_id join usuario ur on ur.id = m.remitente_id
  left join usuario ud on ud.id = case when c.usuario_a = m.remitente_id then c.usuario_b else c.usuario_a end`;

export const comoFecha = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The wire form of a message for `yo`, with the pointers of the other members. */
export async function armarMensajes(ctx: Ctx, yo: number, filas: FilaMensaje[], punteros: { visto: number; entregado: number }) {
  const vivos = filas.filter((f) => f.deleted_at === null).map((f) => f.id);
  const media = await mediaDeModelos(ctx, MEDIA_CHAT.modelo, vivos);
  return filas.map((f) => {
    const eliminado = f.deleted_at !== null;
    const fecha = comoFecha(f.created_at);
    return {
      id: f.id,
      conversacion_id: f.conversacion_id,
      fromJID: direccionDe(f.remitente),
      toJID: direccionDeConversacion(f.tipo, f.conversacion_id, f.destino),
      nombre: f.nombre,
      body: eliminado ? '' : f.cuerpo,
      sentDate: fecha.getTime(),
      created_at: fecha,
      eliminado,
      propio: f.remitente_id === yo,
      entregado: punteros.entregado >= f.id,
      visto: punteros.visto >= f.id,
      adjuntos: eliminado
        ? []
        : (media.get(f.id) ?? []).map((a) => ({
            id: a.id,
            nombre: a.nombre,
            content_type: a.content_type,
            tamano: a.tamano,
            url: a.url,
            miniatura_url: a.miniatura_url,
            mediana_url: a.mediana_url,
          })),
    };
  });
}

/** Up to where every other member read and received (a room: the least of its current members; no row is 0). */
export async function punterosDeLosOtros(db: Db, conversacionId: number, yo: number) {
  const r = filasDe<{ visto: number | null; entregado: number | null }>(
    await db.execute(sql`with otros as (
        select u.id from chat_conversacion c
        join lateral (select unnest(array[c.usuario_a, c.usuario_b]) as id where c.tipo = 'directa'
                      union all select us.usuario_id from usuario_sector us where c.tipo = 'sala' and us.sector_id = c.sector_id) u on true
        where c.id = ${conversacionId} and u.id <> ${yo})
      select min(coalesce(mi.leido_hasta, 0)) as visto, min(greatest(coalesce(mi.entregado_hasta, 0), coalesce(mi.leido_hasta, 0))) as entregado
      from otros o left join chat_miembro mi on mi.conversacion_id = ${conversacionId} and mi.usuario_id = o.id`),
  )[0];
  return { visto: Number(r?.visto ?? 0), entregado: Number(r?.entregado ?? 0) };
}

async function punteroPropio(db: Db, conversacionId: number, yo: number): Promise<number> {
  const r = filasDe<{ leido_hasta: number }>(
    await db.execute(sql`select leido_hasta from chat_miembro where conversacion_id = ${conversacionId} and usuario_id = ${yo}`),
  )[0];
  return r?.leido_hasta ?? 0;
}

// --- Participants (get_conversations, get_message_notify) ---

type FilaParticipante = {
  id: number;
  tipo: 'directa' | 'sala';
  sector_id: number | null;
  otro: number | null;
  username: string | null;
  nombre_otro: string | null;
  sector: string | null;
  cantidad: number;
  ult_id: number | null;
  ult_cuerpo: string | null;
  ult_en: Date | string | null;
  ult_borrado: Date | string | null;
  ult_remitente: string | null;
  ult_adjuntos: number | null;
};

/**
 * The caller's conversations, latest first: direct ones with at least one message and the
 * rooms of the caller's sectors. One query; each unread count reads the (conversacion_id, id)
 * index from the caller's pointer on.
 */
export async function listarParticipantes(ctx: Ctx, yo: Principal) {
  const filas = await ctx.db.transaction(async (tx) => {
    // The planner cannot know how far each pointer is from the end, guesses a third of each
    // conversation and, over 200 of them, JIT-compiles a 10 ms query for 750 ms (PostgreSQL 15).
    await tx.execute(sql`set local jit = off`);
    return filasDe<FilaParticipante>(
      await tx.execute(sql`with mias as (
        select c.id, c.tipo, c.sector_id, case when c.usuario_a = ${yo.id} then c.usuario_b else c.usuario_a end as otro,
               c.ultimo_mensaje_id, c.ultimo_en, mi.leido_hasta
        from chat_miembro mi join chat_conversacion c on c.id = mi.conversacion_id
        where mi.usuario_id = ${yo.id} and c.tipo = 'directa' and c.ultimo_mensaje_id is not null
        union all
        select c.id, c.tipo, c.sector_id, null, c.ultimo_mensaje_id, c.ultimo_en,
               coalesce((select mi.leido_hasta from chat_miembro mi where mi.conversacion_id = c.id and mi.usuario_id = ${yo.id}), 0)
        from usuario_sector us join chat_conversacion c on c.tipo = 'sala' and c.sector_id = us.sector_id
        where us.usuario_id = ${yo.id})
      select m.id, m.tipo, m.sector_id, m.otro, u.username, u.nombre_completo as nombre_otro, s.nombre as sector,
        -- A conversation read to its end (most of them) costs no count.
        case when m.ultimo_mensaje_id > m.leido_hasta then (select count(*)::int from chat_mensaje x where x.conversacion_id = m.id
           and x.id > m.leido_hasta and x.remitente_id <> ${yo.id} and x.deleted_at is null) else 0 end as cantidad,
        um.id as ult_id, um.cuerpo as ult_cuerpo, um.created_at as ult_en, um.deleted_at as ult_borrado, ur.username as ult_remitente,
        (select count(*)::int from recurso_media rm where rm.modelo = ${MEDIA_CHAT.modelo} and rm.modelo_id = um.id and rm.deleted_at is null) as ult_adjuntos
      from mias m
      left join usuario u on u.id = m.otro
      left join sector s on s.id = m.sector_id
      left join chat_mensaje um on um.id = m.ultimo_mensaje_id
      left join usuario ur on ur.id = um.remitente_id
      order by m.ultimo_en desc nulls last, m.id desc`),
    );
  });
  const enLinea = await ctx.realtime.presencia.enLinea(filas.flatMap((f) => (f.otro === null ? [] : [f.otro])));
  return filas.map((f) => ({
    conversacion_id: f.id,
    tipo: f.tipo,
    fromJID: direccionDeConversacion(f.tipo, f.id, f.username),
    nombre: f.tipo === 'sala' ? (f.sector ?? '') : (f.nombre_otro ?? ''),
    cantidad: sinNegativos(f.cantidad),
    usuario_id: f.otro,
    sector_id: f.sector_id,
    en_linea: f.otro !== null && enLinea.has(f.otro),
    ultimo:
      f.ult_id === null
        ? null
        : {
            id: f.ult_id,
            fromJID: direccionDe(f.ult_remitente ?? ''),
            body: f.ult_borrado === null ? (f.ult_cuerpo ?? '') : '',
            sentDate: comoFecha(f.ult_en!).getTime(),
            eliminado: f.ult_borrado !== null,
            adjuntos: f.ult_borrado === null ? Number(f.ult_adjuntos ?? 0) : 0,
          },
  }));
}

/** get_message_notify: only the participants with unread messages, and their sum. */
export async function avisosDe(ctx: Ctx, yo: Principal) {
  const participantes = (await listarParticipantes(ctx, yo))
    .filter((p) => p.cantidad > 0)
    .map((p) => ({ conversacion_id: p.conversacion_id, fromJID: p.fromJID, cantidad: p.cantidad }));
  return { total: participantes.reduce((t, p) => t + p.cantidad, 0), participantes };
}

/**
 * Everything sent to the caller so far reached them (they loaded their chat): their delivered
 * pointers move to each conversation's latest message, and the senders hear it (chat-entregado).
 */
export async function marcarEntregados(ctx: Ctx, yo: number, conversacionId?: number): Promise<void> {
  const movidos = filasDe<{ conversacion_id: number; entregado_hasta: number }>(
    await ctx.db.execute(sql`update chat_miembro mi set entregado_hasta = c.ultimo_mensaje_id
      from chat_conversacion c
      where c.id = mi.conversacion_id and mi.usuario_id = ${yo} and c.ultimo_mensaje_id > mi.entregado_hasta
        ${conversacionId === undefined ? sql`` : sql`and c.id = ${conversacionId}`}
      returning mi.conversacion_id, mi.entregado_hasta`),
  );
  for (const m of movidos) {
    const { usuarios } = await miembrosDe(ctx.db, m.conversacion_id);
    ctx.realtime.publish({ usuarios: usuarios.filter((u) => u !== yo) }, 'chat-entregado', {
      conversacion_id: m.conversacion_id,
      usuario_id: yo,
      entregado_hasta: m.entregado_hasta,
    });
  }
}

// --- One conversation ---

function encabezado(destino: Destino) {
  return destino.tipo === 'sala'
    ? { tipo: 'sala' as const, fromJID: direccionDeSala(destino.conversacionId), nombre: destino.nombre }
    : { tipo: 'directa' as const, fromJID: direccionDe(destino.otro.username), nombre: destino.otro.nombre };
}

/** get_conversation: a page newest first; `antes` pages backwards (the previous page's cursor). */
export async function leerConversacion(ctx: Ctx, yo: Principal, to: string, cantidad: number, antes: number | null | undefined) {
  const destino = await resolverDestino(ctx.db, yo, to);
  const cabeza = encabezado(destino);
  const id = destino.conversacionId;
  if (id === null) return { conversacion_id: 0, ...cabeza, mensajes: [], cursor: null, leido_hasta: 0, visto_hasta: 0 };
  await marcarEntregados(ctx, yo.id, id);
  const filas = filasDe<FilaMensaje>(
    await ctx.db.execute(sql`select ${columnasMensaje} from ${desdeMensajes}
      where m.conversacion_id = ${id} ${antes ? sql`and m.id < ${antes}` : sql``}
      order by m.id desc limit ${cantidad + 1}`),
  );
  const mas = filas.length > cantidad;
  const pagina = filas.slice(0, cantidad);
  const [otros, propio] = await Promise.all([punterosDeLosOtros(ctx.db, id, yo.id), punteroPropio(ctx.db, id, yo.id)]);
  return {
    conversacion_id: id,
    ...cabeza,
    mensajes: await armarMensajes(ctx, yo.id, pagina, otros),
    cursor: mas ? pagina[pagina.length - 1]!.id : null,
    leido_hasta: propio,
    visto_hasta: otros.visto,
  };
}

// --- Reading: the caller's pointer ---

/**
 * Moves the caller's read pointer to `hasta` (or the latest message), never backwards and never
 * past the latest message. Tells every member (their «visto», the caller's other tabs' counts).
 */
export async function marcarLeido(ctx: Ctx, yo: number, conversacionId: number, hasta: number | null) {
  const r = await ctx.db.transaction(async (tx) => {
    const c = filasDe<{ ultimo: number | null }>(
      await tx.execute(sql`select ultimo_mensaje_id as ultimo from chat_conversacion where id = ${conversacionId}`),
    )[0];
    const tope = Math.min(hasta ?? Number.MAX_SAFE_INTEGER, c?.ultimo ?? 0);
    const antes = await punteroPropio(tx, conversacionId, yo);
    const fila = filasDe<{ leido_hasta: number }>(
      await tx.execute(sql`insert into chat_miembro (conversacion_id, usuario_id, leido_hasta, entregado_hasta)
        values (${conversacionId}, ${yo}, ${tope}, ${tope})
        on conflict (conversacion_id, usuario_id) do update
          set leido_hasta = greatest(chat_miembro.leido_hasta, excluded.leido_hasta),
              entregado_hasta = greatest(chat_miembro.entregado_hasta, excluded.leido_hasta)
        returning leido_hasta`),
    )[0]!;
    const cantidad = filasDe<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from chat_mensaje where conversacion_id = ${conversacionId}
        and id > ${fila.leido_hasta} and remitente_id <> ${yo} and deleted_at is null`),
    )[0]!.n;
    return { leido_hasta: fila.leido_hasta, cantidad: sinNegativos(cantidad), movido: fila.leido_hasta > antes };
  });
  if (r.movido) {
    const [{ usuarios }, u] = await Promise.all([
      miembrosDe(ctx.db, conversacionId),
      ctx.db.execute(sql`select username from usuario where id = ${yo}`).then((x) => filasDe<{ username: string }>(x)[0]),
    ]);
    ctx.realtime.publish({ usuarios: [...new Set([...usuarios, yo])] }, 'chat-leido', {
      conversacion_id: conversacionId,
      usuario_id: yo,
      fromJID: direccionDe(u?.username ?? ''),
      leido_hasta: r.leido_hasta,
      cantidad: r.cantidad,
    });
  }
  return { conversacion_id: conversacionId, leido_hasta: r.leido_hasta, cantidad: r.cantidad };
}

/** set_message_notify_reset {from, to}: everything in the conversation with `to` is read. */
export async function reiniciarAvisos(ctx: Ctx, yo: Principal, to: string) {
  const destino = await resolverDestino(ctx.db, yo, to);
  if (destino.conversacionId === null) return { conversacion_id: 0, leido_hasta: 0, cantidad: 0 };
  return marcarLeido(ctx, yo.id, destino.conversacionId, null);
}

/** set_message_notify/{id} {from}: read up to message `id` (the route's rule made sure it is the caller's conversation). */
export async function leerHasta(ctx: Ctx, yo: Principal, mensajeId: number) {
  const r = filasDe<{ conversacion_id: number }>(await ctx.db.execute(sql`select conversacion_id from chat_mensaje where id = ${mensajeId}`))[0];
  if (!r) throw noEncontrado('No existe ese mensaje.');
  return marcarLeido(ctx, yo.id, r.conversacion_id, mensajeId);
}

// --- Typing ---

const ultimoAviso = new Map<string, number>();
/** At most one typing notice per socket and conversation this often. */
const ESCRIBIENDO_CADA_MS = 2_000;

/** The caller is typing to `to`: the other members hear it (throttled per socket). Unknown or foreign targets are ignored. */
export async function avisarEscribiendo(ctx: Ctx, yo: { id: number }, to: string, clave: string): Promise<void> {
  const ahora = reloj.ahoraMs();
  const k = `${clave}|${to}`;
  if ((ultimoAviso.get(k) ?? 0) > ahora - ESCRIBIENDO_CADA_MS) return;
  ultimoAviso.set(k, ahora);
  if (ultimoAviso.size > 10_000) ultimoAviso.clear();
  const u = filasDe<{ id: number; username: string; nombre_completo: string }>(
    await ctx.db.execute(sql`select id, username, nombre_completo from usuario where id = ${yo.id}`),
  )[0];
  if (!u || !leerDireccion(to)) return;
  const principal = { id: u.id, username: u.username } as Principal;
  const destino = await resolverDestino(ctx.db, principal, to).catch(() => null);
  if (!destino || destino.conversacionId === null) {
    // The first message is not written yet: the partner still sees the typing.
    if (destino?.tipo === 'directa')
      ctx.realtime.publish({ usuario: destino.otro.id }, 'chat-escribiendo', {
        conversacion_id: 0,
        participante: direccionDe(u.username),
        fromJID: direccionDe(u.username),
        nombre: u.nombre_completo,
      });
    return;
  }
  const { usuarios } = await miembrosDe(ctx.db, destino.conversacionId);
  const participante = direccionDeConversacion(destino.tipo, destino.conversacionId, u.username);
  ctx.realtime.publish({ usuarios: usuarios.filter((x) => x !== u.id) }, 'chat-escribiendo', {
    conversacion_id: destino.conversacionId,
    participante,
    fromJID: direccionDe(u.username),
    nombre: u.nombre_completo,
  });
}
