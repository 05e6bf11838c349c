import { sql } from 'drizzle-orm';
import { direccionDe, direccionDeSala, leerDireccion } from '@worknet/domain/chat/direcciones';
import type { EnviarBody } from '@worknet/domain/chat/esquemas';
import { MEDIA_CHAT } from '@worknet/domain/chat/esquemas';
import { sinNegativos } from '@worknet/domain/chat/reglas';
import * as reloj from '@worknet/domain/reloj';
import { auditar } from '../../platform/audit/audit';
import { nadaQueAuditar } from '../../platform/audit/auditoria-rutas';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { paginarSql } from '../../platform/db/pagina';
import { enteros, filasDe } from '../../platform/db/sql';
import { patron, plano } from '../../platform/db/texto';
import { noEncontrado, prohibido, reglaDeNegocio } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { eliminarMediaDe, mediaDeModelos, vincularMedia } from '../media/media.service';
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
async function miembrosDe(db: Db, conversacionId: number): Promise<Miembros> {
  const r = filasDe<{ tipo: 'directa' | 'sala'; usuarios: number[] }>(
    await db.execute(sql`select c.tipo, case when c.tipo = 'directa' then array[c.usuario_a, c.usuario_b]
        else array(select us.usuario_id from usuario_sector us join usuario u on u.id = us.usuario_id
                   where us.sector_id = c.sector_id and u.activo and u.deleted_at is null) end as usuarios
      from chat_conversacion c where c.id = ${conversacionId}`),
  )[0];
  return { conversacionId, tipo: r?.tipo ?? 'directa', usuarios: r?.usuarios ?? [] };
}

// --- Message rows ---

