import type { FastifyInstance } from 'fastify';

/**
 * A call spec §7 names as a query parameter on another resource's path
 * (`GET /api/v1/rrhh/liquidacion?descargas=true`, the catalog's path) that a declared route
 * serves at a path of its own (`GET /api/v1/rrhh/liquidacion/descargas`). Fastify routes by path,
 * so the URL is rewritten before routing (its `rewriteUrl` option): permission, schemas, record
 * rule and answer are the destination route's, as if it had been called by its own path.
 * The parameter is dropped and the rest of the query goes on untouched; any other value of the
 * parameter leaves the request where it was.
 */
export type LlamadaPorParametro = { ruta: string; parametro: string; valor: string; destino: string; motivo: string };

/** Fastify's `rewriteUrl`: the destination of a GET (or HEAD) that names one of `llamadas`, else the URL as it came. */
export function reescribirLlamadas(llamadas: readonly LlamadaPorParametro[]) {
  const porRuta = new Map(llamadas.map((l) => [l.ruta, l]));
  return (req: { method?: string; url?: string }): string => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    if (q < 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return url;
    const l = porRuta.get(url.slice(0, q));
    if (!l) return url;
    // The raw pieces, not URLSearchParams: the rest keeps its bytes (a malformed one still gets its 400).
    const partes = url.slice(q + 1).split('&');
    const marca = `${l.parametro}=${l.valor}`;
    if (!partes.includes(marca)) return url;
    const resto = partes.filter((p) => p !== marca && p !== '').join('&');
    return resto ? `${l.destino}?${resto}` : l.destino;
  };
}

/** At start: each destination must be a declared GET route, or the server does not start. */
export function verificarLlamadasPorParametro(app: FastifyInstance, llamadas: readonly LlamadaPorParametro[]) {
  app.addHook('onReady', async () => {
    for (const l of llamadas) {
      if (!app.rutasDeclaradas.some((r) => r.method === 'GET' && r.url === l.destino)) {
        throw new Error(`La llamada ${l.ruta}?${l.parametro}=${l.valor} lleva a ${l.destino}, que no es una ruta GET declarada.`);
      }
    }
  });
}
