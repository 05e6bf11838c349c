import { sql } from 'drizzle-orm';
import { direccionDe, direccionDeSala } from '@worknet/domain/chat/direcciones';
import type { EnviarBody } from '@worknet/domain/chat/esquemas';
import { MEDIA_CHAT } from '@worknet/domain/chat/rutas';
import * as reloj from '@worknet/domain/reloj';
import { auditar } from '../../platform/audit/audit';
import { nadaQueAuditar } from '../../platform/audit/auditoria-rutas';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { noEncontrado, prohibido, reglaDeNegocio } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { eliminarMediaDe, vincularMedia } from '../media/media.service';
import { avisar, type AvisoPush } from '../notificaciones/avisos.service';
import { armarMensajes, columnasMensaje, desdeMensajes, miembrosDe, punterosDeLosOtros, resolverDestino, type FilaMensaje } from './chat.service';

// Writing in the chat: sending a message (the conversation, the message, the last message and
// the pointers in one statement) and deleting one's own. Bodies never reach logs or the audit.

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
/**
 * The push of a chat message: who wrote and where to open it, never the body (a ward's chat may
 * name a patient). One tag per conversation: its pushes collapse into one notification.
 */
export function pushDeChat(yo: Pick<Principal, 'username' | 'nombre_completo'>, sala: string | null, conversacionId: number, usuarioIds: number[]): AvisoPush {
  return {
    tipo: 'chat',
    usuarioIds,
    titulo: yo.nombre_completo,
    texto: sala ? 'Escribió un mensaje en la sala.' : 'Le escribió un mensaje.',
    enlace: `/chat?con=${encodeURIComponent(sala ?? direccionDe(yo.username))}`,
    etiqueta: `chat-${conversacionId}`,
  };
}

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
        return { id: previo.id, conversacionId, nueva: false, repetido: true, avisado: null };
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
    // Web push to the members with no live socket at delivery (issue 40), queued with the message.
    const para = destino.tipo === 'directa' ? [destino.otro.id] : (await miembrosDe(tx, conversacionId)).usuarios.filter((u) => u !== yo.id);
    const avisado = await avisar(ctx, tx, { push: [pushDeChat(yo, destino.tipo === 'sala' ? direccionDeSala(conversacionId) : null, conversacionId, para)] });
    return { id: m.id, conversacionId, nueva: c.ultimo === null, repetido: false, avisado };
  });
  r.avisado?.entregar();
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
