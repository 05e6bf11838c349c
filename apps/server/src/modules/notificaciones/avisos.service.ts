import { mensajeSistemaNuevo, type MensajeSistemaNuevo, type NotificacionNueva } from '@worknet/domain/notificaciones/esquemas';
import type { EventoNotificacion } from '@worknet/domain/notificaciones/tipos';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Correo } from '../../platform/mail/mailer';
import type { EventoEnVivo } from '../../platform/realtime/evento-en-vivo';
import { correosDeAviso } from '../perfil/avisos.service';
import { escribirMensajeSistema } from './mensajes.service';
import { escribirNotificacion } from './notificaciones.escritura';
import { TRABAJO_CORREO, TRABAJO_PUSH, TRABAJO_VIVO } from './canales';
import type { TipoPush } from '@worknet/domain/push/clases';
import { cargaSegura, type EntregaPush } from '../push/entrega.service';

// The one call that notifies users (issue 38, item 2). Inside the caller's transaction it
// writes the bell (a notification or a system message) and queues its delivery on the job
// queue, one job per channel, in the same transaction: the delivery exists if and only if the
// change commits, and a restart between the commit and the delivery loses nothing.
//
// Channels (canales.ts): 'vivo' (the socket), 'correo' (one job per mail, retried) and 'push'
// (one job per push, fanned out to the recipients' subscriptions, modules/push). A notification
// and a system message are pushed too; other kinds (news, chat) pass `push`.

export const CANALES_DE_AVISO = ['vivo', 'correo', 'push'] as const;
export type CanalDeAviso = (typeof CANALES_DE_AVISO)[number];

export type Aviso = {
  /**
   * A notification of the bell from `autorId` to an audience (its recipients fixed now, audited).
   * Those who chose it in «Mi perfil» also get it by e-mail; with `correoATodos`, everybody it
   * reaches does, whatever their preference, and the mail's last line says why (`motivo`).
   */
  notificacion?: { autorId: number; datos: NotificacionNueva; correoATodos?: { motivo: string } };
  /** A system message to each of these users (never by e-mail). */
  mensaje?: MensajeSistemaNuevo;
  /** Other live events (a hint to refetch), besides those of the bell above. */
  vivo?: EventoEnVivo[];
  /**
   * Web pushes of other kinds (CLASES_PUSH: news, chat), to users without a live socket at
   * delivery time. Title, short text and route only: never health or pay data.
   */
  push?: AvisoPush[];
  /**
   * The notification or message carries personal data (a pay slip, an HR file): its push says only
   * that there is something new, not its text. Notifications with `correoATodos` (pay slips) and
   * system messages of MODULOS_RESERVADOS always are.
   */
  reservado?: boolean;
  /**
   * E-mails to addresses outside the bell (the address on a persona's file), through the same
   * retried channel. Never a secret: the queue and the outbox keep what they carry.
   */
  correos?: Correo[];
};

/** One push: `tipo` is a CLASES_PUSH entry; `etiqueta` collapses those of one thread (a chat conversation). */
export type AvisoPush = {
  tipo: TipoPush;
  usuarioIds: number[];
  titulo: string;
  texto: string;
  enlace: string | null;
  etiqueta?: string | null;
  urgente?: boolean;
};

/** Modules whose system messages are about a person's file or pay: their push never carries the text. */
export const MODULOS_RESERVADOS = new Set(['recibos', 'rrhh', 'nomina', 'licencias', 'fichaje', 'archivos', 'admin']);
const TEXTO_RESERVADO = 'Tiene un aviso nuevo en Worknet. Ábralo para ver el detalle.';

export type Avisado = {
  notificacion: { id: number; destinatarios: number[] } | null;
  mensajes: { id: number; usuario_id: number }[];
  /** After the commit: the delivery starts at once instead of at the next poll (forgetting it only delays it). */
  entregar: () => void;
};

/** What notifying needs from the app. */
export type Avisador = Pick<Ctx, 'trabajos' | 'config'>;