type FilaMensaje = {
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

const columnasMensaje = sql`m.id, m.conversacion_id, c.tipo, m.remitente_id, ur.username as remitente, ur.nombre_completo as nombre,
  ud.username as destino, m.cuerpo, m.created_at, m.deleted_at`;
// The recipient of a direct message is the member who is not its sender (none for a room).
const desdeMensajes = sql`chat_mensaje m join chat_conversacion c on c.id = m.conversacion_id join usuario ur on ur.id = m.remitente_id
  left join usuario ud on ud.id = case when c.usuario_a = m.remitente_id then c.usuario_b else c.usuario_a end`;

const comoFecha = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The wire form of a message for `yo`, with the pointers of the other members. */
async function armarMensajes(ctx: Ctx, yo: number, filas: FilaMensaje[], punteros: { visto: number; entregado: number }) {
  const vivos = filas.filter((f) => f.deleted_at === null).map((f) => f.id);
  const media = await mediaDeModelos(ctx, MEDIA_CHAT.modelo, vivos);
  return filas.map((f) => {
    const eliminado = f.deleted_at !== null;
    const fecha = comoFecha(f.created_at);
    return {
      id: f.id,
      conversacion_id: f.conversacion_id,
      fromJID: direccionDe(f.remitente),
      toJID: f.tipo === 'sala' ? direccionDeSala(f.conversacion_id) : direccionDe(f.destino ?? ''),
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
async function punterosDeLosOtros(db: Db, conversacionId: number, yo: number) {
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
    fromJID: f.tipo === 'sala' ? direccionDeSala(f.id) : direccionDe(f.username ?? ''),
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

// --- Sending ---

/** The direct conversation of two users, created if it does not exist yet (concurrent sends create one). */
async function conversacionDirecta(tx: Db, yo: number, otro: number): Promise<number> {
  const [a, b] = otro < yo ? [otro, yo] : [yo, otro];
  await tx.execute(sql`insert into chat_conversacion (tipo, usuario_a, usuario_b, creado_por, created_at)
    values ('directa', ${a}, ${b}, ${yo}, ${reloj.ahora()})
    on conflict (usuario_a, usuario_b) where tipo = 'directa' do nothing`);
  const c = filasDe<{ id: number }>(
    await tx.execute(sql`select id from chat_conversacion where tipo = 'directa' and usuario_a = ${a} and usuario_b = ${b}`),
  )[0]!;
  await tx.execute(sql`insert into chat_miembro (conversacion_id, usuario_id) values (${c.id}, ${a}), (${c.id}, ${b}) on conflict do nothing`);
  return c.id;
}

/**
 * set_message_notify {to, from, message}: writes the message under its conversation's lock (ids
 * grow in commit order per conversation, which the pointers rely on), moves the sender's read
 * pointer to it (replying reads the conversation), attaches its files, and after the commit sends
 * `chat-mensaje` to every member. A retried send with the same `clave` returns the first one.
 */
export async function enviarMensaje(ctx: Ctx, yo: Principal, b: EnviarBody) {
  const destino = await resolverDestino(ctx.db, yo, b.to);
  if (destino.tipo === 'directa' && !destino.otro.activo) throw reglaDeNegocio(`${destino.otro.nombre} ya no está activo en Worknet: no recibe mensajes.`);
  const otroEnLinea = destino.tipo === 'directa' ? (await ctx.realtime.presencia.enLinea([destino.otro.id])).has(destino.otro.id) : false;
  const ahora = reloj.ahora();
  const r = await ctx.db.transaction(async (tx) => {
    const conversacionId = destino.conversacionId ?? (destino.tipo === 'directa' ? await conversacionDirecta(tx, yo.id, destino.otro.id) : 0);
    const c = filasDe<{ ultimo: number | null }>(
      await tx.execute(sql`select ultimo_mensaje_id as ultimo from chat_conversacion where id = ${conversacionId} for update`),
    )[0]!;
    if (b.clave) {
      const previo = filasDe<{ id: number }>(
        await tx.execute(sql`select id from chat_mensaje where remitente_id = ${yo.id} and clave = ${b.clave} and conversacion_id = ${conversacionId}`),
      )[0];
      if (previo) {
        nadaQueAuditar();
        return { id: previo.id, conversacionId, nueva: false, repetido: true };
      }
    }
    const otro = destino.tipo === 'directa' && otroEnLinea ? destino.otro.id : null;
    // One statement: the message, the conversation's latest, the sender's pointers (replying reads
    // the conversation) and, if the partner is online, their delivered pointer.
    const m = filasDe<{ id: number }>(
      await tx.execute(sql`with m as (
          insert into chat_mensaje (conversacion_id, remitente_id, cuerpo, clave, created_at)
          values (${conversacionId}, ${yo.id}, ${b.message}, ${b.clave ?? null}, ${ahora}) returning id),
        c as (update chat_conversacion set ultimo_mensaje_id = (select id from m), ultimo_en = ${ahora} where id = ${conversacionId}),
        p as (insert into chat_miembro (conversacion_id, usuario_id, leido_hasta, entregado_hasta)
          select ${conversacionId}, ${yo.id}, id, id from m
          on conflict (conversacion_id, usuario_id) do update set leido_hasta = excluded.leido_hasta, entregado_hasta = excluded.entregado_hasta),
        o as (update chat_miembro set entregado_hasta = (select id from m) where conversacion_id = ${conversacionId} and usuario_id = ${otro})
        select id from m`),
    )[0]!;
    if (b.adjuntos.length) await vincularMedia(tx, { ids: b.adjuntos, modelo: MEDIA_CHAT.modelo, modeloId: m.id, usuarioId: yo.id });
    // Never the body: who wrote in which conversation, and how many files.
    await auditar(tx, {
      usuarioId: yo.id,
      entidad: 'chat_mensaje',
      entidadId: m.id,
      accion: 'crear',
      despues: { conversacion_id: conversacionId, adjuntos: b.adjuntos.length },
    });
    return { id: m.id, conversacionId, nueva: c.ultimo === null, repetido: false };
  });
  if (r.repetido) {
    // A retry: the message as it is now.
    const fila = filasDe<FilaMensaje>(await ctx.db.execute(sql`select ${columnasMensaje} from ${desdeMensajes} where m.id = ${r.id}`))[0]!;
    const [previo] = await armarMensajes(ctx, yo.id, [fila], await punterosDeLosOtros(ctx.db, r.conversacionId, yo.id));
    return previo!;
  }
  // Built from what was just written: nobody has read it yet.
  const sala = destino.tipo === 'sala' ? direccionDeSala(r.conversacionId) : null;
  const adjuntos = b.adjuntos.length
    ? (await armarMensajes(ctx, yo.id, [{ id: r.id, deleted_at: null } as FilaMensaje], { visto: 0, entregado: 0 }))[0]!.adjuntos
    : [];
  const propio = {
    id: r.id,
    conversacion_id: r.conversacionId,
    fromJID: direccionDe(yo.username),
    toJID: sala ?? direccionDe(destino.tipo === 'directa' ? destino.otro.username : ''),
    nombre: yo.nombre_completo,
    body: b.message,
    sentDate: ahora.getTime(),
    created_at: ahora,
    eliminado: false,
    propio: true,
    entregado: otroEnLinea,
    visto: false,
    adjuntos,
  };
  const demas = destino.tipo === 'directa' ? [destino.otro.id] : (await miembrosDe(ctx.db, r.conversacionId)).usuarios.filter((u) => u !== yo.id);
  const paraMi = sala ?? direccionDe(destino.tipo === 'directa' ? destino.otro.username : '');
  ctx.realtime.publish({ usuario: yo.id }, 'chat-mensaje', { conversacion_id: r.conversacionId, participante: paraMi, nueva: r.nueva, mensaje: propio });
  ctx.realtime.publish({ usuarios: demas }, 'chat-mensaje', {
    conversacion_id: r.conversacionId,
    participante: sala ?? direccionDe(yo.username),
    nueva: r.nueva,
    // What the others see: not theirs, and «visto»/«entregado» are about the sender's messages.
    mensaje: { ...propio, propio: false, entregado: false, visto: false },
  });
  return propio;
}

// --- Deleting one's own message ---

/** A sender deletes their own message (it stays as «Mensaje eliminado»); anybody else's: 403. */
export async function eliminarMensaje(ctx: Ctx, yo: Principal, id: number) {
  const conversacionId = await ctx.db.transaction(async (tx) => {
    const m = filasDe<{ remitente_id: number; conversacion_id: number; deleted_at: Date | null }>(
      await tx.execute(sql`select remitente_id, conversacion_id, deleted_at from chat_mensaje where id = ${id} for update`),
    )[0];
    if (!m) throw noEncontrado('No existe ese mensaje.');
    if (m.remitente_id !== yo.id) throw prohibido('Sólo quien envió un mensaje puede eliminarlo.');
    if (m.deleted_at !== null) {
      nadaQueAuditar();
      return null;
    }
    await tx.execute(sql`update chat_mensaje set deleted_at = ${reloj.ahora()} where id = ${id}`);
    await eliminarMediaDe(tx, MEDIA_CHAT.modelo, [id]);
    await auditar(tx, { usuarioId: yo.id, entidad: 'chat_mensaje', entidadId: id, accion: 'eliminar', despues: { conversacion_id: m.conversacion_id } });
    return m.conversacion_id;
  });
  const fila = filasDe<FilaMensaje>(await ctx.db.execute(sql`select ${columnasMensaje} from ${desdeMensajes} where m.id = ${id}`))[0]!;
  const otros = await punterosDeLosOtros(ctx.db, fila.conversacion_id, yo.id);
  const [mensaje] = await armarMensajes(ctx, yo.id, [fila], otros);
  if (conversacionId !== null) {
    const { usuarios } = await miembrosDe(ctx.db, conversacionId);
    ctx.realtime.publish({ usuarios: [...new Set([...usuarios, yo.id])] }, 'chat-eliminado', { conversacion_id: conversacionId, id });
  }
  return mensaje!;
}

// --- Roster ---

/** get_contact (group General): every active user, online first, then by name. */
export async function contactos(ctx: Ctx, yo: Principal, filtro: string | undefined) {
  const filas = filasDe<{ id: number; username: string; nombre_completo: string }>(
    await ctx.db.execute(sql`select id, username, nombre_completo from usuario where activo and deleted_at is null
      ${filtro ? sql`and ${plano(sql`nombre_completo || ' ' || username`)} like ${patron(filtro)}` : sql``}`),
  );
  const enLinea = await ctx.realtime.presencia.enLinea();
  return filas
    .map((u) => ({
      usuario_id: u.id,
      jid: direccionDe(u.username),
      username: u.username,
      nombre: u.nombre_completo,
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
      conversacionJID: f.tipo === 'sala' ? direccionDeSala(f.conversacion_id) : direccionDe(f.otro ?? ''),
      conversacion: f.tipo === 'sala' ? (f.sector ?? '') : (f.otro_nombre ?? ''),
      fromJID: direccionDe(f.remitente),
      nombre: f.nombre,
      body: f.cuerpo,
      sentDate: comoFecha(f.created_at).getTime(),
    })),
  };
}

// --- Sector rooms ---

/** The sectors whose room the caller may create: every sector for an administrator, else those they lead (referentes). */
async function sectoresQueDirige(db: Db, yo: Principal): Promise<number[] | 'todos'> {
  if (yo.esAdmin) return 'todos';
  const r = filasDe<{ sectores: number[] | null }>(
    await db.execute(sql`select array(select distinct unnest(sector_ids) from rrhh_referente where usuario_id = ${yo.id} and deleted_at is null) as sectores`),
  );
  return r[0]?.sectores ?? [];
}

export async function salasPosibles(ctx: Ctx, yo: Principal) {
  const dirige = await sectoresQueDirige(ctx.db, yo);
  if (dirige !== 'todos' && dirige.length === 0) return [];
  const filas = filasDe<{ sector_id: number; sector: string; conversacion_id: number | null }>(
    await ctx.db.execute(sql`select s.id as sector_id, s.nombre as sector, c.id as conversacion_id
      from sector s left join chat_conversacion c on c.tipo = 'sala' and c.sector_id = s.id
      where s.deleted_at is null ${dirige === 'todos' ? sql`` : sql`and s.id = any(${enteros(dirige)})`}
      order by s.nombre, s.id`),
  );
  return filas.map((f) => ({ ...f, jid: f.conversacion_id === null ? null : direccionDeSala(f.conversacion_id) }));
}

/** Creates the sector's room (its head or an administrator); an existing room is returned as it is. */
export async function crearSala(ctx: Ctx, yo: Principal, sectorId: number) {
  const dirige = await sectoresQueDirige(ctx.db, yo);
  if (dirige !== 'todos' && !dirige.includes(sectorId)) throw prohibido('Sólo el referente del sector o un administrador puede crear su sala de chat.');
  const s = filasDe<{ nombre: string }>(await ctx.db.execute(sql`select nombre from sector where id = ${sectorId} and deleted_at is null`))[0];
  if (!s) throw noEncontrado('No existe ese sector.');
  const r = await ctx.db.transaction(async (tx) => {
    const nueva = filasDe<{ id: number }>(
      await tx.execute(sql`insert into chat_conversacion (tipo, sector_id, creado_por, created_at) values ('sala', ${sectorId}, ${yo.id}, ${reloj.ahora()})
        on conflict (sector_id) where tipo = 'sala' do nothing returning id`),
    )[0];
    if (!nueva) {
      nadaQueAuditar();
      const c = filasDe<{ id: number }>(await tx.execute(sql`select id from chat_conversacion where tipo = 'sala' and sector_id = ${sectorId}`))[0]!;
      return { id: c.id, creada: false };
    }
    await auditar(tx, { usuarioId: yo.id, entidad: 'chat_conversacion', entidadId: nueva.id, accion: 'crear', despues: { tipo: 'sala', sector_id: sectorId } });
    return { id: nueva.id, creada: true };
  });
  const { usuarios } = await miembrosDe(ctx.db, r.id);
  if (r.creada) ctx.realtime.publish({ usuarios }, 'chat-participantes');
  return { conversacion_id: r.id, jid: direccionDeSala(r.id), sector_id: sectorId, nombre: s.nombre, miembros: usuarios.length };
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
  const participante = destino.tipo === 'sala' ? direccionDeSala(destino.conversacionId) : direccionDe(u.username);
  ctx.realtime.publish({ usuarios: usuarios.filter((x) => x !== u.id) }, 'chat-escribiendo', {
    conversacion_id: destino.conversacionId,
    participante,
    fromJID: direccionDe(u.username),
    nombre: u.nombre_completo,
  });
}
