import { ApiError } from '../lib/api';

/** An antd `form.setFields` entry carrying only errors. */
export type ErrorCampo = { name: string; errors: string[] };

type Problema = { path: readonly PropertyKey[]; message: string };

/** Zod issues -> one entry per field (its first path segment), messages in order without repeats. */
export function erroresDeZod(problemas: readonly Problema[]): ErrorCampo[] {
  const porCampo = new Map<string, string[]>();
  for (const p of problemas) {
    const campo = p.path[0];
    if (typeof campo !== 'string') continue;
    const lista = porCampo.get(campo) ?? [];
    if (!lista.includes(p.message)) lista.push(p.message);
    porCampo.set(campo, lista);
  }
  return [...porCampo].map(([name, errors]) => ({ name, errors }));
}

function esObjeto(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A 400 reply with `data.campos: [{campo, mensaje}]` -> field errors; anything
 * else (409, 422, connection) -> [] because the client already toasted it.
 */
export function erroresDelServidor(error: unknown): ErrorCampo[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !esObjeto(error.cuerpo)) return [];
  const data = error.cuerpo.data;
  if (!esObjeto(data) || !Array.isArray(data.campos)) return [];
  return erroresDeZod(
    data.campos
      .filter((c): c is { campo: string; mensaje: string } => esObjeto(c) && typeof c.campo === 'string' && typeof c.mensaje === 'string')
      // Schema errors name nested paths 'sector_ids.0': the form field is the first part.
      .map((c) => ({ path: c.campo.split('.'), message: c.mensaje })),
  );
}
