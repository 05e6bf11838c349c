import { z } from 'zod';
import { idCoercido, LIMITE_PAGINA, ordenarPor } from '../http';
import type { Catalogo } from './motor';

/** The most options one catalog select (format=1) brings. */
export const LIMITE_OPCIONES = 1000;

const base = z.object({
  filter: z.string().max(200, 'La búsqueda es demasiado larga').optional(),
  skip: z.coerce.number().int().min(0).default(0),
  /** A page (LIMITE_PAGINA at most, 50 when not given) or, with format=1, up to LIMITE_OPCIONES options. */
  limit: z.coerce.number().int().min(1).max(LIMITE_OPCIONES).optional(),
  /** Replaced by each catalog's own fields (consultaDe): the one sortBy rule of every list. */
  sortBy: z.string().max(60).optional(),
  /** 'campo ASC|DESC', the form spec §7 uses (`?sort=nombre ASC`). */
  sort: z
    .string()
    .regex(/^[a-z_]+( (asc|desc|ASC|DESC))?$/, 'Orden inválido: use «campo ASC» o «campo DESC»')
    .optional(),
  descending: z.enum(['true', 'false']).optional(),
  /** format=1: options `{ value, label }` sorted by label, for selects. */
  format: z.enum(['0', '1']).optional(),
  /** eliminados=true: only the soft-deleted rows (to restore them). */
  eliminados: z.enum(['true', 'false']).optional(),
});

/** List query of one catalog: paging, sort by one of its fields, search, plus one filter per reference field. */
export function consultaDe(c: Catalogo): z.ZodType<ConsultaCatalogo, Record<string, unknown>> {
  const refs = Object.entries(c.campos)
    .filter(([, f]) => f.tipo === 'referencia' || f.tipo === 'referencias')
    .map(([k]) => [k, idCoercido().optional()] as const);
  const campos = Object.keys(c.campos) as [string, ...string[]];
  return base.extend({ ...Object.fromEntries(refs), sortBy: ordenarPor(campos) }).superRefine((q, ctx) => {
    // The options of a select (format=1) are not a page: one province has hundreds of towns.
    if (q.format !== '1' && q.limit !== undefined && q.limit > LIMITE_PAGINA) {
      ctx.addIssue({ code: 'custom', path: ['limit'], message: `Una página trae hasta ${LIMITE_PAGINA} filas.` });
    }
  });
}
export type ConsultaCatalogo = z.infer<typeof base> & Record<string, unknown>;
