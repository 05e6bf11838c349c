import type { FastifyRequest } from 'fastify';

// Query parameters that carry a credential (the SSO token, a signed media link's
// signature, the push token): the request log keeps their name, never their value.
const SECRETOS_EN_CONSULTA = /([?&](?:token|token_wp|firma|sig)=)[^&#]*/gi;

export const sinSecretosEnUrl = (url: string) => url.replace(SECRETOS_EN_CONSULTA, '$1[oculto]');

/** Fastify's default request fields, with the URL's secrets hidden. */
export function reqParaLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: sinSecretosEnUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
