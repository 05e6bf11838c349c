import { z } from 'zod';
import { idNumero } from './http';

// The form kit's field builders: how a body's fields read what a form sends (empty texts,
// select values as text) and the Spanish messages they answer with. Shared by every
// module's schemas, so the server and the web forms say the same thing.

export const OBLIGATORIO = 'Es obligatorio';
export const ELIJA = 'Elija una opción';

/** An empty text counts as no value. */
export const vacioANull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An empty text or a missing field count as no value (a catalog's row, a form's cleared field). */
export const vacioOAusenteANull = (v: unknown) => (v === undefined ? null : vacioANull(v));

/** Select values may arrive as '12' (option values are text) or 12. */
export const aId = (v: unknown) => {
  const x = vacioANull(v);
  return typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x) : x;
};

/** The value was not sent at all (the message says «Es obligatorio», not «Ingrese un texto»). */
export const faltante = (input: unknown) => input === undefined || input === null;

export const maximo = (max: number) => `Admite hasta ${max} caracteres`;

/**
 * A required text, trimmed, up to `max` characters. `minimo` adds the explicit minimum
 * length to the schema (and so to the documented contract) where a module declared it.
 */
export const textoRequerido = (max: number, { minimo = false }: { minimo?: boolean } = {}) => {
  const texto = z.string({ error: (i) => (faltante(i.input) ? OBLIGATORIO : 'Ingrese un texto') }).trim();
  return z.preprocess(vacioANull, (minimo ? texto.min(1, OBLIGATORIO) : texto).max(max, maximo(max)));
};

/** An optional text: empty is null. */
export const textoOpcional = (max: number) =>
  z.preprocess(vacioANull, z.string({ error: 'Ingrese un texto' }).trim().max(max, maximo(max)).nullable().optional());

/** A required record id from a select. */
export const idRequerido = (mensaje = ELIJA) => z.preprocess(aId, idNumero(mensaje));

/** An optional record id from a select: empty is null. */
export const idOpcional = () => z.preprocess(aId, idNumero(ELIJA).nullable().optional());
