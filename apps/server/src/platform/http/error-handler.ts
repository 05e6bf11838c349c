import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codigoDeBase } from '../db/sql';
import { sobre } from './envelope';
import { AppError, camposInvalidos, type CampoInvalido } from './errors';

// PostgreSQL's codes for two transactions that crossed: a unique key taken in
// between, a serialization failure, a deadlock. Not a bug of the request: 409.
const CRUCES = new Set(['23505', '40001', '40P01']);

/** A schema validation failure as the same 400 a service gives for invalid fields. */
function deValidacion(err: FastifyError & { validation: { instancePath?: string; message?: string }[]; validationContext?: string }) {
  const campos: CampoInvalido[] = err.validation.map((v) => ({
    campo: (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.'),
    mensaje: v.message ?? 'Valor inválido',
  }));
  const lugar =
    err.validationContext === 'querystring' ? 'la consulta enviada' : err.validationContext === 'params' ? 'la dirección pedida' : 'los datos enviados';
  return camposInvalidos(campos, lugar);
}

// A multipart body busboy cannot read: no boundary in its content-type, or cut short (the
// connection closed, a client that stopped writing). busboy's errors carry no code, only these
// messages; each was a 500 on every upload route (issue 37, item 5).
const MULTIPART_ROTO = /^Multipart: Boundary not found$|unexpected end of (multipart data|form)|^Malformed part header$|^Unexpected end of file$/i;
export const MENSAJE_MULTIPART_ROTO =
  'El formulario enviado está incompleto o mal armado (multipart/form-data sin «boundary» o cortado antes de terminar): vuelva a enviar el archivo.';

// PostgreSQL's «numeric field overflow» and «integer out of range»: a number larger than its
// column (a stock balance past numeric(14,3)). A service that knows what overflowed says so
// first; any other one is a 400, never a 500.
const DESBORDE = new Set(['22003']);

// One place turns every failure into the envelope: Spanish message, right status,
// no stack trace. Unknown errors are logged in full and answered with a generic 500.
// Every failure also carries the request's id (`request_id`, the X-Request-Id header and
// every log line of that request's `reqId`), so a user's report can be found in the logs.
export function registrarManejoDeErrores(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const e = err instanceof AppError ? err : hasZodFastifySchemaValidationErrors(err) ? deValidacion(err) : null;
    if (e) return reply.status(e.status).send(sobre(req, e.message, e.code, e.data));
    if (CRUCES.has(codigoDeBase(err) ?? '')) {
      req.log.warn({ err }, 'cambio cruzado con otro');
      return reply
        .status(409)
        .send(sobre(req, 'Otro cambio se guardó al mismo tiempo y choca con éste. Vuelva a cargar los datos e intente nuevamente.', 'CONFLICTO'));
    }
    if (!err.statusCode && MULTIPART_ROTO.test(err.message ?? '')) {
      req.log.info({ err }, 'formulario multipart ilegible');
      return reply.status(400).send(sobre(req, MENSAJE_MULTIPART_ROTO, 'FORMULARIO_INVALIDO'));
    }
    if (DESBORDE.has(codigoDeBase(err) ?? '')) {
      req.log.warn({ err }, 'número fuera del rango de su columna');
      return reply.status(400).send(sobre(req, 'Un número enviado, o el resultado de la operación, supera el máximo que se puede guardar.', 'FUERA_DE_RANGO'));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(sobre(req, 'Demasiadas solicitudes. Espere un momento e intente nuevamente.', 'LIMITE'));
    }
    if (status === 413) {
      return reply.status(413).send(sobre(req, 'El contenido enviado es demasiado grande.', 'DEMASIADO_GRANDE'));
    }
    if (status === 415) {
      return reply.status(415).send(sobre(req, 'Tipo de contenido no admitido.', 'TIPO_NO_ADMITIDO'));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty body with a content-type, and the like.
      req.log.info({ err }, 'solicitud inválida');
      return reply.status(status).send(sobre(req, 'La solicitud no es válida.', err.code ?? 'SOLICITUD_INVALIDA'));
    }
    req.log.error({ err }, 'error no controlado');
    return reply.status(500).send(sobre(req, 'Ocurrió un error inesperado en el servidor.', 'ERROR_INTERNO'));
  });

  app.setNotFoundHandler((req, reply) => {
    return reply.status(404).send(sobre(req, `No existe la ruta ${req.method} ${req.url.split('?')[0]}.`, 'NO_ENCONTRADO'));
  });
}

/**
 * Fastify's own failures before routing (a path with broken percent-encoding,
 * FST_ERR_BAD_URL) answer in English outside the envelope: same 400, in Spanish.
 */
export const erroresDelFramework = (err: FastifyError, req: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(err.statusCode && err.statusCode < 500 ? err.statusCode : 400)
    // No hook ran for this request: its id header is set here.
    .header('x-request-id', req.id)
    .send(sobre(req, 'La dirección pedida no es válida.', 'DIRECCION_INVALIDA'));
