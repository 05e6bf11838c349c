import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why this write route leaves no audit row (login, marking read, a draft upload,
     * a write audited by a job...). Without it, a 2xx answer must have called auditar().
     */
    sinAuditoria?: string;
  }
  interface FastifyInstance {
    /** Write routes under the check ("POST /api/v1/x"), and those that wrote an audit row at least once: the tests' coverage check reads both. */
    rutasVigiladas: string[];
    rutasAuditadas: Set<string>;
  }
}

/** What one write request did to the audit log. */
type Registro = { filas: number; nadaQueAuditar: boolean };

// One store per write request, set around its handler: auditar() finds it without
// being passed the request, and a read request never creates one.
const registros = new AsyncLocalStorage<Registro>();

/** auditar() calls it for every row it writes: a counter, no query. */
export function contarFilaDeAuditoria(): void {
  const r = registros.getStore();
  if (r) r.filas++;
}

/**
 * For a write route that audits when it changes something and this time found
 * nothing to change (the same value again, an unknown e-mail that must not be revealed).
 */
export function nadaQueAuditar(): void {
  const r = registros.getStore();
  if (r) r.nadaQueAuditar = true;
}

const ESCRITURA = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const esRutaDeEscritura = (method: string, url: string) => ESCRITURA.has(method) && url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * `error` (tests): a write route that answers 2xx without an audit row and
 * without `config.sinAuditoria` answers 500 naming itself, so every API test
 * that calls a write route checks it. `aviso` (production): only a warning in the log.
 */
export type ModoAuditoriaRutas = 'error' | 'aviso';

/** Registers the check on every write route declared after it (call it before the modules). */
export function exigirAuditoria(app: FastifyInstance, modo: ModoAuditoriaRutas) {
  app.decorate('rutasVigiladas', [] as string[]);
  app.decorate('rutasAuditadas', new Set<string>());

  app.addHook('onRoute', (route) => {
    const metodos = [route.method].flat().filter((m) => esRutaDeEscritura(m, route.url));
    if (!metodos.length) return;
    const motivo = route.config?.sinAuditoria;
    if (motivo !== undefined) {
      if (typeof motivo !== 'string' || !motivo.trim()) throw new Error(`La ruta ${metodos.join(',')} ${route.url} declara sinAuditoria sin motivo.`);
      return;
    }
    for (const m of metodos) app.rutasVigiladas.push(`${m} ${route.url}`);
    const original = route.handler;
    const vigilado = async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      const registro: Registro = { filas: 0, nadaQueAuditar: false };
      const respuesta: unknown = await registros.run(registro, () => original.call(this, req, reply));
      const ruta = `${req.method} ${route.url}`;
      if (registro.filas > 0) {
        app.rutasAuditadas.add(ruta);
        return respuesta;
      }
      if (registro.nadaQueAuditar || reply.statusCode < 200 || reply.statusCode >= 300) return respuesta;
      const mensaje = `La ruta ${ruta} respondió ${reply.statusCode} sin escribir auditoría: llame a auditar() en su transacción o declare config.sinAuditoria con el motivo.`;
      if (modo === 'aviso' || reply.sent) {
        // Already sent (a stream): nothing to turn into an error, the log says it.
        req.log[modo === 'aviso' ? 'warn' : 'error']({ ruta }, mensaje);
        return respuesta;
      }
      throw new AppError(500, mensaje, 'SIN_AUDITORIA');
    };
    route.handler = vigilado;
  });
}
