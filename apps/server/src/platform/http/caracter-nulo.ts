import type { FastifyInstance } from 'fastify';
import { datosInvalidos } from './errors';

// PostgreSQL's text cannot hold U+0000: a string carrying one made the database fail
// mid-request (500) wherever it reached a query. Refused here, once, for every route,
// before validation: the path, the query string and a parsed body (not an uploaded file's bytes).

export const MENSAJE_CARACTER_NULO = 'El texto enviado contiene un carácter nulo, que no se puede guardar. Quítelo e intente nuevamente.';
const PROFUNDIDAD = 20;

export function tieneCaracterNulo(v: unknown, profundidad = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (v === null || typeof v !== 'object' || Buffer.isBuffer(v) || profundidad > PROFUNDIDAD) return false;
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || tieneCaracterNulo(x, profundidad + 1));
}

export function rechazarCaracterNulo(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (tieneCaracterNulo(req.params) || tieneCaracterNulo(req.query) || tieneCaracterNulo(req.body)) throw datosInvalidos(MENSAJE_CARACTER_NULO);
  });
}
