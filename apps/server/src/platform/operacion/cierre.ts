import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '../http/errors';
import type { Realtime } from '../realtime/realtime';

/** Event sent to every socket of this instance just before it closes them (the client reconnects by itself). */
export const EVENTO_REINICIO = 'servidor-reinicia';

/** How long a shutdown may take before the process exits anyway (under the 30 s most orchestrators wait). */
export const LIMITE_DE_CIERRE_MS = 25_000;

/**
 * What the app does once it starts closing (app.close(), on SIGTERM/SIGINT in main.ts):
 * - sockets are told (EVENTO_REINICIO) and their transports closed: socket.io's client then
 *   reconnects by itself, to whichever instance the balancer picks. A server-side
 *   `socket.disconnect()` would not do: the client takes 'io server disconnect' as final.
 * - requests arriving on a kept-alive connection are answered 503 in Spanish, with
 *   Connection: close, so the balancer moves on (Fastify's own 503 is an English body);
 * - answers to the requests in flight close their connection, so Fastify's server.close()
 *   is not left waiting for idle keep-alive sockets.
 * Fastify then stops listening, waits for the requests in flight, and runs the onClose hooks
 * (job queue stop, after-the-answer work, realtime, in buildApp).
 */
export function registrarCierre(app: FastifyInstance, realtime: Realtime): void {
  let cerrando = false;
  app.addHook('onRequest', (_req, _reply, listo) => {
    if (!cerrando) return listo();
    listo(new AppError(503, 'El servidor se está reiniciando. Intente nuevamente en unos segundos.', 'REINICIANDO'));
  });
  app.addHook('onSend', (_req, reply, carga, listo) => {
    if (cerrando) reply.header('connection', 'close');
    listo(null, carga);
  });
  app.addHook('preClose', (listo) => {
    cerrando = true;
    // Local only: with the Redis adapter a plain emit would reach the other instances' sockets too.
    realtime.io.local.emit(EVENTO_REINICIO, { message: 'El servidor se está reiniciando; la conexión se restablece sola.' });
    realtime.io.engine.close();
    listo();
  });
}

/**
 * SIGTERM or SIGINT closes the app in order (`cerrar`: app.close() then the database) and exits 0;
 * if that takes longer than `limiteMs` it logs what happened and exits 1 anyway. A second
 * signal (Ctrl+C twice) exits at once.
 */
export function cerrarAlRecibirSenal(log: FastifyBaseLogger, cerrar: () => Promise<void>, limiteMs = LIMITE_DE_CIERRE_MS): void {
  let recibida: string | null = null;
  for (const senal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(senal, () => {
      if (recibida) {
        log.warn(`Recibida ${senal} durante el cierre: se sale sin esperar.`);
        process.exit(1);
      }
      recibida = senal;
      log.info(`Recibida ${senal}: no se aceptan conexiones nuevas; se terminan los pedidos y trabajos en curso y se cierra.`);
      const reloj = setTimeout(() => {
        log.error(`El cierre tardó más de ${limiteMs / 1000} s: se sale sin esperar lo que seguía en curso.`);
        process.exit(1);
      }, limiteMs);
      reloj.unref();
      cerrar().then(
        () => {
          log.info('Cierre ordenado completo.');
          process.exit(0);
        },
        (err: unknown) => {
          log.error({ err }, 'Falló el cierre ordenado.');
          process.exit(1);
        },
      );
    });
  }
}
