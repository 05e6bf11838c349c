import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on loopback that the Worknet server under test sends to
// (SMTP_URL): the journeys read the mail a person would receive, with its live link,
// while the outbox keeps no secret (issue 14).

export type CorreoRecibido = { para: string; asunto: string; texto: string };

export type Buzon = {
  /** The port it listens on, for the server's SMTP_URL. */
  puerto: number;
  /** The mails received so far for an address, oldest first. */
  correosPara(email: string): CorreoRecibido[];
  cerrar(): Promise<void>;
};

/**
 * Started by each worker's server fixture (servidor.ts) in the worker's own process,
 * on a free port: every worker's server mails its own mailbox, kept in memory.
 */
export async function iniciarBuzon(): Promise<Buzon> {
  const recibidos: CorreoRecibido[] = [];
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, sesion, listo) {
      simpleParser(stream)
        .then((m) => {
          const para = sesion.envelope.rcptTo.map((r) => r.address).join(', ');
          recibidos.push({ para, asunto: m.subject ?? '', texto: m.text ?? '' });
          listo();
        })
        .catch((err: Error) => listo(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    servidor.server.once('error', reject);
    servidor.listen(0, '127.0.0.1', () => resolve());
  });
  // The worker must be able to exit even if a connection is left open.
  servidor.server.unref();
  return {
    puerto: (servidor.server.address() as AddressInfo).port,
    correosPara: (email) => recibidos.filter((c) => c.para.toLowerCase().includes(email.toLowerCase())),
    cerrar: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
  };
}
