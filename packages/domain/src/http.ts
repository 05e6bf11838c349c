import { z } from 'zod';
import { esFechaIso } from './fechas';

// The reply envelope every call answers with (architecture §4). Keep in sync with
// apps/server/src/platform/http/envelope.ts and apps/web/src/lib/api.ts.
export type Envelope<T = unknown> = {
  success: boolean;
  message: string;
  code: number | string;
  data?: T;
  total?: number;
};

export const envelopeSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.union([z.number(), z.string()]),
    data: data.optional(),
    total: z.number().optional(),
  });

/** Shared paging/sorting query, as the nomina calls use it. */
export const pagingQuery = z.object({
  filter: z.string().max(200).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  sortBy: z.string().max(60).optional(),
  descending: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

/** The largest PostgreSQL `integer`: beyond it the database refuses the value. */
export const ENTERO_MAXIMO = 2_147_483_647;
// Ids are integers: a larger number names no record.
const FUERA_DE_RANGO = 'No existe un registro con ese número';

/** A record id in a body; `mensaje` replaces the default messages. */
export const idNumero = (mensaje?: string) => z.number(mensaje ? { error: mensaje } : undefined).int(mensaje).positive(mensaje).max(ENTERO_MAXIMO, mensaje ?? FUERA_DE_RANGO);
/** A record id in a path or a query string (text that must be a number). */
export const idCoercido = (mensaje?: string) => z.coerce.number(mensaje ? { error: mensaje } : undefined).int(mensaje).positive(mensaje).max(ENTERO_MAXIMO, mensaje ?? FUERA_DE_RANGO);

export const idParam = z.object({ id: idCoercido() });

/** A calendar day 'YYYY-MM-DD' that exists, in the years the spec allows (esFechaIso: 1901–4999). */
export const diaIso = (mensaje = 'Use una fecha AAAA-MM-DD') => z.string({ error: mensaje }).refine(esFechaIso, mensaje);
/** An instant with its offset ('2026-11-22T10:00:00-03:00'), in the same years: the database refuses a year 0. */
export const instanteIso = (mensaje: string) => z.iso.datetime({ offset: true, error: mensaje, abort: true }).refine((v) => esFechaIso(v.slice(0, 10)), mensaje);
