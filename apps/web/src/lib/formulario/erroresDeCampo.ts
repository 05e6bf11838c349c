import type { FormInstance } from 'antd';
import { ApiError } from '../api';

// The form kit's one mapper: a 400 of the server (`data.campos: [{campo, mensaje}]`) or the
// issues of a domain zod schema -> antd's `form.setFields` entries, so the messages show
// under their fields. Errors without a field (409, 422, connection) give nothing here: the
// API client already toasted them.

/** A form field's name as antd takes it: 'nombre' or a nested path ['recurrencia', 'dias']. */
export type NombreCampo = string | (string | number)[];

/** An antd `form.setFields` entry carrying only errors. */
export type ErrorDeCampo = { name: NombreCampo; errors: string[] };

/** A zod issue, or a server field error split by its dots ('sector_ids.0' -> ['sector_ids', '0']). */
export type Problema = { path: readonly PropertyKey[]; message: string };

/** Which form field shows the problem at this body path (null: none, it stays in the toast). */
export type ACampo = (ruta: readonly PropertyKey[]) => NombreCampo | null;

/** The default: the path's first part names the field ('sector_ids.0' -> 'sector_ids'). */
export const primerTramo: ACampo = (ruta) => (typeof ruta[0] === 'string' && ruta[0] !== '' ? ruta[0] : null);

/** Bodies that nest groups the form shows flat ('domicilio.calle' -> 'calle'): the part after the group names the field. */
export const aplanarGrupos =
  (...grupos: string[]): ACampo =>
  (ruta) =>
    primerTramo(ruta.length > 1 && grupos.includes(String(ruta[0])) ? ruta.slice(1) : ruta);

/** Bodies with lists the form edits with a Form.List ('items.2.cantidad' -> ['items', 2, 'cantidad']); other paths by their first part. */
export const conListas =
  (...listas: string[]): ACampo =>
  (ruta) => {
    const [lista, fila, campo] = ruta;
    if (typeof lista === 'string' && listas.includes(lista) && /^\d+$/.test(String(fila)) && campo !== undefined) return [lista, Number(fila), String(campo)];
    return primerTramo(ruta);
  };

/** Problems -> one entry per field, its messages in order without repeats. */
export function erroresDeZod(problemas: readonly Problema[], aCampo: ACampo = primerTramo): ErrorDeCampo[] {
  const porCampo = new Map<string, ErrorDeCampo>();
  for (const p of problemas) {
    const name = aCampo(p.path);
    if (name === null) continue;
    const clave = JSON.stringify(name);
    const entrada = porCampo.get(clave) ?? { name, errors: [] };
    if (!entrada.errors.includes(p.message)) entrada.errors.push(p.message);
    porCampo.set(clave, entrada);
  }
  return [...porCampo.values()];
}

function esObjeto(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A 400 reply's `data.campos` as problems; anything else (409, 422, connection) -> []. */
export function problemasDelServidor(error: unknown): Problema[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !esObjeto(error.cuerpo)) return [];
  const data = error.cuerpo.data;
  if (!esObjeto(data) || !Array.isArray(data.campos)) return [];
  return data.campos
    .filter((c): c is { campo: string; mensaje: string } => esObjeto(c) && typeof c.campo === 'string' && typeof c.mensaje === 'string')
    .map((c) => ({ path: c.campo.split('.'), message: c.mensaje }));
}

/** A 400 with `data.campos` -> field errors; anything else -> [] because the client already toasted it. */
export const erroresDelServidor = (error: unknown, aCampo: ACampo = primerTramo): ErrorDeCampo[] => erroresDeZod(problemasDelServidor(error), aCampo);

/** What `form.setFields` takes (typed loosely: the names come from the server). */
type ConCampos = Pick<FormInstance, 'setFields'>;

/** Marks the fields of the errors; true when there was at least one. */
export function marcarCampos(form: ConCampos, errores: readonly ErrorDeCampo[]): boolean {
  if (errores.length > 0) form.setFields(errores.map((e) => ({ name: e.name, errors: e.errors })));
  return errores.length > 0;
}

/**
 * A failed save: the server's field errors under their fields. The toast the client showed
 * stays (it also carries the errors without a field). True when a field was marked.
 */
export const mostrarErroresDeCampo = (form: ConCampos, error: unknown, aCampo: ACampo = primerTramo): boolean =>
  marcarCampos(form, erroresDelServidor(error, aCampo));
