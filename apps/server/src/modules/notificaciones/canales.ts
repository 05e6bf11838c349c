import type { Ctx } from '../../platform/context';
import type { Correo } from '../../platform/mail/mailer';
import { publicarEvento, type EventoEnVivo } from '../../platform/realtime/evento-en-vivo';
import { EVENTOS_EN_VIVO } from '@worknet/domain/tiempo-real';
import { entregarPush, reintentarPush, type EntregaPush, type ReintentoPush } from '../push/entrega.service';

// The delivery of a notice (avisos.service.ts), one job kind per channel. Each runs after the commit
// that queued it, on whichever instance fetches it first.
//
// 'push' (issue 40): one job per push (a news item for 5,000 people is one job that works through
// their subscriptions with progress, modules/push/entrega.service.ts), and one retry job per
// subscription whose push service failed, backed off like the e-mails.

export const TRABAJO_VIVO = 'aviso_vivo';
export const TRABAJO_CORREO = 'aviso_correo';
export const TRABAJO_PUSH = 'aviso_push';
export const TRABAJO_PUSH_REINTENTO = 'aviso_push_reintento';

/** The events of one notice, published in their order. */
export type EntregaEnVivo = { eventos: EventoEnVivo[] };

export function definirCanalesDeAviso(ctx: Ctx): void {
  ctx.trabajos.definir<EntregaEnVivo>(
    TRABAJO_VIVO,
    async (t) => {
      // Data read back from the queue: each event is checked against its declaration before it goes out.
      for (const e of t.datos.eventos) {
        const esquema = EVENTOS_EN_VIVO[e.evento];
        if (!esquema) throw new Error(`El evento en vivo "${e.evento}" no está declarado.`);
        publicarEvento(ctx.realtime, { ...e, carga: esquema.parse(e.carga) } as EventoEnVivo);
      }
    },
    // A live hint a minute late is stale news: one retry, soon.
    { reintentos: 1, esperaSegundos: 5, vencimientoSegundos: 60 },
  );
  ctx.trabajos.definir<Correo>(
    TRABAJO_CORREO,
    // A failed send throws (after the outbox records it): the queue retries it later.
    async (t) => ctx.mailer.enviar(t.datos, { siFalla: 'lanzar' }),
    // An SMTP server down for a while: retries at 1, 2, 4, 8 and 16 minutes.
    { reintentos: 5, esperaSegundos: 60, escalonado: true, vencimientoSegundos: 120 },
  );
  ctx.trabajos.definir<EntregaPush>(
    TRABAJO_PUSH,
    (t) => entregarPush(ctx, t, TRABAJO_PUSH_REINTENTO),
    // A retry after a crash skips the subscriptions already logged; failures of one push service
    // go to their own retry jobs, so the fan-out itself is not repeated for them.
    { reintentos: 2, esperaSegundos: 30, vencimientoSegundos: 30 * 60 },
  );
  ctx.trabajos.definir<ReintentoPush>(
    TRABAJO_PUSH_REINTENTO,
    (t) => reintentarPush(ctx, t),
    // A push service down for a while: 1, 2, 4 and 8 minutes (the push's TTL runs meanwhile).
    { reintentos: 4, esperaSegundos: 60, escalonado: true, vencimientoSegundos: 60 },
  );
}
