import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { correoSaliente } from './mail.table';

export type Correo = { para: string; asunto: string; texto: string; html?: string };
export type Mailer = { enviar: (c: Correo) => Promise<void> };

/**
 * Every mail is written to the outbox first; with SMTP_URL it is then sent,
 * without it it stays there (and in the log) so recovery works on a fresh machine.
 */
export function crearMailer(opts: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transporte = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    enviar: async (c) => {
      const [fila] = await opts.db
        .insert(correoSaliente)
        .values({ ...c, estado: transporte ? 'pendiente' : 'sin_smtp' })
        .returning({ id: correoSaliente.id });
      if (!transporte || !fila) {
        opts.log.info({ para: c.para, asunto: c.asunto, texto: c.texto }, 'correo guardado en la bandeja de salida (sin SMTP_URL)');
        return;
      }
      try {
        await transporte.sendMail({ from: opts.from, to: c.para, subject: c.asunto, text: c.texto, html: c.html });
        await opts.db.update(correoSaliente).set({ estado: 'enviado', enviado_at: new Date() }).where(eq(correoSaliente.id, fila.id));
      } catch (err) {
        opts.log.error({ err, para: c.para }, 'no se pudo enviar el correo');
        await opts.db.update(correoSaliente).set({ estado: 'error', error: String(err) }).where(eq(correoSaliente.id, fila.id));
      }
    },
  };
}
