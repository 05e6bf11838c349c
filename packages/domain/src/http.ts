import { z } from 'zod';
import { ENTERO_MAXIMO } from './constantes';
import { esFechaIso } from './fechas';

// The reply envelope every call answers with (architecture §4), built by
// apps/server/src/platform/http/envelope.ts and read by apps/web/src/lib/api.ts.
export type Envelope<T = unknown> = {
  success: boolean;
  message: string;
  code: number | string;
  data?: T;
  total?: number;
};

// Response contracts. A route declares `response: { 200: respuesta(esquema) }` with a schema
// from this package; the server serialises with it (fields not in the schema never leave) and
// the web types its calls with `Cable<typeof esquema>`, the shape on the wire. Timestamps are
// `instante`: a Date in the server's hands, an ISO string on the wire and in the web.

/** What a schema looks like as JSON: its input side (a Date leaves as an ISO string). */
export type Cable<T extends z.ZodType> = z.input<T>;

/** A timestamp in a response: the service returns a Date, the wire and the web carry its ISO string. */
export const instante = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (s) => new Date(s),
  encode: (d) => d.toISOString(),
});

const cabecera = { success: z.boolean(), message: z.string(), code: z.number() };

/** The envelope of a reply that carries one value (an object, a list without total, a scalar). */
export const respuesta = <T extends z.ZodType>(data: T) => z.object({ ...cabecera, data });
/** The envelope of a paged list: its rows and how many there are in all. */
export const respuestaLista = <T extends z.ZodType>(fila: T) => z.object({ ...cabecera, data: z.array(fila), total: z.number() });
/** The envelope of a reply with nothing but its message. */
export const respuestaVacia = z.object(cabecera);

/** The reply of a route that sends a file's bytes (a photo, an export) instead of JSON. */
export const binario = z.string().meta({ format: 'binary', description: 'El contenido del archivo' });

/** An option of a select: what remote searches (users, personas, catalogs) answer. */
export const opcion = z.object({ value: z.number(), label: z.string() });
export type Opcion = Cable<typeof opcion>;

/** `descending=true|false` of a sorted list (a boolean when the body is JSON). */
export const descendente = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional();

/** The most rows one page of any list brings (the one cap: lists, catalogs, payroll, the feed). */
export const LIMITE_PAGINA = 500;
/** `limit` of a page: 1 to LIMITE_PAGINA rows, `porDefecto` when not given. */
export const limitePagina = (porDefecto = 50) => z.coerce.number().int().min(1).max(LIMITE_PAGINA).default(porDefecto);

/** Paging of a list: filter, skip, limit. A list that sorts on request adds its columns (paginaOrdenadaPor). */
export const paginaQuery = z.object({
  filter: z.string().max(200).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: limitePagina(),
});
export type PaginaQuery = z.infer<typeof paginaQuery>;

/** The 400 of a sortBy that is not one of the list's columns (also for catalogs' `sort`). */
export function mensajeOrden(pedido: unknown, columnas: readonly string[]): string {
  const x = String(pedido);
  return `No se puede ordenar por «${x.length > 60 ? `${x.slice(0, 60)}…` : x}». Columnas posibles: ${columnas.join(', ')}.`;
}

/**
 * The one sortBy rule of every list: one of its own columns, else a 400 naming them.
 * z.enum looks the name up among these values only, so `__proto__` or `constructor`
 * are unknown names like any other (a lookup `ORDENABLES[sortBy]` found
 * Object.prototype's and the query failed: 500).
 */
export const ordenarPor = <const T extends readonly [string, ...string[]]>(columnas: T) =>
  z.enum(columnas, { error: (iss) => mensajeOrden(iss.input, columnas) }).optional();

/** Paging of a list sorted by one of `columnas` (sortBy), ascending unless `descending`. */
export const paginaOrdenadaPor = <const T extends readonly [string, ...string[]]>(columnas: T) =>
  paginaQuery.extend({ sortBy: ordenarPor(columnas), descending: descendente });

/** The largest PostgreSQL `integer` (defined in constantes.ts, which rules without zod import). */
export { ENTERO_MAXIMO };
// Ids are integers: a larger number names no record.
const FUERA_DE_RANGO = 'No existe un registro con ese número';

// The range first, each check stopping the rest: 2^53 or 1e308 answer «no record» once,
// not also zod's safe-integer bound (a second, technical message for the same field).
const comoId = (n: z.ZodNumber, mensaje?: string) =>
  n
    .max(ENTERO_MAXIMO, { error: mensaje ?? FUERA_DE_RANGO, abort: true })
    .positive({ error: mensaje, abort: true })
    .int(mensaje);
/** A record id in a body; `mensaje` replaces the default messages. */
export const idNumero = (mensaje?: string) => comoId(z.number(mensaje ? { error: mensaje } : undefined), mensaje);
/** A record id in a path or a query string (text that must be a number). */
export const idCoercido = (mensaje?: string) => comoId(z.coerce.number(mensaje ? { error: mensaje } : undefined), mensaje);

export const idParam = z.object({ id: idCoercido() });

/** A calendar day 'YYYY-MM-DD' that exists, in the years the spec allows (esFechaIso: 1901–4999). */
export const diaIso = (mensaje = 'Use una fecha AAAA-MM-DD') => z.string({ error: mensaje }).refine(esFechaIso, mensaje);
/** An instant with its offset ('2026-11-22T10:00:00-03:00'), in the same years: the database refuses a year 0. */
export const instanteIso = (mensaje: string) =>
  z.iso.datetime({ offset: true, error: mensaje, abort: true }).refine((v) => esFechaIso(v.slice(0, 10)), mensaje);
