import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries a request's id both ways (the balancer's, or ours). */
export const CABECERA_ID_DE_PEDIDO = 'x-request-id';

// A balancer's id is kept so one request can be followed across the proxy and every
// instance; anything longer or with other characters could forge log lines, so it is replaced.
const ID_SEGURO = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's genReqId: the incoming X-Request-Id when short and safe, else a random UUID. */
export function generarIdDePedido(req: IncomingMessage): string {
  const dado = req.headers[CABECERA_ID_DE_PEDIDO];
  return typeof dado === 'string' && ID_SEGURO.test(dado) ? dado : randomUUID();
}

/**
 * Every answer names its request (X-Request-Id): added before any other hook, so a 401 of
 * the guard, a 404 or a rate-limit refusal carry it too (error envelopes add `request_id`).
 */
export function registrarIdDePedido(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, listo) => {
    reply.header(CABECERA_ID_DE_PEDIDO, req.id);
    listo();
  });
}
