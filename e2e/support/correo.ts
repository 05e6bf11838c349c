import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on loopback that the Worknet server under test sends to
// (SMTP_URL): the journeys read the mail a person would receive, with its live link,
// while the outbox keeps no secret (issue 14).
const archivo = (dataDir: string) => join(dataDir, 'correos-recibidos.jsonl');

export type CorreoRecibido = { para: string; asunto: string; texto: string };

/** Started once by playwright.config.ts in the runner's process; each mail becomes a line of the file. */
export function iniciarBuzon(puerto: number, dataDir: string): void {
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, sesion, listo) {
      simpleParser(stream)
        .then((m) => {
          const para = sesion.envelope.rcptTo.map((r) => r.address).join(', ');
          appendFileSync(archivo(dataDir), `${JSON.stringify({ para, asunto: m.subject ?? '', texto: m.text ?? '' })}\n`);
          listo();
        })
        .catch((err: Error) => listo(err));
    },
  });
  servidor.listen(puerto, '127.0.0.1');
  // The runner must be able to exit when the run ends.
  servidor.server.unref();
}

/** The mails received so far for an address, oldest first. */
export function correosPara(dataDir: string, email: string): CorreoRecibido[] {
  if (!existsSync(archivo(dataDir))) return [];
  return readFileSync(archivo(dataDir), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as CorreoRecibido)
    .filter((c) => c.para.toLowerCase().includes(email.toLowerCase()));
}
