import type { Ctx } from '../../platform/context';
import type { Correo } from '../../platform/mail/mailer';
import { publicarEvento, type EventoEnVivo } from '../../platform/realtime/evento-en-vivo';
import { EVENTOS_EN_VIVO } from '@worknet/domain/tiempo-real';

// The delivery of a notice (avisos.service.ts), one job kind per channel. Each runs after the commit
// that queued it, on whichever instance fetches it first.
//
// 'push' has no job yet: the web-push module will define TRABAJO_PUSH here (one job per
// subscription, retried like the e-mails) and avisos.service.ts will queue it with the others.

export const TRABAJO_VIVO = 'aviso_vivo';
export const TRABAJO_CORREO = 'aviso_correo';

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
}