/** Writes `aviso` in `tx` and queues its delivery there; call `entregar()` of the result after the commit. */
export async function avisar(ctx: Avisador, tx: Db, aviso: Aviso): Promise<Avisado> {
  const vivo: EventoEnVivo[] = [];
  const pushes: AvisoPush[] = [];
  const correos: Correo[] = [...(aviso.correos ?? [])];
  let notificacion: Avisado['notificacion'] = null;
  if (aviso.notificacion) {
    const { autorId, datos: d, correoATodos } = aviso.notificacion;
    const n = await escribirNotificacion(tx, autorId, d);
    notificacion = { id: n.id, destinatarios: n.destinatarios };
    const carga: EventoNotificacion = { id: n.id, titulo: d.titulo, texto: d.texto, enlace: d.enlace, created_at: n.created_at.toISOString() };
    // One emit for all the recipients (with Redis, one message per event). Only active users
    // hold sessions, so for 'todos' the connected sockets are the recipients.
    vivo.push({ destino: d.audiencia === 'todos' ? 'todos' : { usuarios: n.destinatarios }, evento: 'notificacion', carga });
    correos.push(...(await correosDeAviso(tx, ctx.config.publicUrl, n.destinatarios, d, correoATodos)));
    const reservado = aviso.reservado || !!correoATodos;
    pushes.push({
      tipo: 'notificaciones',
      usuarioIds: n.destinatarios,
      titulo: reservado ? 'Nueva notificación' : d.titulo,
      texto: reservado ? TEXTO_RESERVADO : d.texto,
      enlace: d.enlace,
    });
  }
  const escritos = aviso.mensaje ? await escribirMensajeSistema(tx, aviso.mensaje) : null;
  vivo.push(...(escritos?.eventos ?? []), ...(aviso.vivo ?? []));
  if (aviso.mensaje && escritos?.mensajes.length) {
    const m = aviso.mensaje;
    const reservado = aviso.reservado || MODULOS_RESERVADOS.has(m.modulo);
    pushes.push({
      tipo: 'mensajes',
      usuarioIds: [...new Set(escritos.mensajes.map((x) => x.usuario_id))],
      titulo: reservado ? 'Nuevo mensaje del sistema' : m.titulo,
      texto: reservado ? TEXTO_RESERVADO : m.texto,
      enlace: mensajeSistemaNuevo.shape.enlace.parse(m.enlace),
      urgente: m.urgente ?? false,
    });
  }
  pushes.push(...(aviso.push ?? []));
  // No VAPID subject configured: push is off, nothing is queued for it.
  const entregas: EntregaPush[] = ctx.config.push.sujeto
    ? pushes
        .filter((p) => p.usuarioIds.length > 0)
        .map((p) => ({
          tipo: p.tipo,
          usuarioIds: p.usuarioIds,
          urgente: p.urgente ?? false,
          carga: cargaSegura({ titulo: p.titulo, texto: p.texto, enlace: p.enlace, tipo: p.tipo, etiqueta: p.etiqueta ?? null }),
        }))
    : [];
  const encolados: string[] = [];
  if (vivo.length) {
    await ctx.trabajos.encolarEn(tx, TRABAJO_VIVO, [{ eventos: vivo }]);
    encolados.push(TRABAJO_VIVO);
  }
  if (correos.length) {
    await ctx.trabajos.encolarEn(tx, TRABAJO_CORREO, correos);
    encolados.push(TRABAJO_CORREO);
  }
  if (entregas.length) {
    await ctx.trabajos.encolarEn(tx, TRABAJO_PUSH, entregas);
    encolados.push(TRABAJO_PUSH);
  }
  return {
    notificacion,
    mensajes: escritos?.mensajes ?? [],
    entregar: () => {
      for (const t of encolados) ctx.trabajos.despertar(t);
    },
  };
}

/** `avisar` in a transaction of its own, delivered once it commits. */
export async function avisarAhora(ctx: Avisador & Pick<Ctx, 'db'>, aviso: Aviso): Promise<Avisado> {
  const avisado = await ctx.db.transaction((tx) => avisar(ctx, tx, aviso));
  avisado.entregar();
  return avisado;
}

/**
 * The helper any module calls: writes the message in its own transaction through the notice
 * pipeline (avisos.service.ts), which delivers it live once committed. Without the job queue (seeds)
 * it is only written. Returns the ids written.
 *
 *   await enviarMensajeSistema(ctx, { usuarioIds: [id], titulo: 'Pedido confirmado',
 *     texto: 'Su pedido 123 fue confirmado.', enlace: '/mi_pedido', modulo: 'pedidos' });
 */
export async function enviarMensajeSistema(ctx: { db: Db } & Partial<Avisador>, datos: MensajeSistemaNuevo): Promise<number[]> {
  const { trabajos, config } = ctx;
  const escritos =
    trabajos && config
      ? await avisarAhora({ db: ctx.db, trabajos, config }, { mensaje: datos })
      : await ctx.db.transaction((tx) => escribirMensajeSistema(tx, datos));
  return escritos.mensajes.map((m) => m.id);
}
