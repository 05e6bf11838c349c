import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { correoSaliente } from './mail.table';
import * as reloj from '@worknet/domain/reloj';

/** `secretos`: parts of the text that grant access (a reset link); they only ever reach the SMTP server. */
export type Correo = { para: string; asunto: string; texto: string; html?: string; secretos?: string[] };
/**
 * `siFalla`: a failed send is recorded in the outbox ('error') and, by default, only logged
 * ('anotar': the caller's work is done anyway); the notice pipeline asks for 'lanzar' so the
 * job queue retries it.
 */
export type OpcionesDeEnvio = { siFalla?: 'anotar' | 'lanzar' };
export type Mailer = { enviar: (c: Correo, opciones?: OpcionesDeEnvio) => Promise<void> };

/** What the outbox keeps instead of a live link: a leaked table or a look at the outbox screen must not reset a password. */
export const SECRETO_OCULTO = '[enlace de un solo uso: se envió sólo por correo y no se guarda]';

export function sinSecretos(texto: string, secretos: string[] = []): string {
  return secretos.reduce((t, s) => (s ? t.split(s).join(SECRETO_OCULTO) : t), texto);
}

/**
 * Every mail is written to the outbox first, without its secrets; with SMTP_URL the
 * whole text is then sent. Without SMTP_URL it stays there as 'sin_smtp'. The log
 * never carries a mail's text.
 */
export function crearMailer(opts: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transporte = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    enviar: async (c, opciones = {}) => {
      const guardado = { para: c.para, asunto: c.asunto, texto: sinSecretos(c.texto, c.secretos), html: c.html ? sinSecretos(c.html, c.secretos) : undefined };
      const [fila] = await opts.db
        .insert(correoSaliente)
        .values({ ...guardado, estado: transporte ? 'pendiente' : 'sin_smtp' })
        .returning({ id: correoSaliente.id });
      if (!transporte || !fila) {
        opts.log.info({ para: c.para, asunto: c.asunto }, 'correo guardado en la bandeja de salida (sin SMTP_URL: no se envía)');
        return;
      }
      try {
        await transporte.sendMail({ from: opts.from, to: c.para, subject: c.asunto, text: c.texto, html: c.html });
        await opts.db.update(correoSaliente).set({ estado: 'enviado', enviado_at: reloj.ahora() }).where(eq(correoSaliente.id, fila.id));
      } catch (err) {
        opts.log.error({ err: sinSecretos(String(err), c.secretos), para: c.para }, 'no se pudo enviar el correo');
        await opts.db
          .update(correoSaliente)
          .set({ estado: 'error', error: sinSecretos(String(err), c.secretos) })
          .where(eq(correoSaliente.id, fila.id));
        // Without its secrets: the job queue keeps a failure's message, and the original error
        // (which may quote the text) is not attached as its cause.
        if (opciones.siFalla === 'lanzar')
          // eslint-disable-next-line preserve-caught-error -- the cause may carry a one-use link
          throw new Error(`No se pudo enviar el correo a ${c.para}: ${sinSecretos(String(err), c.secretos)}`);
      }
    },
  };
}
