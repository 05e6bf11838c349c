import type { FastifyInstance } from 'fastify';
import { datosInvalidos } from './errors';

// Text the database cannot hold, refused here, once, for every route, before
// validation: the path, the query string and a parsed body (not an uploaded file's
// bytes; media.subida checks its fields and file name with the same function).
// - U+0000: PostgreSQL's text cannot hold it; the query failed mid-request (500).
// - A lone UTF-16 surrogate ("\ud800" in JSON): a jsonb column refuses it (500), and a
//   text column silently turned it into U+FFFD on the way to the database.

export const MENSAJE_CARACTER_NULO = 'El texto enviado contiene un carácter nulo, que no se puede guardar. Quítelo e intente nuevamente.';
export const MENSAJE_UNICODE_INVALIDO = 'El texto enviado contiene caracteres inválidos (Unicode mal formado). Corríjalo e intente nuevamente.';

// Node 20 has String.prototype.isWellFormed (ES2024); the project's lib is ES2023.
const bienFormado = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

/** The message for the first text that cannot be stored (key or value, at any depth), or null. */
export function problemaDeTexto(v: unknown): string | null {
  // Iterative, without a depth limit: a deeply nested body cannot hide a value from
  // the check, nor overflow the stack (a 1 MB body has at most about a million nodes).
  const pendientes: unknown[] = [v];
  const vistos = new Set<object>();
  while (pendientes.length) {
    const x = pendientes.pop();
    if (typeof x === 'string') {
      const p = problemaDeCadena(x);
      if (p) return p;
      continue;
    }
    if (x === null || typeof x !== 'object' || Buffer.isBuffer(x) || vistos.has(x)) continue;
    vistos.add(x);
    for (const [k, y] of Object.entries(x)) {
      const p = problemaDeCadena(k);
      if (p) return p;
      pendientes.push(y);
    }
  }
  return null;
}

function problemaDeCadena(s: string): string | null {
  if (s.includes('\u0000')) return MENSAJE_CARACTER_NULO;
  if (!bienFormado(s)) return MENSAJE_UNICODE_INVALIDO;
  return null;
}

export function rechazarTextoInvalido(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const problema = problemaDeTexto(req.params) ?? problemaDeTexto(req.query) ?? problemaDeTexto(req.body);
    if (problema) throw datosInvalidos(problema);
  });
}
